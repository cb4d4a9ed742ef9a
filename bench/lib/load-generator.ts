// The load generator of bench/load.ts, in its own process so it never shares the gateway's event
// loop. It reads its plan from the JSON file named by argv[2], runs one virtual user per member
// until the time is up, and writes the figures to the plan's `out` file.
//
// Each virtual user loops: a short think (uniform 0.5x-1.5x of thinkMs), then one action:
// browsing (games list, lottery lobby, announcements, balance), a lottery slip on an open period,
// or a transfer between MAIN and a vendor wallet (with an idempotency key; a few are retried with
// the same key and must answer the same transfer). Business refusals (a 4xx whose code is in
// REFUSALS) are counted apart: they are answers, not errors.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { REFUSALS, type CallFigures, type LoadPlan, type LoadResult } from './load-types';

const TIMEOUT_MS = 30_000;

interface LobbyGame {
  gameCode: string;
  betTypes: string[];
  current: { periodId: string; closesAt: string; status: string };
}

interface Envelope<T> {
  success: boolean;
  code?: string;
  value?: T;
}

function figures(): CallFigures {
  return { count: 0, ok: 0, refusals: 0, errors: 0, status5xx: 0, latencies: [], codes: {} };
}

async function main() {
  const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadPlan;
  const calls: Record<string, CallFigures> = {};
  const deadline = Date.now() + plan.seconds * 1000;
  let replays = 0;
  let replayMismatches = 0;

  async function call<T>(name: string, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body?: Envelope<T> }> {
    const f = (calls[name] ??= figures());
    f.count += 1;
    const started = performance.now();
    try {
      const response = await fetch(`${plan.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-merchant-code': plan.merchantCode,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      f.latencies.push(performance.now() - started);
      let parsed: Envelope<T> | undefined;
      try {
        parsed = JSON.parse(text) as Envelope<T>;
      } catch {
        parsed = undefined;
      }
      if (response.status >= 200 && response.status < 300) f.ok += 1;
      else {
        const key = `${response.status} ${parsed?.code ?? '?'}`;
        f.codes[key] = (f.codes[key] ?? 0) + 1;
        if (response.status >= 500) {
          f.status5xx += 1;
          f.errors += 1;
        } else if (response.status >= 400 && response.status < 500 && parsed?.code && REFUSALS.has(parsed.code)) f.refusals += 1;
        else f.errors += 1;
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      f.latencies.push(performance.now() - started);
      f.errors += 1;
      const key = `network: ${(error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message}`;
      f.codes[key] = (f.codes[key] ?? 0) + 1;
      return { status: 0 };
    }
  }

  // The lobby every user of this process last read: bets go on its current periods.
  let lobby: { games: LobbyGame[]; at: number } | undefined;
  const openGames = () => {
    const now = Date.now();
    // Keep clear of the cut-off: a slip sent 2 s before it still lands in time under load.
    return (lobby?.games ?? []).filter((g) => g.current.status === 'open' && Date.parse(g.current.closesAt) - now > 2500);
  };
  async function readLobby(token: string) {
    const answer = await call<LobbyGame[]>('lottery lobby', token, 'GET', '/api/lottery/lobby?data=FAST');
    if (answer.body?.success && answer.body.value) lobby = { games: answer.body.value, at: Date.now() };
  }

  // Browsing 56 %, betting 26 %, transfers 18 % of the actions (of those in the plan's mix).
  const weights = { browse: 0.56, bet: 0.26, transfer: 0.18 };
  const mixTotal = plan.mix.reduce((sum, kind) => sum + weights[kind], 0);
  const pickAction = () => {
    let roll = Math.random() * mixTotal;
    for (const kind of plan.mix) {
      roll -= weights[kind];
      if (roll < 0) return kind;
    }
    return plan.mix[plan.mix.length - 1]!;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function virtualUser(user: { account: string; token: string }) {
    const { token } = user;
    // Spread the start over the first seconds, as real sessions arrive.
    await sleep(Math.random() * Math.min(10_000, plan.seconds * 100));
    let vendor: string | undefined;
    let vendorBalance = 0;
    const readBalance = async () => {
      const answer = await call<{ wallets: { code: string; balance: number }[] }>('wallet balance', token, 'GET', '/api/wallet/balance');
      const wallets = answer.body?.value?.wallets ?? [];
      const vendors = wallets.filter((w) => w.code !== 'MAIN');
      if (!vendor && vendors.length > 0) vendor = pick(vendors).code;
      vendorBalance = wallets.find((w) => w.code === vendor)?.balance ?? vendorBalance;
    };
    await readBalance();
    while (Date.now() < deadline) {
      await sleep(plan.thinkMs * (0.5 + Math.random()));
      if (Date.now() >= deadline) break;
      const action = pickAction();
      const roll = Math.random();
      if (action === 'browse') {
        if (roll < 0.25) {
          await call('games list', token, 'GET', `/api/games/list?clientType=3&pageNo=${between(1, 3)}&pageSize=50&gameType=RNG&language=EN`);
        } else if (roll < 0.5) {
          await readLobby(token);
        } else if (roll < 0.75) {
          await call('announcements', token, 'GET', '/api/content/announcements?types=B,PL,PU,PR&platform=W');
        } else {
          await readBalance();
        }
      } else if (action === 'bet') {
        if (openGames().length === 0 || Date.now() - (lobby?.at ?? 0) > 5000) await readLobby(token);
        const games = openGames();
        if (games.length === 0) continue;
        const game = pick(games);
        const simple = game.betTypes.filter((t) => ['BIG', 'SMALL', 'ODD', 'EVEN'].includes(t));
        const bets = Array.from({ length: between(1, 3) }, () => ({ betType: pick(simple), stake: between(1, 10) * 100 }));
        await call('lottery bet', token, 'POST', '/api/lottery/bets', {
          idempotencyKey: randomUUID(),
          gameCode: game.gameCode,
          periodId: game.current.periodId,
          bets,
        });
      } else if (action === 'transfer' && vendor) {
        // Back from the vendor when it holds enough, otherwise out of MAIN: refusals stay rare.
        const back = vendorBalance >= 1000 && Math.random() < 0.5;
        const amount = back ? between(1, Math.floor(vendorBalance / 100)) * 100 : between(1, 50) * 100;
        const request = { idempotencyKey: randomUUID(), from: back ? vendor : 'MAIN', to: back ? 'MAIN' : vendor, amount };
        const first = await call<{ transferId: number; fromBalance: number; toBalance: number }>('transfer', token, 'POST', '/api/wallet/transfer', request);
        if (first.body?.success && first.body.value) {
          vendorBalance = back ? first.body.value.fromBalance : first.body.value.toBalance;
          // A client that lost the answer retries with the same key: same transfer, no new money.
          if (Math.random() < 0.05) {
            replays += 1;
            const again = await call<{ transferId: number }>('transfer replay', token, 'POST', '/api/wallet/transfer', request);
            // A replay that failed is an error above; one that answered must answer the same transfer.
            if (again.body?.value && again.body.value.transferId !== first.body.value.transferId) replayMismatches += 1;
          }
        }
      }
    }
  }

  await Promise.all(plan.users.map((user) => virtualUser(user)));
  const result: LoadResult = { seconds: plan.seconds, users: plan.users.length, calls, replays, replayMismatches };
  writeFileSync(plan.out, JSON.stringify(result));
}

await main();
