// Load (issue 12 "Load"): virtual users mixing browsing, lottery betting and wallet transfers
// against the gateway on PostgreSQL, then the ledger checks of crash-recovery. The gateway runs in
// this process; the load generator (bench/lib/load-generator.ts) in a child process, so the two
// never share an event loop. A benchmark: it prints figures against their budgets and exits 0.
//
//   npx tsx --tsconfig apps/gateway/tsconfig.json bench/load.ts [--vus=500] [--seconds=600] [--think=1000] [--mix=browse,bet,transfer]
//   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, is where a scratch
//    database is created and dropped)
//
// Each virtual user has its own member and session (made by the gateway's member repository and
// session service) and one operator credit. Budgets: error rate < 0.1 %, 0 5xx on money calls,
// ledger balanced afterwards. Business refusals (4xx INSUFFICIENT_BALANCE, BETTING_CLOSED) are
// counted apart and are not errors.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { bootGateway, createMembers, mapLimit, operatorCredit } from './lib/in-process';
import { checkLedger, formatLedgerCounts, scratchDatabase } from './lib/ledger.mjs';
import { MONEY_CALLS, type LoadPlan, type LoadResult } from './lib/load-types';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const VUS = Number(args['vus'] ?? 500);
const SECONDS = Number(args['seconds'] ?? 600);
const THINK_MS = Number(args['think'] ?? 1000);
const PORT = Number(args['port'] ?? 3240);
const MIX = String(args['mix'] ?? 'browse,bet,transfer').split(',') as LoadPlan['mix'];
const MERCHANT = 'FORTUNA';
/** 20,000.00 each: far more than a run can stake, so INSUFFICIENT_BALANCE stays rare. */
const CREDIT = 2_000_000;

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
const pct = (n: number, of: number) => (of === 0 ? 0 : (100 * n) / of);

function runGenerator(planFile: string): Promise<number> {
  const child = spawn('npx', ['tsx', 'bench/lib/load-generator.ts', planFile], { stdio: 'inherit', detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('SIGINT', stop);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      process.off('SIGINT', stop);
      resolve(code ?? 1);
    });
  });
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const logFile = join(work, 'gateway.log');
  const scratch = scratchDatabase('load');
  await scratch.create();
  let gateway: Awaited<ReturnType<typeof bootGateway>> | undefined;
  try {
    const bootStarted = Date.now();
    gateway = await bootGateway(
      {
        DATABASE_URL: scratch.url,
        // Draws and settlements run during the load: WIN transfers are part of the money checked.
        LOTTERY_JOB_INTERVAL_SECONDS: '1',
        WALLET_JOB_INTERVAL_SECONDS: '60',
      },
      PORT,
      logFile,
    );
    const base = `http://127.0.0.1:${PORT}`;
    console.log(`gateway on ${base} (PostgreSQL ${scratch.name}), booted in ${Date.now() - bootStarted} ms; log ${logFile}`);

    const setupStarted = Date.now();
    const users = await createMembers(gateway, { merchantCode: MERCHANT, prefix: 'load', count: VUS });
    await mapLimit(users, 8, (user) => operatorCredit(base, MERCHANT, user.account, CREDIT, randomUUID()));
    console.log(`${users.length} members with a session and a credit of ${CREDIT / 100} each, in ${Date.now() - setupStarted} ms`);

    const plan: LoadPlan = {
      base,
      merchantCode: MERCHANT,
      users: users.map(({ account, token }) => ({ account, token })),
      seconds: SECONDS,
      thinkMs: THINK_MS,
      mix: MIX,
      out: join(work, 'result.json'),
    };
    const planFile = join(work, 'plan.json');
    writeFileSync(planFile, JSON.stringify(plan));
    console.log(`load: ${VUS} virtual users for ${SECONDS} s, think ${THINK_MS / 2}-${(THINK_MS * 3) / 2} ms, mix ${MIX.join(' + ')} …`);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const loadStarted = Date.now();
    const exit = await runGenerator(planFile);
    const elapsed = (Date.now() - loadStarted) / 1000;
    delay.disable();
    if (exit !== 0) throw new Error(`the load generator exited with ${exit}`);
    const result = JSON.parse(readFileSync(plan.out, 'utf8')) as LoadResult;

    // The figures.
    const rows = Object.entries(result.calls).sort(([a], [b]) => a.localeCompare(b));
    let total = 0;
    let errors = 0;
    let refusals = 0;
    let money5xx = 0;
    console.log('');
    console.log(`${'call'.padEnd(16)} ${'count'.padStart(8)} ${'errors'.padStart(7)} ${'err %'.padStart(7)} ${'5xx'.padStart(5)} ${'refused'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
    for (const [name, f] of rows) {
      const sorted = [...f.latencies].sort((a, b) => a - b);
      total += f.count;
      errors += f.errors;
      refusals += f.refusals;
      if (MONEY_CALLS.has(name)) money5xx += f.status5xx;
      console.log(
        `${name.padEnd(16)} ${String(f.count).padStart(8)} ${String(f.errors).padStart(7)} ${pct(f.errors, f.count).toFixed(3).padStart(7)} ${String(f.status5xx).padStart(5)} ${String(f.refusals).padStart(8)}` +
          ` ${percentile(sorted, 50).toFixed(0).padStart(8)} ${percentile(sorted, 95).toFixed(0).padStart(8)} ${percentile(sorted, 99).toFixed(0).padStart(8)}`,
      );
    }
    const all = rows.flatMap(([, f]) => f.latencies).sort((a, b) => a - b);
    console.log(
      `${'all'.padEnd(16)} ${String(total).padStart(8)} ${String(errors).padStart(7)} ${pct(errors, total).toFixed(3).padStart(7)} ${''.padStart(5)} ${String(refusals).padStart(8)}` +
        ` ${percentile(all, 50).toFixed(0).padStart(8)} ${percentile(all, 95).toFixed(0).padStart(8)} ${percentile(all, 99).toFixed(0).padStart(8)}`,
    );
    for (const [name, f] of rows) {
      const codes = Object.entries(f.codes);
      if (codes.length > 0) console.log(`  ${name} non-2xx: ${codes.map(([code, n]) => `${code} ×${n}`).join(', ')}`);
    }
    console.log('');
    console.log(`throughput ${(total / elapsed).toFixed(0)} requests/s over ${elapsed.toFixed(0)} s; gateway event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms`);
    const rate = pct(errors, total);
    console.log(`error rate ${rate.toFixed(3)} % (budget < 0.1 %) ${rate < 0.1 ? 'ok' : 'OVER'}`);
    console.log(`5xx on money calls ${money5xx} (budget 0) ${money5xx === 0 ? 'ok' : 'OVER'}`);
    console.log(`business refusals ${refusals} (${pct(refusals, total).toFixed(3)} %, not errors)`);
    console.log(`transfer replays with the same key ${result.replays}, answering another transfer ${result.replayMismatches} (budget 0) ${result.replayMismatches === 0 ? 'ok' : 'OVER'}`);

    // Requests the generator gave up on may still run in the gateway: let them finish first.
    const drainStarted = Date.now();
    const busy = async () =>
      Number((await scratch.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()`))[0]?.['n']);
    while (Date.now() - drainStarted < 60_000 && (await busy()) > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    // The ledger, with the gateway (and its jobs) stopped.
    await gateway.close();
    gateway = undefined;
    const ledger = await checkLedger(scratch.query);
    const kinds = await scratch.query(`select kind, count(*)::int as n from ledger_transfers group by 1 order by 2 desc`);
    const bets = await scratch.query(`select status, count(*)::int as n from lottery_bets group by 1 order by 1`);
    console.log(`ledger transfers: ${kinds.map((r) => `${r['kind']} ${r['n']}`).join(', ')}`);
    console.log(`lottery bets: ${bets.map((r) => `${r['status']} ${r['n']}`).join(', ')}`);
    console.log(`ledger: ${formatLedgerCounts(ledger.counts)} (budget 0 each) ${ledger.problems.length === 0 ? 'ok' : 'BROKEN'}`);
    const logged = readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length;
    if (logged > 0) console.log(`the gateway logged ${logged} error lines: ${logFile}`);
    else rmSync(work, { recursive: true, force: true });
  } finally {
    await gateway?.close();
    await scratch.dispose();
  }
}

await main();
