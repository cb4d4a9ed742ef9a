import { createHash } from 'node:crypto';
import type { AuditRow } from '@platform/shared/api-contract';
import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backofficeAudit, type StaffAuditRow } from '../../db/backoffice-schema';

/**
 * The back office's audit log (issue 22 §2): every staff action with who, when, what, before and
 * after. Append-only in the database (migration 0026's triggers) and hash-chained here:
 * hash = sha256(prev_hash + canonical row), so an edited, inserted or deleted row breaks the
 * chain at that row. Same construction as the player-protection log (modules/protection/audit-log.ts),
 * a chain of its own so the two can be verified and kept apart.
 */

export const GENESIS_HASH = '0'.repeat(64);
/** Serialises appends (no fork): a transaction lock, held until the caller's transaction ends. */
const AUDIT_LOCK = sql`pg_advisory_xact_lock(1836020588, 22)`;
const VERIFY_BATCH = 1000;

export interface AuditActor {
  /** Null for the command line and the seeded staff. */
  staffId: number | null;
  staffName: string;
}

export interface AuditEntry extends AuditActor {
  merchantCode: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  at: Date;
}

/** JSON with sorted keys (jsonb gives keys back in its own order); undefined members are dropped as JSON does. */
function canonical(value: unknown): string {
  if (value === null || value === undefined || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** What is stored in a jsonb column: plain JSON (dates as ISO strings), exactly what the hash saw. */
function asJson(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

type HashedColumns = Omit<StaffAuditRow, 'hash' | 'prevHash'>;

/** Every column but the hash itself is covered, the previous row's hash included. */
export function rowHash(prevHash: string, row: HashedColumns): string {
  const body = canonical({
    seq: row.seq,
    at: row.at.toISOString(),
    staffId: row.staffId,
    staffName: row.staffName,
    merchantCode: row.merchantCode,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
  });
  return createHash('sha256').update(prevHash + body).digest('hex');
}

/**
 * Appends one row inside the caller's transaction, so the row exists exactly when the change it
 * records commits. Call it last: the lock is global, and taking it after the transaction's row
 * locks keeps one lock order everywhere.
 */
export async function appendAuditWithin(tx: Db, entry: AuditEntry): Promise<StaffAuditRow> {
  await tx.execute(sql`select ${AUDIT_LOCK}`);
  const [head] = await tx.select({ seq: backofficeAudit.seq, hash: backofficeAudit.hash }).from(backofficeAudit).orderBy(desc(backofficeAudit.seq)).limit(1);
  const seq = (head?.seq ?? 0) + 1;
  const prevHash = head?.hash ?? GENESIS_HASH;
  // Milliseconds only: the column keeps microseconds, the hash must survive the round trip.
  const row: HashedColumns = {
    seq,
    at: new Date(entry.at.getTime()),
    staffId: entry.staffId,
    staffName: entry.staffName,
    merchantCode: entry.merchantCode,
    action: entry.action,
    target: entry.target,
    before: asJson(entry.before),
    after: asJson(entry.after),
  };
  const stored = { ...row, prevHash, hash: rowHash(prevHash, row) };
  await tx.insert(backofficeAudit).values(stored);
  return stored;
}

export interface ChainVerdict {
  ok: boolean;
  rows: number;
  /** The seq of the first row that is missing, out of order or does not hash to its stored value. */
  firstBrokenId: number | null;
}

/** Walks the whole chain in seq order and recomputes every hash. */
export async function verifyAuditChain(db: Db): Promise<ChainVerdict> {
  let prevHash = GENESIS_HASH;
  let expectedSeq = 1;
  let rows = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(backofficeAudit)
      .where(gt(backofficeAudit.seq, expectedSeq - 1))
      .orderBy(asc(backofficeAudit.seq))
      .limit(VERIFY_BATCH);
    for (const row of batch) {
      if (row.seq !== expectedSeq || row.prevHash !== prevHash || row.hash !== rowHash(prevHash, row)) {
        return { ok: false, rows, firstBrokenId: row.seq !== expectedSeq ? expectedSeq : row.seq };
      }
      prevHash = row.hash;
      expectedSeq += 1;
      rows += 1;
    }
    if (batch.length < VERIFY_BATCH) return { ok: true, rows, firstBrokenId: null };
  }
}

export interface AuditFilter {
  merchantCode: string;
  staffName?: string | undefined;
  action?: string | undefined;
  /** UTC days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  dir?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
}

/** A stored row as the audit screen and its export show it: the chain's sequence is the row's id. */
export function toAuditRow(row: StaffAuditRow): AuditRow {
  return {
    id: row.seq,
    at: row.at.toISOString(),
    staffId: row.staffId,
    staffName: row.staffName,
    merchantCode: row.merchantCode,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
    hash: row.hash,
  };
}

/** The filter's conditions: the one place the audit screen's and the export's filter is built. */
function auditConditions(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [eq(backofficeAudit.merchantCode, filter.merchantCode)];
  if (filter.staffName) conditions.push(eq(backofficeAudit.staffName, filter.staffName));
  if (filter.action) conditions.push(eq(backofficeAudit.action, filter.action));
  if (filter.from) conditions.push(gte(backofficeAudit.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(backofficeAudit.at, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000)));
  return and(...conditions);
}

/** One merchant's rows, filtered and paged on the server, as the audit call answers them (the screen and the CSV export). */
export async function listAudit(db: Db, filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(backofficeAudit)
      .where(where)
      .orderBy(filter.dir === 'asc' ? asc(backofficeAudit.seq) : desc(backofficeAudit.seq))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(backofficeAudit).where(where),
  ]);
  return { rows: rows.map(toAuditRow), total: Number(total?.n ?? 0) };
}
