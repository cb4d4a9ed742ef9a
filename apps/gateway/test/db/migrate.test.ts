import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backends, openPostgresInstances, postgresEnabled, type TestDatabase } from '../support/backends';

/** Both drivers answer execute() with `{ rows }`; the shared Db type cannot say so. */
async function rows<T>(database: TestDatabase, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function migrationCount(database: TestDatabase): Promise<number> {
  const schema = database.kind === 'pglite' ? 'drizzle' : undefined;
  const table = schema ? sql.raw(`"${schema}"."__drizzle_migrations"`) : sql.raw('"__drizzle_migrations"');
  const [result] = await rows<{ n: number }>(database, sql`select count(*)::int as n from ${table}`);
  return Number(result?.n);
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`migrations on ${backend.name}`, () => {
    const opened: TestDatabase[] = [];
    afterAll(async () => {
      for (const database of opened) await database.dispose();
    });

    it('applies the committed migrations twice without error, recording each once', async () => {
      const database = await backend.open();
      opened.push(database);
      await database.migrate();
      const once = await migrationCount(database);
      await database.migrate();
      expect(await migrationCount(database)).toBe(once);
      expect(once).toBeGreaterThan(0);
      const columns = await rows<{ column_name: string }>(
        database,
        sql`select column_name from information_schema.columns where table_name = 'merchants' and table_schema = current_schema()`,
      );
      expect(columns.map((r) => r.column_name).sort()).toEqual(
        [
          'analytics_gtag_id', 'blocked_ips', 'brand_id', 'code', 'default_language', 'display_name', 'domains', 'image_cdns',
          'launch_game_cdns', 'main_domain', 'maintenance', 'menu', 'register_config', 'resources', 'session_timeout_minutes',
          'supported_languages', 'updated_at', 'whitelabel', 'whitelabel_off',
        ].sort(),
      );
    });
  });
}

describe.skipIf(!postgresEnabled)('migrations on PostgreSQL with several instances', () => {
  it('lets four instances starting together migrate one fresh schema exactly once', async () => {
    const instances = await openPostgresInstances(4);
    try {
      await Promise.all(instances.map((database) => database.migrate()));
      expect(await migrationCount(instances[0]!)).toBeGreaterThan(0);
      const journal = await rows<{ hash: string }>(instances[0]!, sql`select hash from "__drizzle_migrations"`);
      expect(new Set(journal.map((r) => r.hash)).size).toBe(journal.length);
    } finally {
      for (const database of instances) await database.dispose();
    }
  });
});
