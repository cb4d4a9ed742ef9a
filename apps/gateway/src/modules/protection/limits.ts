import {
  LIMIT_KINDS,
  MAX_SESSION_LIMIT_MINUTES,
  MIN_SESSION_LIMIT_MINUTES,
  type Limit,
  type Limits,
  type setProtectionLimitCall,
} from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LimitKind, LimitPeriod, ProtectionLimit } from '../../db/protection-schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { appendAuditWithin } from './audit-log';
import { effectiveValue, MONEY_KINDS, MONEY_PERIODS, planChange, validPair } from './limit-rules';
import { depositSums, limitRows, lockMemberLimits, playSums, saveLimit } from './limits-repository';

function fieldError(field: string, key: string, message: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', `${field}: ${message}`, { fields: { [field]: { key } } });
}

function limitOf(kind: LimitKind, period: LimitPeriod, row: ProtectionLimit | undefined, at: Date, used: number): Limit {
  if (!row) return { kind, period, current: null, pending: null, pendingFrom: null, used };
  const current = effectiveValue(row, at);
  // A pending change whose time has come is the current value now, not a pending one.
  const waiting = row.pendingFrom !== null && row.pendingFrom.getTime() > at.getTime();
  return {
    kind,
    period,
    current,
    pending: waiting ? row.pendingValue : null,
    pendingFrom: waiting ? row.pendingFrom!.toISOString() : null,
    used,
  };
}

/** Every limit of the member with what each window has used; `sessionStartedAt` gives the session limit's minutes. */
export async function viewLimits(db: Db, memberId: number, at: Date, sessionStartedAt: Date, delayHours: number): Promise<Limits> {
  const [rows, deposits, play] = await Promise.all([limitRows(db, memberId), depositSums(db, memberId, at), playSums(db, memberId, at)]);
  const rowOf = (kind: LimitKind, period: LimitPeriod) => rows.find((r) => r.kind === kind && r.period === period);
  const limits: Limit[] = [];
  for (const kind of MONEY_KINDS) {
    for (const period of MONEY_PERIODS) {
      const used =
        kind === 'deposit' ? deposits[period] : kind === 'wager' ? play.wagered[period] : Math.max(0, play.wagered[period] - play.won[period]);
      limits.push(limitOf(kind, period, rowOf(kind, period), at, used));
    }
  }
  const sessionMinutes = Math.max(0, Math.floor((at.getTime() - sessionStartedAt.getTime()) / 60_000));
  limits.push(limitOf('session', 'session', rowOf('session', 'session'), at, sessionMinutes));
  return { limits, increaseDelayHours: delayHours };
}

/**
 * Sets or removes one limit. Lower (or first) limits apply at once; a raise or a removal waits
 * `delayHours`. A lower session limit also shortens the member's live sessions at once.
 */
export async function changeLimit(
  db: Db,
  member: { id: number; merchantCode: string },
  input: Input<typeof setProtectionLimitCall>,
  at: Date,
  delayHours: number,
): Promise<void> {
  if (!(LIMIT_KINDS as readonly string[]).includes(input.kind) || !validPair(input.kind, input.period)) {
    throw fieldError('period', 'protection.period_invalid', 'the session limit takes the period session; money limits day, week or month');
  }
  if (input.kind === 'session' && input.value !== null && (input.value < MIN_SESSION_LIMIT_MINUTES || input.value > MAX_SESSION_LIMIT_MINUTES)) {
    throw fieldError('value', 'protection.minutes_invalid', `between ${MIN_SESSION_LIMIT_MINUTES} and ${MAX_SESSION_LIMIT_MINUTES} minutes`);
  }
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await lockMemberLimits(tx, member.id);
    const [row] = (await limitRows(tx, member.id, [input.kind])).filter((r) => r.period === input.period);
    const current = row ? effectiveValue(row, at) : null;
    const change = planChange(current, input.value, at, delayHours * 60 * 60 * 1000);
    await saveLimit(tx, { memberId: member.id, kind: input.kind, period: input.period, ...change, at });
    if (input.kind === 'session' && change.value !== null && change.pendingFrom === null) {
      await tx.execute(
        sql`update sessions set expires_at = least(expires_at, created_at + make_interval(mins => ${change.value}))
             where member_id = ${member.id}`,
      );
    }
    await appendAuditWithin(tx, {
      event: 'limit_change',
      merchantCode: member.merchantCode,
      memberId: member.id,
      detail: {
        kind: input.kind,
        period: input.period,
        from: current,
        to: input.value,
        effectiveFrom: (change.pendingFrom ?? at).toISOString(),
      },
      at,
    });
  });
}
