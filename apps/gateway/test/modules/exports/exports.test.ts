import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, freshName, login, tokenOf, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { PASSWORD, call, credit, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';
import { fairnessClient } from '../fairness/support';
import { csvObjects, parseCsv } from './parse-csv';

const DAY = 24 * 60 * 60 * 1000;

function csvOf(response: LightMyRequestResponse): Record<string, string>[] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
  expect(response.headers['cache-control']).toBe('no-store');
  return csvObjects(response.body);
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`CSV exports on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend, { env: { LOTTERY_FAST_PERIOD_SECONDS: '60' } });
    });
    afterAll(async () => {
      await h?.close();
    });

    const get = (member: WalletMember, url: string) => call(h.app, member, 'GET', url);

    it('exports the betting record (in-house rounds and lottery bets) of the last three months as a named CSV attachment', async () => {
      const member = await walletMember(h.app, { balance: 500_00 });
      const fair = fairnessClient(h.app, member);
      const old = (await fair.play({ gameCode: 'PGE_DICE', bet: 1_23, pick: 'LOW' })).value!;
      h.clock.advance(80 * DAY);
      await member.relogin();
      const recent = (await fairnessClient(h.app, member).play({ gameCode: 'PGE_SLOT3', bet: 2_00 })).value!;
      h.clock.advance(1000);
      const lobby = (await h.app.inject({ method: 'GET', url: '/api/lottery/lobby?data=PC28' })).json().value as { current: { periodId: string } }[];
      const placed = await call(h.app, member, 'POST', '/api/lottery/bets', {
        idempotencyKey: randomUUID(),
        gameCode: 'PC28',
        periodId: lobby[0]!.current.periodId,
        bets: [{ betType: 'BIG', stake: 1_50 }],
      });
      expect(placed.statusCode, placed.body).toBe(200);

      const response = await get(member, '/api/exports/betting-record.csv');
      const today = h.clock.now().toISOString().slice(0, 10);
      const from = new Date(h.clock.now().getTime() - 92 * DAY).toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="betting-record_${from}_${today}.csv"; filename*=UTF-8''betting-record_${from}_${today}.csv`,
      );
      expect(parseCsv(response.body)[0]).toEqual(['time', 'source', 'game', 'reference', 'pick', 'stake', 'win', 'status', 'realm', 'outcome', 'server_seed_hash', 'client_seed', 'nonce']);
      const rows = csvOf(response);
      expect(rows.map((r) => r.source)).toEqual(['lottery', 'inHouse', 'inHouse']);
      expect(rows[0]).toMatchObject({ game: 'PC28', pick: 'BIG', stake: '1.50', win: '0.00', status: 'open', outcome: '' });
      expect(rows[1]).toMatchObject({ game: 'PGE_SLOT3', reference: recent.roundId, stake: '2.00', status: 'settled', realm: 'real', nonce: '0', outcome: recent.outcome.join(' ') });
      expect(rows[1]!.server_seed_hash).toBe(recent.fair!.serverSeedHash);
      expect(rows[2]).toMatchObject({ game: 'PGE_DICE', reference: old.roundId, pick: 'LOW', stake: '1.23', win: (old.win / 100).toFixed(2), time: old.createdAt });

      // 20 days later the first round is older than 92 days: out of the default span, in an explicit one.
      h.clock.advance(20 * DAY);
      await member.relogin();
      expect(csvOf(await get(member, '/api/exports/betting-record.csv')).map((r) => r.reference)).not.toContain(old.roundId);
      const all = csvOf(await get(member, `/api/exports/betting-record.csv?from=${old.createdAt.slice(0, 10)}`));
      expect(all.map((r) => r.reference)).toContain(old.roundId);
    });

    it('exports the account record with signed amounts and balances, filtered by type', async () => {
      const member = await walletMember(h.app, { balance: 100_00 });
      const round = (await fairnessClient(h.app, member).play({ gameCode: 'PGE_DICE', bet: 10_00, pick: 'HIGH' })).value!;
      const rows = csvOf(await get(member, '/api/exports/account-record.csv'));
      expect(parseCsv((await get(member, '/api/exports/account-record.csv')).body)[0]).toEqual(['time', 'reference', 'type', 'amount', 'balance_after', 'status']);
      const bet = rows.find((r) => r.type === 'bet')!;
      // A negative amount is a number cell, not text: the spreadsheet can sum it.
      expect(bet).toMatchObject({ amount: '-10.00', balance_after: '90.00', status: 'completed' });
      expect(rows.find((r) => r.type === 'credit')).toMatchObject({ amount: '100.00', balance_after: '100.00' });
      expect(rows.some((r) => r.type === 'win')).toBe(round.win > 0);
      const bets = csvOf(await get(member, '/api/exports/account-record.csv?type=bet'));
      expect(bets.map((r) => r.type)).toEqual(['bet']);
    });

    it('exports the agent reports from the downlines: transaction details and team betting; a text cell that starts a formula is neutralised', async () => {
      const agent = await walletMember(h.app, { type: 1 });
      // An account name a spreadsheet would run as a formula, planted directly in the database.
      const sneaky = `=HYPERLINK("http://evil.example","${freshName('x')}")`;
      await createMember(h.app, { account: sneaky, password: PASSWORD, uplineId: agent.id, createdAt: h.app.now() });
      const downlineAccount = freshName('down');
      const downlineId = await createMember(h.app, { account: downlineAccount, password: PASSWORD, uplineId: agent.id, createdAt: h.app.now() });
      await credit(h.app, downlineAccount, 50_00);
      await credit(h.app, sneaky, 7_00);
      const ip = '10.9.8.7';
      const token = tokenOf(await login(h.app, { username: downlineAccount, password: PASSWORD }, { ip }));
      const downline: WalletMember = { id: downlineId, account: downlineAccount, token, ip, row: async () => (await h.app.memberRepository.findById(downlineId))!, relogin: async () => {} };
      await fairnessClient(h.app, downline).play({ gameCode: 'PGE_SLOT3', bet: 3_00 });

      const response = await get(agent, '/api/exports/agent-report.csv?report=transactions');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="agent-report_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"/);
      expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",`);
      const details = csvOf(response);
      expect(details.find((r) => r.account?.startsWith("'="))).toMatchObject({ account: `'${sneaky}`, type: 'credit', amount: '7.00' });
      expect(details.filter((r) => r.account === downlineAccount).map((r) => r.type)).toEqual(expect.arrayContaining(['credit', 'bet']));

      const betting = csvOf(await get(agent, '/api/exports/agent-report.csv?report=betting&scope=direct'));
      expect(betting).toEqual([expect.objectContaining({ account: downlineAccount, type: 'bet', amount: '-3.00', balance_after: '47.00' })]);
      expect((await get(downline, '/api/exports/agent-report.csv')).json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    });

    it('refuses a reversed or over-long span with a field error, a bad query and a missing session', async () => {
      const member = await walletMember(h.app);
      const reversed = (await get(member, '/api/exports/betting-record.csv?from=2030-02-01&to=2030-01-01')).json();
      expect(reversed).toMatchObject({ success: false, code: 'VALIDATION_FAILED', value: { fields: { from: { key: 'fairness.export_date_order' } } } });
      const long = (await get(member, '/api/exports/account-record.csv?from=2020-01-01&to=2030-01-01')).json();
      expect(long).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { from: { key: 'fairness.export_span' } } } });
      expect((await get(member, '/api/exports/account-record.csv?type=nonsense')).json().code).toBe('VALIDATION_FAILED');
      expect((await get(member, '/api/exports/agent-report.csv?report=everything')).json().code).toBe('VALIDATION_FAILED');
      expect((await h.app.inject({ method: 'GET', url: '/api/exports/betting-record.csv' })).json().code).toBe('NOT_LOGGED_IN');
    });
  });
}
