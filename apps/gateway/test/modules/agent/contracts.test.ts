import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, freshName, login, postE, tokenOf, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { PASSWORD, call, openWalletHarness, walletMember, type WalletMember } from '../../support/wallet';

const OFFER = '/api/agent/contracts/offer';
const LIST = '/api/member/contracts';
const ACCEPT = '/api/member/contracts/accept';
const REJECT = '/api/member/contracts/reject';
const END_REQUEST = '/api/member/contracts/end-request';
const END_AGREE = '/api/member/contracts/end-agree';
const TERMINATE = '/api/agent/contracts/terminate';

const tiers = (rate: number) => [
  { minBet: 10_000, pnl: 0, minActiveMembers: 1, rate: Math.floor(rate / 2) },
  { minBet: 100_000, pnl: -5_000, minActiveMembers: 5, rate },
];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`agent contracts on ${backend.name}`, () => {
    let h: AuthHarness;
    // agent -> sub (agent) -> leaf (member)
    let agent: WalletMember;
    let sub: WalletMember;
    let leaf: WalletMember;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
      agent = await walletMember(h.app, { type: 2 });
      sub = await downlineOf(agent, 1);
      leaf = await downlineOf(sub);
    });
    afterAll(async () => {
      await h?.close();
    });

    async function downlineOf(upline: WalletMember, agentType?: number): Promise<WalletMember> {
      const account = freshName('cdown');
      const body = { username: account, password: PASSWORD, confirmPassword: PASSWORD, ...(agentType ? { agentType } : {}) };
      const created = await postE(h.app, '/api/agent/register', body, { token: upline.token, ip: upline.ip });
      expect(created.statusCode, created.body).toBe(200);
      const id = (created.json().value as { id: number }).id;
      const ip = freshIp();
      // Spec §4: an account an agent created serves nothing until its password is changed (issue 26).
      const forced = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
      const changed = await postE(h.app, '/api/member/change-password', { oldPassword: PASSWORD, newPassword: PASSWORD, confirmNewPassword: PASSWORD }, { token: forced, ip });
      expect(changed.statusCode, changed.body).toBe(200);
      const token = (changed.json().value as { token: string }).token;
      return { id, account, token, ip, row: async () => (await h.app.memberRepository.findById(id))!, relogin: async () => undefined };
    }

    const offer = async (from: WalletMember, to: WalletMember, rate: number, kind = 'daily_salary') => {
      const answer = await call(h.app, from, 'POST', OFFER, { account: to.account, kind, tiers: tiers(rate) });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().value as { id: number; status: string; rate: number };
    };
    const act = (member: WalletMember, url: string, body: object) => call(h.app, member, 'POST', url, body);
    const list = async (member: WalletMember) => (await act(member, LIST, {})).json().value;

    it('lets only an agent offer, and only to a direct downline', async () => {
      const plain = await act(leaf, OFFER, { account: sub.account, kind: 'dividend', tiers: tiers(100) });
      expect(plain.json().code).toBe('FORBIDDEN');
      const grandchild = await act(agent, OFFER, { account: leaf.account, kind: 'dividend', tiers: tiers(100) });
      expect(grandchild.json().code).toBe('NOT_DOWNLINE');
      const tooHigh = await act(agent, OFFER, { account: sub.account, kind: 'dividend', tiers: tiers(20_000) });
      expect(tooHigh.json().code).toBe('VALIDATION_FAILED');
    });

    it('offers, flags the offer as pending for the downline, and refuses a second open offer of the kind', async () => {
      const offered = await offer(agent, sub, 300);
      expect(offered).toMatchObject({ status: 'offered', rate: 300 });
      const again = await act(agent, OFFER, { account: sub.account, kind: 'daily_salary', tiers: tiers(300) });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('CONTRACT_EXISTS');

      const ofSub = await list(sub);
      expect(ofSub.received).toHaveLength(1);
      expect(ofSub.received[0]).toMatchObject({ id: offered.id, upline: agent.account, downline: sub.account, tiers: tiers(300) });
      expect(ofSub.pending).toEqual({ dividend: false, daily_salary: true, hourly_salary: false, realtime_salary: false });
      expect((await list(agent)).pending.daily_salary).toBe(false);

      const stranger = await act(leaf, ACCEPT, { contractId: offered.id });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().code).toBe('CONTRACT_NOT_FOUND');
      const rejected = await act(sub, REJECT, { contractId: offered.id });
      expect(rejected.json().value).toMatchObject({ status: 'rejected', endReason: 'rejected' });
      const late = await act(sub, ACCEPT, { contractId: offered.id });
      expect(late.json().code).toBe('CONTRACT_STATE');
      expect((await list(sub)).received).toHaveLength(0);
      expect((await act(sub, LIST, { includeEnded: true })).json().value.received).toHaveLength(1);
    });

    it('ends a contract when one side asks and the other agrees', async () => {
      const c = await offer(agent, sub, 300, 'hourly_salary');
      expect((await act(sub, ACCEPT, { contractId: c.id })).json().value).toMatchObject({ accepted: true, contract: { status: 'active' } });
      const asked = await act(sub, END_REQUEST, { contractId: c.id });
      expect(asked.json().value).toMatchObject({ status: 'ending', endRequestedBy: sub.account });
      expect((await act(sub, END_AGREE, { contractId: c.id })).json().code).toBe('CONTRACT_STATE');
      expect((await list(agent)).pending.hourly_salary).toBe(true);
      const agreed = await act(agent, END_AGREE, { contractId: c.id });
      expect(agreed.json().value).toMatchObject({ status: 'terminated', endReason: 'agreed' });
      expect((await act(agent, END_REQUEST, { contractId: c.id })).json().code).toBe('CONTRACT_STATE');
    });

    it('lets the upline terminate at once, and only the upline', async () => {
      const c = await offer(agent, sub, 100, 'dividend');
      await act(sub, ACCEPT, { contractId: c.id });
      expect((await act(sub, TERMINATE, { contractId: c.id })).json().code).toBe('CONTRACT_NOT_FOUND');
      const ended = await act(agent, TERMINATE, { contractId: c.id });
      expect(ended.json().value).toMatchObject({ status: 'terminated', endReason: 'terminated' });
    });

    it('warns before a lower rate ends the downline contracts, then ends them on confirmation', async () => {
      const first = await offer(agent, sub, 300);
      await act(sub, ACCEPT, { contractId: first.id });
      const toLeaf = await offer(sub, leaf, 250);
      expect((await act(leaf, ACCEPT, { contractId: toLeaf.id })).json().value.accepted).toBe(true);

      // Not lower than 250: no warning, and the earlier contract of the kind is replaced.
      const equal = await offer(agent, sub, 250);
      const plain = (await act(sub, ACCEPT, { contractId: equal.id })).json().value;
      expect(plain).toMatchObject({ accepted: true, willEnd: [], ended: [] });
      const superseded = (await act(sub, LIST, { includeEnded: true })).json().value.received.find((c: { id: number }) => c.id === first.id);
      expect(superseded).toMatchObject({ status: 'superseded', endReason: 'replaced' });

      const lower = await offer(agent, sub, 200);
      const warned = (await act(sub, ACCEPT, { contractId: lower.id })).json().value;
      expect(warned.accepted).toBe(false);
      expect(warned.contract.status).toBe('offered');
      expect(warned.willEnd.map((c: { id: number }) => c.id)).toEqual([toLeaf.id]);
      expect((await list(leaf)).received[0]).toMatchObject({ id: toLeaf.id, status: 'active' });

      const confirmed = (await act(sub, ACCEPT, { contractId: lower.id, confirm: true })).json().value;
      expect(confirmed).toMatchObject({ accepted: true, contract: { id: lower.id, status: 'active', rate: 200 } });
      expect(confirmed.ended).toEqual([expect.objectContaining({ id: toLeaf.id, status: 'terminated', endReason: 'lower_rate' })]);
      expect((await list(leaf)).received).toHaveLength(0);
      const open = (await list(sub)).received;
      expect(open.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([[lower.id, 'active']]);
    });

    it('lets exactly one of two concurrent accepts win', async () => {
      const c = await offer(agent, sub, 50, 'realtime_salary');
      const answers = await Promise.all([act(sub, ACCEPT, { contractId: c.id }), act(sub, ACCEPT, { contractId: c.id })]);
      const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code)).sort();
      expect(codes).toEqual(['CONTRACT_STATE', 'OK']);
    });
  });
}
