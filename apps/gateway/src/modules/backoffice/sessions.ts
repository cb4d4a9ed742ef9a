import { parse } from 'cookie';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backofficeSessions, backofficeStaff } from '../../db/backoffice-schema';
import { newToken, sha256Hex } from '../../security/tokens';

/**
 * Back-office sessions. The cookie holds a 256-bit token; only its SHA-256 is stored. A session
 * starts at the password step with stage `password` (it can only take the TOTP step), becomes
 * `full` under a new token once the TOTP code is right, and ends when idle for
 * BACKOFFICE_IDLE_MINUTES or SESSION_MAX_HOURS after it began. Every call restarts the idle clock.
 */

export const SESSION_COOKIE = 'bo_session';
export const COOKIE_PATH = '/api/backoffice';

export type SessionStage = 'password' | 'full';

export interface LiveStaffSession {
  tokenHash: string;
  staffId: number;
  stage: SessionStage;
}

export interface SessionRules {
  idleMinutes: number;
  maxHours: number;
  now: () => Date;
}

export function createStaffSessions(db: Db, rules: SessionRules) {
  const idleMs = rules.idleMinutes * 60_000;

  async function start(staffId: number, stage: SessionStage, executor: Db = db): Promise<string> {
    const token = newToken();
    const at = rules.now();
    // The staff member's ended sessions go as a new one starts: the table holds live sessions only.
    await executor
      .delete(backofficeSessions)
      .where(and(eq(backofficeSessions.staffId, staffId), or(lte(backofficeSessions.expiresAt, at), lte(backofficeSessions.lastSeenAt, new Date(at.getTime() - idleMs)))));
    await executor.insert(backofficeSessions).values({
      tokenHash: sha256Hex(token),
      staffId,
      stage,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + rules.maxHours * 3_600_000),
    });
    return token;
  }

  return {
    start,

    /** The password step's session becomes a full one under a new token (no fixation); answers the new token. */
    async promote(tx: Db, tokenHash: string, staffId: number): Promise<string> {
      await tx.delete(backofficeSessions).where(eq(backofficeSessions.tokenHash, tokenHash));
      return start(staffId, 'full', tx);
    },

    /** The live session of a cookie token, with its idle clock restarted; undefined when absent, idle, over or disabled. */
    async find(token: string): Promise<LiveStaffSession | undefined> {
      const tokenHash = sha256Hex(token);
      const at = rules.now();
      const [row] = await db
        .update(backofficeSessions)
        .set({ lastSeenAt: at })
        .where(
          and(
            eq(backofficeSessions.tokenHash, tokenHash),
            gt(backofficeSessions.expiresAt, at),
            gt(backofficeSessions.lastSeenAt, new Date(at.getTime() - idleMs)),
          ),
        )
        .returning({ tokenHash: backofficeSessions.tokenHash, staffId: backofficeSessions.staffId, stage: backofficeSessions.stage });
      if (!row) return undefined;
      const [staff] = await db.select({ disabled: backofficeStaff.disabled }).from(backofficeStaff).where(eq(backofficeStaff.id, row.staffId));
      return staff && !staff.disabled ? row : undefined;
    },

    async end(tokenHash: string, executor: Db = db): Promise<void> {
      await executor.delete(backofficeSessions).where(eq(backofficeSessions.tokenHash, tokenHash));
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;

/** The session token of the request's Cookie header, or undefined (the first of a repeated name, as `cookie` reads it). */
export function sessionToken(cookieHeader: string | undefined): string | undefined {
  const token = parse(cookieHeader ?? '')[SESSION_COOKIE];
  return token !== undefined && /^[A-Za-z0-9_-]{22,128}$/.test(token) ? token : undefined;
}

/** HttpOnly (no script reads it), SameSite=Strict (no other site sends it), scoped to the back-office API. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${SESSION_COOKIE}=${token}`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`, ...(secure ? ['Secure'] : [])].join('; ');
}

export function clearedCookie(secure: boolean): string {
  return sessionCookie('', 0, secure);
}
