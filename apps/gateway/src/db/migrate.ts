import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

/** The committed SQL from drizzle-kit; resolved from this file so the working folder does not matter. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed 64-bit key shared by every gateway instance; the number itself has no meaning. */
const MIGRATION_LOCK_KEY = 728_351_904_112n;

export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  // PGlite is single-connection, so no other instance can race this migration.
  await migrateWithPglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

/**
 * Several instances may boot at once behind a load balancer. A session-level
 * advisory lock, held on one pinned connection, lets exactly one of them apply
 * pending migrations while the others wait and then find nothing left to do.
 */
export async function migratePostgres(pool: pg.Pool, schema?: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      if (schema) await client.query(`create schema if not exists "${schema}"`);
      await migrateNodePg(drizzlePg({ client }), {
        migrationsFolder: MIGRATIONS_FOLDER,
        ...(schema ? { migrationsSchema: schema } : {}),
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}
