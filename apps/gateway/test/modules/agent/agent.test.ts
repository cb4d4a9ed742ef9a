import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, freshIp, freshName, login, postE, tokenOf, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { PASSWORD, auditLedgerRows, call, credit, key, mainBalance, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';

const OVERVIEW = '/api/agent/team/overview';
const DOWNLINES = '/api/agent/downlines';
const REGISTER = '/api/agent/register';
const TRANSACTIONS = '/api/agent/transactions';
const TO_DOWNLINE = '/api/agent/transfer/downline';
const TO_UPLINE = '/api/member/transfer/upline';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`agent centre on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const register = (agent: WalletMember, body: Record<string, unknown>) =>
      postE(h.app, REGISTER, body, { token: agent.token, ip: agent.ip });

    /** Registers a downline through the register centre and logs it in. */
    async function downlineOf(agent: WalletMember, agentType?: number): Promise<WalletMember> {
      const account = freshName('down');
      const created = await register(agent, { username: account, password: PASSWORD, confirmPassword: PASSWORD, ...(agentType ? { agentType } : {}) });
      expect(created.statusCode, created.body).toBe(200);
      const ip = freshIp();
      const id = (created.json().value as { id: number }).id;
      const forced = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
      // Spec §4: an account an agent created serves nothing until its password is changed (issue 26).
      const changed = await postE(h.app, '/api/member/change-password', { oldPassword: PASSWORD, newPassword: PASSWORD, confirmNewPassword: PASSWORD }, { token: forced, ip });
      expect(changed.statusCode, changed.body).toBe(200);
      const token = (changed.json().value as { token: string }).token;
      const member: WalletMember = {
        id,
        account,
        token,
        ip,
        row: async () => (await h.app.memberRepository.findById(id))!,
        async relogin() {
          member.token = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
        },
      };
      return member;
    }

    it('refuses every agent-centre call to a non-agent with FORBIDDEN', async () => {
      const member = await walletMember(h.app, { balance: 1000 });
      const answers = await Promise.all([
        call(h.app, member, 'POST', OVERVIEW, {}),
        call(h.app, member, 'POST', DOWNLINES, {}),
        register(member, { username: freshName('down'), password: PASSWORD, confirmPassword: PASSWORD }),
        call(h.app, member, 'POST', TRANSACTIONS, {}),
        call(h.app, member, 'POST', TO_DOWNLINE, { idempotencyKey: key(), account: 'someone', amount: 1 }),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(403);
        expect(answer.json().code).toBe('FORBIDDEN');
      }
    });

    it('needs a session for every call', async () => {
      const answer = await h.app.inject({ method: 'POST', url: OVERVIEW, payload: {} });
      expect(answer.statusCode).toBe(401);
    });

    it('registers a downline under the brand password rule, with the agent as its upline', async () => {
      const agent = await walletMember(h.app, { type: 1 });
      const short = await register(agent, { username: freshName('down'), password: 'abc', confirmPassword: 'abc' });
      expect(short.statusCode).toBe(400);
      expect(short.json().code).toBe('VALIDATION_FAILED');
      expect(short.json().value.fields.password).toBeDefined();
      const badName = await register(agent, { username: '1bad', password: PASSWORD, confirmPassword: PASSWORD });
      expect(badName.json().code).toBe('VALIDATION_FAILED');
      const mismatch = await register(agent, { username: freshName('down'), password: PASSWORD, confirmPassword: 'Other1234' });
      expect(mismatch.json().code).toBe('PASSWORD_MISMATCH');

      const downline = await downlineOf(agent);
      const row = await downline.row();
      expect(row).toMatchObject({ uplineId: agent.id, type: 0 });
      const again = await register(agent, { username: downline.account.toUpperCase(), password: PASSWORD, confirmPassword: PASSWORD });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('USERNAME_TAKEN');

      const subAgent = await downlineOf(agent, 41);
      expect((await subAgent.row()).type).toBe(41);
      const info = await call(h.app, subAgent, 'GET', '/api/member/info');
      expect(info.json().value.isAgent).toBe(true);
      const notAgentType = await register(agent, { username: freshName('down'), password: PASSWORD, confirmPassword: PASSWORD, agentType: 4 });
      expect(notAgentType.statusCode).toBe(400);
    });

    describe('a three-level tree', () => {
      // agent -> sub (agent type 1) -> leaf (member) -> deep (member), plus agent -> sibling; a stranger elsewhere.
      let agent: WalletMember;
      let sub: WalletMember;
      let sibling: WalletMember;
      let leaf: WalletMember;
      let deepId: number;
      let deepAccount: string;
      let stranger: WalletMember;

      beforeAll(async () => {
        agent = await walletMember(h.app, { type: 2, balance: 10_000 });
        sub = await downlineOf(agent, 1);
        sibling = await downlineOf(agent);
        leaf = await downlineOf(sub);
        deepAccount = freshName('deep');
        deepId = await createMember(h.app, { account: deepAccount, password: PASSWORD, uplineId: leaf.id, createdAt: h.app.now() });
        stranger = await walletMember(h.app, { type: 1 });
        // A member of the stranger's own team, to prove teams do not leak into each other.
        await createMember(h.app, { account: freshName('other'), password: PASSWORD, uplineId: stranger.id, createdAt: h.app.now() });
        await credit(h.app, leaf.account, 700);
        await credit(h.app, deepAccount, 300);
      });

      it('counts direct and total downlines and the team balance over every level', async () => {
        const answer = await call(h.app, agent, 'POST', OVERVIEW, {});
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().value).toMatchObject({
          directDownlines: 2,
          totalDownlines: 4,
          newToday: 4,
          newLast7Days: 4,
          teamBalance: 1000,
          turnover: 0,
          deposits: 0,
        });
        const ofSub = (await call(h.app, sub, 'POST', OVERVIEW, {})).json().value;
        expect(ofSub).toMatchObject({ directDownlines: 1, totalDownlines: 2, teamBalance: 1000 });
        const ofStranger = (await call(h.app, stranger, 'POST', OVERVIEW, {})).json().value;
        expect(ofStranger).toMatchObject({ directDownlines: 1, totalDownlines: 1, teamBalance: 0 });
        const reversed = await call(h.app, agent, 'POST', OVERVIEW, { from: '2031-01-02', to: '2031-01-01' });
        expect(reversed.json().code).toBe('VALIDATION_FAILED');
      });

      it('pages the direct downlines, or the whole team with each level, and searches them', async () => {
        const direct = (await call(h.app, agent, 'POST', DOWNLINES, {})).json().value;
        expect(direct).toMatchObject({ pageNo: 1, pageSize: 10, total: 2, totalPages: 1 });
        expect(direct.rows.map((r: { account: string }) => r.account).sort()).toEqual([sub.account, sibling.account].sort());
        const subRow = direct.rows.find((r: { account: string }) => r.account === sub.account);
        expect(subRow).toMatchObject({ type: 1, isAgent: true, level: 1, upline: agent.account, balance: 0 });
        expect(subRow.lastLoginAt).not.toBeNull();

        const team = (await call(h.app, agent, 'POST', DOWNLINES, { scope: 'team', pageSize: 50 })).json().value;
        expect(team.total).toBe(4);
        const levels = Object.fromEntries(team.rows.map((r: { account: string; level: number }) => [r.account, r.level]));
        expect(levels).toEqual({ [sub.account]: 1, [sibling.account]: 1, [leaf.account]: 2, [deepAccount]: 3 });
        expect(team.rows.find((r: { account: string }) => r.account === deepAccount)).toMatchObject({ id: deepId, upline: leaf.account, balance: 300 });

        const paged = (await call(h.app, agent, 'POST', DOWNLINES, { scope: 'team', pageSize: 3, pageNo: 2 })).json().value;
        expect(paged).toMatchObject({ total: 4, totalPages: 2 });
        expect(paged.rows).toHaveLength(1);

        const found = (await call(h.app, agent, 'POST', DOWNLINES, { scope: 'team', search: deepAccount.slice(0, 8).toUpperCase() })).json().value;
        expect(found.rows.map((r: { account: string }) => r.account)).toEqual([deepAccount]);
        const none = (await call(h.app, agent, 'POST', DOWNLINES, { search: '%' })).json().value;
        expect(none.total).toBe(0);
      });

      it('transfers to a direct downline only, once per key, and refuses an overdraft', async () => {
        const k = key();
        const sent = await call(h.app, agent, 'POST', TO_DOWNLINE, { idempotencyKey: k, account: sub.account, amount: 2500 });
        expect(sent.statusCode, sent.body).toBe(200);
        expect(sent.json().value).toMatchObject({ to: sub.account, amount: 2500, balance: 7500 });
        const replay = await call(h.app, agent, 'POST', TO_DOWNLINE, { idempotencyKey: k, account: sub.account, amount: 2500 });
        expect(replay.json().value).toEqual(sent.json().value);
        expect(await mainBalance(h.app, agent)).toBe(7500);
        expect(await mainBalance(h.app, sub)).toBe(2500);

        for (const account of [leaf.account, deepAccount, stranger.account, agent.account, 'nobody-here']) {
          const refused = await call(h.app, agent, 'POST', TO_DOWNLINE, { idempotencyKey: key(), account, amount: 10 });
          expect(refused.statusCode, account).toBe(403);
          expect(refused.json().code).toBe('NOT_DOWNLINE');
        }
        const overdraft = await call(h.app, agent, 'POST', TO_DOWNLINE, { idempotencyKey: key(), account: sibling.account, amount: 7501 });
        expect(overdraft.json().code).toBe('INSUFFICIENT_BALANCE');
        expect(await mainBalance(h.app, agent)).toBe(7500);
        expect(await mainBalance(h.app, sibling)).toBe(0);
      });

      it('transfers a member MAIN to its own upline', async () => {
        const up = await call(h.app, leaf, 'POST', TO_UPLINE, { idempotencyKey: key(), amount: 200 });
        expect(up.statusCode, up.body).toBe(200);
        expect(up.json().value).toMatchObject({ to: sub.account, amount: 200, balance: 500 });
        expect(await mainBalance(h.app, sub)).toBe(2700);
        const tooMuch = await call(h.app, leaf, 'POST', TO_UPLINE, { idempotencyKey: key(), amount: 501 });
        expect(tooMuch.json().code).toBe('INSUFFICIENT_BALANCE');
        const orphan = await walletMember(h.app, { balance: 100 });
        const none = await call(h.app, orphan, 'POST', TO_UPLINE, { idempotencyKey: key(), amount: 1 });
        expect(none.statusCode).toBe(400);
        expect(none.json().code).toBe('NO_UPLINE');
        const { audit } = await auditLedgerRows(h.app.db, 'FORTUNA');
        expect(audit).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
      });

      it('lists the ledger rows of the downlines, by scope, account and type', async () => {
        const team = (await call(h.app, agent, 'POST', TRANSACTIONS, { pageSize: 50 })).json().value;
        const accounts = new Set(team.rows.map((r: { account: string }) => r.account));
        expect(accounts.has(deepAccount)).toBe(true);
        expect(accounts.has(agent.account)).toBe(false);
        expect(accounts.has(stranger.account)).toBe(false);
        const subIn = team.rows.find((r: { account: string; type: string; amount: number }) => r.account === sub.account && r.amount === 2500);
        expect(subIn).toMatchObject({ type: 'transfer', balanceAfter: 2500, memberId: sub.id });
        expect(subIn.id).toMatch(/^E\d+$/);

        const direct = (await call(h.app, agent, 'POST', TRANSACTIONS, { scope: 'direct', pageSize: 50 })).json().value;
        expect(direct.rows.every((r: { account: string }) => [sub.account, sibling.account].includes(r.account))).toBe(true);

        const ofLeaf = (await call(h.app, agent, 'POST', TRANSACTIONS, { account: leaf.account })).json().value;
        expect(ofLeaf.rows.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([
          ['transfer', -200],
          ['credit', 700],
        ]);
        const credits = (await call(h.app, agent, 'POST', TRANSACTIONS, { type: 'credit', pageSize: 50 })).json().value;
        expect(credits.total).toBe(2);

        const outside = await call(h.app, agent, 'POST', TRANSACTIONS, { account: stranger.account });
        expect(outside.json().code).toBe('NOT_DOWNLINE');
        const notDirect = await call(h.app, agent, 'POST', TRANSACTIONS, { account: leaf.account, scope: 'direct' });
        expect(notDirect.json().code).toBe('NOT_DOWNLINE');
        const past = (await call(h.app, agent, 'POST', TRANSACTIONS, { from: '2000-01-01', to: '2000-01-31' })).json().value;
        expect(past).toMatchObject({ total: 0, rows: [] });
      });
    });
  });
}
