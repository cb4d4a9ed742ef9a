import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, type LedgerAccount, type Realm } from '../../db/wallet-schema';

/** A member's own accounts. A vendor wallet is `VENDOR:<vassalage>`. */
export type MemberAccountKind = 'MAIN' | 'PLAY' | 'POINTS' | 'HELD' | `VENDOR:${string}`;
/** Accounts of the merchant itself, standing for money outside the members' hands. */
export const SYSTEM_KINDS = ['HOUSE', 'EXTERNAL', 'PLAY_MONEY_SOURCE', 'PLAY_HOUSE'] as const;
export type SystemAccountKind = (typeof SYSTEM_KINDS)[number];

const PLAY_KINDS: readonly string[] = ['PLAY', 'PLAY_MONEY_SOURCE', 'PLAY_HOUSE'];

/** Trial play money lives in its own realm; every other account holds real money. */
export function realmOfKind(kind: string): Realm {
  return PLAY_KINDS.includes(kind) ? 'play' : 'real';
}

export interface LockedAccount {
  id: number;
  merchantCode: string;
  owner: 'member' | 'system';
  realm: Realm;
  currency: string;
  balance: number;
  /** The member who owns it; null for a system account. */
  memberId: number | null;
}

/** The SQL of the ledger. Every function takes the executor, so a caller's transaction can run it. */
export const ledgerRepository = {
  async ensureMemberAccount(
    db: Db,
    input: { merchantCode: string; memberId: number; kind: MemberAccountKind; currency: string },
  ): Promise<LedgerAccount> {
    const where = and(
      eq(ledgerAccounts.memberId, input.memberId),
      eq(ledgerAccounts.kind, input.kind),
      eq(ledgerAccounts.currency, input.currency),
    );
    const [existing] = await db.select().from(ledgerAccounts).where(where).limit(1);
    if (existing) return existing;
    await db
      .insert(ledgerAccounts)
      .values({ ...input, owner: 'member', realm: realmOfKind(input.kind) })
      .onConflictDoNothing();
    const [row] = await db.select().from(ledgerAccounts).where(where).limit(1);
    return row!;
  },

  async ensureSystemAccount(
    db: Db,
    input: { merchantCode: string; kind: SystemAccountKind; currency: string },
  ): Promise<LedgerAccount> {
    const where = and(
      eq(ledgerAccounts.merchantCode, input.merchantCode),
      isNull(ledgerAccounts.memberId),
      eq(ledgerAccounts.kind, input.kind),
      eq(ledgerAccounts.currency, input.currency),
    );
    const [existing] = await db.select().from(ledgerAccounts).where(where).limit(1);
    if (existing) return existing;
    await db
      .insert(ledgerAccounts)
      .values({ ...input, memberId: null, owner: 'system', realm: realmOfKind(input.kind) })
      .onConflictDoNothing();
    const [row] = await db.select().from(ledgerAccounts).where(where).limit(1);
    return row!;
  },

  /**
   * Row locks in ascending id order: two transfers over the same accounts queue instead of deadlocking.
   * FOR NO KEY UPDATE, not FOR UPDATE: rows that reference an account (a lottery bet's house account)
   * take FOR KEY SHARE on it when inserted, and FOR UPDATE would wait on that lock while its holder
   * waits on ours (a deadlock between two concurrent slips). Balances are not key columns.
   */
  async lockAccounts(db: Db, ids: readonly number[]): Promise<LockedAccount[]> {
    return db
      .select({
        id: ledgerAccounts.id,
        merchantCode: ledgerAccounts.merchantCode,
        owner: ledgerAccounts.owner,
        realm: ledgerAccounts.realm,
        currency: ledgerAccounts.currency,
        balance: ledgerAccounts.balance,
        memberId: ledgerAccounts.memberId,
      })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, [...ids]))
      .orderBy(asc(ledgerAccounts.id))
      .for('no key update');
  },

  /**
   * Inserts the transfer unless its key exists; answers the new id, or undefined on a duplicate key.
   * Two transactions with one key: the second waits on the unique index and then finds the first.
   */
  async insertTransfer(
    db: Db,
    row: {
      merchantCode: string;
      kind: string;
      realm: Realm;
      currency: string;
      idempotencyKey: string;
      requestHash: string;
      metadata: Record<string, unknown>;
      createdAt: Date;
    },
  ): Promise<number | undefined> {
    const [inserted] = await db.insert(ledgerTransfers).values(row).onConflictDoNothing().returning({ id: ledgerTransfers.id });
    return inserted?.id;
  },

  async findTransferByKey(db: Db, merchantCode: string, idempotencyKey: string) {
    const [row] = await db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.merchantCode, merchantCode), eq(ledgerTransfers.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row;
  },

  /**
   * The conditional update, every leg in one statement: `balance = balance + delta WHERE id = $id
   * AND balance + delta >= 0` (system accounts may go negative). Answers the new balance of each
   * row it changed; the caller checks that every leg's row did, else nothing may be committed.
   */
  async applyDeltas(db: Db, legs: readonly { accountId: number; amount: number }[]): Promise<Map<number, number>> {
    const values = sql.join(
      legs.map((leg) => sql`(${leg.accountId}::bigint, ${leg.amount}::bigint)`),
      sql`, `,
    );
    const result = (await db.execute(sql`
      update ledger_accounts as a set balance = a.balance + v.delta
        from (values ${values}) as v(id, delta)
       where a.id = v.id and (a.balance + v.delta >= 0 or a.owner = 'system')
      returning a.id, a.balance`)) as unknown as { rows: { id: string | number; balance: string | number }[] };
    return new Map(result.rows.map((row) => [Number(row.id), Number(row.balance)]));
  },

  /** Writes the entries and answers them as stored, so the caller can sum what the database holds. */
  async insertEntries(
    db: Db,
    rows: { transferId: number; accountId: number; realm: Realm; currency: string; amount: number; balanceAfter: number }[],
  ): Promise<{ accountId: number; amount: number }[]> {
    return db.insert(ledgerEntries).values(rows).returning({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount });
  },

  async entriesOf(db: Db, transferId: number) {
    return db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, transferId)).orderBy(asc(ledgerEntries.accountId));
  },
};
