import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, migratePglite, migratePostgres } from '../../src/db/migrate';

/**
 * 0022 adds tree_path to the two agent day tables and copies each member's path into the rows that
 * already exist. Only a database that has day rows before 0022 runs exercises that copy, so this
 * suite builds one: migrate to 0021, write members and day rows, then run the gateway's own runner.
 */

const DATABASE_URL = process.env['DATABASE_URL'];
const LAST_BEFORE = 21;

/** Both PGlite and pg answer `query(text, params)` with `{ rows }`. */
type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

interface Target {
  query: Query;
  /** Applies the migrations in `folder` (the cut copy) with drizzle's migrator. */
  migrateFrom(folder: string): Promise<void>;
  /** The gateway's runner on the committed folder: applies only what is new, i.e. 0022 onwards. */
  migrateAll(): Promise<void>;
  close(): Promise<void>;
}

async function openPglite(): Promise<Target> {
  // A fresh PGlite, not the test template: the template already carries every migration.
  const client = await PGlite.create();
  const db = drizzlePglite({ client });
  return {
    query: async (text, params) => (await client.query(text, params)).rows as never,
    migrateFrom: (folder) => migrateWithPglite(db, { migrationsFolder: folder }),
    migrateAll: () => migratePglite(db),
    close: () => client.close(),
  };
}

/** A private schema per run, as test/support/backends.ts does, dropped on close. */
async function openPostgres(url: string): Promise<Target> {
  const schema = `gw_test_${randomBytes(6).toString('hex')}`;
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
  return {
    query: async (text, params) => (await pool.query(text, params)).rows,
    async migrateFrom(folder) {
      await pool.query(`create schema "${schema}"`);
      // The journal lives where migratePostgres keeps it, so migrateAll sees 0000..0021 as applied.
      await migrateNodePg(drizzlePg({ client: pool }), { migrationsFolder: folder, migrationsSchema: schema });
    },
    migrateAll: () => migratePostgres(pool, schema),
    async close() {
      await pool.query(`drop schema if exists "${schema}" cascade`);
      await pool.end();
    },
  };
}

/** A copy of the committed migrations that stops after `lastIdx`, so drizzle never sees 0022. */
async function migrationsUpTo(lastIdx: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'gateway-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  for (const entry of journal.entries.filter((e) => e.idx > lastIdx)) await rm(path.join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const targets = [
  { name: 'PGlite', enabled: true, open: openPglite },
  { name: 'PostgreSQL', enabled: Boolean(DATABASE_URL), open: () => openPostgres(DATABASE_URL!) },
];

for (const target of targets) {
  describe.skipIf(!target.enabled)(`migration 0022 on ${target.name}`, () => {
    let database: Target;
    let folder: string;
    // agent -> mid -> leaf is the two-level downline; other is where mid is moved to afterwards.
    const id = { agent: 0, mid: 0, leaf: 0, other: 0 };

    async function addMember(account: string, uplineId: number | null): Promise<number> {
      const [row] = await database.query<{ id: number }>(
        `insert into members (merchant_code, account, nickname, password_hash, password_changed_at, upline_id)
         values ('m0022', $1, $1, 'x', now(), $2) returning id`,
        [account, uplineId],
      );
      return row!.id;
    }

    /** Each day row with its own path and its member's, from both tables. */
    async function dayPaths(): Promise<{ tbl: string; member_id: number; day_path: number[]; member_path: number[] }[]> {
      return database.query(
        `select 'member' as tbl, d.member_id, d.tree_path as day_path, m.tree_path as member_path
           from agent_member_days d join members m on m.id = d.member_id
         union all
         select 'turnover', d.member_id, d.tree_path, m.tree_path
           from agent_turnover_days d join members m on m.id = d.member_id
         order by 1, 2`,
      );
    }

    beforeAll(async () => {
      folder = await migrationsUpTo(LAST_BEFORE);
      database = await target.open();
      await database.migrateFrom(folder);

      await database.query(
        `insert into merchants (code, brand_id, display_name, domains, main_domain, whitelabel, register_config,
                                resources, image_cdns, launch_game_cdns)
         values ('m0022', 'b0022', 'M', '{}', 'm.test', '{}', '{}', '{}', '{}', '{}')`,
      );
      id.agent = await addMember('agent', null);
      id.mid = await addMember('mid', id.agent);
      id.leaf = await addMember('leaf', id.mid);
      id.other = await addMember('other', null);
      // Several rows per member (two days, two currencies), so the copy must reach every row, not one.
      for (const member of [id.agent, id.mid, id.leaf]) {
        for (const day of ['2025-01-01', '2025-01-02']) {
          await database.query(
            `insert into agent_member_days (member_id, day, bets, stake, payout, deposits) values ($1, $2, 1, 100, 50, 0)`,
            [member, day],
          );
        }
        for (const currency of ['CNY', 'USD']) {
          await database.query(
            `insert into agent_turnover_days (member_id, currency, day, turnover) values ($1, $2, '2025-01-01', 100)`,
            [member, currency],
          );
        }
      }

      await database.migrateAll();
    });

    afterAll(async () => {
      await database?.close();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it('copies each member tree_path into its day rows that existed before the migration', async () => {
      const rows = await dayPaths();
      expect(rows).toHaveLength(12);
      // The 0016 trigger gave the members their paths; the day rows must now carry exactly those.
      const expected: Record<number, number[]> = {
        [id.agent]: [id.agent],
        [id.mid]: [id.agent, id.mid],
        [id.leaf]: [id.agent, id.mid, id.leaf],
      };
      for (const row of rows) {
        expect(row.member_path).toEqual(expected[row.member_id]);
        expect(row.day_path, `${row.tbl} day row of member ${row.member_id}`).toEqual(row.member_path);
      }
    });

    it('rewrites the day rows of a moved member and its downline', async () => {
      await database.query(`update members set upline_id = $1 where id = $2`, [id.other, id.mid]);
      const expected: Record<number, number[]> = {
        [id.agent]: [id.agent],
        [id.mid]: [id.other, id.mid],
        // leaf is not updated itself: 0016 rewrites its members row, and 0022's trigger follows that.
        [id.leaf]: [id.other, id.mid, id.leaf],
      };
      for (const row of await dayPaths()) {
        expect(row.day_path, `${row.tbl} day row of member ${row.member_id}`).toEqual(expected[row.member_id]);
      }
    });
  });
}
