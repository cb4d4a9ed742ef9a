import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberIdentities, oidcLogins } from '../../db/schema';

export function createSocialRepository(db: Db) {
  return {
    async addLogin(row: typeof oidcLogins.$inferInsert): Promise<void> {
      await db.insert(oidcLogins).values(row);
    },

    /** Deletes while reading: a state (and its PKCE verifier) completes one callback only. */
    async takeLogin(state: string) {
      const [row] = await db.delete(oidcLogins).where(eq(oidcLogins.state, state)).returning();
      return row;
    },

    async memberIdFor(merchantCode: string, provider: string, subject: string): Promise<number | undefined> {
      const [row] = await db
        .select({ memberId: memberIdentities.memberId })
        .from(memberIdentities)
        .where(
          and(eq(memberIdentities.merchantCode, merchantCode), eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)),
        )
        .limit(1);
      return row?.memberId;
    },

    /** False when another callback linked this subject first; the caller then uses that link. */
    async link(row: typeof memberIdentities.$inferInsert): Promise<boolean> {
      const rows = await db.insert(memberIdentities).values(row).onConflictDoNothing().returning({ memberId: memberIdentities.memberId });
      return rows.length === 1;
    },

    async sweep(now: Date): Promise<void> {
      await db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, now));
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
