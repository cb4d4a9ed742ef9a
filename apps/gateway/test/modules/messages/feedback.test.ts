import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { PNG_BYTES, call, openWalletHarness, operator, walletMember, type WalletMember } from '../../support/wallet';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`feedback on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const put = (member: WalletMember, body: object) =>
      h.app.inject({ method: 'PUT', url: '/api/feedback', headers: { authorization: `Bearer ${member.token}` }, remoteAddress: member.ip, payload: body });
    const upload = async (member: WalletMember) =>
      (await call(h.app, member, 'POST', '/api/wallet/uploads', { filename: 'a.png', contentType: 'image/png', dataBase64: PNG_BYTES.toString('base64') })).json().value
        .uploadId as string;

    it('accepts 10 to 500 words by default and refuses 9 or 501 with the bounds (spec §5)', async () => {
      const member = await walletMember(h.app);
      expect((await call(h.app, member, 'GET', '/api/feedback/config')).json().value).toEqual({ minWords: 10, maxWords: 500 });
      const short = await put(member, { idempotencyKey: randomUUID(), content: words(9) });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ code: 'FEEDBACK_WORD_COUNT', value: { min: 10, max: 500, words: 9 } });
      expect((await put(member, { idempotencyKey: randomUUID(), content: words(501) })).json().code).toBe('FEEDBACK_WORD_COUNT');
      const ok = await put(member, { idempotencyKey: randomUUID(), content: `  ${words(10)}  ` });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().value.words).toBe(10);
      h.clock.advance(1000);
      expect((await put(member, { idempotencyKey: randomUUID(), content: words(500) })).statusCode).toBe(200);
    });

    it("uses the merchant's own bounds once the operator sets them", async () => {
      const member = await walletMember(h.app);
      const set = await operator(h.app, 'PUT', '/api/operator/feedback-settings', { merchantCode: 'FORTUNA', minWords: 3, maxWords: 5 });
      expect(set.json().value).toEqual({ minWords: 3, maxWords: 5 });
      try {
        expect((await put(member, { idempotencyKey: randomUUID(), content: words(6) })).json().value).toMatchObject({ min: 3, max: 5 });
        expect((await put(member, { idempotencyKey: randomUUID(), content: words(3) })).statusCode).toBe(200);
        const reversed = await operator(h.app, 'PUT', '/api/operator/feedback-settings', { merchantCode: 'FORTUNA', minWords: 9, maxWords: 5 });
        expect(reversed.json().code).toBe('VALIDATION_FAILED');
      } finally {
        await operator(h.app, 'PUT', '/api/operator/feedback-settings', { merchantCode: 'FORTUNA', minWords: 10, maxWords: 500 });
      }
    });

    it('stores a repeated send once (same key), with the member own images only', async () => {
      const member = await walletMember(h.app);
      const other = await walletMember(h.app);
      const mine = await upload(member);
      const theirs = await upload(other);
      const key = randomUUID();
      const refused = await put(member, { idempotencyKey: key, content: words(12), uploadIds: [mine, theirs] });
      expect(refused.json().code).toBe('UPLOAD_INVALID');
      const first = (await put(member, { idempotencyKey: key, content: words(12), uploadIds: [mine] })).json().value;
      const again = (await put(member, { idempotencyKey: key, content: words(12), uploadIds: [mine] })).json().value;
      expect(again).toEqual(first);
      const four = await put(member, { idempotencyKey: randomUUID(), content: words(12), uploadIds: [mine, mine, mine, mine] });
      expect(four.json().code).toBe('VALIDATION_FAILED');
    });

    it('throttles a member to one feedback a second and 5 an hour', async () => {
      const member = await walletMember(h.app);
      const send = () => put(member, { idempotencyKey: randomUUID(), content: words(10) });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).json().code).toBe('RATE_LIMITED');
      for (let i = 0; i < 4; i++) {
        h.clock.advance(1000);
        expect((await send()).statusCode).toBe(200);
      }
      h.clock.advance(1000);
      expect((await send()).json().code).toBe('RATE_LIMITED');
    });

    it('blocks trial accounts (spec §6)', async () => {
      const trial = await walletMember(h.app, { type: 4 });
      expect((await put(trial, { idempotencyKey: randomUUID(), content: words(10) })).json().code).toBe('TRIAL_BLOCKED');
    });
  });
}
