import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { verificationCodes } from '../../../db/schema';

/** `verify-contact`: a signed-in member proving their own mobile or e-mail (security centre). */
export type CodePurpose = 'login' | 'register' | 'reset' | 'verify-login' | 'verify-contact';

export function createCodesRepository(db: Db) {
  return {
    async add(row: { purpose: CodePurpose; recipient: string; codeHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(verificationCodes).values(row);
    },

    /** Only the newest unused code counts: sending a new code retires the older ones. */
    async latestOpen(purpose: CodePurpose, recipient: string) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.recipient, recipient),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    /** Conditional on "not yet used", so two concurrent uses of one code cannot both succeed. */
    async consume(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    async sweep(now: Date): Promise<void> {
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      await db
        .delete(verificationCodes)
        .where(or(lt(verificationCodes.expiresAt, dayAgo), lt(verificationCodes.consumedAt, dayAgo)));
    },
  };
}

export type CodesRepository = ReturnType<typeof createCodesRepository>;
