import type { Db } from '../../db/client';
import type { LimitKind, ProtectionLimit } from '../../db/protection-schema';
import { HttpError } from '../../http/http-error';
import { effectiveValue, isMoneyPeriod, MONEY_PERIODS, type MoneyPeriod } from './limit-rules';
import { depositSums, limitRows, lockMemberLimits, playSums, type PeriodSums } from './limits-repository';

/**
 * The hooks the money paths call, each once, inside the transaction that moves the money: the
 * member's limit lock makes concurrent deposits or bets take turns, so each sees the others.
 */

const PERIOD_WORDS: Record<MoneyPeriod, string> = { day: '24-hour', week: '7-day', month: '1-month' };

type InForce = { kind: LimitKind; period: MoneyPeriod; limit: number };

function inForce(rows: readonly ProtectionLimit[], at: Date): InForce[] {
  const out: InForce[] = [];
  for (const row of rows) {
    const limit = effectiveValue(row, at);
    if (limit !== null && isMoneyPeriod(row.period)) out.push({ kind: row.kind, period: row.period, limit });
  }
  // The shortest window first, so the message names the limit the player reaches soonest.
  return out.sort((a, b) => MONEY_PERIODS.indexOf(a.period) - MONEY_PERIODS.indexOf(b.period));
}

function refuse(code: 'DEPOSIT_LIMIT_EXCEEDED' | 'LOSS_LIMIT_EXCEEDED' | 'WAGER_LIMIT_EXCEEDED', what: string, l: InForce, used: number): HttpError {
  return new HttpError(403, code, `This ${what} would go over your ${PERIOD_WORDS[l.period]} ${l.kind} limit`, {
    kind: l.kind,
    period: l.period,
    limit: l.limit,
    used,
    remaining: Math.max(0, l.limit - used),
  });
}

/** Refuses a deposit request that would take deposits in any window over the member's deposit limit. */
export async function assertDepositWithinLimits(tx: Db, memberId: number, amount: number, at: Date): Promise<void> {
  if ((await limitRows(tx, memberId, ['deposit'])).length === 0) return;
  await lockMemberLimits(tx, memberId);
  // Read again under the lock: a change committed while we waited applies to this deposit.
  const limits = inForce(await limitRows(tx, memberId, ['deposit']), at);
  if (limits.length === 0) return;
  const sums = await depositSums(tx, memberId, at);
  for (const l of limits) if (sums[l.period] + amount > l.limit) throw refuse('DEPOSIT_LIMIT_EXCEEDED', 'deposit', l, sums[l.period]);
}

/**
 * Refuses a real-money stake that would take stakes (wager limit) or the worst-case net loss
 * (loss limit: stakes - winnings, if this bet loses) in any window over the member's limit.
 */
export async function assertStakeWithinLimits(tx: Db, memberId: number, stake: number, at: Date): Promise<void> {
  if ((await limitRows(tx, memberId, ['wager', 'loss'])).length === 0) return;
  await lockMemberLimits(tx, memberId);
  const limits = inForce(await limitRows(tx, memberId, ['wager', 'loss']), at);
  if (limits.length === 0) return;
  const { wagered, won } = await playSums(tx, memberId, at);
  const lost: PeriodSums = { day: wagered.day - won.day, week: wagered.week - won.week, month: wagered.month - won.month };
  for (const l of limits) {
    if (l.kind === 'wager' && wagered[l.period] + stake > l.limit) throw refuse('WAGER_LIMIT_EXCEEDED', 'bet', l, wagered[l.period]);
    if (l.kind === 'loss' && lost[l.period] + stake > l.limit) throw refuse('LOSS_LIMIT_EXCEEDED', 'bet', l, Math.max(0, lost[l.period]));
  }
}

/** The session-time limit in force, in minutes, or null. */
export async function sessionLimitMinutes(db: Db, memberId: number, at: Date): Promise<number | null> {
  const [row] = await limitRows(db, memberId, ['session']);
  return row ? effectiveValue(row, at) : null;
}

/**
 * A new session's absolute end: the sooner of its usual end and the session-time limit. The
 * session then ends on the server like any expired one, whatever the client does.
 */
export async function sessionExpiryCap(db: Db, memberId: number, createdAt: Date, expiresAt: Date): Promise<Date> {
  const minutes = await sessionLimitMinutes(db, memberId, createdAt);
  if (minutes === null) return expiresAt;
  return new Date(Math.min(expiresAt.getTime(), createdAt.getTime() + minutes * 60_000));
}
