import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { LaunchClaims } from '../../modules/games/launch';

/**
 * The simulated vendor: a development stand-in for a transfer-wallet game provider, served by the
 * gateway. A real vendor adapter does the same three things: accept a signed launch URL, move the
 * player's money MAIN → VENDOR:<vassalage> through the wallet's transfer relay (and back on exit),
 * and settle its rounds on the vendor wallet. Nothing here is a real game.
 */

export const SIM_BASE = '/api/games/vendor-sim';
/** How long the page stays usable after a launch URL was accepted (the URL itself expires sooner). */
export const SIM_SESSION_SECONDS = 30 * 60;
/** The stake of one simulated round (1.00); it wins 2× with probability 45 %. */
export const SIM_BET = 1_00;
export const SIM_WIN_PERCENT = 45;

export type SimSession = Omit<LaunchClaims, 'nonce'>;
const SESSION_FIELDS = ['mc', 'm', 'v', 'g', 'sx', 'ss'] as const;

function sessionSignature(secret: string, s: SimSession): string {
  // The "sim-session" prefix keeps a session signature from ever passing as a launch URL's, and back.
  return createHmac('sha256', secret).update(['sim-session', s.merchantCode, s.memberId, s.vassalage, s.gameCode, s.expires].join('\n')).digest('hex');
}

/** The page's hidden fields (and the lobby's query): the session and its signature. */
export function sessionFields(secret: string, s: SimSession): Record<(typeof SESSION_FIELDS)[number], string> {
  return { mc: s.merchantCode, m: String(s.memberId), v: s.vassalage, g: s.gameCode, sx: String(s.expires), ss: sessionSignature(secret, s) };
}

export function verifySession(secret: string, fields: Record<string, unknown>, now: Date): SimSession | undefined {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  if (SESSION_FIELDS.some((name) => !text(name)) || !/^[0-9a-f]{64}$/.test(text('ss'))) return undefined;
  const s: SimSession = { merchantCode: text('mc'), memberId: Number(text('m')), vassalage: text('v'), gameCode: text('g'), expires: Number(text('sx')) };
  if (!Number.isSafeInteger(s.memberId) || !Number.isSafeInteger(s.expires)) return undefined;
  const ok = timingSafeEqual(Buffer.from(sessionSignature(secret, s), 'hex'), Buffer.from(text('ss'), 'hex'));
  return ok && s.expires * 1000 > now.getTime() ? s : undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (minor: number) => (minor / 100).toFixed(2);

export interface SimPage {
  fields: Record<string, string>;
  gameName: string;
  vassalage: string;
  main: number;
  vendor: number;
  /** An error code of the last action, shown as is. */
  error?: string | undefined;
  /** The last round: bet and win. */
  lastRound?: { bet: number; win: number } | undefined;
}

/** Plain HTML forms, no script (the CSP allows none inline). Every form carries a fresh operation id, so a resubmitted form moves nothing twice. */
export function simulatedVendorPage(page: SimPage): string {
  const hidden = Object.entries(page.fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const form = (action: string, label: string, extra = '') =>
    `<form method="post" action="${SIM_BASE}/action">${hidden}<input type="hidden" name="op" value="${randomUUID()}"><input type="hidden" name="action" value="${action}">${extra}<button type="submit">${label}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Simulated vendor</title></head>
<body>
<p><strong>Simulated vendor</strong>: a development stand-in, not a real game provider.</p>
<h1>${escapeHtml(page.gameName)}</h1>
<p>Vendor ${escapeHtml(page.vassalage)}. Main wallet: <strong id="main">${money(page.main)}</strong>. Vendor wallet: <strong id="vendor">${money(page.vendor)}</strong>.</p>
${page.error ? `<p id="error">Refused: ${escapeHtml(page.error)}</p>` : ''}
${page.lastRound ? `<p id="round">Bet ${money(page.lastRound.bet)}, won ${money(page.lastRound.win)}.</p>` : ''}
${form('in', 'Transfer in', '<label>Amount <input name="amount" value="10.00" inputmode="decimal"></label>')}
${form('play', `Play a round (${money(SIM_BET)})`)}
${form('out', 'Return to the site')}
</body></html>`;
}

/** "10.00" → 1000 minor units; undefined when it is not a positive amount with at most two decimals. */
export function parseAmount(text: unknown): number | undefined {
  if (typeof text !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(text.trim())) return undefined;
  const [whole, cents = ''] = text.trim().split('.');
  const minor = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  return minor > 0 ? minor : undefined;
}
