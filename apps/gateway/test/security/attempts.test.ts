import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim, GuessCap } from '../../src/security/attempts';
import { MINUTE, openAuthHarness, type AuthHarness } from '../support/auth';
import { backends } from '../support/backends';

/** The rules of the one gate every typed secret goes through (src/security/attempts.ts). */
for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`attempts on ${backend.name}`, () => {
    let h: AuthHarness;
    let n = 0;
    beforeAll(async () => {
      h = await openAuthHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });
    const cap = (max: number): GuessCap => ({ bucket: `test-${++n}`, max, windowMs: 10 * MINUTE });
    const counts = (claims: Claim[]) => Promise.all(claims.map((claim) => h.app.attempts.count(claim)));

    it('takes from every claim or from none: one claim at its cap leaves the others untouched', async () => {
      const full: Claim = { cap: cap(1), key: 'k' };
      const open: Claim = { cap: cap(5), key: 'k' };
      expect((await h.app.attempts.take([full])).ok).toBe(true);
      const refused = await h.app.attempts.take([open, full]);
      expect(refused).toEqual({ ok: false, capped: full });
      expect(await counts([full, open])).toEqual([1, 0]);
    });

    it('counts over a sliding window: an attempt frees up when it is older than the window', async () => {
      const claim: Claim = { cap: cap(2), key: 'k' };
      expect((await h.app.attempts.take([claim])).ok).toBe(true);
      h.clock.advance(5 * MINUTE);
      expect((await h.app.attempts.take([claim])).ok).toBe(true);
      expect((await h.app.attempts.take([claim])).ok).toBe(false);
      h.clock.advance(5 * MINUTE);
      expect(await h.app.attempts.count(claim)).toBe(1);
      expect((await h.app.attempts.take([claim])).ok).toBe(true);
    });

    it('guess: a wrong answer keeps its attempt, a right one gives it back or clears, as asked; the capped right one is refused', async () => {
      const claim: Claim = { cap: cap(2), key: 'k' };
      const rules = { capped: () => new Error('capped'), wrong: () => new Error('wrong') };
      await expect(h.app.attempts.guess([claim], async () => false, { ...rules, onRight: 'give-back' })).rejects.toThrow('wrong');
      await h.app.attempts.guess([claim], async () => true, { ...rules, onRight: 'give-back' });
      expect(await h.app.attempts.count(claim)).toBe(1);
      await expect(h.app.attempts.guess([claim], async () => Promise.reject(new Error('boom')), { ...rules, onRight: 'give-back' })).rejects.toThrow('boom');
      await expect(h.app.attempts.guess([claim], async () => true, { ...rules, onRight: 'give-back' })).rejects.toThrow('capped');
      h.clock.advance(10 * MINUTE);
      await h.app.attempts.guess([claim], async () => false, { ...rules, onRight: 'clear' }).catch(() => undefined);
      await h.app.attempts.guess([claim], async () => true, { ...rules, onRight: 'clear' });
      expect(await h.app.attempts.count(claim)).toBe(0);
    });

    it('never compares while the cap is reached, however many guesses race', async () => {
      const claim: Claim = { cap: cap(3), key: 'k' };
      let compares = 0;
      const N = backend.name === 'PostgreSQL' ? 100 : 10;
      const guess = () =>
        h.app.attempts
          .guess([claim], async () => (compares++, false), { capped: () => new Error('capped'), wrong: () => new Error('wrong'), onRight: 'keep' })
          .catch((error: Error) => error.message);
      const answers = await Promise.all(Array.from({ length: N }, guess));
      expect(compares).toBe(3);
      expect(answers.filter((a) => a === 'wrong')).toHaveLength(3);
      expect(await h.app.attempts.count(claim)).toBe(3);
    });
  });
}
