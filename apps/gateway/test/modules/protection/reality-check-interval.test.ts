import { realityCheckSchema } from '@platform/shared/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, openWalletHarness, walletMember } from '../../support/wallet';

// The override is read once at boot; one backend shows it.
const pglite = backends.filter((b) => b.name === 'PGlite');

describe('REALITY_CHECK_SECONDS (test configs only)', () => {
  it('is unset by default, may name its merchants, and refuses an interval under 5 seconds', () => {
    const base = { OPERATOR_TOKEN: 'x'.repeat(32), DEFAULT_PASSWORD: 'Default123' };
    expect(loadConfig(base).realityCheckOverride).toBeNull();
    expect(loadConfig({ ...base, REALITY_CHECK_SECONDS: '20' }).realityCheckOverride).toEqual({ seconds: 20, merchants: null });
    expect(loadConfig({ ...base, REALITY_CHECK_SECONDS: '20', REALITY_CHECK_SECONDS_MERCHANTS: 'ROYAL,LUCKY' }).realityCheckOverride).toEqual({
      seconds: 20,
      merchants: ['ROYAL', 'LUCKY'],
    });
    expect(() => loadConfig({ ...base, REALITY_CHECK_SECONDS: '2' })).toThrow(/REALITY_CHECK_SECONDS/);
    expect(() => loadConfig({ ...base, REALITY_CHECK_SECONDS: '20', REALITY_CHECK_SECONDS_MERCHANTS: 'royal;x' })).toThrow(/REALITY_CHECK_SECONDS_MERCHANTS/);
  });

  for (const backend of pglite) {
    describe.skipIf(!backend.enabled)(`on ${backend.name}`, () => {
      let h: AuthHarness;
      afterAll(async () => {
        await h?.close();
      });

      const intervalOf = async () => {
        const member = await walletMember(h.app);
        const response = await call(h.app, member, 'GET', '/api/protection/reality-check');
        return realityCheckSchema.parse(response.json().value);
      };

      describe('for the named merchant', () => {
        beforeAll(async () => {
          h = await openWalletHarness(backend, { env: { REALITY_CHECK_SECONDS: '20', REALITY_CHECK_SECONDS_MERCHANTS: 'FORTUNA' } });
        });
        it('replaces the interval the client schedules by, and keeps the jurisdiction minutes', async () => {
          expect(await intervalOf()).toMatchObject({ intervalMinutes: 60, intervalSeconds: 20 });
        });
      });
    });
  }

  for (const backend of pglite) {
    describe.skipIf(!backend.enabled)(`on ${backend.name}, another merchant named`, () => {
      let h: AuthHarness;
      beforeAll(async () => {
        h = await openWalletHarness(backend, { env: { REALITY_CHECK_SECONDS: '20', REALITY_CHECK_SECONDS_MERCHANTS: 'ROYAL' } });
      });
      afterAll(async () => {
        await h?.close();
      });
      it('leaves this merchant on its jurisdiction interval', async () => {
        const member = await walletMember(h.app);
        const response = await call(h.app, member, 'GET', '/api/protection/reality-check');
        expect(realityCheckSchema.parse(response.json().value)).toMatchObject({ intervalMinutes: 60, intervalSeconds: 60 * 60 });
      });
    });
  }
});
