import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateEvents, verificationCodes } from '../../../../src/db/schema';
import type { CodePurpose } from '../../../../src/modules/auth/codes/repository';
import { CODE_GUESSES } from '../../../../src/modules/auth/codes/service';
import { freshIp, openAuthHarness, type AuthHarness } from '../../../support/auth';
import { backends } from '../../../support/backends';

/**
 * Issue 19 for every purpose a code is sent for: registration, login, reset, the new-IP check
 * and contact verification, by SMS and by e-mail. Whatever the purpose, one code is compared at
 * most 5 times however many guesses race, the right code after that is refused, and only a
 * reissued code (a new secret) can be used.
 */
const CASES: { purpose: CodePurpose; recipient: () => string; holder?: string }[] = [
  { purpose: 'register', recipient: () => `+55119${String(Math.random()).slice(2, 10)}` },
  { purpose: 'login', recipient: () => `+55119${String(Math.random()).slice(2, 10)}` },
  { purpose: 'reset', recipient: () => `+55119${String(Math.random()).slice(2, 10)}` },
  { purpose: 'verify-login', recipient: () => `new-ip-${String(Math.random()).slice(2, 10)}@example.com` },
  { purpose: 'verify-contact', recipient: () => `contact-${String(Math.random()).slice(2, 10)}@example.com`, holder: 'member:1' },
  { purpose: 'verify-contact', recipient: () => `+55119${String(Math.random()).slice(2, 10)}`, holder: 'member:2' },
];

/** Hundreds of parallel verifications: on a busy machine that is not 20 s. */
const BURST_TIMEOUT_MS = 120_000;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`code guesses on ${backend.name}`, () => {
    const N = backend.name === 'PostgreSQL' ? 200 : 20;
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    /** Sends a code and returns it as the recipient would read it. */
    const issue = async (purpose: CodePurpose, recipient: string, holder?: string) => {
      let sent = '';
      await h.app.codes.send({ purpose, recipient, ip: freshIp(), ...(holder ? { holder } : {}), deliver: async (code) => void (sent = code) });
      return sent;
    };
    const attemptsOnNewest = async () => {
      const [code] = await h.app.db.select({ id: verificationCodes.id }).from(verificationCodes).orderBy(desc(verificationCodes.id)).limit(1);
      const [row] = await h.app.db
        .select({ n: count() })
        .from(rateEvents)
        .where(and(eq(rateEvents.bucket, CODE_GUESSES.bucket), eq(rateEvents.key, String(code!.id))));
      return Number(row?.n ?? 0);
    };
    const outcome = (promise: Promise<void>) => promise.then(() => 'ok', (error: { code?: string }) => error.code ?? 'error');

    for (const { purpose, recipient, holder } of CASES) {
      it(`${purpose} code to ${holder ? 'a holder’s ' : ''}${recipient().includes('@') ? 'e-mail' : 'mobile'}: 5 compared, then only a new code works`, async () => {
        const to = recipient();
        const code = await issue(purpose, to, holder);
        const wrong = code === '000000' ? '111111' : '000000';

        const answers = await Promise.all(Array.from({ length: N }, () => outcome(h.app.codes.verify(purpose, to, wrong, holder))));
        expect(new Set(answers)).toEqual(new Set(['VERIFICATION_CODE_INVALID']));
        const compares = await attemptsOnNewest();
        console.info(`[issue 19] ${backend.name} ${purpose} code (${to.includes('@') ? 'e-mail' : 'SMS'}): ${N} parallel wrong -> ${compares} compared`);
        expect(compares).toBe(5);
        expect(await outcome(h.app.codes.verify(purpose, to, code, holder))).toBe('VERIFICATION_CODE_INVALID');

        h.clock.advance(1001);
        const fresh = await issue(purpose, to, holder);
        expect(await outcome(h.app.codes.verify(purpose, to, fresh, holder))).toBe('ok');
      }, BURST_TIMEOUT_MS);
    }

    it('accepts the right code as the 5th attempt, once', async () => {
      const to = CASES[0]!.recipient();
      const code = await issue('register', to);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) expect(await outcome(h.app.codes.verify('register', to, wrong))).toBe('VERIFICATION_CODE_INVALID');
      expect(await outcome(h.app.codes.verify('register', to, code))).toBe('ok');
      expect(await outcome(h.app.codes.verify('register', to, code))).toBe('VERIFICATION_CODE_INVALID');
    });
  });
}
