// Gateway throughput against a bare Fastify hello-world, in the same run (issue 12, ARCHITECTURE
// "Budgets": >= 0.6x). Both servers live in this process and are loaded one at a time, in
// interleaved pairs, by autocannon in a separate process, so the load generator never shares the
// event loop it measures. Prints requests/s, the ratio, p99 latency and the event-loop delay p99.
//
//   npx tsx --tsconfig apps/gateway/tsconfig.json bench/gateway-throughput.ts [--pairs=5] [--seconds=5] [--connections=50]
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import app, { serverOptions } from '../apps/gateway/src/app';
import { loadConfig } from '../apps/gateway/src/config';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const PAIRS = Number(args['pairs'] ?? 5);
const SECONDS = Number(args['seconds'] ?? 5);
const CONNECTIONS = Number(args['connections'] ?? 50);

interface Result {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const run = promisify(execFile);

/** Asynchronous on purpose: the servers under test share this process's event loop. */
async function autocannon(url: string, headers: Record<string, string>): Promise<Result> {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const { stdout: out } = await run('npx', ['autocannon', '-j', '-c', String(CONNECTIONS), '-d', String(SECONDS), ...headerArgs, url], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const json = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
  return { rps: json.requests.average, p99: json.latency.p99, errors: json.errors, non2xx: json.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/`;

  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    PGLITE_DIR: 'memory',
    DATABASE_URL: process.env['BENCH_DATABASE_URL'] ?? '',
    REDIS_URL: '',
    OPERATOR_TOKEN: 'bench-operator-token-not-a-secret-01',
    DEFAULT_PASSWORD: 'Default123',
    SEED_DEMO: 'true',
    PAYMENTS_PROVIDER: 'simulator',
    GAME_VENDOR_PROVIDER: 'simulator',
    MESSAGING_PROVIDER: 'outbox',
    LOG_LEVEL: 'silent',
    WALLET_JOB_INTERVAL_SECONDS: '0',
    LOTTERY_JOB_INTERVAL_SECONDS: '0',
  });
  const gateway = Fastify({ ...serverOptions(config), logger: false });
  await gateway.register(app, { config });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
  const demo = await gateway.memberRepository.findByAccount('FORTUNA', 'demo01');
  if (!demo) throw new Error('demo01 is missing: SEED_DEMO did not run');
  // A real session, as a login would create (the login itself needs the bot check and E encryption).
  const token = await gateway.sessions.start(demo.id, 24 * 60);
  const auth = { authorization: `Bearer ${token}`, 'x-merchant-code': 'FORTUNA' };

  const targets = [
    { name: 'games list', url: `${base}/api/games/list?clientType=3&pageNo=1&pageSize=50&gameType=RNG&language=EN` },
    { name: 'wallet balance', url: `${base}/api/wallet/balance` },
    { name: 'member info', url: `${base}/api/member/info` },
  ];
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const backend = process.env['BENCH_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
  console.log(`Gateway vs bare Fastify: ${PAIRS} interleaved pairs of ${SECONDS} s, ${CONNECTIONS} connections (${backend}, demo data)`);
  for (const target of targets) {
    const ratios: number[] = [];
    const gatewayRuns: Result[] = [];
    const bareRuns: Result[] = [];
    delay.reset();
    for (let i = 0; i < PAIRS; i++) {
      const b = await autocannon(bareUrl, {});
      delay.enable();
      const g = await autocannon(target.url, auth);
      delay.disable();
      bareRuns.push(b);
      gatewayRuns.push(g);
      ratios.push(g.rps / b.rps);
    }
    const failures = gatewayRuns.reduce((n, r) => n + r.errors + r.non2xx, 0);
    const ratio = median(ratios);
    const loopP99 = delay.percentile(99) / 1e6;
    console.log(
      `${target.name.padEnd(15)} ${median(gatewayRuns.map((r) => r.rps)).toFixed(0).padStart(7)} req/s vs bare ${median(bareRuns.map((r) => r.rps)).toFixed(0).padStart(7)}` +
        `  ratio ${ratio.toFixed(2)} (budget >= 0.6) ${ratio >= 0.6 ? 'ok' : 'UNDER'}` +
        `  p99 ${median(gatewayRuns.map((r) => r.p99))} ms  event-loop p99 ${loopP99.toFixed(1)} ms (budget <= 20) ${loopP99 <= 20 ? 'ok' : 'OVER'}` +
        `  non-2xx/errors ${failures}`,
    );
  }
  await gateway.close();
  await bare.close();
}

await main();
