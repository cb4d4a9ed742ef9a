import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBrandManifests, seedBrands } from '../../../src/db/seed-brands';
import { createSystemRepository } from '../../../src/modules/system/repository';
import { backends, type TestDatabase } from '../../support/backends';
import { createBrandsFixture, type BrandsFixture } from '../../support/brands';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`system repository on ${backend.name}`, () => {
    let fixture: BrandsFixture;
    let database: TestDatabase;
    beforeAll(async () => {
      fixture = await createBrandsFixture();
      database = await backend.open();
      await database.migrate();
      await seedBrands(database.db, await readBrandManifests(fixture.brandsDir));
    });
    afterAll(async () => {
      await database?.dispose();
      await fixture?.cleanup();
    });

    it('applies concurrent operator calls whole: the final state is exactly one of the calls', async () => {
      const repository = createSystemRepository(database.db);
      const calls = Array.from({ length: 24 }, (_, i) => ({ maintenance: i % 2 === 0, blockedIps: [`10.0.0.${i}`] }));
      await Promise.all(calls.map((patch) => repository.updateOperatorState('FORTUNA', patch)));
      const final = await repository.updateOperatorState('FORTUNA', {});
      const match = calls.find((c) => c.blockedIps[0] === final?.blockedIps[0]);
      expect(final?.blockedIps).toHaveLength(1);
      expect(final?.maintenance).toBe(match?.maintenance);
    });

    it('returns undefined for an unknown merchant code and writes nothing', async () => {
      expect(await createSystemRepository(database.db).updateOperatorState('NOPE', { maintenance: true })).toBeUndefined();
    });
  });
}
