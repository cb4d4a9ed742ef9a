import type { LedgerEntry, PlayerDetail, PlayerNote, PlayerRow } from '@platform/shared/api-contract';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { backofficePlayerNotes, type PlayerNoteRow } from '../../db/backoffice-schema';
import type { Db } from '../../db/client';
import { protectionExclusions } from '../../db/protection-schema';
import { members, type Member } from '../../db/schema';
import { ledgerReads } from '../ledger/reads';
import { limitRows } from '../protection/limits-repository';
import { createWalletRepository, type WalletRepository } from '../wallet/repository';

/**
 * Players for staff: search with server-side paging, a read-only detail (profile, balances,
 * limits, cool-off and self-exclusion: staff cannot lift them early), the ledger entries, and the
 * lock (status disabled) whose audit row is written by the route.
 */

export interface PlayerQuery {
  merchantCode: string;
  q?: string | undefined;
  status?: 'active' | 'disabled' | undefined;
  sort?: 'id' | 'account' | 'createdAt' | 'lastLoginAt' | undefined;
  dir?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toPlayerRow(row: Member): PlayerRow {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    mobile: row.mobile,
    email: row.email,
    status: row.status,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

const toPlayerNote = (row: PlayerNoteRow): PlayerNote => ({ id: row.id, staffName: row.staffName, body: row.body, createdAt: row.createdAt.toISOString() });

/**
 * `wallet` is the wallet's shared repository (fastify.walletRepository), whose settings and balance
 * reads are cached; without it (the export table, which only searches) one bound to `db` is made.
 */
export function createPlayers(db: Db, wallet: Pick<WalletRepository, 'settings' | 'memberBalances'> = createWalletRepository(db)) {
  async function find(merchantCode: string, id: number, executor: Db = db): Promise<Member | undefined> {
    const [row] = await executor.select().from(members).where(and(eq(members.id, id), eq(members.merchantCode, merchantCode))).limit(1);
    return row;
  }

  return {
    find,

    /** Account, mobile or e-mail contain the text (case-insensitive); a number also matches the id exactly. */
    async search(query: PlayerQuery) {
      const conditions: (SQL | undefined)[] = [eq(members.merchantCode, query.merchantCode)];
      if (query.status) conditions.push(eq(members.status, query.status));
      const q = query.q?.trim();
      if (q) {
        const like = `%${escapeLike(q)}%`;
        conditions.push(
          or(
            ilike(members.account, like),
            ilike(members.mobile, like),
            ilike(members.email, like),
            /^[0-9]{1,9}$/.test(q) ? eq(members.id, Number(q)) : undefined,
          ),
        );
      }
      const where = and(...conditions);
      const column = { id: members.id, account: members.account, createdAt: members.createdAt, lastLoginAt: members.lastLoginAt }[query.sort ?? 'id'];
      const order = (query.dir ?? 'desc') === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(members)
          .where(where)
          .orderBy(order(column), order(members.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(members).where(where),
      ]);
      return { rows: rows.map(toPlayerRow), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    async detail(member: Member): Promise<PlayerDetail> {
      const { currency } = await wallet.settings(member.merchantCode);
      const [balances, limits, exclusions] = await Promise.all([
        wallet.memberBalances(member.id, currency),
        limitRows(db, member.id),
        db.select().from(protectionExclusions).where(eq(protectionExclusions.memberId, member.id)).orderBy(desc(protectionExclusions.startsAt)),
      ]);
      return {
        player: toPlayerRow(member),
        profile: member.profile,
        currency,
        balances: [...balances].map(([wallet, balance]) => ({ wallet, balance })),
        limits: limits.map((limit) => ({
          kind: limit.kind,
          period: limit.period,
          value: limit.value,
          pendingValue: limit.pendingValue,
          pendingFrom: limit.pendingFrom?.toISOString() ?? null,
        })),
        exclusions: exclusions.map((row) => ({ kind: row.kind, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null })),
      };
    },

    /** The player's ledger entries, newest first; of one transfer kind (BET: the bets) when given. */
    async ledger(memberId: number, page: number, pageSize: number, kind?: string): Promise<{ rows: LedgerEntry[]; total: number; page: number; pageSize: number }> {
      const { rows, total } = await ledgerReads.entriesPage(db, { memberId, ...(kind ? { kind } : {}), limit: pageSize, offset: (page - 1) * pageSize });
      return {
        rows: rows.map((row) => ({ ...row, amount: Number(row.amount), balanceAfter: Number(row.balanceAfter), createdAt: row.createdAt.toISOString() })),
        total,
        page,
        pageSize,
      };
    },

    async notes(memberId: number, page: number, pageSize: number): Promise<{ rows: PlayerNote[]; total: number; page: number; pageSize: number }> {
      const where = eq(backofficePlayerNotes.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db.select().from(backofficePlayerNotes).where(where).orderBy(desc(backofficePlayerNotes.id)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: count() }).from(backofficePlayerNotes).where(where),
      ]);
      return { rows: rows.map(toPlayerNote), total: Number(total?.n ?? 0), page, pageSize };
    },

    /** Adds a note in the caller's transaction (its audit row commits with it). */
    async addNote(tx: Db, note: { merchantCode: string; memberId: number; staffId: number; staffName: string; body: string; at: Date }): Promise<PlayerNote> {
      const [row] = await tx
        .insert(backofficePlayerNotes)
        .values({ merchantCode: note.merchantCode, memberId: note.memberId, staffId: note.staffId, staffName: note.staffName, body: note.body, createdAt: note.at })
        .returning();
      return toPlayerNote(row!);
    },

    /** Sets the status in the caller's transaction; answers the row before and after. */
    async setLocked(tx: Db, merchantCode: string, id: number, locked: boolean): Promise<{ before: Member; after: Member } | undefined> {
      const [before] = await tx.select().from(members).where(and(eq(members.id, id), eq(members.merchantCode, merchantCode))).for('update');
      if (!before) return undefined;
      const [after] = await tx.update(members).set({ status: locked ? 'disabled' : 'active' }).where(eq(members.id, id)).returning();
      return { before, after: after! };
    },
  };
}

export type Players = ReturnType<typeof createPlayers>;
