// Multi-instance (issue 12): two gateway instances (separate processes, two ports) on one
// PostgreSQL scratch database and one Redis. It proves, and prints:
//   - each lottery draw settles once: bets placed through both instances on the fast draw
//     (10 s periods, the lottery job every second on both), then one settlement row, at most one
//     payout transfer and the right amount per bet;
//   - each salary period pays once: a real-time salary contract (agent01 -> a downline who bets),
//     the salary job on both instances, then one payout row and at most one transfer per
//     contract and period, with the amount the formula gives for the bets of that period;
//   - socket events reach clients on both instances: one member's two sockets, one per instance;
//     a credit through A and a transfer through B must each push `balance` to the other
//     instance's socket; every drawn period's `draw` event reaches each socket exactly once;
//   - rate limits are shared: wrong TOTP codes and feedback messages sent alternately through
//     A and B are capped at the limit of one member, not one per instance.
// Then the ledger checks of crash-recovery. A benchmark: it prints figures and exits 0.
//
//   npx tsx --tsconfig apps/gateway/tsconfig.json bench/multi-instance.ts [--draws=4]
//   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, gets a scratch database;
//    BENCH_REDIS_URL, default redis://127.0.0.1:6379)
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type { ChildProcess } from 'node:child_process';
import { startGateway as startGatewayJs, stopGateway, waitForGateway as waitForGatewayJs } from './lib/gateway.mjs';
import { bootGateway, createMembers, operatorCredit, sessionFor, type BenchMember } from './lib/in-process';
import { checkLedger, formatLedgerCounts, scratchDatabase } from './lib/ledger.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const DRAWS = Number(args['draws'] ?? 4);
const PERIOD_SECONDS = 10;
const SALARY_SECONDS = 10;
const PORTS = [3241, 3242] as const;
const REDIS_URL = process.env['BENCH_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const MERCHANT = 'FORTUNA';
/** 1 % of the turnover, whatever the figures: every period with bets pays. */
const SALARY_RATE = 100;

// gateway.mjs is plain JavaScript; these are its signatures.
const startGateway = startGatewayJs as unknown as (options: { port: number; env: Record<string, string>; stdio: number | 'inherit' | 'ignore' }) => ChildProcess;
const waitForGateway = waitForGatewayJs as unknown as (port: number, options: { child?: ChildProcess; attempts?: number }) => Promise<void>;

type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
interface Envelope<T> {
  success: boolean;
  code?: string;
  value?: T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const names = ['A', 'B'] as const;

async function api<T>(base: string, token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-merchant-code': MERCHANT,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Resolves with the ms it took until `predicate` is true, or null after `timeoutMs`. */
async function waitFor(predicate: () => boolean, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (predicate()) return Date.now() - started;
    await sleep(20);
  }
  return null;
}

interface LiveClient {
  socket: Socket;
  balanceEvents: number;
  lastBalanceAt: number;
  draws: Map<string, number>;
}

async function connect(base: string, member: BenchMember): Promise<LiveClient> {
  const client: LiveClient = {
    socket: io(base, { path: '/live', transports: ['websocket'], auth: { token: member.token, customerId: member.id }, reconnection: false }),
    balanceEvents: 0,
    lastBalanceAt: 0,
    draws: new Map(),
  };
  client.socket.on('balance', () => {
    client.balanceEvents += 1;
    client.lastBalanceAt = Date.now();
  });
  client.socket.on('draw', (draw: { periodId: string }) => client.draws.set(draw.periodId, (client.draws.get(draw.periodId) ?? 0) + 1));
  await new Promise<void>((resolve, reject) => {
    client.socket.once('welcome', () => resolve());
    client.socket.once('connect_error', (error) => reject(error));
    setTimeout(() => reject(new Error(`no welcome from ${base}`)), 10_000);
  });
  return client;
}

/** What each instance's jobs did, from their info lines ('lottery job ran', 'agent payouts ran'). */
function jobSplit(logFile: string) {
  const split = { drawn: 0, settledBets: 0, salaryPeriods: 0, salarySkipped: 0, errors: new Map<string, number>() };
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string }; drawn?: number; settled?: number; skipped?: number };
      if ((entry.level ?? 0) >= 50) {
        const key = `${entry.msg ?? ''}: ${(entry.err?.message ?? '').replace(/\s+/g, ' ').slice(0, 240)}`;
        split.errors.set(key, (split.errors.get(key) ?? 0) + 1);
      }
      if (entry.msg === 'lottery job ran') {
        split.drawn += entry.drawn ?? 0;
        split.settledBets += entry.settled ?? 0;
      } else if (entry.msg === 'agent payouts ran') {
        split.salaryPeriods += entry.settled ?? 0;
        split.salarySkipped += entry.skipped ?? 0;
      }
    } catch {
      // not a log line
    }
  }
  return split;
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-multi-'));
  const scratch = scratchDatabase('multi');
  const query: Query = scratch.query;
  await scratch.create();
  const children: ReturnType<typeof startGateway>[] = [];
  const clients: LiveClient[] = [];
  let helper: Awaited<ReturnType<typeof bootGateway>> | undefined;
  try {
    // Migrations, demo data, members and sessions, through the gateway's own code, with every timer off.
    helper = await bootGateway({
      DATABASE_URL: scratch.url,
      LOTTERY_FAST_PERIOD_SECONDS: String(PERIOD_SECONDS),
      LOTTERY_JOB_INTERVAL_SECONDS: '0',
      WALLET_JOB_INTERVAL_SECONDS: '0',
      AGENT_SALARY_JOB_INTERVAL_SECONDS: '0',
    });
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL,
      LOTTERY_FAST_PERIOD_SECONDS: String(PERIOD_SECONDS),
      LOTTERY_JOB_INTERVAL_SECONDS: '1',
      WALLET_JOB_INTERVAL_SECONDS: '1',
      AGENT_SALARY_JOB_INTERVAL_SECONDS: String(SALARY_SECONDS),
      // The jobs log what each run did at info: how the work split between the instances.
      LOG_LEVEL: 'info',
    };
    const logs = PORTS.map((port) => join(work, `gateway-${port}.log`));
    for (const [i, port] of PORTS.entries()) {
      const fd = openSync(logs[i]!, 'a');
      children.push(startGateway({ port, env, stdio: fd }));
      closeSync(fd);
    }
    await Promise.all(PORTS.map((port, i) => waitForGateway(port, { child: children[i], attempts: 600 })));
    const bases = PORTS.map((port) => `http://127.0.0.1:${port}`);
    const [A, B] = bases as [string, string];
    console.log(`instances A ${A} and B ${B} on PostgreSQL ${scratch.name} and ${REDIS_URL}; logs in ${work}`);

    const agent = await sessionFor(helper, MERCHANT, 'agent01');
    const [earner, watched, totpMember, feedbackMember, bettor] = await createMembers(helper, { merchantCode: MERCHANT, prefix: 'multi', count: 5, uplineId: agent.id });
    const players = [earner!, watched!, bettor!];
    for (const [i, member] of [agent, ...players, feedbackMember!].entries()) {
      await operatorCredit(bases[i % 2]!, MERCHANT, member.account, 1_000_000, randomUUID());
    }

    // ------------------------------------------------------------ sockets
    const onA = await connect(A, watched!);
    const onB = await connect(B, watched!);
    clients.push(onA, onB);
    const connectedAt = new Date();
    // From the request's start to the event on the other instance's socket.
    let before = onB.balanceEvents;
    let sent = Date.now();
    await operatorCredit(A, MERCHANT, watched!.account, 10_000, randomUUID());
    const creditToB = (await waitFor(() => onB.balanceEvents > before, 10_000)) === null ? null : onB.lastBalanceAt - sent;
    const balance = await api<{ wallets: { code: string }[] }>(B, watched!.token, 'GET', '/api/wallet/balance');
    const vendor = balance.body.value!.wallets.find((w) => w.code !== 'MAIN')!.code;
    before = onA.balanceEvents;
    sent = Date.now();
    const transfer = await api(B, watched!.token, 'POST', '/api/wallet/transfer', { idempotencyKey: randomUUID(), from: 'MAIN', to: vendor, amount: 500 });
    const transferToA = (await waitFor(() => onA.balanceEvents > before, 10_000)) === null ? null : onA.lastBalanceAt - sent;
    const seen = (ms: number | null) => (ms === null ? 'NOT received within 10 s' : `received ${ms} ms after the request was sent`);
    console.log(`socket: credit through A -> balance event on B's socket ${seen(creditToB)}`);
    console.log(`socket: transfer through B (${transfer.status}) -> balance event on A's socket ${seen(transferToA)}`);

    // ------------------------------------------------------------ rate limits (alongside the bets)
    const rateLimits = (async () => {
      await api(A, totpMember!.token, 'POST', '/api/member/totp/enrol', {});
      const totp: string[] = [];
      for (let i = 0; i < 10; i++) {
        const answer = await api(bases[i % 2]!, totpMember!.token, 'POST', '/api/member/totp/confirm', { code: '000000' });
        totp.push(`${names[i % 2]}:${answer.status}`);
      }
      const feedback: string[] = [];
      for (let i = 0; i < 8; i++) {
        const answer = await api(bases[i % 2]!, feedbackMember!.token, 'PUT', '/api/feedback', {
          idempotencyKey: randomUUID(),
          content: `Load test feedback number ${i + 1}: the lottery lobby and the wallet both work well today.`,
        });
        feedback.push(`${names[i % 2]}:${answer.status}${answer.body.code && answer.status !== 200 ? ` ${answer.body.code}` : ''}`);
        await sleep(1100);
      }
      return { totp, feedback };
    })();

    // ------------------------------------------------------------ salary contract
    const offer = await api<{ id: number }>(A, agent.token, 'POST', '/api/agent/contracts/offer', {
      account: earner!.account,
      kind: 'realtime_salary',
      tiers: [{ minBet: 0, pnl: -100_000_000_000, minActiveMembers: 0, rate: SALARY_RATE }],
    });
    const accept = offer.body.value
      ? await api<{ accepted: boolean }>(B, earner!.token, 'POST', '/api/member/contracts/accept', { contractId: offer.body.value.id })
      : undefined;
    const contractId = accept?.body.value?.accepted ? offer.body.value!.id : undefined;
    console.log(
      contractId
        ? `salary: contract ${contractId} (real-time salary, ${SALARY_RATE / 100} % of turnover) offered through A, accepted through B`
        : `salary: contract not made (offer ${offer.status} ${offer.body.code ?? ''}, accept ${accept?.status ?? '-'} ${accept?.body.code ?? ''})`,
    );

    // ------------------------------------------------------------ lottery bets through both instances
    const placed: { betIds: string[]; via: string }[] = [];
    const refusals = new Map<string, number>();
    const until = Date.now() + DRAWS * PERIOD_SECONDS * 1000;
    console.log(`lottery: ${players.length} players bet through A and B in turn for ${DRAWS} draws of ${PERIOD_SECONDS} s …`);
    await Promise.all(
      players.map(async (player, p) => {
        let turn = p;
        while (Date.now() < until) {
          const via = turn++ % 2;
          const lobby = await api<{ gameCode: string; current: { periodId: string; closesAt: string; status: string } }[]>(bases[via]!, null, 'GET', '/api/lottery/lobby?data=FAST');
          const open = (lobby.body.value ?? []).filter((g) => g.current.status === 'open' && Date.parse(g.current.closesAt) - Date.now() > 1500);
          if (open.length > 0) {
            const game = open[Math.floor(Math.random() * open.length)]!;
            const answer = await api<{ bets: { betId: string }[] }>(bases[via]!, player.token, 'POST', '/api/lottery/bets', {
              idempotencyKey: randomUUID(),
              gameCode: game.gameCode,
              periodId: game.current.periodId,
              bets: [
                { betType: Math.random() < 0.5 ? 'BIG' : 'SMALL', stake: 100 * (1 + Math.floor(Math.random() * 10)) },
                { betType: Math.random() < 0.5 ? 'ODD' : 'EVEN', stake: 100 * (1 + Math.floor(Math.random() * 10)) },
              ],
            });
            if (answer.body.value) placed.push({ betIds: answer.body.value.bets.map((b) => b.betId), via: names[via]! });
            else refusals.set(`${answer.status} ${answer.body.code}`, (refusals.get(`${answer.status} ${answer.body.code}`) ?? 0) + 1);
          }
          await sleep(600);
        }
      }),
    );
    const viaA = placed.filter((p) => p.via === 'A').length;
    console.log(`lottery: ${placed.length} slips placed (${viaA} through A, ${placed.length - viaA} through B)${refusals.size > 0 ? `; not placed: ${[...refusals].map(([code, n]) => `${code} ×${n}`).join(', ')}` : ''}`);

    // Every bet's period draws within one period; then both jobs race to settle.
    const settledWithin = await (async () => {
      const started = Date.now();
      while (Date.now() - started < 60_000) {
        const [row] = await query(`select count(*)::int as n from lottery_bets where status = 'open'`);
        if (row!['n'] === 0) return Date.now() - started;
        await sleep(500);
      }
      return null;
    })();
    const one = async (sql: string) => Number((await query(sql))[0]!['n']);
    const lottery = {
      bets: await one(`select count(*)::int as n from lottery_bets`),
      open: await one(`select count(*)::int as n from lottery_bets where status = 'open'`),
      draws: await one(`select count(distinct draw_id)::int as n from lottery_bets`),
      doubleSettled: await one(`select count(*)::int as n from (select bet_id from lottery_settlements group by bet_id having count(*) > 1) x`),
      unsettled: await one(`select count(*)::int as n from lottery_bets b join lottery_draws d on d.id = b.draw_id
        where d.status <> 'open' and not exists (select 1 from lottery_settlements s where s.bet_id = b.id)`),
      doublePaid: await one(`select count(*)::int as n from (select metadata->>'betId' from ledger_transfers where kind in ('WIN', 'BET_REFUND') group by 1 having count(*) > 1) x`),
      sharedTransfers: await one(`select count(*)::int as n from (select transfer_id from lottery_settlements where transfer_id is not null group by 1 having count(*) > 1) x`),
      wrongPayouts: await one(`select count(*)::int as n from lottery_bets b
        where b.status <> 'open' and b.payout <> coalesce((select sum(e.amount) from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
          where t.kind in ('WIN', 'BET_REFUND') and t.metadata->>'betId' = b.id::text and e.account_id = b.wallet_account_id), 0)`),
      won: await one(`select count(*)::int as n from lottery_bets where status = 'won'`),
    };
    const lotteryOk = lottery.open === 0 && lottery.doubleSettled === 0 && lottery.unsettled === 0 && lottery.doublePaid === 0 && lottery.sharedTransfers === 0 && lottery.wrongPayouts === 0;
    console.log(
      `lottery: ${lottery.bets} bets on ${lottery.draws} periods, all settled ${settledWithin === null ? 'NOT within 60 s' : `${settledWithin} ms after the last bet`} (${lottery.won} won); ` +
        `settled twice ${lottery.doubleSettled}, drawn but unsettled ${lottery.unsettled}, paid twice ${lottery.doublePaid}, a transfer shared ${lottery.sharedTransfers}, ` +
        `payout unlike its transfer ${lottery.wrongPayouts} (budget 0 each) ${lotteryOk ? 'ok' : 'BROKEN'}`,
    );

    // Each drawn period since the sockets connected, once on each socket.
    await sleep(1500);
    const drawn = (await query(`select period_id from lottery_draws where status = 'drawn' and drawn_at > $1`, [new Date(connectedAt.getTime() + 1000)])).map((r) => String(r['period_id']));
    for (const [i, client] of clients.entries()) {
      const missing = drawn.filter((id) => !client.draws.has(id)).length;
      const doubled = [...client.draws.values()].filter((n) => n > 1).length;
      console.log(`socket: ${names[i]}'s socket got ${client.draws.size} draw events for ${drawn.length} periods drawn: missing ${missing}, twice or more ${doubled} (budget 0 each) ${missing === 0 && doubled === 0 ? 'ok' : 'BROKEN'}`);
    }

    // ------------------------------------------------------------ salary: wait for the last period to be paid
    const hasTable = (await query(`select to_regclass('agent_payouts') is not null as ok`))[0]!['ok'] === true;
    if (!hasTable) console.log('salary: not available yet');
    else if (contractId !== undefined) {
      // The period of the last bet ends within SALARY_SECONDS, is settled after a grace of a fifth of it.
      await sleep((SALARY_SECONDS + SALARY_SECONDS / 5 + 3) * 1000);
      const payouts = await query(
        `select p.period_key, p.period_start, p.period_end, p.turnover::bigint as turnover, p.amount::bigint as amount, p.transfer_id,
           (select coalesce(sum(b.stake), 0) from lottery_bets b where b.member_id = p.downline_id and b.status <> 'refunded'
              and b.created_at >= p.period_start and b.created_at < p.period_end)::bigint as stakes
         from agent_payouts p where p.contract_id = $1 order by p.period_start`,
        [contractId],
      );
      const salary = {
        periods: payouts.length,
        paid: payouts.filter((p) => Number(p['amount']) > 0).length,
        amount: payouts.reduce((sum, p) => sum + Number(p['amount']), 0),
        doubled: await one(`select count(*)::int as n from (select contract_id, period_key from agent_payouts group by 1, 2 having count(*) > 1) x`),
        transfersPerPeriod: await one(`select count(*)::int as n from (select idempotency_key from ledger_transfers where idempotency_key like 'agent-payout:%' group by 1 having count(*) > 1) x`),
        unlinked: payouts.filter((p) => (Number(p['amount']) > 0) !== (p['transfer_id'] !== null)).length,
        strayTransfers: await one(`select count(*)::int as n from ledger_transfers t where t.idempotency_key like 'agent-payout:%'
          and not exists (select 1 from agent_payouts p where p.transfer_id = t.id)`),
        wrongTurnover: payouts.filter((p) => Number(p['turnover']) !== Number(p['stakes'])).length,
        wrongAmount: payouts.filter((p) => Number(p['amount']) !== Math.floor((Number(p['turnover']) * SALARY_RATE) / 10_000)).length,
      };
      const salaryOk = salary.doubled === 0 && salary.transfersPerPeriod === 0 && salary.unlinked === 0 && salary.strayTransfers === 0 && salary.wrongTurnover === 0 && salary.wrongAmount === 0;
      console.log(
        `salary: ${salary.periods} real-time periods of ${SALARY_SECONDS} s settled, ${salary.paid} paid ${salary.amount / 100} in all; paid twice ${salary.doubled}, ` +
          `two transfers for a period ${salary.transfersPerPeriod}, payout without its transfer ${salary.unlinked}, transfer without its payout ${salary.strayTransfers}, ` +
          `turnover unlike the period's bets ${salary.wrongTurnover}, amount unlike the formula ${salary.wrongAmount} (budget 0 each) ${salaryOk ? 'ok' : 'BROKEN'}`,
      );
    }

    const [jobsA, jobsB] = logs.map(jobSplit) as [ReturnType<typeof jobSplit>, ReturnType<typeof jobSplit>];
    console.log(
      `jobs: A drew ${jobsA.drawn} periods and settled ${jobsA.settledBets} bets, B drew ${jobsB.drawn} and settled ${jobsB.settledBets}; ` +
        `salary periods settled by A ${jobsA.salaryPeriods}, by B ${jobsB.salaryPeriods} (periods found already paid by the other: ${jobsA.salarySkipped + jobsB.salarySkipped}, logged only with a settlement)`,
    );
    let keepLogs = false;
    for (const [i, jobs] of [jobsA, jobsB].entries()) {
      for (const [error, n] of jobs.errors) {
        keepLogs = true;
        console.log(`  ${names[i]} logged ×${n} ${error}`);
      }
    }

    // ------------------------------------------------------------ rate limits
    const limits = await rateLimits;
    const totpTooMany = limits.totp.filter((s) => s.endsWith(':429')).length;
    const feedbackAccepted = limits.feedback.filter((s) => s.includes(':200')).length;
    console.log(
      `rate limit: 10 wrong TOTP codes alternately through A and B -> ${limits.totp.join(' ')}; ` +
        `the fifth failure closes it on both (expected 5 × 400 then 5 × 429; per-instance counters would give 10 × 400) ${totpTooMany === 5 ? 'ok' : 'NOT SHARED'}`,
    );
    console.log(
      `rate limit: 8 feedback messages 1.1 s apart alternately through A and B -> ${limits.feedback.join(' ')}; ` +
        `${feedbackAccepted} accepted (the limit is 5 an hour per member; per-instance counters would accept 8) ${feedbackAccepted === 5 ? 'ok' : 'NOT SHARED'}`,
    );

    // ------------------------------------------------------------ the ledger, with both instances stopped
    for (const client of clients) client.socket.close();
    await Promise.all(children.map((child) => stopGateway(child)));
    await helper.close();
    helper = undefined;
    const ledger = await checkLedger(query);
    console.log(`ledger: ${formatLedgerCounts(ledger.counts)} (budget 0 each) ${ledger.problems.length === 0 ? 'ok' : 'BROKEN'}`);
    if (keepLogs) console.log(`the instances' logs are kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  } finally {
    for (const client of clients) client.socket.close();
    await Promise.all(children.map((child) => stopGateway(child, 'SIGKILL')));
    await helper?.close();
    await scratch.dispose();
  }
}

await main();
