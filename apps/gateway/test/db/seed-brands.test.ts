import { eq } from 'drizzle-orm';
import { BrandConfigError } from '@platform/shared/brand';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { merchants } from '../../src/db/schema';
import { readBrandManifests, seedBrands } from '../../src/db/seed-brands';
import { backends, type TestDatabase } from '../support/backends';
import { createBrandsFixture, defaultManifest, luckyManifest, type BrandsFixture } from '../support/brands';

describe('reading brand manifests', () => {
  let fixture: BrandsFixture;
  beforeEach(async () => {
    fixture = await createBrandsFixture();
  });
  afterEach(async () => fixture.cleanup());

  it('reads every brands/<id>/brand.json, in id order', async () => {
    const manifests = await readBrandManifests(fixture.brandsDir);
    expect(manifests.map((m) => m.id)).toEqual(['default', 'lucky']);
  });

  it('stops with the file and the JSON path when a manifest breaks the schema', async () => {
    const broken = { ...(await luckyManifest()), flags: { ...(await luckyManifest()).flags, USERNAMEREG3: 'yes' } };
    const file = await fixture.writeManifest(broken);
    const failure = await readBrandManifests(fixture.brandsDir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BrandConfigError);
    expect((failure as Error).message).toContain(file);
    expect((failure as Error).message).toContain('$.flags.USERNAMEREG3');
  });

  it('stops with the file when a manifest is not valid JSON', async () => {
    const file = await fixture.writeManifest('{ "id": "lucky", ', 'lucky');
    await expect(readBrandManifests(fixture.brandsDir)).rejects.toThrow(`Config error in ${file}`);
  });

  it('refuses two brands that claim the same domain', async () => {
    await fixture.writeManifest({ ...(await luckyManifest()), domains: ['LOCALHOST'] });
    await expect(readBrandManifests(fixture.brandsDir)).rejects.toThrow(/domain localhost is already used by brand "default"/);
  });

  it('skips a brand folder that has no brand.json yet', async () => {
    await fixture.writeManifest('{}', 'draft');
    const { rm } = await import('node:fs/promises');
    await rm(`${fixture.brandsDir}/draft/brand.json`);
    expect((await readBrandManifests(fixture.brandsDir)).map((m) => m.id)).toEqual(['default', 'lucky']);
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`seeding merchants on ${backend.name}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await backend.open();
      await database.migrate();
    });
    afterAll(async () => database?.dispose());

    const row = async (code: string) => (await database.db.select().from(merchants).where(eq(merchants.code, code)))[0];

    it('stores each manifest as a merchant row with its flags, registration and support links', async () => {
      const manifest = await defaultManifest();
      await seedBrands(database.db, [manifest, await luckyManifest()]);
      const merchant = await row('FORTUNA');
      expect(merchant).toMatchObject({
        brandId: 'default',
        whitelabel: manifest.flags,
        registerConfig: manifest.registration,
        resources: manifest.customerService,
        imageCdns: manifest.imageCDNs,
        defaultLanguage: manifest.languages.default,
        supportedLanguages: manifest.languages.supported,
        menu: manifest.menu,
        maintenance: false,
        blockedIps: [],
      });
      expect((await row('LUCKY'))?.domains).toEqual(['lucky.localhost', 'lucky.example']);
    });

    it('keeps the operator maintenance switch and blocked IPs when the manifests are seeded again', async () => {
      await seedBrands(database.db, [await defaultManifest()]);
      await database.db
        .update(merchants)
        .set({ maintenance: true, blockedIps: ['203.0.113.9'] })
        .where(eq(merchants.code, 'FORTUNA'));

      const edited = { ...(await defaultManifest()), displayName: 'Fortuna Renamed' };
      await seedBrands(database.db, [edited]);

      expect(await row('FORTUNA')).toMatchObject({
        displayName: 'Fortuna Renamed',
        maintenance: true,
        blockedIps: ['203.0.113.9'],
      });
    });
  });
}
