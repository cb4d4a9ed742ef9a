import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The gateway_secrets name of the HMAC key launch URLs are signed with (shared by every instance). */
export const LAUNCH_SECRET = 'game-launch-hmac';
/** How long a launch URL stays valid: long enough to open the game, too short to share a link. */
export const LAUNCH_TTL_SECONDS = 300;
/** Where the simulated vendor accepts launch URLs (served by this gateway behind the launch CDNs). */
export const SIMULATED_VENDOR_PATH = '/api/games/vendor-sim/play';

export interface LaunchClaims {
  merchantCode: string;
  memberId: number;
  vassalage: string;
  gameCode: string;
  /** Unix seconds. */
  expires: number;
  nonce: string;
}

const FIELDS = ['mc', 'm', 'v', 'g', 'exp', 'n'] as const;

function canonical(claims: LaunchClaims): string {
  // Newlines cannot occur in any field (codes are [A-Za-z0-9_], the nonce is hex): no ambiguity.
  return [claims.merchantCode, claims.memberId, claims.vassalage, claims.gameCode, claims.expires, claims.nonce].join('\n');
}

export function signLaunch(secret: string, claims: LaunchClaims): string {
  return createHmac('sha256', secret).update(canonical(claims)).digest('hex');
}

/** The signed launch URL on `cdn` (one of the brand's launch CDNs). */
export function launchUrl(cdn: string, secret: string, claims: Omit<LaunchClaims, 'nonce'>): string {
  const full = { ...claims, nonce: randomBytes(8).toString('hex') };
  const query = new URLSearchParams({
    mc: full.merchantCode,
    m: String(full.memberId),
    v: full.vassalage,
    g: full.gameCode,
    exp: String(full.expires),
    n: full.nonce,
    sig: signLaunch(secret, full),
  });
  return `${cdn.replace(/\/+$/, '')}${SIMULATED_VENDOR_PATH}?${query.toString()}`;
}

export type LaunchCheck = { ok: true; claims: LaunchClaims } | { ok: false; reason: 'MALFORMED' | 'BAD_SIGNATURE' | 'EXPIRED' };

/** What a vendor does with a launch URL's query: the signature first (constant time), then the expiry. */
export function verifyLaunch(secret: string, query: Record<string, unknown>, now: Date): LaunchCheck {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
  if (FIELDS.some((name) => !text(name)) || !/^[0-9a-f]{64}$/.test(text('sig') ?? '')) return { ok: false, reason: 'MALFORMED' };
  const claims: LaunchClaims = {
    merchantCode: text('mc')!,
    memberId: Number(text('m')),
    vassalage: text('v')!,
    gameCode: text('g')!,
    expires: Number(text('exp')),
    nonce: text('n')!,
  };
  if (!Number.isSafeInteger(claims.memberId) || !Number.isSafeInteger(claims.expires)) return { ok: false, reason: 'MALFORMED' };
  const expected = Buffer.from(signLaunch(secret, claims), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(text('sig')!, 'hex'))) return { ok: false, reason: 'BAD_SIGNATURE' };
  if (claims.expires * 1000 <= now.getTime()) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, claims };
}
