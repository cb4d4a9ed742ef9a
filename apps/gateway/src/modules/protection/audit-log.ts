import { createHash } from 'node:crypto';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, type AuditEvent, type AuditRow } from '../../db/protection-schema';

/** The prev_hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);
/**
 * The advisory lock that serialises appends, so two concurrent writers cannot both chain onto the
 * same head (a fork). Taken as a transaction lock: it is held until the caller's transaction ends.
 */
const AUDIT_LOCK = sql`pg_advisory_xact_lock(1836020588, 1)`;
const VERIFY_BATCH = 1000;

type DetailValue = string | number | boolean | null;

export interface AuditEntry {
  event: AuditEvent;
  merchantCode: string | null;
  memberId: number | null;
  detail: Record<string, DetailValue>;
  at: Date;
}

/** JSON with sorted keys: jsonb gives keys back in its own order, so the hashed text must not depend on it. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** sha256(prev_hash + canonical row): every column but the hash itself is covered. */
export function rowHash(prevHash: string, row: Omit<AuditRow, 'hash' | 'prevHash'>): string {
  const body = canonical({
    seq: row.seq,
    at: row.at.toISOString(),
    event: row.event,
    merchantCode: row.merchantCode,
    memberId: row.memberId,
    detail: row.detail,
  });
  return createHash('sha256').update(prevHash + body).digest('hex');
}

/**
 * Appends one event inside the caller's transaction, so the event exists exactly when the change
 * it records commits. Call it last in the transaction: the lock it takes is global, and taking it
 * after the transaction's row locks keeps the lock order the same everywhere (no deadlock).
 */
export async function appendAuditWithin(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.execute(sql`select ${AUDIT_LOCK}`);
  const [head] = await tx.select({ seq: auditLog.seq, hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
  const seq = (head?.seq ?? 0) + 1;
  const prevHash = head?.hash ?? GENESIS_HASH;
  // Milliseconds only: the column keeps microseconds, the hash must survive the round trip.
  const at = new Date(entry.at.getTime());
  const row = { seq, at, event: entry.event, merchantCode: entry.merchantCode, memberId: entry.memberId, detail: entry.detail };
  await tx.insert(auditLog).values({ ...row, prevHash, hash: rowHash(prevHash, row) });
}

/** Appends one event in a transaction of its own (events with no money move to join). */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => appendAuditWithin(tx as unknown as Db, entry));
}

export interface ChainVerdict {
  valid: boolean;
  rows: number;
  /** The seq of the first row that is missing, reordered or does not hash to its stored value. */
  brokenAt: number | null;
}

/** Walks the whole chain in seq order and recomputes every hash. */
export async function verifyAuditChain(db: Db): Promise<ChainVerdict> {
  let prevHash = GENESIS_HASH;
  let expectedSeq = 1;
  let rows = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.seq, expectedSeq - 1))
      .orderBy(asc(auditLog.seq))
      .limit(VERIFY_BATCH);
    for (const row of batch) {
      if (row.seq !== expectedSeq || row.prevHash !== prevHash || row.hash !== rowHash(prevHash, row)) {
        return { valid: false, rows, brokenAt: row.seq !== expectedSeq ? expectedSeq : row.seq };
      }
      prevHash = row.hash;
      expectedSeq += 1;
      rows += 1;
    }
    if (batch.length < VERIFY_BATCH) return { valid: true, rows, brokenAt: null };
  }
}
