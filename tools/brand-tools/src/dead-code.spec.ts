import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAbsentFromBuild, assertPresentInBuild, findInBuild } from './build-assertions';
import { createTempBrands, type TempBrands } from './testing/workspace';
import { brandPlugin } from './vite-brand-plugin';

const jsFiles = (dir: string) => readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js'));
const FIXTURE = join(import.meta.dirname, 'fixtures/flag-app');
const INLINE_MARKER = 'sms-login-marker-7f3a';
const MODULE_MARKER = 'sms-login-module-5c1e';

/** Builds the fixture app for one brand, as the web app is built, minified. */
async function buildFixture(brandsDir: string, brandId: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: FIXTURE,
    logLevel: 'silent',
    plugins: [brandPlugin({ brandsDir, brandId })],
    build: { outDir, emptyOutDir: true, minify: true, target: 'es2022' },
  });
}

describe('a flag that is off removes its code from the brand bundle', () => {
  let brands: TempBrands;
  let smsOff: string;
  let smsOn: string;

  beforeAll(async () => {
    brands = createTempBrands();
    brands.addCopy('sms-off', 'default', (m) => ({
      ...m,
      flags: { ...m.flags, MOBILEVERCODELOGIN3: false },
    }));
    brands.addCopy('sms-on', 'default', (m) => ({
      ...m,
      flags: { ...m.flags, MOBILEVERCODELOGIN3: true },
    }));
    smsOff = join(brands.root, 'dist/sms-off');
    smsOn = join(brands.root, 'dist/sms-on');
    await buildFixture(brands.brandsDir, 'sms-off', smsOff);
    await buildFixture(brands.brandsDir, 'sms-on', smsOn);
  });

  afterAll(() => brands?.cleanup());

  it('leaves the SMS-login code out of a brand built with MOBILEVERCODELOGIN3 off', () => {
    expect(() => assertAbsentFromBuild(smsOff, INLINE_MARKER)).not.toThrow();
    expect(() => assertAbsentFromBuild(smsOff, MODULE_MARKER)).not.toThrow();
    // The build is real, not empty: unguarded code is there ...
    expect(findInBuild(smsOff, 'fixture-always-2b9d')).toHaveLength(1);
    // ... and the lazy SMS-login module is not even emitted as a chunk.
    expect(jsFiles(smsOff)).toHaveLength(1);
    expect(jsFiles(smsOn)).toHaveLength(2);
  });

  it('ships the SMS-login code in a brand built with MOBILEVERCODELOGIN3 on', () => {
    expect(() => assertPresentInBuild(smsOn, INLINE_MARKER)).not.toThrow();
    expect(() => assertPresentInBuild(smsOn, MODULE_MARKER)).not.toThrow();
    expect(findInBuild(smsOn, MODULE_MARKER)).toEqual([expect.stringMatching(/^assets\/.+\.js$/)]);
  });

  it('assertAbsentFromBuild names the file that still holds the marker', () => {
    expect(() => assertAbsentFromBuild(smsOn, INLINE_MARKER)).toThrow(
      /"sms-login-marker-7f3a" must be absent from .* but it is in: assets\/.+\.js/,
    );
  });

  it('assertAbsentFromBuild refuses a missing build instead of passing vacuously', () => {
    expect(() => assertAbsentFromBuild(join(brands.root, 'dist/nothing'), INLINE_MARKER)).toThrow(
      /No build output/,
    );
  });

  it('compiles the brand into index.html: title, language and CSS variables', () => {
    expect(findInBuild(smsOn, '<style id="brand-tokens">:root {')).toEqual(['index.html']);
    expect(findInBuild(smsOn, '--color-primary:')).toEqual(['index.html']);
  });
});
