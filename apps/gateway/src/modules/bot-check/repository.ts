import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usedBotSolutions } from '../../db/schema';

export function createBotCheckRepository(db: Db) {
  return {
    /** False when the signature was already used: the primary key makes the check atomic across instances. */
    async markUsed(signature: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(usedBotSolutions)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: usedBotSolutions.signature });
      return rows.length === 1;
    },

    async sweep(now: Date): Promise<void> {
      await db.delete(usedBotSolutions).where(lt(usedBotSolutions.expiresAt, now));
    },
  };
}

export type BotCheckRepository = ReturnType<typeof createBotCheckRepository>;
