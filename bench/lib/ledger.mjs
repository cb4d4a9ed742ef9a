// The ledger checks every money benchmark runs after its load (crash-recovery, load, multi-instance),
// and the scratch PostgreSQL database they run against. Plain SQL on purpose: the checks must not
// trust the gateway code they are checking.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Each query answers one row `{ n }`; every budget is 0. */
export const LEDGER_CHECKS = {
  /** Every transfer's entries sum to zero. */
  unbalancedTransfers: `select count(*)::int as n from ledger_transfers t
    where (select coalesce(sum(e.amount), 0) from ledger_entries e where e.transfer_id = t.id) <> 0`,
  /** The books of every realm and currency sum to zero. */
  unbalancedBooks: `select count(*)::int as n from (select realm, currency, sum(amount) as s from ledger_entries group by 1, 2) x where s <> 0`,
  /** Every account's balance equals the sum of its entries. */
  balanceDrift: `select count(*)::int as n from ledger_accounts a
    where a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)`,
  /** No member balance is negative. */
  negativeMembers: `select count(*)::int as n from ledger_accounts where owner = 'member' and balance < 0`,
};

/**
 * Runs LEDGER_CHECKS with `query(sql, params) -> rows`. Answers `{ counts, problems }`: the count of
 * every check, and a line per check over budget.
 * @param {(sql: string, params?: unknown[]) => Promise<Record<string, any>[]>} query
 * @returns {Promise<{ counts: Record<string, number>, problems: string[] }>}
 */
export async function checkLedger(query) {
  /** @type {Record<string, number>} */
  const counts = {};
  const problems = [];
  for (const [name, sql] of Object.entries(LEDGER_CHECKS)) {
    const n = (await query(sql))[0].n;
    counts[name] = n;
    if (n !== 0) problems.push(`${name}: ${n}`);
  }
  return { counts, problems };
}

/** One line for a report: `unbalancedTransfers 0, unbalancedBooks 0, ...`. */
export const formatLedgerCounts = (counts) =>
  Object.entries(counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');

/**
 * A scratch database on the server of `adminUrl` (BENCH_DATABASE_URL): `create()` makes it,
 * `query()` opens a short connection per call (it works while the gateway is down), `dispose()`
 * drops it even with connections still open.
 */
export function scratchDatabase(prefix, adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL) {
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    name,
    url: url.toString(),
    async create() {
      await admin(`create database ${name}`);
    },
    /**
     * @param {string} sql
     * @param {unknown[]} [params]
     * @returns {Promise<Record<string, any>[]>}
     */
    async query(sql, params = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async dispose() {
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
