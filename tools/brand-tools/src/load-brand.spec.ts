import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBrand } from './load-brand';
import { BrandConfigError } from './shared-brand';
import { createTempBrands, type TempBrands } from './testing/workspace';

function configError(run: () => unknown): BrandConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof BrandConfigError) return error;
    throw error;
  }
  throw new Error('expected a BrandConfigError');
}

describe('loadBrand', () => {
  let brands: TempBrands;
  beforeEach(() => {
    brands = createTempBrands();
  });
  afterEach(() => brands.cleanup());

  it('loads a brand: its manifest and the theme of its tokens', () => {
    brands.addCopy('lucky', 'lucky', (m) => m);
    const { manifest, theme } = loadBrand(brands.brandsDir, 'lucky');
    expect(manifest.merchantCode).toBe('LUCKY');
    expect(theme.color.primary).toBe('#c2185b');
  });

  it('fails a broken manifest with the file and the JSON path of a nested field', () => {
    brands.addCopy('broken', 'default', (m) => ({
      ...m,
      jurisdiction: { ...m.jurisdiction, minimumAge: 'eighteen' as unknown as number },
    }));
    const error = configError(() => loadBrand(brands.brandsDir, 'broken'));
    expect(error.file).toBe(join(brands.brandsDir, 'broken', 'brand.json'));
    expect(error.message).toContain('at $.jurisdiction.minimumAge:');
  });

  it('fails a brand whose colours miss WCAG AA, naming tokens.json and the colour', () => {
    brands.addCopy('pale', 'default', (m) => m);
    const tokensFile = join(brands.brandsDir, 'pale', 'tokens.json');
    writeFileSync(
      tokensFile,
      JSON.stringify({ colors: { text: '#bbbbbb', background: '#ffffff' } }),
    );
    const error = configError(() => loadBrand(brands.brandsDir, 'pale'));
    expect(error.file).toBe(tokensFile);
    expect(error.issues[0]?.path).toBe('$.colors.text');
    expect(error.message).toMatch(/WCAG AA contrast: text on bg is #bbbbbb on #ffffff, 1\.\d\d:1/);
  });

  it('fails a brand whose registration form does not match its flags', () => {
    brands.addCopy('sms', 'default', (m) => ({ ...m, flags: { ...m.flags, REGMOBVERF3: true } }));
    const error = configError(() => loadBrand(brands.brandsDir, 'sms'));
    expect(error.issues.map((i) => i.path)).toContain('$.registration.verificationCode');
  });

  it('fails invalid JSON with the file', () => {
    brands.addCopy('typo', 'default', (m) => m);
    writeFileSync(join(brands.brandsDir, 'typo', 'brand.json'), '{ "id": "typo", }');
    expect(configError(() => loadBrand(brands.brandsDir, 'typo')).message).toMatch(
      /brand\.json:\n {2}at \$: not valid JSON/,
    );
  });

  it('points an unknown brand at the generator', () => {
    expect(configError(() => loadBrand(brands.brandsDir, 'nope')).message).toContain(
      'npx nx g @platform/brand-tools:brand nope --from=default',
    );
  });
});
