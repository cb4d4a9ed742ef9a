import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gatewayKeys, gatewaySecrets } from '../../db/schema';

export interface StoredKey {
  kid: string;
  publicSpki: string;
  privatePkcs8: string;
}

/** Any fixed 64-bit key shared by every instance; it only has to differ from the migration lock's. */
const KEY_CREATION_LOCK = '728351904113';

export function createKeysRepository(db: Db) {
  return {
    /**
     * Insert-if-absent keyed by name: whichever instance inserts first wins and
     * every other instance reads that same value back.
     */
    async secret(name: string, candidate: string): Promise<string> {
      await db.insert(gatewaySecrets).values({ name, value: candidate }).onConflictDoNothing();
      const [row] = await db.select({ value: gatewaySecrets.value }).from(gatewaySecrets).where(eq(gatewaySecrets.name, name));
      if (!row) throw new Error(`gateway secret ${name} could not be stored`);
      return row.value;
    },

    async findKey(kid: string): Promise<StoredKey | undefined> {
      const [row] = await db.select().from(gatewayKeys).where(eq(gatewayKeys.kid, kid)).limit(1);
      return row;
    },

    /**
     * The newest key for a purpose, generated if there is none. Generation runs under
     * a transaction-scoped advisory lock, so instances booting together create one key
     * pair between them instead of each publishing its own.
     */
    async currentKey(purpose: string, generate: () => Promise<StoredKey>): Promise<StoredKey> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK}::bigint)`);
        const [existing] = await tx
          .select()
          .from(gatewayKeys)
          .where(eq(gatewayKeys.purpose, purpose))
          .orderBy(desc(gatewayKeys.createdAt))
          .limit(1);
        if (existing) return existing;
        const key = await generate();
        await tx.insert(gatewayKeys).values({ ...key, purpose });
        return key;
      });
    },
  };
}

export type KeysRepository = ReturnType<typeof createKeysRepository>;
