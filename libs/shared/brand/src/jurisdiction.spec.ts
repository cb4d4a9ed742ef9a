import { describe, expect, it } from 'vitest';
import { JURISDICTION_DEFAULTS, resolveJurisdiction } from './manifest-schema';
import { BrandConfigError, parseBrandManifest } from './parse-manifest';
import { validManifest } from './testing/valid-manifest';

const FILE = '/repo/brands/sample/brand.json';

describe('the jurisdiction block', () => {
  it('is optional: a manifest without it gets the defaults', () => {
    const { jurisdiction: _omitted, ...raw } = validManifest() as Record<string, unknown>;
    const manifest = parseBrandManifest(raw, FILE);
    expect(resolveJurisdiction(manifest.jurisdiction)).toEqual(JURISDICTION_DEFAULTS);
  });

  it('fills each missing key from the defaults and keeps the ones given', () => {
    const manifest = parseBrandManifest({ ...validManifest(), jurisdiction: { realityCheckMinutes: 20 } }, FILE);
    expect(resolveJurisdiction(manifest.jurisdiction)).toEqual({ ...JURISDICTION_DEFAULTS, realityCheckMinutes: 20 });
  });

  it('accepts a longer limit-increase delay and refuses one under 24 hours', () => {
    const longer = parseBrandManifest({ ...validManifest(), jurisdiction: { limitIncreaseDelayHours: 72 } }, FILE);
    expect(resolveJurisdiction(longer.jurisdiction).limitIncreaseDelayHours).toBe(72);
    expect(() => parseBrandManifest({ ...validManifest(), jurisdiction: { limitIncreaseDelayHours: 12 } }, FILE)).toThrow(BrandConfigError);
  });
});
