import { and, eq, gt, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSeeds, type GameSeed } from '../../db/games-schema';
import { sessions } from '../../db/schema';
import { newClientSeed, newServerSeed, serverSeedHashOf } from './provably-fair';

/** The game_seeds queries. Every writer takes the caller's transaction, so a round and its nonce commit together. */
export function createSeedRepository(db: Db) {
  const activeOf = (memberId: number, session: string) =>
    and(eq(gameSeeds.memberId, memberId), eq(gameSeeds.sessionTokenHash, session), isNull(gameSeeds.revealedAt));

  async function lockedActive(tx: Db, memberId: number, session: string): Promise<GameSeed | undefined> {
    const [row] = await tx.select().from(gameSeeds).where(activeOf(memberId, session)).limit(1).for('update');
    return row;
  }

  async function insertPair(tx: Db, memberId: number, session: string, clientSeed: string, at: Date): Promise<void> {
    const serverSeed = newServerSeed();
    // A concurrent request may have created the session's pair first: the partial unique index keeps one.
    await tx
      .insert(gameSeeds)
      .values({ memberId, sessionTokenHash: session, serverSeed, serverSeedHash: serverSeedHashOf(serverSeed), clientSeed, createdAt: at })
      .onConflictDoNothing();
  }

  return {
    /**
     * The session's unrevealed pair, created with a random client seed when there is none, and
     * locked (FOR UPDATE) until `tx` ends: rounds and rotations of one pair run one at a time.
     */
    async lockActive(tx: Db, memberId: number, session: string, at: Date): Promise<GameSeed> {
      const found = await lockedActive(tx, memberId, session);
      if (found) return found;
      // A new session: the pairs of the member's ended sessions can never decide a round again, so reveal them.
      await tx
        .update(gameSeeds)
        .set({ revealedAt: at })
        .where(
          and(
            eq(gameSeeds.memberId, memberId),
            isNull(gameSeeds.revealedAt),
            ne(gameSeeds.sessionTokenHash, session),
            notExists(
              tx
                .select({ t: sessions.tokenHash })
                .from(sessions)
                .where(and(eq(sessions.tokenHash, gameSeeds.sessionTokenHash), gt(sessions.expiresAt, at))),
            ),
          ),
        );
      await insertPair(tx, memberId, session, newClientSeed(), at);
      const created = await lockedActive(tx, memberId, session);
      if (!created) throw new Error(`no seed pair for member ${memberId} after creating one`);
      return created;
    },

    insertPair,

    async reveal(tx: Db, id: number, at: Date): Promise<void> {
      await tx.update(gameSeeds).set({ revealedAt: at }).where(and(eq(gameSeeds.id, id), isNull(gameSeeds.revealedAt)));
    },

    async advanceNonce(tx: Db, id: number): Promise<void> {
      await tx
        .update(gameSeeds)
        .set({ nextNonce: sql`${gameSeeds.nextNonce} + 1` })
        .where(eq(gameSeeds.id, id));
    },

    async byId(id: number): Promise<GameSeed | undefined> {
      const [row] = await db.select().from(gameSeeds).where(eq(gameSeeds.id, id)).limit(1);
      return row;
    },

    /** Whether the session still exists and has not reached its absolute end. */
    async sessionLive(tokenHash: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ t: sessions.tokenHash })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, at)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type SeedRepository = ReturnType<typeof createSeedRepository>;
