// Agent tree queries over a generated tree of 100,000 members (issue 10, "How it is checked"):
// team overview, team betting, a downline page of the whole team and the subtree transfer check,
// at the root and mid-tree, with p50/p95 against a budget. The gateway runs in this process on
// in-memory PGlite, or on PostgreSQL with BENCH_DATABASE_URL (use a database of its own: the tree
// stays there). The tree is members.upline_id plus the materialized path members.tree_path (kept by
// a trigger; see apps/gateway/src/modules/agent/repository.ts), generated level by level with one
// INSERT ... SELECT per level. The bets, ledger BET transfers and deposits go through the tables'
// triggers, so the per-day totals the reports read (migration 0020) are kept as in production.
//
//   npx tsx --tsconfig apps/gateway/tsconfig.json bench/agent-tree.ts [--members=100000] [--fanout=4] [--runs=20] [--budget=200]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_agent npx tsx --tsconfig apps/gateway/tsconfig.json bench/agent-tree.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createAgentRepository } from '../apps/gateway/src/modules/agent/repository';
import { createWalletRepository } from '../apps/gateway/src/modules/wallet/repository';
import { bootGateway } from './lib/in-process';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const MEMBERS = Number(args['members'] ?? 100_000);
const FANOUT = Number(args['fanout'] ?? 4);
const RUNS = Number(args['runs'] ?? 20);
/** Milliseconds per query at p95: an agent-centre page makes one or two of these calls. */
const BUDGET_MS = Number(args['budget'] ?? 200);
/** One in this many members has bets (a game round and a lottery-free team is not realistic either). */
const BETTOR_EVERY = 5;
const MERCHANT = 'FORTUNA';

const execute = async <T>(gateway: FastifyInstance, query: ReturnType<typeof sql>) =>
  ((await gateway.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The root agent (type 1) and MEMBERS downlines under it: FANOUT children per member, level by
 * level, the last level cut to make the total exact. Agents above the leaves are type 2. Each level
 * is one INSERT ... SELECT from its parents, found by the run's account prefix and the level kept
 * in the nickname. Every member gets a MAIN account with a balance. Every BETTOR_EVERY-th member gets
 * a real-money game round in the last 6 days, its stake as a BET transfer (MAIN -> HOUSE) on the
 * ledger at the same instant, and an approved deposit in the last 6 days.
 */
async function generateTree(gateway: FastifyInstance, prefix: string): Promise<{ rootId: number; levels: number[] }> {
  const passwordHash = await gateway.passwords.hash(`Bench-${prefix}-not-a-secret-1`);
  const [root] = await execute<{ id: number }>(
    gateway,
    sql`insert into members (merchant_code, account, nickname, type, password_hash, password_changed_at, first_time_login)
        values (${MERCHANT}, ${`${prefix}r`}, 'L0', 1, ${passwordHash}, now(), false) returning id`,
  );
  const levels: number[] = [];
  let parents = 1;
  for (let level = 1, made = 0; made < MEMBERS; level++) {
    const count = Math.min(parents * FANOUT, MEMBERS - made);
    const leaves = made + count >= MEMBERS;
    await gateway.db.execute(sql`
      insert into members (merchant_code, account, nickname, type, password_hash, password_changed_at, first_time_login, upline_id, created_at)
      select ${MERCHANT}, p.account || '_' || g, ${`L${level}`}, ${leaves ? 0 : 2}, ${passwordHash}, now(), false, p.id,
             now() - (random() * interval '60 days')
        from members p cross join generate_series(1, ${FANOUT}) g
       where p.merchant_code = ${MERCHANT} and p.nickname = ${`L${level - 1}`} and p.account like ${`${prefix}%`}
       order by p.id, g
       limit ${count}`);
    levels.push(count);
    made += count;
    parents = count;
  }
  await gateway.db.execute(sql`
    insert into game_rounds (merchant_code, member_id, round_id, game_code, realm, bet, win, detail, balance_after, created_at)
    select m.merchant_code, m.id, 'bench-' || m.id, 'DICE', 'real', 100 + (m.id % 900), (m.id % 3) * 150,
           '{"pick":null,"outcome":[]}'::jsonb, 0, now() - (random() * interval '6 days')
      from members m
     where m.merchant_code = ${MERCHANT} and m.account like ${`${prefix}%`} and m.id % ${BETTOR_EVERY} = 0`);
  const { currency } = await createWalletRepository(gateway.db).settings(MERCHANT);
  const house = await gateway.ledger.systemAccount(MERCHANT, 'HOUSE', currency);
  const ours = sql`m.merchant_code = ${MERCHANT} and m.account like ${`${prefix}%`}`;
  await gateway.db.execute(sql`
    insert into ledger_accounts (merchant_code, member_id, owner, kind, realm, currency, balance)
    select m.merchant_code, m.id, 'member', 'MAIN', 'real', ${currency}, (m.id % 1000) * 100 from members m where ${ours}`);
  await gateway.db.execute(sql`
    insert into ledger_transfers (merchant_code, kind, realm, currency, idempotency_key, request_hash, created_at)
    select r.merchant_code, 'BET', 'real', ${currency}, 'bench:bet:' || r.id, 'bench', r.created_at
      from game_rounds r join members m on m.id = r.member_id where ${ours}`);
  await gateway.db.execute(sql`
    insert into ledger_entries (transfer_id, account_id, realm, currency, amount, balance_after)
    select t.id, leg.account_id, 'real', ${currency}, leg.amount, 0
      from game_rounds r join members m on m.id = r.member_id
      join ledger_transfers t on t.merchant_code = r.merchant_code and t.idempotency_key = 'bench:bet:' || r.id
      join ledger_accounts a on a.member_id = r.member_id and a.kind = 'MAIN'
      cross join lateral (values (a.id, -r.bet), (${house.id}::bigint, r.bet)) leg(account_id, amount)
     where ${ours}`);
  await gateway.db.execute(sql`
    insert into deposits (merchant_code, member_id, channel_code, kind, amount, status, created_at, decided_at)
    select m.merchant_code, m.id, 'bench', 'bank_transfer', 1000 + (m.id % 50) * 100, 'approved',
           now() - ((m.id * 7919) % 8640) * interval '1 minute', now() - ((m.id * 7919) % 8640 - 5) * interval '1 minute'
      from members m
     where ${ours} and m.id % ${BETTOR_EVERY} = 0`);
  for (const table of ['members', 'game_rounds', 'ledger_accounts', 'ledger_transfers', 'ledger_entries', 'deposits', 'agent_member_days', 'agent_turnover_days']) {
    await gateway.db.execute(sql.raw(`analyze ${table}`));
  }
  return { rootId: root!.id, levels };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(label: string, run: () => Promise<unknown>): Promise<{ label: string; p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { label, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function main() {
  const databaseUrl = process.env['BENCH_DATABASE_URL'] ?? '';
  const gateway = await bootGateway({
    DATABASE_URL: databaseUrl,
    WALLET_JOB_INTERVAL_SECONDS: '0',
    LOTTERY_JOB_INTERVAL_SECONDS: '0',
  });
  const prefix = `bt${Date.now().toString(36)}`;
  const started = performance.now();
  const { rootId, levels } = await generateTree(gateway, prefix);
  const generatedIn = performance.now() - started;
  console.log(
    `Agent tree on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${MEMBERS.toLocaleString('en')} members under one agent, ` +
      `fan-out ${FANOUT}, ${levels.length} levels (${levels.join(', ')}), generated in ${(generatedIn / 1000).toFixed(1)} s; ` +
      `${RUNS} timed runs per query after 3 warm-ups; budget p95 <= ${BUDGET_MS} ms`,
  );

  // Mid-tree: the first agent of level 2, whose team is about 1/FANOUT^2 of the tree.
  const [mid] = await execute<{ id: number }>(
    gateway,
    sql`select id from members where upline_id = (select min(id) from members where upline_id = ${rootId}) order by id limit 1`,
  );
  const [deepLeaf] = await execute<{ id: number }>(
    gateway,
    sql`select id from members where merchant_code = ${MERCHANT} and account like ${`${prefix}%`} and nickname = ${`L${levels.length}`}
        order by id desc limit 1`,
  );
  const [midLeaf] = await execute<{ id: number }>(
    gateway,
    sql`select id from members where merchant_code = ${MERCHANT} and account like ${`${prefix}r_1_1_%`} and nickname = ${`L${levels.length}`}
        order by id limit 1`,
  );
  const repository = createAgentRepository(gateway.db);
  const [teamSize] = await execute<{ n: number }>(
    gateway,
    sql`with recursive t(id) as (select id from members where upline_id = ${mid!.id} union all
        select m.id from members m join t on m.upline_id = t.id) select count(*)::int as n from t`,
  );

  const results = [];
  for (const [where, agentId, leafId, size] of [
    ['root', rootId, deepLeaf!.id, MEMBERS],
    ['mid-tree', mid!.id, midLeaf!.id, Number(teamSize!.n)],
  ] as const) {
    const token = await gateway.sessions.start(agentId, 24 * 60);
    const post = (url: string, payload: object) => async () => {
      const response = await gateway.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    };
    const tag = `${where} (${size.toLocaleString('en')})`;
    results.push(await time(`${tag} team overview`, post('/api/agent/team/overview', {})));
    results.push(await time(`${tag} team betting, 7 days`, post('/api/agent/reports/team-betting', { scope: 'team', pageNo: 1, pageSize: 20 })));
    results.push(await time(`${tag} downline page, whole team`, post('/api/agent/downlines', { scope: 'team', pageNo: 1, pageSize: 20 })));
    results.push(await time(`${tag} downline page, direct`, post('/api/agent/downlines', { scope: 'direct', pageNo: 1, pageSize: 20 })));
    results.push(
      await time(`${tag} transfer check (isInTeam, deepest leaf)`, async () => {
        if (!(await repository.isInTeam(agentId, leafId))) throw new Error('the leaf is not in the team');
      }),
    );
  }
  const width = Math.max(...results.map((r) => r.label.length));
  console.log(`${'query'.padEnd(width)}  p50 ms  p95 ms  budget`);
  for (const r of results) {
    console.log(`${r.label.padEnd(width)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p95.toFixed(1).padStart(6)}  ${r.p95 <= BUDGET_MS ? 'ok' : 'OVER'}`);
  }
  const over = results.filter((r) => r.p95 > BUDGET_MS).length;
  console.log(over === 0 ? `All ${results.length} queries within ${BUDGET_MS} ms at p95.` : `${over} of ${results.length} queries over ${BUDGET_MS} ms at p95.`);
  await gateway.close();
  process.exitCode = over === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
