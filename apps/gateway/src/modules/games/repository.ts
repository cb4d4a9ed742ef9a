import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favouriteGames, gameRounds, gameSeeds, recentGames, type GameRound } from '../../db/games-schema';
import { vendors, type VendorRow } from '../../db/schema';

export type NewGameRound = Omit<GameRound, 'id'>;

/** A round with the commitment of the seed pair that decided it (null on rounds older than seeds). */
export type SeededRound = GameRound & { seed: { serverSeedHash: string; clientSeed: string; revealed: boolean } | null };

const seedColumns = {
  serverSeedHash: gameSeeds.serverSeedHash,
  clientSeed: gameSeeds.clientSeed,
  revealedAt: gameSeeds.revealedAt,
};

function seeded(row: { round: GameRound; serverSeedHash: string | null; clientSeed: string | null; revealedAt: Date | null }): SeededRound {
  const seed =
    row.serverSeedHash === null || row.clientSeed === null
      ? null
      : { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, revealed: row.revealedAt !== null };
  return { ...row.round, seed };
}

export function createGamesRepository(db: Db) {
  return {
    /** The whole catalogue, in its sort order. */
    vendors: (): Promise<VendorRow[]> =>
      db.select().from(vendors).orderBy(asc(vendors.sort), asc(vendors.vassalage), asc(vendors.gameType)),

    /** Adds vendors that are not in the catalogue yet; an existing one (its maintenance switch) is left alone. */
    async seedVendors(rows: VendorRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      return (await db.insert(vendors).values(rows).onConflictDoNothing().returning({ v: vendors.vassalage })).length;
    },

    /** True when the row was added; an existing favourite is left as it is (spec §4: adding again is skipped). */
    async addFavourite(memberId: number, nodeId: number, at: Date): Promise<boolean> {
      const added = await db.insert(favouriteGames).values({ memberId, nodeId, createdAt: at }).onConflictDoNothing().returning({ n: favouriteGames.nodeId });
      return added.length > 0;
    },

    async removeFavourite(memberId: number, nodeId: number): Promise<boolean> {
      const removed = await db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, nodeId)))
        .returning({ n: favouriteGames.nodeId });
      return removed.length > 0;
    },

    /** A member's favourite node ids, newest first (the lists filter them against the catalogue). */
    favouriteIds: async (memberId: number): Promise<number[]> =>
      (
        await db
          .select({ nodeId: favouriteGames.nodeId })
          .from(favouriteGames)
          .where(eq(favouriteGames.memberId, memberId))
          .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.nodeId))
      ).map((row) => row.nodeId),

    /** Records a launch: a game launched again moves to the top. */
    async touchRecent(memberId: number, nodeId: number, at: Date): Promise<void> {
      await db
        .insert(recentGames)
        .values({ memberId, nodeId, launchedAt: at })
        .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { launchedAt: sql`excluded.launched_at` } });
    },

    recentIds: async (memberId: number): Promise<number[]> =>
      (
        await db
          .select({ nodeId: recentGames.nodeId })
          .from(recentGames)
          .where(eq(recentGames.memberId, memberId))
          .orderBy(desc(recentGames.launchedAt), desc(recentGames.nodeId))
      ).map((row) => row.nodeId),

    /** Inserts the round unless (member, round id) exists; answers the row inserted, else undefined. Takes the caller's transaction. */
    async insertRound(tx: Db, row: NewGameRound): Promise<GameRound | undefined> {
      const [inserted] = await tx.insert(gameRounds).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async findRound(tx: Db, memberId: number, roundId: string): Promise<SeededRound | undefined> {
      const [row] = await tx
        .select({ round: gameRounds, ...seedColumns })
        .from(gameRounds)
        .leftJoin(gameSeeds, eq(gameSeeds.id, gameRounds.seedId))
        .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.roundId, roundId)))
        .limit(1);
      return row ? seeded(row) : undefined;
    },

    async setRoundBalance(tx: Db, id: number, balanceAfter: number): Promise<void> {
      await tx.update(gameRounds).set({ balanceAfter }).where(eq(gameRounds.id, id));
    },

    async rounds(memberId: number, pageNo: number, pageSize: number): Promise<{ rows: SeededRound[]; total: number }> {
      const where = eq(gameRounds.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ round: gameRounds, ...seedColumns })
          .from(gameRounds)
          .leftJoin(gameSeeds, eq(gameSeeds.id, gameRounds.seedId))
          .where(where)
          .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(gameRounds).where(where),
      ]);
      return { rows: rows.map(seeded), total: total?.n ?? 0 };
    },

    /** Game recall: the member's last `perGame` rounds of each in-house game, newest first within a game. */
    async lastRoundsPerGame(memberId: number, perGame: number): Promise<SeededRound[]> {
      const ranked = db
        .select({
          id: gameRounds.id,
          rank: sql<number>`row_number() over (partition by ${gameRounds.gameCode} order by ${gameRounds.createdAt} desc, ${gameRounds.id} desc)`.as('rank'),
        })
        .from(gameRounds)
        .where(eq(gameRounds.memberId, memberId))
        .as('ranked');
      const rows = await db
        .select({ round: gameRounds, ...seedColumns })
        .from(ranked)
        .innerJoin(gameRounds, eq(gameRounds.id, ranked.id))
        .leftJoin(gameSeeds, eq(gameSeeds.id, gameRounds.seedId))
        .where(lte(ranked.rank, perGame))
        .orderBy(asc(gameRounds.gameCode), desc(gameRounds.createdAt), desc(gameRounds.id));
      return rows.map(seeded);
    },

    /** The member's rounds of [from, to], newest first, at most `limit` (the betting record export). */
    async roundsBetween(memberId: number, from: Date, to: Date, limit: number): Promise<SeededRound[]> {
      const rows = await db
        .select({ round: gameRounds, ...seedColumns })
        .from(gameRounds)
        .leftJoin(gameSeeds, eq(gameSeeds.id, gameRounds.seedId))
        .where(and(eq(gameRounds.memberId, memberId), gte(gameRounds.createdAt, from), lte(gameRounds.createdAt, to)))
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(limit);
      return rows.map(seeded);
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
