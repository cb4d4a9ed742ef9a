import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES, APPLICATION_STATUSES } from '@platform/shared/api-contract';
import { activityStatus, isUndecided } from '../../../src/modules/rewards/status';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { JPEG_BYTES, PNG_BYTES, auditLedger, call, mainBalance, openWalletHarness, operator, walletMember, type WalletMember } from '../../support/wallet';

const DAY = 24 * 60 * 60 * 1000;

describe('activity statuses (spec §4)', () => {
  const now = new Date('2030-01-10T00:00:00Z');
  const started = { startDate: new Date('2030-01-01T00:00:00Z'), closesAt: null };
  it('derives join, coming soon and closed from the dates, and the rest from the application', () => {
    expect(activityStatus(started, null, now)).toBe('join');
    expect(activityStatus({ startDate: new Date('2030-02-01T00:00:00Z'), closesAt: null }, null, now)).toBe('coming_soon');
    expect(activityStatus({ ...started, closesAt: now }, null, now)).toBe('closed');
    for (const status of ['joined', 'applying', 'in_process', 'rejected', 'claim', 'claimed', 'issued'] as const) {
      expect(activityStatus({ ...started, closesAt: now }, { status }, now)).toBe(status);
    }
  });

  it('shows a raffle entry not drawn as joined until the raffle closes, then closed; a winner keeps claim', () => {
    const raffle = { ...started, promotionType: 'RAFFLE' };
    expect(activityStatus(raffle, { status: 'joined' }, now)).toBe('joined');
    expect(activityStatus({ ...raffle, closesAt: now }, { status: 'joined' }, now)).toBe('closed');
    expect(activityStatus({ ...raffle, closesAt: now }, { status: 'claim' }, now)).toBe('claim');
    expect(activityStatus({ ...started, closesAt: now, promotionType: 'SIGNUP' }, { status: 'joined' }, now)).toBe('joined');
  });

  it('reaches every status of ACTIVITY_STATUSES: the dates give 3, the application statuses the other 7', () => {
    const fromDates = ['join', 'coming_soon', 'closed'];
    expect(new Set([...fromDates, ...APPLICATION_STATUSES])).toEqual(new Set(ACTIVITY_STATUSES));
  });

  it('lets the operator decide only applications still undecided (applying or in process)', () => {
    expect(ACTIVITY_STATUSES.filter((status) => (APPLICATION_STATUSES as readonly string[]).includes(status) && isUndecided(status as never))).toEqual(['applying', 'in_process']);
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`rewardCenter on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const promotion = async (title: string, startDate = new Date(h.clock.now().getTime() - DAY), promotionType = 'DEPOSIT') => {
      const response = await operator(h.app, 'PUT', '/api/operator/promotions', {
        merchantCode: 'FORTUNA',
        language: 'EN',
        title,
        content: '<p>Deposit and apply</p>',
        promotionType,
        images: [],
        startDate: startDate.toISOString(),
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      return response.json().value.id as number;
    };
    const upload = async (member: WalletMember, bytes: Buffer, name = 'a.png') =>
      call(h.app, member, 'POST', '/api/wallet/uploads', { filename: name, contentType: 'image/png', dataBase64: bytes.toString('base64') });
    const uploadId = async (member: WalletMember, bytes = PNG_BYTES) => (await upload(member, bytes)).json().value.uploadId as string;
    const apply = (member: WalletMember, body: object) => call(h.app, member, 'POST', '/api/rewards/apply', body);
    const statusOf = async (member: WalletMember, id: number) => {
      const value = (await call(h.app, member, 'GET', '/api/rewards')).json().value;
      return { status: value.rows.find((row: { promotionId: number }) => row.promotionId === id)?.status, count: value.availablePromoCount as number };
    };
    const decide = (member: WalletMember, promotionId: number, decision: string, amount?: number) =>
      operator(h.app, 'POST', '/api/operator/rewards/decision', { merchantCode: 'FORTUNA', account: member.account, promotionId, decision, ...(amount ? { amount } : {}) });

    it('lists started promotions as join and future ones as coming soon; join counts for the badge', async () => {
      const member = await walletMember(h.app);
      const open = await promotion('Open now');
      const later = await promotion('Later', new Date(h.clock.now().getTime() + DAY));
      const value = (await call(h.app, member, 'GET', '/api/rewards')).json().value;
      const byId = new Map(value.rows.map((row: { promotionId: number }) => [row.promotionId, row]));
      expect(byId.get(open)).toMatchObject({ title: 'Open now', status: 'join', application: null });
      expect(byId.get(later)).toMatchObject({ status: 'coming_soon' });
      expect(value.availablePromoCount).toBe(value.rows.filter((row: { status: string }) => row.status === 'join' || row.status === 'claim').length);
    });

    it('applies once with a remark and 2 images; applying again, even at the same time, answers the first', async () => {
      const member = await walletMember(h.app);
      const id = await promotion('Apply once');
      const images = [await uploadId(member), await uploadId(member, JPEG_BYTES)];
      const [a, b] = await Promise.all([
        apply(member, { promotionId: id, remark: 'My deposit', uploadIds: images }),
        apply(member, { promotionId: id, remark: 'Other text', uploadIds: [] }),
      ]);
      const answers = [a.json().value, b.json().value];
      expect(answers[0].applicationId).toBe(answers[1].applicationId);
      expect(answers.filter((v) => v.replayed)).toHaveLength(1);
      const later = (await apply(member, { promotionId: id, remark: 'again', uploadIds: [] })).json().value;
      expect(later).toEqual({ applicationId: answers[0].applicationId, status: 'applying', replayed: true });
      const row = (await call(h.app, member, 'GET', '/api/rewards')).json().value.rows.find((r: { promotionId: number }) => r.promotionId === id);
      expect(row).toMatchObject({ status: 'applying', application: { images: expect.any(Number) } });
    });

    it('refuses a 141-character remark, 4 images, images of another member, and an SVG posing as PNG (spec §5)', async () => {
      const member = await walletMember(h.app);
      const other = await walletMember(h.app);
      const id = await promotion('Rules');
      expect((await apply(member, { promotionId: id, remark: 'x'.repeat(141), uploadIds: [] })).json().code).toBe('VALIDATION_FAILED');
      const mine = await uploadId(member);
      expect((await apply(member, { promotionId: id, remark: 'ok', uploadIds: [mine, mine, mine, mine] })).json().code).toBe('VALIDATION_FAILED');
      expect((await apply(member, { promotionId: id, remark: 'ok', uploadIds: [await uploadId(other)] })).json().code).toBe('UPLOAD_INVALID');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expect((await upload(member, svg, 'x.png')).json().code).toBe('UPLOAD_INVALID');
      expect((await apply(member, { promotionId: id, remark: 'x'.repeat(140), uploadIds: [mine] })).json().value.status).toBe('applying');
    });

    it('pays an approved reward once on claim: status claim, then claimed, the balance and bonusDetails follow', async () => {
      const member = await walletMember(h.app);
      const id = await promotion('Claim me');
      await apply(member, { promotionId: id, remark: '', uploadIds: [] });
      expect((await call(h.app, member, 'POST', '/api/rewards/claim', { promotionId: id })).json().code).toBe('ACTIVITY_NOT_CLAIMABLE');
      expect((await decide(member, id, 'approve', 25_00)).json().value.status).toBe('claim');
      expect((await decide(member, id, 'approve', 25_00)).json().value.status).toBe('claim');
      expect((await statusOf(member, id)).status).toBe('claim');
      const before = await mainBalance(h.app, member);
      const claims = await Promise.all([1, 2, 3].map(() => call(h.app, member, 'POST', '/api/rewards/claim', { promotionId: id })));
      expect(claims.map((r) => r.json().value.status)).toEqual(['claimed', 'claimed', 'claimed']);
      expect(claims.filter((r) => !r.json().value.replayed)).toHaveLength(1);
      expect(await mainBalance(h.app, member)).toBe(before + 25_00);
      expect((await statusOf(member, id)).status).toBe('claimed');
      const bonus = (await call(h.app, member, 'POST', '/api/member/bonus-details', { type: 'bonus' })).json().value;
      expect(bonus.rows[0]).toMatchObject({ type: 'bonus', amount: 25_00, detail: 'Claim me' });
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
    });

    it('issues a reward at once, rejects another, and refuses a second different decision', async () => {
      const member = await walletMember(h.app);
      const issued = await promotion('Issued');
      const rejected = await promotion('Rejected');
      await apply(member, { promotionId: issued, remark: '', uploadIds: [] });
      await apply(member, { promotionId: rejected, remark: '', uploadIds: [] });
      const before = await mainBalance(h.app, member);
      expect((await decide(member, issued, 'issue')).json().code).toBe('VALIDATION_FAILED');
      expect((await decide(member, issued, 'issue', 10_00)).json().value.status).toBe('issued');
      expect((await decide(member, issued, 'issue', 10_00)).json().value.status).toBe('issued');
      expect(await mainBalance(h.app, member)).toBe(before + 10_00);
      expect((await decide(member, rejected, 'reject')).json().value.status).toBe('rejected');
      expect((await decide(member, rejected, 'approve', 5_00)).json().code).toBe('ACTIVITY_DECIDED');
      expect((await statusOf(member, rejected)).status).toBe('rejected');
    });

    it('closes a promotion at its closing time: closed, and applications are refused', async () => {
      const member = await walletMember(h.app);
      const id = await promotion('Closing');
      const closed = await operator(h.app, 'PUT', '/api/operator/rewards/settings', { merchantCode: 'FORTUNA', promotionId: id, closesAt: h.clock.now().toISOString() });
      expect(closed.statusCode).toBe(200);
      expect((await statusOf(member, id)).status).toBe('closed');
      expect((await apply(member, { promotionId: id, remark: '', uploadIds: [] })).json().code).toBe('ACTIVITY_NOT_OPEN');
      expect((await apply(member, { promotionId: 999_999, remark: '', uploadIds: [] })).json().code).toBe('NOT_FOUND');
    });

    it('takes an application up for review: applying, then in process, then decided; review is refused once decided', async () => {
      const member = await walletMember(h.app);
      const id = await promotion('Reviewed');
      await apply(member, { promotionId: id, remark: 'proof', uploadIds: [] });
      expect((await statusOf(member, id)).status).toBe('applying');
      expect((await decide(member, id, 'review')).json().value.status).toBe('in_process');
      expect((await decide(member, id, 'review')).json().value.status).toBe('in_process');
      expect((await statusOf(member, id)).status).toBe('in_process');
      // Applying again while under review answers the application, unchanged.
      expect((await apply(member, { promotionId: id, remark: 'again', uploadIds: [] })).json().value).toMatchObject({ status: 'in_process', replayed: true });
      expect((await decide(member, id, 'approve', 7_00)).json().value.status).toBe('claim');
      expect((await decide(member, id, 'review')).json().code).toBe('ACTIVITY_DECIDED');
    });

    it('joins a sign-up promotion (joined), then requests its reward (applying) once, and the operator issues it', async () => {
      const member = await walletMember(h.app);
      const id = await promotion('Sign-up bonus', undefined, 'SIGNUP');
      const listed = (await call(h.app, member, 'GET', '/api/rewards')).json().value.rows.find((r: { promotionId: number }) => r.promotionId === id);
      expect(listed).toMatchObject({ status: 'join', signUp: true });
      expect((await apply(member, { promotionId: id, remark: '', uploadIds: [] })).json().value).toMatchObject({ status: 'joined', replayed: false });
      expect((await statusOf(member, id)).status).toBe('joined');
      // Nothing to decide before the reward request.
      expect((await decide(member, id, 'issue', 3_00)).json().code).toBe('ACTIVITY_NOT_CLAIMABLE');
      const requests = await Promise.all([1, 2].map(() => apply(member, { promotionId: id, remark: 'I signed up', uploadIds: [] })));
      expect(requests.map((r) => r.json().value.status)).toEqual(['applying', 'applying']);
      expect(requests.filter((r) => !r.json().value.replayed)).toHaveLength(1);
      const before = await mainBalance(h.app, member);
      expect((await decide(member, id, 'issue', 3_00)).json().value.status).toBe('issued');
      expect(await mainBalance(h.app, member)).toBe(before + 3_00);
    });

    it('draws a raffle: the winner claims the prize into MAIN once; a member not drawn cannot claim and sees closed', async () => {
      const winner = await walletMember(h.app);
      const loser = await walletMember(h.app);
      const id = await promotion('Lucky draw', undefined, 'RAFFLE');
      const listed = (await call(h.app, winner, 'GET', '/api/rewards')).json().value.rows.find((r: { promotionId: number }) => r.promotionId === id);
      expect(listed).toMatchObject({ status: 'join', kind: 'raffle' });
      for (const member of [winner, loser]) {
        expect((await apply(member, { promotionId: id, remark: '', uploadIds: [] })).json().value).toMatchObject({ status: 'joined', replayed: false });
        // Joining again is no reward request: it answers the entry.
        expect((await apply(member, { promotionId: id, remark: 'again', uploadIds: [] })).json().value).toMatchObject({ status: 'joined', replayed: true });
      }
      expect((await call(h.app, winner, 'POST', '/api/rewards/claim', { promotionId: id })).json().code).toBe('ACTIVITY_NOT_CLAIMABLE');
      expect((await decide(winner, id, 'review')).json().code).toBe('ACTIVITY_NOT_CLAIMABLE');
      expect((await decide(winner, id, 'approve', 50_00)).json().value.status).toBe('claim');
      expect((await statusOf(winner, id)).status).toBe('claim');
      const before = await mainBalance(h.app, winner);
      const claims = await Promise.all([1, 2, 3].map(() => call(h.app, winner, 'POST', '/api/rewards/claim', { promotionId: id })));
      expect(claims.map((r) => r.json().value)).toEqual(expect.arrayContaining([{ status: 'claimed', amount: 50_00, replayed: false }]));
      expect(claims.filter((r) => !r.json().value.replayed)).toHaveLength(1);
      expect(await mainBalance(h.app, winner)).toBe(before + 50_00);
      // The raffle closes after the draw: the member not drawn sees closed and has nothing to claim.
      expect((await statusOf(loser, id)).status).toBe('joined');
      await operator(h.app, 'PUT', '/api/operator/rewards/settings', { merchantCode: 'FORTUNA', promotionId: id, closesAt: h.clock.now().toISOString() });
      expect((await statusOf(loser, id)).status).toBe('closed');
      expect((await statusOf(winner, id)).status).toBe('claimed');
      expect((await call(h.app, loser, 'POST', '/api/rewards/claim', { promotionId: id })).json().code).toBe('ACTIVITY_NOT_CLAIMABLE');
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
    });

    const openEnvelope = (member: WalletMember, promotionId: number) => call(h.app, member, 'POST', '/api/rewards/red-envelope', { promotionId });

    it('opens a red envelope once under 5 concurrent opens: one payment within the configured range, the others answer it', async () => {
      const member = await walletMember(h.app);
      const id = await promotion('Red envelope', undefined, 'RED_ENVELOPE');
      const range = await operator(h.app, 'PUT', '/api/operator/rewards/settings', { merchantCode: 'FORTUNA', promotionId: id, closesAt: null, redEnvelope: { min: 2_00, max: 3_00 } });
      expect(range.json().value).toMatchObject({ redEnvelope: { min: 2_00, max: 3_00 } });
      expect((await statusOf(member, id)).status).toBe('join');
      const before = await mainBalance(h.app, member);
      const opens = (await Promise.all([1, 2, 3, 4, 5].map(() => openEnvelope(member, id)))).map((r) => r.json().value);
      const amount = opens[0].amount as number;
      expect(amount).toBeGreaterThanOrEqual(2_00);
      expect(amount).toBeLessThanOrEqual(3_00);
      expect(opens.map((o) => o.amount)).toEqual([amount, amount, amount, amount, amount]);
      expect(opens.filter((o) => !o.replayed)).toHaveLength(1);
      expect(await mainBalance(h.app, member)).toBe(before + amount);
      expect((await openEnvelope(member, id)).json().value).toEqual({ amount, replayed: true });
      expect(await mainBalance(h.app, member)).toBe(before + amount);
      const row = (await call(h.app, member, 'GET', '/api/rewards')).json().value.rows.find((r: { promotionId: number }) => r.promotionId === id);
      expect(row).toMatchObject({ status: 'claimed', kind: 'redEnvelope', application: { amount } });
      expect((await apply(member, { promotionId: id, remark: '', uploadIds: [] })).json().code).toBe('ACTIVITY_NOT_OPEN');
      expect(await auditLedger(h.app.db)).toMatchObject({ unbalancedTransfers: 0, totalMoney: 0, negativeMemberAccounts: 0, driftedAccounts: 0 });
    });

    it('pays a red envelope without a range within the default 1.00 to 10.00; refuses other promotions, closed envelopes, bad ranges and trial accounts', async () => {
      const id = await promotion('Default envelope', undefined, 'RED_ENVELOPE');
      for (let i = 0; i < 3; i++) {
        const amount = (await openEnvelope(await walletMember(h.app), id)).json().value.amount as number;
        expect(amount).toBeGreaterThanOrEqual(1_00);
        expect(amount).toBeLessThanOrEqual(10_00);
      }
      const member = await walletMember(h.app);
      expect((await openEnvelope(member, await promotion('Not an envelope'))).json().code).toBe('NOT_FOUND');
      const closed = await promotion('Closed envelope', undefined, 'RED_ENVELOPE');
      await operator(h.app, 'PUT', '/api/operator/rewards/settings', { merchantCode: 'FORTUNA', promotionId: closed, closesAt: h.clock.now().toISOString() });
      expect((await openEnvelope(member, closed)).json().code).toBe('ACTIVITY_NOT_OPEN');
      const bad = await operator(h.app, 'PUT', '/api/operator/rewards/settings', { merchantCode: 'FORTUNA', promotionId: id, closesAt: null, redEnvelope: { min: 5_00, max: 1_00 } });
      expect(bad.json().code).toBe('VALIDATION_FAILED');
      const trial = await walletMember(h.app, { type: 4 });
      expect((await openEnvelope(trial, id)).json().code).toBe('TRIAL_BLOCKED');
    });

    it('blocks trial accounts (spec §6)', async () => {
      const trial = await walletMember(h.app, { type: 4 });
      expect((await call(h.app, trial, 'GET', '/api/rewards')).json().code).toBe('TRIAL_BLOCKED');
    });
  });
}
