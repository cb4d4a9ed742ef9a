import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandProjectJson } from './generators/brand/brand-project';
import { loadBrand, type LoadedBrand } from './load-brand';
import { luminance } from './shared-brand';
import { readBrandJson, REAL_BRANDS_DIR } from './testing/workspace';

const ids = readdirSync(REAL_BRANDS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(REAL_BRANDS_DIR, e.name, 'brand.json')))
  .map((e) => e.name)
  .sort();
const brands = Object.fromEntries(ids.map((id) => [id, loadBrand(REAL_BRANDS_DIR, id)])) as Record<
  string,
  LoadedBrand
>;
const brand = (id: string) => brands[id]!;

describe('every brand in brands/', () => {
  it('includes the three reference brands', () => {
    expect(ids).toEqual(expect.arrayContaining(['default', 'lucky', 'royal']));
  });

  it.each(ids)('%s validates: manifest, registration against flags, tokens and contrast', (id) => {
    expect(brand(id).manifest.id).toBe(id);
  });

  it.each(ids)('%s points its files at the generated JSON Schemas', (id) => {
    expect(readBrandJson(REAL_BRANDS_DIR, id)).toMatchObject({
      $schema: '../../libs/shared/brand/brand.schema.json',
    });
    expect(readBrandJson(REAL_BRANDS_DIR, id, 'tokens.json')).toMatchObject({
      $schema: '../../libs/shared/brand/tokens.schema.json',
    });
  });

  it.each(ids)('%s answers on <id>.localhost, which the e2e suite uses', (id) => {
    expect(brand(id).manifest.domains).toContain(`${id}.localhost`);
  });

  it.each(ids)('%s is the Nx project brand-<id> the generator would write', (id) => {
    expect(readBrandJson(REAL_BRANDS_DIR, id, 'project.json')).toEqual(brandProjectJson(id));
  });

  it('shares no merchant code or domain between brands (the gateway would refuse to boot)', () => {
    const codes = ids.map((id) => brand(id).manifest.merchantCode);
    const domains = ids.flatMap((id) => brand(id).manifest.domains.map((d) => d.toLowerCase()));
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(domains).size).toBe(domains.length);
  });
});

describe('the three reference brands', () => {
  const three = ['default', 'lucky', 'royal'];
  const distinct = (pick: (b: LoadedBrand) => unknown) =>
    new Set(three.map((id) => JSON.stringify(pick(brand(id))))).size;

  it('look different: primary colour, font, logo and radii', () => {
    expect(distinct((b) => b.theme.color.primary)).toBe(3);
    expect(distinct((b) => b.theme.font.body)).toBe(3);
    expect(distinct((b) => b.theme.logo)).toBe(3);
    expect(distinct((b) => b.theme.radius)).toBe(3);
    expect(distinct((b) => b.manifest.flags)).toBe(3);
  });

  it('default: username login and registration, free play, EN and PT', () => {
    const { flags, languages } = brand('default').manifest;
    expect(flags).toMatchObject({
      USERNAMEREG3: true,
      DIRECTREG3: true,
      MOBILEVERCODELOGIN3: false,
    });
    expect(languages.supported).toEqual(['EN', 'PT']);
  });

  it('lucky is SMS-first: mobile registration with SMS verification and SMS login, no username', () => {
    const { flags, languages, merchantCode, registration } = brand('lucky').manifest;
    expect(flags).toMatchObject({
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      MOBILEVERCODELOGIN3: true,
      USERNAMEREG3: false,
    });
    expect(merchantCode).toBe('LUCKY');
    expect(languages.supported).toEqual(['EN', 'PT', 'VI']);
    expect(registration.mobileNum).toMatchObject({ enabled: true, required: true });
    expect(registration.verificationCode).toMatchObject({ enabled: true, required: true });
  });

  it('royal is agent-focused with a dark theme', () => {
    const { manifest, theme } = brand('royal');
    expect(manifest.flags).toMatchObject({ AGENTPOLICY3: true, USERNAMEREG3: true });
    expect(manifest.merchantCode).toBe('ROYAL');
    expect(luminance(theme.color.bg)).toBeLessThan(0.05);
    expect(luminance(theme.color.text)).toBeGreaterThan(0.7);
  });
});
