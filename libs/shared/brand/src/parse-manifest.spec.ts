import { describe, expect, it } from 'vitest';
import { BrandConfigError, parseBrandManifest } from './parse-manifest';
import { validManifest } from './testing/valid-manifest';

const FILE = '/repo/brands/sample/brand.json';

/** Parses and returns the BrandConfigError, failing the test if parsing succeeds. */
function errorOf(raw: unknown, file = FILE): BrandConfigError {
  try {
    parseBrandManifest(raw, file);
  } catch (error) {
    if (error instanceof BrandConfigError) return error;
    throw error;
  }
  throw new Error('expected the manifest to be rejected');
}

describe('parseBrandManifest', () => {
  it('accepts a complete manifest and keeps its values', () => {
    const manifest = parseBrandManifest(validManifest(), FILE);
    expect(manifest.merchantCode).toBe('SAMPLE');
    expect(manifest.flags.USERNAMEREG3).toBe(true);
    expect(manifest.jurisdiction.minimumAge).toBe(18);
  });

  it('rejects an unknown top-level key, naming the key', () => {
    const error = errorOf({ ...validManifest(), colour: 'red' });
    expect(error.issues).toEqual([{ path: '$', message: expect.stringContaining('colour') }]);
  });

  it('rejects an unknown key in a nested block, naming its JSON path', () => {
    const raw = validManifest();
    const error = errorOf({ ...raw, jurisdiction: { ...raw.jurisdiction, maxBet: 10 } });
    expect(error.issues[0]?.path).toBe('$.jurisdiction');
    expect(error.issues[0]?.message).toContain('maxBet');
  });

  it('rejects an unknown feature flag rather than ignoring it', () => {
    const raw = validManifest();
    const error = errorOf({ ...raw, flags: { ...raw.flags, SMSLOGIN3: true } });
    expect(error.issues[0]).toMatchObject({ path: '$.flags' });
    expect(error.issues[0]?.message).toContain('SMSLOGIN3');
  });

  it('fails a wrong type in a nested field with the file and the JSON path', () => {
    const raw = validManifest();
    const error = errorOf({ ...raw, jurisdiction: { ...raw.jurisdiction, minimumAge: '18' } });
    expect(error.file).toBe(FILE);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.path).toBe('$.jurisdiction.minimumAge');
    expect(error.issues[0]?.message).toMatch(/expected number/i);
    expect(error.message).toContain(`Config error in ${FILE}`);
    expect(error.message).toContain('at $.jurisdiction.minimumAge:');
  });

  it('names array positions in the JSON path', () => {
    const raw = validManifest();
    const error = errorOf({ ...raw, imageCDNs: ['https://ok.example', 'not a url'] });
    expect(error.issues[0]?.path).toBe('$.imageCDNs[1]');
  });

  it('reports every problem at once, not only the first', () => {
    const raw = validManifest();
    const error = errorOf({ ...raw, platform: 'H5', flags: { ...raw.flags, DIRECTREG3: 'yes' } });
    expect(error.issues.map((i) => i.path).sort()).toEqual(['$.flags.DIRECTREG3', '$.platform']);
  });

  it('rejects a registration rule whose minLength exceeds its maxLength', () => {
    const raw = validManifest();
    const username = { ...raw.registration.username!, minLength: 20, maxLength: 8 };
    const error = errorOf({ ...raw, registration: { ...raw.registration, username } });
    expect(error.issues).toEqual([
      { path: '$.registration.username', message: 'minLength must not exceed maxLength' },
    ]);
  });

  it('rejects a registration field the spec does not know', () => {
    const raw = validManifest();
    const error = errorOf({
      ...raw,
      registration: { ...raw.registration, nickname: raw.registration.username },
    });
    expect(error.issues[0]).toMatchObject({ path: '$.registration' });
    expect(error.issues[0]?.message).toContain('nickname');
  });

  it('keeps the minimum age at 18 or more', () => {
    const raw = validManifest();
    const error = errorOf({ ...raw, jurisdiction: { ...raw.jurisdiction, minimumAge: 16 } });
    expect(error.issues[0]?.path).toBe('$.jurisdiction.minimumAge');
  });

  it('requires the default language to be one of the supported languages', () => {
    const raw = validManifest();
    const error = errorOf({ ...raw, languages: { default: 'VI', supported: ['EN', 'PT'] } });
    expect(error.issues[0]).toEqual({
      path: '$.languages',
      message: 'the default language must be one of the supported languages',
    });
  });

  it('requires an upper-case merchant code', () => {
    const error = errorOf({ ...validManifest(), merchantCode: 'sample' });
    expect(error.issues[0]?.path).toBe('$.merchantCode');
    expect(error.issues[0]?.message).toContain('upper-case');
  });

  it('requires the id to match the brand folder', () => {
    const error = errorOf(validManifest(), '/repo/brands/other/brand.json');
    expect(error.issues).toEqual([
      { path: '$.id', message: 'id "sample" must match its folder name' },
    ]);
  });
});
