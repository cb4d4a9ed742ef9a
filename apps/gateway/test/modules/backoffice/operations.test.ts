import {
  BACKOFFICE_OPERATIONS_PERMISSION_OF,
  backofficeAgentContractsCall,
  backofficeAgentPayoutsCall,
  backofficeLotteryDrawsCall,
  backofficeResetStaffTotpCall,
  backofficeUpdateStaffCall,
} from '@platform/shared/api-contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../../src/modules/backoffice/audit';
import { TOTP_STEP_SECONDS } from '../../../src/security/totp';
import { createMember, freshName, referenceTotp } from '../../support/auth';
import { backends } from '../../support/backends';
import { backofficeSuite, rolesWithout, type RouteCase } from './fixture';
import { bo, cookieOf, type StaffKey } from './support';

const M = 'FORTUNA';

/** The lottery, agent and staff-management calls, each with an input valid for FORTUNA. */
const ROUTES: RouteCase[] = [
  { call: backofficeLotteryDrawsCall, input: { merchantCode: M } },
  { call: backofficeAgentContractsCall, input: { merchantCode: M } },
  { call: backofficeAgentPayoutsCall, input: { merchantCode: M } },
  { call: backofficeUpdateStaffCall, input: { merchantCode: M, staffId: 999_999, disabled: true } },
  { call: backofficeResetStaffTotpCall, input: { merchantCode: M, staffId: 999_999 } },
];
const permissionOf = (id: string) => BACKOFFICE_OPERATIONS_PERMISSION_OF[id]!;
const wrongRole = (id: string) => rolesWithout(permissionOf(id))[0]!;

describe('issue 22: the operations route table', () => {
  it('covers every call of BACKOFFICE_OPERATIONS_PERMISSION_OF', () => {
    expect(ROUTES.map((r) => r.call.id).sort()).toEqual(Object.keys(BACKOFFICE_OPERATIONS_PERMISSION_OF).sort());
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`issue 22: lottery, agents and staff management on ${backend.name}`, () => {
    const h = backofficeSuite(backend, { signedIn: 'all', halfSessionOf: 'finance' });
    const { cookies, send, counted } = h;


    it.each(ROUTES.map((r) => [r.call.id, r] as const))('%s refuses no session, a password-only session, the wrong role and another merchant', async (_id, route) => {
      const refused = [
        await send(null, route),
        await send(h.half, route),
        await send(cookies[wrongRole(route.call.id) as StaffKey], route),
        await send(cookies.luckyOwner, route),
      ].map((answer) => [answer.statusCode, answer.json().code]);
      expect(refused).toEqual([
        [401, 'NOT_LOGGED_IN'],
        [401, 'EXTRA_VERIFICATION_REQUIRED'],
        [403, 'FORBIDDEN'],
        [403, 'FORBIDDEN'],
      ]);
      expect([400, 401, 403]).not.toContain((await send(cookies.owner, route)).statusCode);
    });

    it('a risk user lists draws: the commitment always, the seed only once drawn, filtered on the server', async () => {
      const tag = freshName('P').toUpperCase().slice(0, 12);
      await h.app.db.execute(sql`
        insert into lottery_draws (game_code, period_id, opens_at, closes_at, draw_at, seed, commitment, status, outcome, drawn_at, created_at) values
        ('SIX_BALL', ${`${tag}-1`}, now() - interval '2 hour', now() - interval '1 hour', now() - interval '1 hour', 'seed-one', 'commit-one', 'drawn', '{"numbers":[1,2,3,4,5,6],"special":7}', now(), now()),
        ('SIX_BALL', ${`${tag}-2`}, now(), now() + interval '1 hour', now() + interval '1 hour', 'seed-two', 'commit-two', 'open', null, null, now())`);
      const answer = await bo(h.app, cookies.risk, 'GET', '/api/backoffice/lottery/draws', { merchantCode: M, periodId: `${tag}-2` });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().value.rows).toEqual([expect.objectContaining({ periodId: `${tag}-2`, commitment: 'commit-two', seed: null, status: 'open', outcome: null, bets: 0 })]);
      const drawn = (await bo(h.app, cookies.risk, 'GET', '/api/backoffice/lottery/draws', { merchantCode: M, periodId: `${tag}-1` })).json().value.rows[0];
      expect(drawn).toMatchObject({ seed: 'seed-one', status: 'drawn', outcome: { numbers: [1, 2, 3, 4, 5, 6], special: 7 } });
      const open = (await bo(h.app, cookies.risk, 'GET', '/api/backoffice/lottery/draws', { merchantCode: M, status: 'open', pageSize: 200 })).json().value.rows;
      expect(open.every((row: { status: string; seed: string | null }) => row.status === 'open' && row.seed === null)).toBe(true);
    });

    it("agent contracts and payouts: this merchant's only, filtered by account", async () => {
      const up = await createMember(h.app, { account: freshName('up'), password: 'Agent-pass-01' });
      const down = await createMember(h.app, { account: freshName('dn'), password: 'Agent-pass-01' });
      const [contract] = (
        (await h.app.db.execute(sql`
          insert into agent_contracts (merchant_code, kind, upline_id, downline_id, tiers, rate, status, cycle, created_at)
          values (${M}, 'daily_salary', ${up}, ${down}, '[]', 150, 'active', 'daily', now()) returning id`)) as unknown as { rows: { id: number }[] }
      ).rows;
      await h.app.db.execute(sql`
        insert into agent_payouts (merchant_code, contract_id, kind, upline_id, downline_id, period_key, period_start, period_end, turnover, payout_to_players, team_loss, active_members, excluded_members, rate, amount, created_at)
        values (${M}, ${Number(contract!.id)}, 'daily_salary', ${up}, ${down}, 'daily:2030-01-01', '2030-01-01T00:00:00Z', '2030-01-02T00:00:00Z', 100000, 40000, 60000, 3, 0, 150, 1500, now())`);
      const accountOf = async (id: number) =>
        ((await h.app.db.execute(sql`select account from members where id = ${id}`)) as unknown as { rows: { account: string }[] }).rows[0]!.account;
      const downAccount = await accountOf(down);
      const contracts = (await bo(h.app, cookies.finance, 'GET', '/api/backoffice/agents/contracts', { merchantCode: M, uplineId: up })).json().value;
      expect(contracts).toMatchObject({ total: 1, rows: [{ id: Number(contract!.id), downlineAccount: downAccount, rate: 150, status: 'active' }] });
      const payouts = (await bo(h.app, cookies.finance, 'GET', '/api/backoffice/agents/payouts', { merchantCode: M, account: downAccount, from: '2030-01-01', to: '2030-01-01' })).json().value;
      expect(payouts).toMatchObject({ total: 1, rows: [{ amount: 1500, turnover: 100000, teamLoss: 60000, activeMembers: 3 }] });
      const outside = (await bo(h.app, cookies.finance, 'GET', '/api/backoffice/agents/payouts', { merchantCode: M, account: downAccount, from: '2030-01-02' })).json().value;
      expect(outside.total).toBe(0);
      const lucky = (await bo(h.app, cookies.luckyOwner, 'GET', '/api/backoffice/agents/payouts', { merchantCode: 'LUCKY', account: downAccount })).json().value;
      expect(lucky.total).toBe(0);
    });

    /** An owner adds a staff member; answers the new id, TOTP secret and a full session of theirs. */
    async function newStaff(roles: string[]) {
      const name = freshName('s').toLowerCase().slice(0, 20);
      const password = 'Staff-pass-00001';
      const created = (await bo(h.app, cookies.owner, 'POST', '/api/backoffice/staff', { merchantCode: M, name, password, roles })).json().value;
      const step1 = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/password', payload: { name, password } });
      h.clock.advance(TOTP_STEP_SECONDS * 1000);
      const step2 = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/totp', headers: { cookie: cookieOf(step1) }, payload: { code: referenceTotp(created.totpSecret, h.clock.now()) } });
      expect(step2.statusCode).toBe(200);
      return { id: created.staff.id as number, name, password, secret: created.totpSecret as string, cookie: cookieOf(step2) };
    }

    it('an owner changes roles in one merchant: one audit row with before and after; the new role counts at once', async () => {
      const member = await newStaff(['support']);
      expect((await bo(h.app, member.cookie, 'GET', '/api/backoffice/lottery/draws', { merchantCode: M })).statusCode).toBe(403);
      const change = await counted(() => bo(h.app, cookies.owner, 'POST', '/api/backoffice/staff/update', { merchantCode: M, staffId: member.id, roles: ['finance'] }));
      expect(change.answer.json().value.grants).toEqual([{ role: 'finance', merchantCode: M }]);
      expect(change.rows).toBe(1);
      const audit = (await bo(h.app, cookies.owner, 'GET', '/api/backoffice/audit', { merchantCode: M, pageSize: 1 })).json().value.rows[0];
      expect(audit).toMatchObject({ action: 'staff.update', target: `staff:${member.id}`, before: { grants: [{ role: 'support' }] }, after: { grants: [{ role: 'finance' }] } });
      expect(JSON.stringify(audit)).not.toContain(member.secret);
      expect((await bo(h.app, member.cookie, 'GET', '/api/backoffice/lottery/draws', { merchantCode: M })).statusCode).toBe(200);
    });

    it('disabling signs the staff member out at once and refuses their next sign-in; one audit row', async () => {
      const member = await newStaff(['risk']);
      const change = await counted(() => bo(h.app, cookies.owner, 'POST', '/api/backoffice/staff/update', { merchantCode: M, staffId: member.id, disabled: true }));
      expect([change.answer.json().value.disabled, change.rows]).toEqual([true, 1]);
      expect((await bo(h.app, member.cookie, 'GET', '/api/backoffice/session/me')).statusCode).toBe(401);
      const again = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/password', payload: { name: member.name, password: member.password } });
      expect(again.statusCode).toBe(401);
    });

    it('a TOTP reset: the old secret stops working, the session ends, one audit row without the secret', async () => {
      const member = await newStaff(['content']);
      const reset = await counted(() => bo(h.app, cookies.owner, 'POST', '/api/backoffice/staff/reset-totp', { merchantCode: M, staffId: member.id }));
      expect(reset.rows).toBe(1);
      const fresh = reset.answer.json().value.totpSecret as string;
      expect(fresh).not.toBe(member.secret);
      expect((await bo(h.app, member.cookie, 'GET', '/api/backoffice/session/me')).statusCode).toBe(401);
      const step1 = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/password', payload: { name: member.name, password: member.password } });
      h.clock.advance(TOTP_STEP_SECONDS * 1000);
      const old = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/totp', headers: { cookie: cookieOf(step1) }, payload: { code: referenceTotp(member.secret, h.clock.now()) } });
      expect(old.statusCode).toBe(401);
      const step1b = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/password', payload: { name: member.name, password: member.password } });
      h.clock.advance(TOTP_STEP_SECONDS * 1000);
      const ok = await h.app.inject({ method: 'POST', url: '/api/backoffice/session/totp', headers: { cookie: cookieOf(step1b) }, payload: { code: referenceTotp(fresh, h.clock.now()) } });
      expect(ok.statusCode).toBe(200);
      const audit = (await bo(h.app, cookies.owner, 'GET', '/api/backoffice/audit', { merchantCode: M, action: 'staff.reset-totp', pageSize: 1 })).json().value.rows[0];
      expect(JSON.stringify(audit)).not.toContain(fresh);
    });

    it("refusals write no audit row: another merchant's staff, the owner's own account, nothing to change", async () => {
      const member = await newStaff(['support']);
      const owner = (await bo(h.app, cookies.owner, 'GET', '/api/backoffice/session/me')).json().value.staff.id as number;
      const lucky = (await bo(h.app, cookies.luckyOwner, 'GET', '/api/backoffice/session/me')).json().value.staff.id as number;
      const tries = [
        await counted(() => bo(h.app, cookies.owner, 'POST', '/api/backoffice/staff/update', { merchantCode: M, staffId: lucky, disabled: true })),
        await counted(() => bo(h.app, cookies.owner, 'POST', '/api/backoffice/staff/reset-totp', { merchantCode: M, staffId: lucky })),
        await counted(() => bo(h.app, cookies.owner, 'POST', '/api/backoffice/staff/update', { merchantCode: M, staffId: owner, disabled: true })),
        await counted(() => bo(h.app, cookies.owner, 'POST', '/api/backoffice/staff/update', { merchantCode: M, staffId: member.id })),
        await counted(() => bo(h.app, cookies.luckyOwner, 'POST', '/api/backoffice/staff/update', { merchantCode: 'LUCKY', staffId: member.id, disabled: true })),
      ];
      expect(tries.map((t) => [t.answer.statusCode, t.rows])).toEqual([
        [404, 0],
        [404, 0],
        [400, 0],
        [400, 0],
        [404, 0],
      ]);
      expect((await verifyAuditChain(h.app.db)).ok).toBe(true);
    });
  });
}
