import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { rememberTokens, type Member } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { safeEqual, sha256Hex } from '../../security/tokens';

/** Spec §9: remember-me lasts 24 hours (86,400,000 ms), counted from the login that ticked it. */
export const REMEMBER_MS = 86_400_000;
/** Sent only to the auth calls, never to scripts (HttpOnly) nor from other sites (SameSite=Strict). */
const COOKIE_PATH = '/api/auth';

/** Spec §3 "keyed by username": one cookie per account name, so each remembered name has its own token. */
export function rememberCookieName(account: string): string {
  return `rm_${Buffer.from(account.trim().toLowerCase(), 'utf8').toString('base64url')}`;
}

export function readCookie(request: Pick<FastifyRequest, 'headers'>, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function cookieHeader(request: Pick<FastifyRequest, 'protocol'>, name: string, value: string, maxAgeMs: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`;
}

export function setRememberCookie(request: FastifyRequest, reply: FastifyReply, account: string, value: string, maxAgeMs: number): void {
  reply.header('set-cookie', cookieHeader(request, rememberCookieName(account), value, maxAgeMs));
}

export function clearRememberCookie(request: FastifyRequest, reply: FastifyReply, account: string): void {
  reply.header('set-cookie', cookieHeader(request, rememberCookieName(account), '', 0));
}

/**
 * What a username login asked of remember-me: keep a token ('remember'), drop this browser's
 * ('forget'), or nothing (the field was not sent). Spec §2: agent-page logins never remember.
 */
export type RememberIntent = 'remember' | 'forget';

export function rememberIntentOf(input: { type: string; remember?: boolean | undefined; agentPage?: boolean | undefined }): RememberIntent | undefined {
  if (input.type !== 'username' || input.remember === undefined) return undefined;
  return input.remember && !input.agentPage ? 'remember' : 'forget';
}

/**
 * A login from an unrecognised IP finishes at /verify-login, which sees no password and no
 * remember-me box. The choice made with the password rides on the challenge id the gateway issues
 * (`<random>.r` / `<random>.f`): the id is the row's key, so a client that edits the suffix only
 * gets an unknown challenge, never a token the password step did not ask for.
 */
const INTENT_SUFFIX: Record<RememberIntent, string> = { remember: '.r', forget: '.f' };

export function withRememberIntent(challengeId: string, intent: RememberIntent | undefined): string {
  return intent ? challengeId + INTENT_SUFFIX[intent] : challengeId;
}

export function rememberIntentOfChallenge(challengeId: string): RememberIntent | undefined {
  if (challengeId.endsWith(INTENT_SUFFIX.remember)) return 'remember';
  if (challengeId.endsWith(INTENT_SUFFIX.forget)) return 'forget';
  return undefined;
}

export const rememberInvalid = () =>
  new HttpError(401, 'REMEMBER_INVALID', 'The remembered login is no longer valid, please enter your password');

/**
 * Server-issued remember-me tokens (issue 26: the password never leaves the login form).
 * A token is `selector.validator`: the selector finds the row, the validator is the secret,
 * stored only as a SHA-256 and compared in constant time. Each exchange consumes the row and
 * issues a new one with the same end (rotation), so a copied cookie works at most once and a
 * reuse after rotation finds nothing. The stored digest also covers the member's password hash,
 * so any password change (by the member, a reset, an operator) revokes every earlier token.
 */
function digest(validator: string, member: Pick<Member, 'passwordHash'>): string {
  return sha256Hex(`${validator}\u0000${member.passwordHash}`);
}

export function createRememberTokens(db: Db, now: () => Date) {
  return {
    /** A fresh token for the member, ending at `expiresAt` (24 hours from now unless rotated). */
    async issue(member: Member, expiresAt = new Date(now().getTime() + REMEMBER_MS)): Promise<{ value: string; expiresAt: Date }> {
      const at = now();
      const memberId = member.id;
      // The member's expired tokens go with each issue: the table stays as small as the live ones.
      await db.delete(rememberTokens).where(and(eq(rememberTokens.memberId, memberId), lt(rememberTokens.expiresAt, at)));
      const selector = randomBytes(12).toString('base64url');
      const validator = randomBytes(32).toString('base64url');
      await db.insert(rememberTokens).values({ selector, validatorHash: digest(validator, member), memberId, createdAt: at, expiresAt });
      return { value: `${selector}.${validator}`, expiresAt };
    },

    /**
     * Consumes a presented token: its row when the validator matches, the token is live, belongs
     * to `member` and predates no password change; otherwise 401 REMEMBER_INVALID. Only the one
     * caller that deletes the row wins, so two exchanges of one token cannot both succeed.
     */
    async consume(value: string | undefined, member: Member | undefined): Promise<{ expiresAt: Date }> {
      const [selector, validator, extra] = (value ?? '').split('.');
      if (!selector || !validator || extra !== undefined || selector.length > 64 || validator.length > 128) throw rememberInvalid();
      const [row] = await db.select().from(rememberTokens).where(eq(rememberTokens.selector, selector)).limit(1);
      if (!row || !member || row.memberId !== member.id || !safeEqual(digest(validator, member), row.validatorHash)) throw rememberInvalid();
      // Genuine: the row is spent whatever follows (an expired or revoked token is useless anyway).
      const taken = await db.delete(rememberTokens).where(eq(rememberTokens.selector, selector)).returning({ selector: rememberTokens.selector });
      if (taken.length !== 1 || row.expiresAt.getTime() <= now().getTime()) throw rememberInvalid();
      return { expiresAt: row.expiresAt };
    },

    /** Logout with "forget me", a password reset: every remembered login of the member ends. */
    async revokeAllFor(memberId: number): Promise<void> {
      await db.delete(rememberTokens).where(eq(rememberTokens.memberId, memberId));
    },

    /** The one token a cookie names (remember-me unticked at the next login). */
    async revoke(value: string | undefined): Promise<void> {
      const selector = (value ?? '').split('.')[0];
      if (selector) await db.delete(rememberTokens).where(eq(rememberTokens.selector, selector));
    },
  };
}

export type RememberTokens = ReturnType<typeof createRememberTokens>;
