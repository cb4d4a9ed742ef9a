import {
  BACKOFFICE_SYSTEM_PERMISSION_OF,
  backofficeFeedbackBoundsCall,
  backofficePointsSettingsCall,
  backofficeSwitchWhitelabelCall,
  backofficeSystemSettingsCall,
  backofficeWhitelabelCall,
} from '@platform/shared/api-contract';
import { ALL_FLAGS } from '@platform/shared/brand';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readBrandManifests, seedBrands } from '../../../src/db/seed-brands';
import { verifyAuditChain } from '../../../src/modules/backoffice/audit';
import { freshIp, post } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, walletMember } from '../../support/wallet';
import { backofficeSuite, rolesWithout, type RouteCase } from './fixture';
import { auditCount, bo, type StaffKey } from './support';

const M = 'FORTUNA';

/** The System screen's new calls, each with an input valid for FORTUNA. */
const ROUTES: RouteCase[] = [
  { call: backofficeWhitelabelCall, input: { merchantCode: M } },
  { call: backofficeSwitchWhitelabelCall, input: { merchantCode: M, flag: 'AGENTPOLICY3', on: false } },
  { call: backofficeSystemSettingsCall, input: { merchantCode: M } },
  { call: backofficeFeedbackBoundsCall, input: { merchantCode: M, minWords: 3, maxWords: 300 } },
  { call: backofficePointsSettingsCall, input: { merchantCode: M, pointValue: 2 } },
];
const wrongRoles = (id: string) => rolesWithout(BACKOFFICE_SYSTEM_PERMISSION_OF[id]!);

describe('issue 22: the System screen route table', () => {
  it('covers every call of BACKOFFICE_SYSTEM_PERMISSION_OF, owner only', () => {
    expect(ROUTES.map((r) => r.call.id).sort()).toEqual(Object.keys(BACKOFFICE_SYSTEM_PERMISSION_OF).sort());
    expect(wrongRoles('backofficeWhitelabel')).toEqual(['finance', 'support', 'content', 'risk']);
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`issue 22: white-label switches, feedback bounds and points settings on ${backend.name}`, () => {
    const h = backofficeSuite(backend, { signedIn: 'all', halfSessionOf: 'owner' });
    const { cookies, send, counted } = h;

    const freePlay = () => post(h.app, '/api/auth/free-play', { os: 'Linux', platform: 'WEB', gatewayVersion: 3 }, { ip: freshIp() });
    const owner = (url: string, input: Record<string, unknown>) => bo(h.app, cookies.owner, 'POST', url, { merchantCode: M, ...input });
    const latestAudit = async (action: string) =>
      (await bo(h.app, cookies.owner, 'GET', '/api/backoffice/audit', { merchantCode: M, action, pageSize: 1 })).json().value.rows[0];

    it.each(ROUTES.map((r) => [r.call.id, r] as const))(
      '%s refuses no session, a password-only session, every other role and another merchant, writing nothing',
      async (_id, route) => {
        const before = await auditCount(h.app);
        const refused = [
          await send(null, route),
          await send(h.half, route),
          ...(await Promise.all(wrongRoles(route.call.id).map((role) => send(cookies[role as StaffKey], route)))),
          await send(cookies.luckyOwner, route),
        ].map((answer) => [answer.statusCode, answer.json().code]);
        expect(refused).toEqual([
          [401, 'NOT_LOGGED_IN'],
          [401, 'EXTRA_VERIFICATION_REQUIRED'],
          [403, 'FORBIDDEN'],
          [403, 'FORBIDDEN'],
          [403, 'FORBIDDEN'],
          [403, 'FORBIDDEN'],
          [403, 'FORBIDDEN'],
        ]);
        expect(await auditCount(h.app)).toBe(before);
      },
    );

    it('lists every flag of the brand library with what FORTUNA compiled in (the harness builds REGMOBVERF3 out)', async () => {
      const state = (await bo(h.app, cookies.owner, 'GET', '/api/backoffice/system/whitelabel', { merchantCode: M })).json().value;
      expect(state.flags.map((f: { flag: string }) => f.flag)).toEqual([...ALL_FLAGS]);
      expect(state.flags.find((f: { flag: string }) => f.flag === 'DIRECTREG3')).toEqual({ flag: 'DIRECTREG3', compiled: true, on: true });
      expect(state.flags.find((f: { flag: string }) => f.flag === 'REGMOBVERF3')).toEqual({ flag: 'REGMOBVERF3', compiled: false, on: false });
    });

    it('DIRECTREG3 off: free play refused at once with a translated 4xx and served as off; back on: free play works; one audit row each', async () => {
      expect((await freePlay()).statusCode).toBe(200);
      const off = await counted(() => owner('/api/backoffice/system/whitelabel', { flag: 'DIRECTREG3', on: false }));
      expect([off.answer.statusCode, off.rows]).toEqual([200, 1]);
      expect(off.answer.json().value.flags.find((f: { flag: string }) => f.flag === 'DIRECTREG3')).toEqual({ flag: 'DIRECTREG3', compiled: true, on: false });
      expect(await latestAudit('system.whitelabel')).toMatchObject({
        staffName: 'olivia',
        target: `merchant:${M}`,
        before: { flag: 'DIRECTREG3', on: true },
        after: { flag: 'DIRECTREG3', on: false },
      });

      const refused = await freePlay();
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FEATURE_DISABLED']);
      const status = (await h.app.inject({ method: 'GET', url: '/api/system/status' })).json().value;
      expect(status.info.whitelabelVal.DIRECTREG3).toBe(false);
      // LUCKY's flags are its own: another merchant's switch does not touch them.
      const lucky = (await bo(h.app, cookies.luckyOwner, 'GET', '/api/backoffice/system/whitelabel', { merchantCode: 'LUCKY' })).json().value;
      expect(lucky.flags.find((f: { flag: string }) => f.flag === 'MOBILEVERCODELOGIN3')).toMatchObject({ compiled: true, on: true });

      // A restart re-seeds the brand's compiled flags: the owner's switch survives it.
      await seedBrands(h.app.db, await readBrandManifests(h.app.config.brandsDir));
      expect((await freePlay()).statusCode).toBe(403);

      const on = await counted(() => owner('/api/backoffice/system/whitelabel', { flag: 'DIRECTREG3', on: true }));
      expect([on.answer.statusCode, on.rows]).toEqual([200, 1]);
      expect(await latestAudit('system.whitelabel')).toMatchObject({ before: { flag: 'DIRECTREG3', on: false }, after: { flag: 'DIRECTREG3', on: true } });
      expect((await freePlay()).statusCode).toBe(200);
      expect((await verifyAuditChain(h.app.db)).ok).toBe(true);
    });

    it('two owners switching two flags at once both land: the row lock keeps neither from writing back a stale list', async () => {
      const flags = ['AGENTPOLICY3', 'MOBILEVERCODELOGIN3', 'MOBILENUMPASSREG3'];
      const offState = await counted(async () => {
        const answers = await Promise.all(flags.map((flag) => owner('/api/backoffice/system/whitelabel', { flag, on: false })));
        return answers.find((answer) => answer.statusCode !== 200) ?? answers[0]!;
      });
      expect([offState.answer.statusCode, offState.rows]).toEqual([200, 3]);
      const off = (await h.app.db.execute(sql`select whitelabel_off from merchants where code = ${M}`)) as unknown as { rows: { whitelabel_off: string[] }[] };
      expect([...off.rows[0]!.whitelabel_off].sort()).toEqual([...flags].sort());
      const back = await Promise.all(flags.map((flag) => owner('/api/backoffice/system/whitelabel', { flag, on: true })));
      expect(back.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const state = (await bo(h.app, cookies.owner, 'GET', '/api/backoffice/system/whitelabel', { merchantCode: M })).json().value;
      expect(state.flags.filter((f: { on: boolean; flag: string }) => flags.includes(f.flag) && !f.on)).toEqual([]);
      expect((await verifyAuditChain(h.app.db)).ok).toBe(true);
    });

    it('refuses to switch on a feature the brand did not compile in, an unknown flag and a switch already in place; nothing audited', async () => {
      const tries = [
        await counted(() => owner('/api/backoffice/system/whitelabel', { flag: 'REGMOBVERF3', on: true })),
        await counted(() => owner('/api/backoffice/system/whitelabel', { flag: 'REGMOBVERF3', on: false })),
        await counted(() => owner('/api/backoffice/system/whitelabel', { flag: 'NOSUCHFLAG3', on: false })),
        await counted(() => owner('/api/backoffice/system/whitelabel', { flag: 'USERNAMEREG3', on: true })),
        await counted(() => owner('/api/backoffice/system/whitelabel', { flag: 'lower', on: false })),
      ];
      expect(tries.map((t) => [t.answer.statusCode, t.answer.json().code, t.rows])).toEqual([
        [409, 'FEATURE_NOT_COMPILED', 0],
        [409, 'FEATURE_NOT_COMPILED', 0],
        [400, 'VALIDATION_FAILED', 0],
        [409, 'NOTHING_TO_CHANGE', 0],
        [400, 'VALIDATION_FAILED', 0],
      ]);
      const merchant = (await h.app.db.execute(sql`select whitelabel_off from merchants where code = ${M}`)) as unknown as { rows: { whitelabel_off: string[] }[] };
      expect(merchant.rows[0]!.whitelabel_off).toEqual([]);
    });

    it('feedback bounds: read, saved with one audit row, and the player gets them at the next call; out of range is a 400', async () => {
      const initial = (await bo(h.app, cookies.owner, 'GET', '/api/backoffice/system/settings', { merchantCode: M })).json().value;
      expect(initial.feedback).toEqual({ minWords: 10, maxWords: 500 });
      const saved = await counted(() => owner('/api/backoffice/system/feedback', { minWords: 3, maxWords: 40 }));
      expect([saved.answer.statusCode, saved.rows]).toEqual([200, 1]);
      expect(saved.answer.json().value.feedback).toEqual({ minWords: 3, maxWords: 40 });
      expect(await latestAudit('system.feedback')).toMatchObject({ before: { minWords: 10, maxWords: 500 }, after: { minWords: 3, maxWords: 40 } });
      const member = await walletMember(h.app);
      expect((await call(h.app, member, 'GET', '/api/feedback/config')).json().value).toEqual({ minWords: 3, maxWords: 40 });

      const bad = [
        await counted(() => owner('/api/backoffice/system/feedback', { minWords: 0, maxWords: 40 })),
        await counted(() => owner('/api/backoffice/system/feedback', { minWords: 3, maxWords: 5001 })),
        await counted(() => owner('/api/backoffice/system/feedback', { minWords: 50, maxWords: 40 })),
        await counted(() => owner('/api/backoffice/system/feedback', { minWords: 3.5, maxWords: 40 })),
        await counted(() => owner('/api/backoffice/system/feedback', { minWords: 3, maxWords: 40 })),
      ];
      expect(bad.map((t) => [t.answer.statusCode, t.answer.json().code, t.rows])).toEqual([
        [400, 'VALIDATION_FAILED', 0],
        [400, 'VALIDATION_FAILED', 0],
        [400, 'VALIDATION_FAILED', 0],
        [400, 'VALIDATION_FAILED', 0],
        [409, 'NOTHING_TO_CHANGE', 0],
      ]);
    });

    it('points settings: a partial change keeps the other fields, one audit row, the player config follows; out of range is a 400', async () => {
      const saved = await counted(() => owner('/api/backoffice/system/points', { pointValue: 5 }));
      expect([saved.answer.statusCode, saved.rows]).toEqual([200, 1]);
      expect(saved.answer.json().value.points).toEqual({ turnoverPerPoint: 100, pointValue: 5, minConvertPoints: 100 });
      expect(await latestAudit('system.points')).toMatchObject({ before: { pointValue: 1 }, after: { pointValue: 5, turnoverPerPoint: 100 } });
      const member = await walletMember(h.app);
      expect((await call(h.app, member, 'GET', '/api/points/config')).json().value).toMatchObject({ pointValue: 5, turnoverPerPoint: 100 });

      const bad = [
        await counted(() => owner('/api/backoffice/system/points', { pointValue: 0 })),
        await counted(() => owner('/api/backoffice/system/points', { turnoverPerPoint: 100_000_001 })),
        await counted(() => owner('/api/backoffice/system/points', { minConvertPoints: -1 })),
        await counted(() => owner('/api/backoffice/system/points', { pointValue: 5, extra: 1 })),
      ];
      expect(bad.map((t) => [t.answer.statusCode, t.rows])).toEqual([
        [400, 0],
        [400, 0],
        [400, 0],
        [400, 0],
      ]);

      // Two owners changing different fields at once: both changes land, neither is written back stale.
      const both = await Promise.all([owner('/api/backoffice/system/points', { turnoverPerPoint: 250 }), owner('/api/backoffice/system/points', { minConvertPoints: 40 })]);
      expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const after = (await bo(h.app, cookies.owner, 'GET', '/api/backoffice/system/settings', { merchantCode: M })).json().value.points;
      expect(after).toEqual({ turnoverPerPoint: 250, pointValue: 5, minConvertPoints: 40 });
      expect((await verifyAuditChain(h.app.db)).ok).toBe(true);
    });
  });
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`issue 22: the Lottery and Agents screens' own permissions on ${backend.name}`, () => {
    const h = backofficeSuite(backend, { signedIn: ['owner', 'finance', 'support', 'content', 'risk'] });
    const { cookies } = h;

    it('lottery.read and agents.read: owner, finance and risk may look; support and content are refused', async () => {
      const urls = ['/api/backoffice/lottery/draws', '/api/backoffice/agents/contracts', '/api/backoffice/agents/payouts'];
      const answers: Record<string, number[]> = {};
      for (const key of ['owner', 'finance', 'risk', 'support', 'content'] as const) {
        answers[key] = await Promise.all(urls.map(async (url) => (await bo(h.app, cookies[key], 'GET', url, { merchantCode: M })).statusCode));
      }
      expect(answers).toEqual({ owner: [200, 200, 200], finance: [200, 200, 200], risk: [200, 200, 200], support: [403, 403, 403], content: [403, 403, 403] });
      const me = (await bo(h.app, cookies.risk, 'GET', '/api/backoffice/session/me')).json().value.staff.permissions[M];
      expect(me).toEqual(expect.arrayContaining(['lottery.read', 'agents.read']));
    });
  });
}
