import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAbsentFromBuild, assertPresentInBuild, findInBuild } from './build-assertions';
import { loadBrand } from './load-brand';
import { runBin } from './testing/run';
import { REAL_BRANDS_DIR } from './testing/workspace';

// The value of SMS_LOGIN_MODULE_MARKER in libs/auth/feature-auth/src/components/sms-login-form.tsx
// (a tool may not import a feature lib). If it changes there, the "present" check below fails
// first, so this test cannot go on passing against a stale marker.
const SMS_LOGIN_MARKER = 'sms-login-form';

describe('the real web app: SMS login is compiled in only where MOBILEVERCODELOGIN3 is on', () => {
  const out = mkdtempSync(join(tmpdir(), 'brand-real-app-'));
  const buildBrand = (id: string) =>
    runBin('vite', ['build', '--config', 'apps/web/vite.config.ts', '--configLoader', 'runner', '--outDir', join(out, id)], {
      BRAND: id,
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    });

  beforeAll(() => {
    buildBrand('default');
    buildBrand('lucky');
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('the brands under test have the flag off (default) and on (lucky)', () => {
    expect(loadBrand(REAL_BRANDS_DIR, 'default').manifest.flags.MOBILEVERCODELOGIN3).toBe(false);
    expect(loadBrand(REAL_BRANDS_DIR, 'lucky').manifest.flags.MOBILEVERCODELOGIN3).toBe(true);
  });

  it('leaves the SMS-login module out of dist for default', () => {
    expect(() => assertAbsentFromBuild(join(out, 'default'), SMS_LOGIN_MARKER)).not.toThrow();
  });

  it('ships it, as its own lazy chunk, for lucky', () => {
    expect(() => assertPresentInBuild(join(out, 'lucky'), SMS_LOGIN_MARKER)).not.toThrow();
    // Lazy: the entry chunk is not where the module's code lives.
    expect(
      findInBuild(join(out, 'lucky'), SMS_LOGIN_MARKER).some((f) => f.includes('sms-login')),
    ).toBe(true);
  });
});
