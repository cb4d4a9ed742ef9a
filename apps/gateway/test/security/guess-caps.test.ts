import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateEvents, verificationCodes } from '../../src/db/schema';
import {
  createMember,
  freshIp,
  freshName,
  latestCode,
  login,
  post,
  postE,
  referenceTotp,
  solvedCaptcha,
  tokenOf,
  type AuthHarness,
} from '../support/auth';
import { backends } from '../support/backends';
import { WITHDRAW_PASSWORD, key, openWalletHarness, walletMember } from '../support/wallet';

/**
 * Issue 19: every secret a player types is compared at most `cap` times, however many guesses
 * arrive at once, and after the cap even the right secret is refused. Concurrency is only real
 * on PostgreSQL (PGlite serialises its one connection); the PGlite run checks the same rules.
 */
const PASSWORD = 'Secret123';
const CAP = 5;
/** A burst is hundreds of requests (each with its own bot check and encryption): on a busy machine that is not 20 s. */
const BURST_TIMEOUT_MS = 120_000;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`guess caps under parallel guesses on ${backend.name}`, () => {
    /** Parallel wrong guesses per burst: 200 where they really race, fewer where they cannot. */
    const N = backend.name === 'PostgreSQL' ? 200 : 20;
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      await h?.close();
    });

    /** The attempts a counter holds: each one was taken before exactly one compare. */
    const taken = async (bucket: string, id: string | number) => {
      const [row] = await h.app.db
        .select({ n: count() })
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, String(id))));
      return Number(row?.n ?? 0);
    };
    const codeId = async (recipient: string) => {
      const [row] = await h.app.db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(eq(verificationCodes.recipient, recipient))
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row!.id;
    };
    /** Password compares (argon2 verifications, the unknown-account burn included) while `run` runs. */
    const passwordCompares = async (run: () => Promise<unknown>) => {
      const verify = vi.spyOn(h.app.passwords, 'verify');
      const burn = vi.spyOn(h.app.passwords, 'burn');
      try {
        await run();
        return verify.mock.calls.length + burn.mock.calls.length;
      } finally {
        verify.mockRestore();
        burn.mockRestore();
      }
    };
    const burst = (guess: (i: number) => Promise<LightMyRequestResponse>) => Promise.all(Array.from({ length: N }, (_, i) => guess(i)));
    const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
    let mobileCounter = 0;
    const freshMobile = () => `1197${String(Date.now() % 100_000).padStart(5, '0')}${String(++mobileCounter).padStart(2, '0')}`;
    const report = (secret: string, compares: number) => console.info(`[issue 19] ${backend.name} ${secret}: ${N} parallel wrong -> ${compares} compared`);

    it('the phone-reset code: at most 5 compared, then the right code resets nothing', async () => {
      const mobileNum = freshMobile();
      await createMember(h.app, { account: freshName('reset'), password: PASSWORD, mobile: `+55${mobileNum}` });
      await post(h.app, '/api/auth/reset/phone-code', { mobileNum, countryDialingCode: '+55' }, { ip: freshIp() });
      const code = await latestCode(h.app, mobileNum);
      const reset = (verificationCode: string) =>
        post(h.app, '/api/auth/reset/phone', { mobileNum, countryDialingCode: '+55', verificationCode, newPassword: 'Taken999' }, { ip: freshIp() });

      const answers = await burst(() => reset(wrongCode(code)));
      expect(answers.every((a) => a.json().code === 'VERIFICATION_CODE_INVALID')).toBe(true);
      const compares = await taken('code-guess', await codeId(`+55${mobileNum}`));
      report('phone-reset code', compares);
      expect(compares).toBe(CAP);
      expect((await reset(code)).json().code).toBe('VERIFICATION_CODE_INVALID');

      // A reissued code is a new secret with its own 5 attempts.
      h.clock.advance(1001);
      await post(h.app, '/api/auth/reset/phone-code', { mobileNum, countryDialingCode: '+55' }, { ip: freshIp() });
      expect((await reset(await latestCode(h.app, mobileNum))).statusCode).toBe(200);
    }, BURST_TIMEOUT_MS);

    it('the SMS-login code: at most 5 compared, then the right code is refused', async () => {
      const mobileNum = freshMobile();
      await createMember(h.app, { account: freshName('sms'), password: PASSWORD, mobile: `+55${mobileNum}` });
      await post(h.app, '/api/auth/login-code', { mobileNum, countryDialingCode: '+55' }, { ip: freshIp() });
      const code = await latestCode(h.app, mobileNum);
      const smsLogin = (password: string) =>
        login(h.app, { username: mobileNum, password, type: 'sms', countryDialingCode: '+55' }, { ip: freshIp() });

      await burst(() => smsLogin(wrongCode(code)));
      const compares = await taken('code-guess', await codeId(`+55${mobileNum}`));
      report('SMS-login code', compares);
      expect(compares).toBe(CAP);
      expect(await taken('login-fail-account', `FORTUNA:+55${mobileNum}`)).toBe(CAP);
      const right = await smsLogin(code);
      expect(right.statusCode).toBe(429);
      expect(right.json().code).toBe('TOO_MANY_ATTEMPTS');
    }, BURST_TIMEOUT_MS);

    it('the login password: at most 5 compared per account, then the right password is refused', async () => {
      const account = freshName('pw');
      await createMember(h.app, { account, password: PASSWORD });
      // Every guess brings its own IP and a solved captcha, as a botnet with a captcha farm would.
      const ips = Array.from({ length: N }, () => freshIp());
      const captchas = await Promise.all(ips.map((ip) => solvedCaptcha(h.app, ip)));
      const compares = await passwordCompares(() =>
        burst((i) => login(h.app, { username: account, password: `Wrong${i}x`, ...captchas[i] }, { ip: ips[i]! })),
      );
      report('login password (per account)', compares);
      expect(compares).toBe(CAP);
      expect(await taken('login-fail-account', `FORTUNA:${account.toLowerCase()}`)).toBe(CAP);
      const right = await login(h.app, { username: account, password: PASSWORD }, { ip: freshIp() });
      expect(right.statusCode).toBe(429);
    }, BURST_TIMEOUT_MS);

    it('the login password: at most 20 compared per IP, whatever the account names', async () => {
      const ip = freshIp();
      const captchas = await Promise.all(Array.from({ length: N }, () => solvedCaptcha(h.app, ip)));
      const compares = await passwordCompares(() =>
        burst((i) => login(h.app, { username: freshName('ghost'), password: 'Wrong123', ...captchas[i] }, { ip })),
      );
      report('login password (per IP, cap 20)', compares);
      expect(compares).toBe(20);
      expect(await taken('login-fail-ip', ip)).toBe(20);
    }, BURST_TIMEOUT_MS);

    it('a new-IP check answered by TOTP: at most 5 compared, then the right code is refused', async () => {
      const account = freshName('totp');
      await createMember(h.app, { account, password: PASSWORD });
      const home = freshIp();
      const token = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip: home }));
      const { secret } = (await post(h.app, '/api/member/totp/enrol', {}, { token, ip: home })).json().value as { secret: string };
      await post(h.app, '/api/member/totp/confirm', { code: referenceTotp(secret, h.clock.now()) }, { token, ip: home });
      h.clock.advance(60_000);
      const away = freshIp();
      const challenge = await login(h.app, { username: account, password: PASSWORD }, { ip: away });
      const challengeId = challenge.json().value.verification.challengeId as string;
      const code = referenceTotp(secret, h.clock.now());
      const answer = (value: string) => postE(h.app, '/api/auth/verify-login', { challengeId, method: 'totp', answer: value }, { ip: away });

      await burst(() => answer(wrongCode(code)));
      const compares = await taken('login-challenge', challengeId);
      report('new-IP TOTP answer', compares);
      expect(compares).toBe(CAP);
      // The capped challenge is spent: the right code finds it refused or already gone, and no session comes back.
      const right = await answer(code);
      expect(right.json().success).toBe(false);
      expect(['TOO_MANY_ATTEMPTS', 'VERIFICATION_CODE_INVALID']).toContain(right.json().code);
    }, BURST_TIMEOUT_MS);

    it('the TOTP enrolment code: at most 5 compared, then the right code is refused', async () => {
      const member = await walletMember(h.app);
      const { secret } = (await post(h.app, '/api/member/totp/enrol', {}, { token: member.token, ip: member.ip })).json().value as { secret: string };
      const code = referenceTotp(secret, h.clock.now());
      const confirm = (value: string) => post(h.app, '/api/member/totp/confirm', { code: value }, { token: member.token, ip: member.ip });

      await burst(() => confirm(wrongCode(code)));
      const compares = await taken('totp-fail-member', member.id);
      report('TOTP enrolment code', compares);
      expect(compares).toBe(CAP);
      expect((await confirm(code)).json().code).toBe('TOO_MANY_ATTEMPTS');
    }, BURST_TIMEOUT_MS);

    it('the withdraw password: at most 5 compared, then the right password is refused', async () => {
      const member = await walletMember(h.app, { balance: 10_000, withdrawPassword: true });
      const withdraw = (withdrawPassword: string) =>
        postE(h.app, '/api/wallet/withdraw', { idempotencyKey: key(), amount: 100, withdrawPassword, receivingAddress: 'Demo Bank 0001-2' }, { token: member.token, ip: member.ip });

      const compares = await passwordCompares(() => burst((i) => withdraw(`Nope${i}xx`)));
      report('withdraw password', compares);
      expect(compares).toBe(CAP);
      expect(await taken('withdraw-password-fail', member.id)).toBe(CAP);
      expect((await withdraw(WITHDRAW_PASSWORD)).json().code).toBe('TOO_MANY_ATTEMPTS');
    }, BURST_TIMEOUT_MS);

    it('the points password: at most 5 compared, then the right password is refused', async () => {
      const member = await walletMember(h.app);
      const convert = (password: string) =>
        postE(h.app, '/api/points/convert', { idempotencyKey: randomUUID(), points: 100, password }, { token: member.token, ip: member.ip });

      const compares = await passwordCompares(() => burst((i) => convert(`Nope${i}xx`)));
      report('points password', compares);
      expect(compares).toBe(CAP);
      expect(await taken('password-fail-member', member.id)).toBe(CAP);
      expect((await convert(PASSWORD)).json().code).toBe('TOO_MANY_ATTEMPTS');
    }, BURST_TIMEOUT_MS);

    it('the self-exclusion password: at most 5 compared, then the right password is refused', async () => {
      const member = await walletMember(h.app);
      const coolOff = (password: string) => postE(h.app, '/api/protection/cool-off', { days: 1, password }, { token: member.token, ip: member.ip });

      const compares = await passwordCompares(() => burst((i) => coolOff(`Nope${i}xx`)));
      report('self-exclusion password', compares);
      expect(compares).toBe(CAP);
      expect(await taken('protection-password', member.id)).toBe(CAP);
      expect((await coolOff(PASSWORD)).json().code).toBe('TOO_MANY_ATTEMPTS');
    }, BURST_TIMEOUT_MS);
  });
}
