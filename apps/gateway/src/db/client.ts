import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppConfig } from '../config';
import * as agentSchema from './agent-schema';
import * as chatSchema from './chat-schema';
import * as baseSchema from './schema';
import * as gamesSchema from './games-schema';
import * as lotterySchema from './lottery-schema';
import * as memberSchema from './member-schema';
import * as pointsSchema from './points-schema';
import * as protectionSchema from './protection-schema';
import * as walletSchema from './wallet-schema';
import { migratePglite, migratePostgres } from './migrate';

/**
 * Every table: schema.ts plus the money tables of wallet-schema.ts, the player's game tables, the lottery's,
 * the agent contracts, player protection and the member centre (messages, feedback, activity applications).
 */
const schema = { ...baseSchema, ...walletSchema, ...gamesSchema, ...lotterySchema, ...agentSchema, ...protectionSchema, ...memberSchema, ...pointsSchema, ...chatSchema };

/** The query surface shared by both drivers; code above src/db never learns which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * PostgreSQL only: run inside this schema (search_path) and keep the migration journal there.
   * Tests use it so parallel runs on one server do not collide.
   */
  schema?: string;
  /**
   * PGlite only: start from this dumped data directory (PGlite's dumpDataDir) instead of
   * running initdb, which costs seconds. The test suite boots one per file from a template.
   */
  pgliteDataDir?: Blob;
}

export async function openDatabase(
  database: AppConfig['database'],
  options: OpenOptions = {},
): Promise<Database> {
  if (database.kind === 'postgres') return openPostgres(database.url, options);
  return openPglite(database.dir, options.pgliteDataDir);
}

async function openPglite(dir: string, dataDir?: Blob): Promise<Database> {
  if (dir !== 'memory') await mkdir(path.dirname(dir), { recursive: true });
  const client = await PGlite.create({
    ...(dir === 'memory' ? {} : { dataDir: dir }),
    ...(dataDir ? { loadDataDir: dataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePostgres(pool, options.schema),
    close: () => pool.end(),
  };
}
