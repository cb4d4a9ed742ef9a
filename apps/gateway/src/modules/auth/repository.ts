import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginChallenges } from '../../db/schema';

export function createLoginChallengeRepository(db: Db) {
  return {
    async add(row: typeof loginChallenges.$inferInsert): Promise<void> {
      await db.insert(loginChallenges).values(row);
    },

    async find(id: string) {
      const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id)).limit(1);
      return row;
    },

    /** True for the one caller that removed it: a challenge completes a login once. */
    async take(id: string): Promise<boolean> {
      const rows = await db.delete(loginChallenges).where(eq(loginChallenges.id, id)).returning({ id: loginChallenges.id });
      return rows.length === 1;
    },

    async sweep(now: Date): Promise<void> {
      await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
    },
  };
}

export type LoginChallengeRepository = ReturnType<typeof createLoginChallengeRepository>;
