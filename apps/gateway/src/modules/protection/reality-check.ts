import type { RealityCheck } from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerReads } from '../ledger/reads';
import { HttpError } from '../../http/http-error';
import { rowsOf } from './limits-repository';

export interface SessionFacts {
  createdAt: Date;
  expiresAt: Date;
  idleMinutes: number;
}

/** The caller's session row (its start, absolute end and idle time-out). */
export async function sessionFacts(db: Db, tokenHash: string): Promise<SessionFacts> {
  const [row] = await rowsOf<{ created_at: string | Date; expires_at: string | Date; idle_minutes: number }>(
    db,
    sql`select created_at, expires_at, idle_minutes from sessions where token_hash = ${tokenHash}`,
  );
  // The session was authenticated a moment ago; it can only be gone if it just ended.
  if (!row) throw new HttpError(401, 'NOT_LOGGED_IN', 'You are not logged in, please login');
  return { createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at), idleMinutes: Number(row.idle_minutes) };
}

export interface RealityCheckQuery {
  memberId: number;
  tokenHash: string;
  /** A trial account's figures are its play money. */
  realm: 'real' | 'play';
  at: Date;
  intervalMinutes: number;
  /** The jurisdiction's minutes in seconds, or a test config's override (REALITY_CHECK_SECONDS). */
  intervalSeconds: number;
}

/**
 * The reality check: how long this session has run and the money staked and won in it, from the
 * ledger (refunded stakes are not staked). `net` is won - wagered.
 */
export async function realityCheck(db: Db, query: RealityCheckQuery): Promise<RealityCheck> {
  const { memberId, tokenHash, realm, at, intervalMinutes, intervalSeconds } = query;
  const session = await sessionFacts(db, tokenHash);
  const { wagered, won } = await ledgerReads.stakesAndWinsSince(db, memberId, realm, session.createdAt);
  return {
    sessionStartedAt: session.createdAt.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((at.getTime() - session.createdAt.getTime()) / 1000)),
    wagered,
    won,
    net: won - wagered,
    intervalMinutes,
    intervalSeconds,
  };
}
