import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';

const DATABASE_URL = process.env['DATABASE_URL'];

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the run's private schema. */
  dispose(): Promise<void>;
}

export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  enabled: boolean;
  open(): Promise<TestDatabase>;
}

let template: Promise<Blob> | undefined;

/** In-memory PGlite, started from the migrated template that global-setup dumped for this run. */
async function openPglite(): Promise<TestDatabase> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  const database = await openDatabase({ kind: 'pglite', dir: 'memory' }, { pgliteDataDir: await template });
  return { ...database, dispose: () => database.close() };
}

/** Opens `count` independent connections to one fresh schema, as `count` gateway instances would. */
export async function openPostgresInstances(count: number): Promise<TestDatabase[]> {
  if (!DATABASE_URL) throw new Error('DATABASE_URL is unset');
  const schema = `gw_test_${randomBytes(6).toString('hex')}`;
  const instances = await Promise.all(
    Array.from({ length: count }, () => openDatabase({ kind: 'postgres', url: DATABASE_URL }, { schema })),
  );
  let remaining = count;
  return instances.map((database) => ({
    ...database,
    async dispose() {
      await database.close();
      remaining -= 1;
      if (remaining > 0) return;
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
    },
  }));
}

async function openPostgres(): Promise<TestDatabase> {
  const [database] = await openPostgresInstances(1);
  return database!;
}

/**
 * DB-facing suites run once per backend. PGlite serialises every connection, so
 * anything about concurrency only means something on PostgreSQL.
 */
export const backends: readonly Backend[] = [
  { name: 'PGlite', enabled: true, open: openPglite },
  { name: 'PostgreSQL', enabled: DATABASE_URL !== undefined && DATABASE_URL !== '', open: openPostgres },
];

export const postgresEnabled = backends[1]!.enabled;

if (!postgresEnabled) {
  console.info(
    'DATABASE_URL is unset: the PostgreSQL cases are skipped. ' +
      'Run with DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to include them.',
  );
}
