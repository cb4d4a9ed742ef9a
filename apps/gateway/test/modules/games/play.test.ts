import { randomUUID } from 'node:crypto';
import {
  envelopeOf,
  favouriteListCall,
  gameListCall,
  hotGamesCall,
  playRoundCall,
  recentGamesCall,
  startGameCall,
  vassGameTypeCall,
} from '@platform/shared/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../../src/db/games-schema';
import { vendors } from '../../../src/db/schema';
import { demoCatalogue } from '../../../src/modules/games/game-catalogue';
import { decideRound } from '../../../src/modules/fairness/provably-fair';
import { createSeedRepository } from '../../../src/modules/fairness/seed-repository';
import { DICE_PAYS } from '../../../src/modules/games/in-house';
import { LAUNCH_TTL_SECONDS } from '../../../src/modules/games/launch';
import { createPlayService } from '../../../src/modules/games/play-service';
import { createGamesRepository } from '../../../src/modules/games/repository';
import { TRIAL_PLAY_MONEY } from '../../../src/modules/wallet/service';
import { MINUTE, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { auditLedger, mainBalance, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';

const listEnvelope = envelopeOf(gameListCall.response);
const favouritesEnvelope = envelopeOf(favouriteListCall.response);
const recentEnvelope = envelopeOf(recentGamesCall.response);
const startEnvelope = envelopeOf(startGameCall.response);
const roundEnvelope = envelopeOf(playRoundCall.response);

function send(app: FastifyInstance, member: WalletMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: `Bearer ${member.token}` }, remoteAddress: member.ip, ...(payload ? { payload } : {}) });
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`games calls on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const list = async (member: WalletMember, query: string) => {
      const response = await send(h.app, member, 'GET', `/api/games/list?clientType=3&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      // Kept pages go out pre-serialized (http/prepared-answer.ts), first and repeated alike.
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return listEnvelope.parse(response.json()).value!;
    };
    const favourites = async (member: WalletMember, query = '') =>
      favouritesEnvelope.parse((await send(h.app, member, 'GET', `/api/games/favourites?${query}`)).json()).value!;
    const recent = async (member: WalletMember, query = '') => recentEnvelope.parse((await send(h.app, member, 'GET', `/api/games/recent?${query}`)).json()).value!;
    const start = (member: WalletMember, vassalage: string, gameCode: string) => send(h.app, member, 'POST', '/api/games/start-v2', { vassalage, gameCode });
    const round = (member: WalletMember, body: Record<string, unknown>) => send(h.app, member, 'POST', '/api/games/in-house/rounds', body);

    it('pages the game list 50 per page (clientType 3) and refuses a page size over 50', async () => {
      const member = await walletMember(h.app);
      const first = await list(member, 'pageNo=1&pageSize=50&gameType=RNG');
      expect(first.content).toHaveLength(50);
      expect(first.totalElements).toBeGreaterThanOrEqual(3000);
      expect(first.totalPages).toBe(Math.ceil(first.totalElements / 50));
      const second = await list(member, 'pageNo=2&pageSize=50&gameType=RNG');
      expect(second.content[0]!.nodeId).not.toBe(first.content[0]!.nodeId);
      expect((await list(member, 'pageSize=16&vassalage=SPINX')).content).toHaveLength(16);
      const searched = await list(member, 'gameName=dragon&vassalage=LUCKYREEL');
      expect(searched.content.every((g) => g.vassalage === 'LUCKYREEL' && /dragon/i.test(g.displayName))).toBe(true);
      expect((await send(h.app, member, 'GET', '/api/games/list?clientType=3&pageSize=51')).json().code).toBe('VALIDATION_FAILED');
      expect((await send(h.app, member, 'GET', '/api/games/list?clientType=2')).json().code).toBe('VALIDATION_FAILED');
      expect((await h.app.inject({ method: 'GET', url: '/api/games/list?clientType=3' })).json().code).toBe('NOT_LOGGED_IN');
    });

    it('answers hot games, vendors, popular games and the vass game type', async () => {
      const hot = await h.app.inject({ method: 'GET', url: '/api/games/hot?merchantCode=FORTUNA&isPlatform=2&platform=html5-desktop&language=EN' });
      const games = envelopeOf(hotGamesCall.response).parse(hot.json()).value!;
      expect(games[0]!.isGame).toBe('VASSALAGE');
      expect((await h.app.inject({ method: 'GET', url: '/api/games/hot?merchantCode=FORTUNA&isPlatform=1' })).json().code).toBe('VALIDATION_FAILED');
      const vendorList = (await h.app.inject({ method: 'GET', url: '/api/games/vendors?platform=html5-desktop' })).json().value as unknown[];
      expect(vendorList).toHaveLength(18);
      expect((await h.app.inject({ method: 'GET', url: '/api/games/popular?merchantCode=FORTUNA' })).json().value).toHaveLength(50);
      const member = await walletMember(h.app);
      const lane = envelopeOf(vassGameTypeCall.response).parse((await send(h.app, member, 'GET', '/api/games/vass-game-type?gameType=RNG')).json()).value!;
      expect(lane.vendors.map((v) => v.vassalage)).toEqual(['SPINX', 'LUCKYREEL']);
      expect(lane.gameClassify.map((c) => c.key)).not.toContain('BG');
    });

    it('adds a favourite once (adding it again is a no-op success) and removes it idempotently with DELETE', async () => {
      const member = await walletMember(h.app);
      const [a, b] = (await list(member, 'vassalage=SPINX&pageSize=2')).content;
      const add = async (nodeId: number | string) => (await send(h.app, member, 'POST', '/api/games/favourites', { nodeId, vendor: 'SPINX', gameType: 'RNG' })).json();
      expect(await add(a!.nodeId)).toMatchObject({ success: true, value: { nodeId: String(a!.nodeId), added: true } });
      expect(await add(String(a!.nodeId))).toMatchObject({ success: true, value: { added: false } });
      h.clock.advance(1000);
      await add(b!.nodeId);
      const page = await favourites(member, 'pageNo=1&pageSize=1');
      expect(page).toMatchObject({ pageNum: 1, totalPages: 2, totalElements: 2 });
      expect(page.content.map((g) => g.nodeId)).toEqual([b!.nodeId]);
      expect((await favourites(member, 'pageNo=2&pageSize=1')).content.map((g) => g.nodeId)).toEqual([a!.nodeId]);

      const remove = async () => (await send(h.app, member, 'DELETE', `/api/games/favourites?nodeId=${a!.nodeId}`)).json();
      expect(await remove()).toMatchObject({ success: true, value: { removed: true } });
      expect(await remove()).toMatchObject({ success: true, value: { removed: false } });
      expect((await favourites(member)).content.map((g) => g.nodeId)).toEqual([b!.nodeId]);
      expect((await add(999_999)).code).toBe('NOT_FOUND');
      // Another member's favourites are their own.
      expect((await favourites(await walletMember(h.app))).totalElements).toBe(0);
    });

    it('launches with a signed URL on a launch CDN that the simulated vendor accepts until it expires, and records it as recent', async () => {
      const member = await walletMember(h.app);
      const response = await start(member, 'SPINX', 'SPINX_0007');
      const value = startEnvelope.parse(response.json()).value!;
      const url = new URL(value.url);
      expect(['play1.fortuna.example', 'play2.fortuna.example']).toContain(url.host);
      expect(Date.parse(value.expiresAt) - h.clock.now().getTime()).toBe(LAUNCH_TTL_SECONDS * 1000);
      const open = (path: string) => h.app.inject({ method: 'GET', url: path });
      const accepted = await open(`${url.pathname}${url.search}`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.body).toContain('Simulated vendor');

      const forged = new URL(url);
      forged.searchParams.set('g', 'SPINX_0008');
      expect((await open(`${forged.pathname}${forged.search}`)).json()).toMatchObject({ code: 'FORBIDDEN', message: 'Launch URL refused: BAD_SIGNATURE' });
      h.clock.advance(LAUNCH_TTL_SECONDS * 1000);
      expect((await open(`${url.pathname}${url.search}`)).json()).toMatchObject({ code: 'FORBIDDEN', message: 'Launch URL refused: EXPIRED' });

      h.clock.advance(MINUTE);
      await start(member, 'PGE', 'PGE_DICE');
      h.clock.advance(MINUTE);
      await start(member, 'SPINX', 'SPINX_0007');
      const recents = await recent(member, 'page=1&pageSize=50&clientType=3');
      expect(recents.content.map((g) => g.gameCode)).toEqual(['SPINX_0007', 'PGE_DICE']);
      expect((await recent(member, 'gameType=INHOUSE')).content.map((g) => g.gameCode)).toEqual(['PGE_DICE']);
      expect((await start(member, 'SPINX', 'NO_SUCH_GAME')).json().code).toBe('NOT_FOUND');
    });

    it('lets the simulated vendor transfer in through the wallet relay, play on the vendor wallet and return on exit', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const launch = new URL(startEnvelope.parse((await start(member, 'SPINX', 'SPINX_0003')).json()).value!.url);
      const page = await h.app.inject({ method: 'GET', url: `${launch.pathname}${launch.search}` });
      // The hidden fields of the page's first form: the signed vendor session.
      const form = page.body.slice(page.body.indexOf('<form'), page.body.indexOf('</form>'));
      const fields = Object.fromEntries([...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
      const act = (extra: Record<string, string>) =>
        h.app.inject({
          method: 'POST',
          url: '/api/games/vendor-sim/action',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ ...fields, ...extra }).toString(),
        });
      const wallets = async () => {
        const value = (await send(h.app, member, 'GET', '/api/wallet/balance')).json().value as { balance: number; wallets: { code: string; balance: number }[] };
        return { main: value.balance, vendor: value.wallets.find((w) => w.code === 'SPINX')!.balance };
      };

      const transferIn = { op: randomUUID(), action: 'in', amount: '10.00' };
      const moved = await act(transferIn);
      expect(moved.statusCode).toBe(303);
      expect(moved.headers.location).toMatch(/^\/api\/games\/vendor-sim\/lobby\?/);
      expect((await h.app.inject({ method: 'GET', url: String(moved.headers.location) })).statusCode).toBe(200);
      await act(transferIn);
      expect(await wallets()).toEqual({ main: 90_00, vendor: 10_00 });

      const played = new URL(String((await act({ op: randomUUID(), action: 'play' })).headers.location), 'http://x');
      const win = Number(played.searchParams.get('win'));
      expect(await wallets()).toEqual({ main: 90_00, vendor: 10_00 - 1_00 + win });

      const exit = await act({ op: randomUUID(), action: 'out' });
      expect(exit.headers.location).toBe('/');
      expect(await wallets()).toEqual({ main: 100_00 - 1_00 + win, vendor: 0 });

      expect((await act({ op: randomUUID(), action: 'in', amount: '1.00', m: String(member.id + 1) })).statusCode).toBe(403);
      expect(new URL(String((await act({ op: randomUUID(), action: 'in', amount: '500.00' })).headers.location), 'http://x').searchParams.get('error')).toBe('INSUFFICIENT_BALANCE');
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0 });
    });

    it('blocks a trial account from real vendors but lets it launch in-house games; a vendor under maintenance is refused', async () => {
      const trial = await walletMember(h.app, { type: 4 });
      expect((await start(trial, 'SPINX', 'SPINX_0001')).json()).toMatchObject({ code: 'TRIAL_BLOCKED', message: 'Please Register An Account First' });
      expect((await start(trial, 'PGE', 'PGE_SLOT3')).statusCode).toBe(200);
      const member = await walletMember(h.app);
      await h.app.db.update(vendors).set({ maintenance: true }).where(eq(vendors.vassalage, 'GRANDLIVE'));
      expect((await start(member, 'GRANDLIVE', 'GRANDLIVE_0001')).json().code).toBe('MAINTENANCE');
    });

    it('settles an in-house round so the balance changes by exactly bet − win, and stores the round', async () => {
      const member = await walletMember(h.app, { balance: 1_000_00 });
      let expected = 1_000_00;
      for (let i = 0; i < 12; i++) {
        const body = i % 2 ? { roundId: randomUUID(), gameCode: 'PGE_SLOT3', bet: 5_00 } : { roundId: randomUUID(), gameCode: 'PGE_DICE', bet: 5_00, pick: 'LOW' };
        const value = roundEnvelope.parse((await round(member, body)).json()).value!;
        expected += value.win - value.bet;
        expect(value.balance).toBe(expected);
        expect(value.realm).toBe('real');
      }
      expect(await mainBalance(h.app, member)).toBe(expected);
      const stored = await h.app.db.select().from(gameRounds).where(eq(gameRounds.memberId, member.id));
      expect(stored).toHaveLength(12);
      const history = (await send(h.app, member, 'GET', '/api/games/in-house/rounds?pageSize=5')).json().value;
      expect(history).toMatchObject({ totalElements: 12, totalPages: 3 });
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
    });

    it('pays a winning round into the wallet: balance − bet + win, the win being bet × the paytable', async () => {
      const member = await walletMember(h.app, { balance: 50_00 });
      const seeds = createSeedRepository(h.app.db);
      const play = createPlayService({
        repository: createGamesRepository(h.app.db),
        catalogue: demoCatalogue(),
        ledger: h.app.ledger,
        wallet: h.app.wallet,
        findMerchant: (code) => h.app.merchantRepository.findByCode(code),
        now: () => h.app.now(),
        seeds,
      });
      const session = `session-${member.id}`;
      // The test reads the secret seed from the database, so it knows the coming roll and picks the winning side.
      const seed = await h.app.db.transaction((tx) => seeds.lockActive(tx, member.id, session, h.app.now()));
      const [a, b] = decideRound('PGE_DICE', 1_00, 'LOW', seed, 0).outcome as number[];
      const sum = a! + b!;
      const pick = sum === 7 ? 'SEVEN' : sum <= 6 ? 'LOW' : 'HIGH';
      const value = await play.playRound(await member.row(), { roundId: randomUUID(), gameCode: 'PGE_DICE', bet: 1_00, pick }, session);
      expect(value).toMatchObject({ outcome: [a, b], win: 1_00 * DICE_PAYS[pick], balance: 50_00 - 1_00 + 1_00 * DICE_PAYS[pick] });
      expect(value.fair).toEqual({ serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: 0 });
      expect(await mainBalance(h.app, member)).toBe(50_00 - 1_00 + 1_00 * DICE_PAYS[pick]);
    });

    it('answers a replayed round id with the first round and settles it only once', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const body = { roundId: randomUUID(), gameCode: 'PGE_DICE', bet: 10_00, pick: 'HIGH' };
      const first = roundEnvelope.parse((await round(member, body)).json()).value!;
      const replays = await Promise.all([round(member, body), round(member, body)]);
      for (const replay of replays) expect(roundEnvelope.parse(replay.json()).value).toEqual(first);
      expect(await mainBalance(h.app, member)).toBe(100_00 - 10_00 + first.win);
      expect((await round(member, { ...body, bet: 20_00 })).json().code).toBe('IDEMPOTENCY_MISMATCH');
      expect(await h.app.db.select().from(gameRounds).where(eq(gameRounds.memberId, member.id))).toHaveLength(1);
    });

    it('settles a round id sent four times at once exactly once (real concurrency on PostgreSQL)', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const body = { roundId: randomUUID(), gameCode: 'PGE_SLOT3', bet: 10_00 };
      const answers = await Promise.all(Array.from({ length: 4 }, () => round(member, body)));
      const values = answers.map((answer) => roundEnvelope.parse(answer.json()).value!);
      for (const value of values) expect(value).toEqual(values[0]);
      expect(await mainBalance(h.app, member)).toBe(100_00 - 10_00 + values[0]!.win);
      expect(await h.app.db.select().from(gameRounds).where(eq(gameRounds.memberId, member.id))).toHaveLength(1);
    });

    it('refuses a bet over the balance with INSUFFICIENT_BALANCE and stores nothing', async () => {
      const member = await walletMember(h.app, { balance: 5_00 });
      const response = await round(member, { roundId: randomUUID(), gameCode: 'PGE_SLOT3', bet: 6_00 });
      expect(response.json().code).toBe('INSUFFICIENT_BALANCE');
      expect(await mainBalance(h.app, member)).toBe(5_00);
      expect(await h.app.db.select().from(gameRounds).where(eq(gameRounds.memberId, member.id))).toHaveLength(0);
      expect((await round(member, { roundId: randomUUID(), gameCode: 'PGE_DICE', bet: 1_00 })).json().code).toBe('VALIDATION_FAILED');
    });

    it('lets a trial account play in-house rounds with play money only', async () => {
      const trial = await walletMember(h.app, { type: 4 });
      const value = roundEnvelope.parse((await round(trial, { roundId: randomUUID(), gameCode: 'PGE_SLOT3', bet: 10_00 })).json()).value!;
      expect(value.realm).toBe('play');
      expect(value.balance).toBe(TRIAL_PLAY_MONEY - 10_00 + value.win);
      expect(await mainBalance(h.app, trial)).toBe(value.balance);
    });
  });
}
