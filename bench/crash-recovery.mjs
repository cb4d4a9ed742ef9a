#!/usr/bin/env node
// Crash recovery: kill -9 the gateway at random moments while money moves (operator credits in
// flight, the fast lottery draws settling, the wallet and agent jobs running), restart it, and
// prove after every kill that no money was lost or doubled. A benchmark: it prints counts.
//
//   node bench/crash-recovery.mjs [--kills=200] [--backend=pglite|postgres|both]
//   (postgres uses BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, to create
//    and drop a scratch database)
//
// After each kill (gateway down) the script opens the database itself and checks:
//   - every transfer's entries sum to zero, and all entries per realm and currency sum to zero;
//   - every account's balance equals the sum of its entries; no member balance is negative;
//   - every credit the gateway answered 200 is there exactly once.
// After the restart it replays every key: an answered one must give the same transfer id, an
// unanswered one posts at most once. For PGlite, the data directory must open every time.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { OPERATOR_TOKEN, startGateway, stopGateway, waitForGateway } from './lib/gateway.mjs';
import { DEFAULT_ADMIN_URL, checkLedger, scratchDatabase } from './lib/ledger.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const KILLS = Number(args.kills ?? 200);
const BACKENDS = args.backend && args.backend !== 'both' ? [args.backend] : ['pglite', 'postgres'];
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const PORT = Number(args.port ?? 3233);
const MERCHANT = 'FORTUNA';
const ACCOUNT = 'demo01';
const CONCURRENCY = 6;

/** Runs the checks with a query function; returns the problems found and the keys' transfer counts. */
async function verify(query, answeredKeys) {
  const { problems } = await checkLedger(query);
  if (answeredKeys.length > 0) {
    // The wallet service namespaces an operator credit's ledger key (wallet/service.ts).
    const rows = await query(
      `select idempotency_key as key, count(*)::int as n from ledger_transfers where merchant_code = $1 and idempotency_key = any($2) group by 1`,
      [MERCHANT, answeredKeys.map((key) => `operator:credit:${key}`)],
    );
    const found = new Map(rows.map((r) => [r.key.slice('operator:credit:'.length), r.n]));
    const missing = answeredKeys.filter((key) => found.get(key) !== 1);
    if (missing.length > 0) problems.push(`answered credits missing or doubled: ${missing.length}`);
  }
  return problems;
}

function backendOf(kind) {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'crash-pglite-'));
    return {
      env: { PGLITE_DIR: dir },
      async query(sql, params = []) {
        const db = await PGlite.create({ dataDir: dir });
        try {
          return (await db.query(sql, params)).rows;
        } finally {
          await db.close();
        }
      },
      async dispose() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const scratch = scratchDatabase('crash', ADMIN_URL);
  return {
    env: { DATABASE_URL: scratch.url, PGLITE_DIR: 'memory' },
    setup: scratch.create,
    query: scratch.query,
    dispose: scratch.dispose,
  };
}

async function credit(key, amount) {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/operator/wallet/credit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ idempotencyKey: key, merchantCode: MERCHANT, account: ACCOUNT, amount }),
  });
  const body = await response.json();
  return { status: response.status, transferId: body.value?.transferId };
}

/** Credits in a loop from CONCURRENCY workers until the gateway dies; records answered 200s. */
function loadUntilKilled(answered, sent) {
  let stop = false;
  const worker = async () => {
    while (!stop) {
      const key = randomUUID();
      sent.add(key);
      try {
        const result = await credit(key, 1 + Math.floor(Math.random() * 500));
        if (result.status === 200) answered.set(key, result.transferId);
      } catch {
        return; // the connection died with the gateway
      }
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  return { stop: () => (stop = true), done: Promise.all(workers) };
}

async function runBackend(kind) {
  const backend = backendOf(kind);
  await backend.setup?.();
  const env = {
    ...backend.env,
    SEED_DEMO: 'true',
    LOTTERY_FAST_PERIOD_SECONDS: '10',
    LOTTERY_JOB_INTERVAL_SECONDS: '1',
    WALLET_JOB_INTERVAL_SECONDS: '1',
    AGENT_SALARY_JOB_INTERVAL_SECONDS: '1',
  };
  const answered = new Map();
  const sent = new Set();
  const counts = { kills: 0, answered: 0, replays: 0, replayMismatches: 0, problems: 0, openFailures: 0, bootMs: [] };
  try {
    for (let i = 0; i < KILLS; i++) {
      const started = Date.now();
      const gateway = startGateway({ port: PORT, env, stdio: 'ignore' });
      try {
        await waitForGateway(PORT, { child: gateway });
      } catch (error) {
        counts.openFailures += 1;
        console.log(`  [${kind}] restart ${i} failed: ${error.message}`);
        await stopGateway(gateway, 'SIGKILL');
        continue;
      }
      counts.bootMs.push(Date.now() - started);
      // Replays first: the previous round's answered keys must give the same transfer back.
      const sample = [...answered.entries()].slice(-20);
      for (const [key, transferId] of sample) {
        const replay = await credit(key, 1).catch(() => null);
        counts.replays += 1;
        // Same key, other amount: the gateway must refuse (409) or replay — never post twice.
        if (replay && replay.status === 200 && replay.transferId !== transferId) counts.replayMismatches += 1;
      }
      const load = loadUntilKilled(answered, sent);
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 2400));
      await stopGateway(gateway, 'SIGKILL');
      load.stop();
      await load.done;
      counts.kills += 1;
      const problems = await verify(backend.query, [...answered.keys()]).catch((error) => [`database would not open: ${error.message}`]);
      if (problems.length > 0) {
        counts.problems += 1;
        console.log(`  [${kind}] after kill ${i + 1}: ${problems.join('; ')}`);
      }
      if ((i + 1) % 10 === 0) console.log(`  [${kind}] ${i + 1} kills, ${answered.size} answered credits, ${counts.problems} with problems`);
    }
  } finally {
    await backend.dispose();
  }
  counts.answered = answered.size;
  counts.sent = sent.size;
  return counts;
}

for (const kind of BACKENDS) {
  console.log(`${kind}: ${KILLS} kills …`);
  const c = await runBackend(kind);
  const boot = [...c.bootMs].sort((a, b) => a - b)[Math.floor(c.bootMs.length / 2)] ?? 0;
  console.log(
    `${kind}: ${c.kills} kills, ${c.sent} credits sent, ${c.answered} answered 200, ` +
      `${c.problems} kills left a problem (budget 0), ${c.replayMismatches} replay mismatches of ${c.replays} (budget 0), ` +
      `${c.openFailures} failed restarts (budget 0), median restart ${boot} ms`,
  );
}
