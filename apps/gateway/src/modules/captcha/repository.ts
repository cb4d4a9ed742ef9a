import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

export function createCaptchaRepository(db: Db) {
  return {
    /**
     * Stores a new answer for the key unless the previous one was issued less than
     * `minInterval` ago. One conditional upsert, so two instances cannot both refresh
     * within the interval. Returns false when throttled.
     */
    async issue(row: { captchaKey: string; answerHash: string; issuedAt: Date; expiresAt: Date }, notBefore: Date): Promise<boolean> {
      const stored = await db
        .insert(captchas)
        .values(row)
        .onConflictDoUpdate({
          target: captchas.captchaKey,
          set: { answerHash: row.answerHash, issuedAt: row.issuedAt, expiresAt: row.expiresAt },
          setWhere: sql`${captchas.issuedAt} <= ${notBefore}`,
        })
        .returning({ key: captchas.captchaKey });
      return stored.length === 1;
    },

    /** Deletes while reading: an answer is checked once, right or wrong. */
    async take(captchaKey: string): Promise<{ answerHash: string; expiresAt: Date } | undefined> {
      const [row] = await db
        .delete(captchas)
        .where(eq(captchas.captchaKey, captchaKey))
        .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
      return row;
    },

    async sweep(now: Date): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, now));
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
