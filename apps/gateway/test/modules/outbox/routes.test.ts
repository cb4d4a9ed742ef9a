import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN } from '../../support/app';
import { createMember, freshIp, openAuthHarness, post, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`operator outbox on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const outbox = (to: string, token: string | null = OPERATOR_TOKEN) =>
      h.app.inject({
        method: 'GET',
        url: `/api/operator/outbox?to=${encodeURIComponent(to)}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    it('refuses the outbox without the operator token with 401 FORBIDDEN: it holds live codes', async () => {
      for (const token of [null, 'wrong-token-0123456789abcdef']) {
        const response = await outbox('+5511900000001', token);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    });

    it('lists the messages sent to a number, newest first, with the code extracted, by national or full number', async () => {
      await createMember(h.app, { account: 'outboxer', password: 'Secret123', mobile: '+5511900000002' });
      await post(h.app, '/api/auth/login-code', { mobileNum: '11900000002', countryDialingCode: '+55' }, { ip: freshIp() });
      for (const to of ['11900000002', '+5511900000002']) {
        const [entry, ...rest] = (await outbox(to)).json().value;
        expect(rest).toEqual([]);
        expect(entry).toMatchObject({ channel: 'sms', to: '+5511900000002', code: expect.stringMatching(/^[0-9]{6}$/) });
        expect(entry.body).toContain(entry.code);
        expect(new Date(entry.createdAt).toISOString()).toBe(entry.createdAt);
      }
      expect((await outbox('nobody@example.test')).json().value).toEqual([]);
    });
  });
}
