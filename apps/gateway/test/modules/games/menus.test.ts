import { envelopeOf, gameMenusCall } from '@platform/shared/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_MENU, merchants, vendors, type MerchantMenu, type VendorRow } from '../../../src/db/schema';
import { CATEGORY_ORDER, gameMenus, vendorIconUrl } from '../../../src/modules/games/service';
import { buildApp } from '../../support/app';
import { backends, type TestDatabase } from '../../support/backends';
import { createBrandsFixture, defaultManifest, type BrandsFixture } from '../../support/brands';

const menusEnvelope = envelopeOf(gameMenusCall.response);

const vendor = (vassalage: string, gameType: VendorRow['gameType'], sort = 0, maintenance = false): VendorRow => ({
  vassalage,
  gameType,
  displayName: `${vassalage} games`,
  maintenance,
  sort,
});

const BRAND_MENU: MerchantMenu = {
  ...EMPTY_MENU,
  esportsVendors: ['AV', 'IMES', 'IA', 'AI', 'TF'],
  cockfightVendors: ['DS88', 'DIG'],
  inHouseVendors: ['PGE'],
};

const codesBy = (menus: ReturnType<typeof gameMenus>) =>
  Object.fromEntries(menus.map((m) => [m.gameCategory, m.vendors.map((v) => v.vassalage)]));

describe('game menus', () => {
  it("splits ESPORTS and COCKFIGHT out of SPORTS, and INHOUSE out of RNG, by the brand's vendor lists", () => {
    const rows = [vendor('SBX', 'SPORTS'), vendor('AV', 'SPORTS'), vendor('TF', 'SPORTS'), vendor('DS88', 'SPORTS'), vendor('PGE', 'RNG'), vendor('SPINX', 'RNG')];
    expect(codesBy(gameMenus(rows, BRAND_MENU))).toEqual({
      INHOUSE: ['PGE'],
      SPORTS: ['SBX'],
      RNG: ['SPINX'],
      ESPORTS: ['AV', 'TF'],
      COCKFIGHT: ['DS88'],
    });
    // Without the lists, everything stays where the catalogue filed it.
    expect(codesBy(gameMenus(rows, EMPTY_MENU))).toEqual({ SPORTS: ['SBX', 'AV', 'TF', 'DS88'], RNG: ['PGE', 'SPINX'] });
  });

  it('splits only SPORTS vendors out of SPORTS and only RNG vendors out of RNG', () => {
    const rows = [vendor('AV', 'LIVE'), vendor('PGE', 'FISH')];
    expect(codesBy(gameMenus(rows, BRAND_MENU))).toEqual({ LIVE: ['AV'], FISH: ['PGE'] });
  });

  it('omits a category without vendors and keeps a stable category order', () => {
    const menus = gameMenus([vendor('CARDPRO', 'PVP'), vendor('OCEANKING', 'FISH'), vendor('LIVEONE', 'LIVE')], BRAND_MENU);
    expect(menus.map((m) => m.gameCategory)).toEqual(['LIVE', 'FISH', 'PVP']);
    expect(gameMenus([], BRAND_MENU)).toEqual([]);
    expect(CATEGORY_ORDER).toHaveLength(10);
  });

  it('gives every vendor its icon on the fixed path by vassalage and game type, and its maintenance switch', () => {
    const [category] = gameMenus([vendor('TCG_LOTTO_VN', 'LOTT', 0, true)], BRAND_MENU);
    expect(category!.vendors[0]).toEqual({
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      displayName: 'TCG_LOTTO_VN games',
      iconUrl: '/images/vendors/tcg_lotto_vn/lott.png',
      maintenance: true,
    });
    expect(vendorIconUrl('DS88', 'SPORTS')).toBe('/images/vendors/ds88/sports.png');
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`GET /api/games/menus on ${backend.name}`, () => {
    let fixture: BrandsFixture;
    let database: TestDatabase;
    let app: FastifyInstance;
    beforeAll(async () => {
      fixture = await createBrandsFixture();
      database = await backend.open();
      app = await buildApp(fixture, { database });
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
      await fixture?.cleanup();
    });

    const menus = async (merchantCode = 'FORTUNA') => {
      const response = await app.inject({ method: 'GET', url: `/api/games/menus?device=WEB&merchantCode=${merchantCode}` });
      expect(response.statusCode, response.body).toBe(200);
      return menusEnvelope.parse(response.json()).value!;
    };

    it("stores the brand's menu block on the merchant row", async () => {
      const [row] = await database.db.select({ menu: merchants.menu, languages: merchants.supportedLanguages }).from(merchants).where(eq(merchants.code, 'FORTUNA'));
      expect(row?.menu).toEqual((await defaultManifest()).menu);
      expect(row?.languages).toEqual(['EN', 'PT']);
    });

    it("splits the catalogue by the merchant's lists and omits empty categories", async () => {
      expect(await menus()).toEqual([]);
      await database.db.insert(vendors).values([
        vendor('SBX', 'SPORTS', 1),
        vendor('AV', 'SPORTS', 2),
        vendor('DIG', 'SPORTS', 3),
        vendor('PGE', 'RNG', 4),
        vendor('QUICKLOTTO', 'ELOTT', 5, true),
      ]);
      expect(codesBy(await menus())).toEqual({ ELOTT: ['QUICKLOTTO'], INHOUSE: ['PGE'], SPORTS: ['SBX'], ESPORTS: ['AV'], COCKFIGHT: ['DIG'] });
      expect((await menus()).map((m) => m.gameCategory)).toEqual(['INHOUSE', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT']);

      // A brand without cockfight vendors: DIG stays under SPORTS and COCKFIGHT is omitted.
      await database.db.update(merchants).set({ menu: { ...BRAND_MENU, cockfightVendors: [] } }).where(eq(merchants.code, 'LUCKY'));
      expect(codesBy(await menus('LUCKY'))).toEqual({ ELOTT: ['QUICKLOTTO'], INHOUSE: ['PGE'], SPORTS: ['SBX', 'DIG'], ESPORTS: ['AV'] });
      expect((await app.inject({ method: 'GET', url: '/api/games/menus?device=APP' })).json().code).toBe('VALIDATION_FAILED');
    });
  });
}
