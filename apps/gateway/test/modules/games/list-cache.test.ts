import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, vendors } from '../../../src/db/schema';
import { EVERYTHING, type ChangeFeed } from '../../../src/plugins/app/change-feed';
import { createConfigCache, createKeyedCache } from '../../../src/plugins/app/config-cache';
import { buildApp } from '../../support/app';
import { CAPTCHA_TEXT, FakeClock, authManifest, createMember, freshIp, freshName, get, login, tokenOf } from '../../support/auth';
import { backends, openPostgresInstances, type TestDatabase } from '../../support/backends';
import { createBrandsFixture, type BrandsFixture } from '../../support/brands';

/** A feed the test drives by hand. */
function manualFeed() {
  const listeners = new Set<(change: string) => void>();
  const feed = {
    live: true,
    settle: undefined,
    subscribe(listener: (change: string) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => undefined,
    emit: (change: string) => listeners.forEach((listener) => listener(change)),
  };
  return feed satisfies ChangeFeed;
}

describe('the config cache', () => {
  it('serves a value until its topic changes or its TTL passes, and not at all while the feed is not live', async () => {
    const feed = manualFeed();
    let clock = 0;
    let loads = 0;
    const cache = createConfigCache<number>({ feed, topics: ['catalogue'], ttlMs: 1_000, monotonic: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    feed.emit('merchants');
    expect(await cache.get('k', load)).toBe(1);
    feed.emit('catalogue');
    expect(await cache.get('k', load)).toBe(2);
    clock += 1_000;
    expect(await cache.get('k', load)).toBe(3);
    feed.emit(EVERYTHING);
    expect(await cache.get('k', load)).toBe(4);
    feed.live = false;
    expect(await cache.get('k', load)).toBe(5);
    expect(await cache.get('k', load)).toBe(6);
  });

  it('does not keep a value whose load raced a change, and keeps at most maxEntries', async () => {
    const feed = manualFeed();
    const cache = createConfigCache<string>({ feed, topics: ['merchants'], ttlMs: 60_000, maxEntries: 2 });
    const raced = await cache.get('k', async () => {
      feed.emit('merchants');
      return 'old';
    });
    expect(raced).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    expect(cache.size()).toBe(2);
  });

  it('peeks a value only once its load settled, and never past a change, the TTL or a feed that is not live', async () => {
    const feed = manualFeed();
    let clock = 0;
    const cache = createConfigCache<string>({ feed, topics: ['merchants'], ttlMs: 1_000, monotonic: () => clock });
    let release!: (value: string) => void;
    const loading = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    expect(cache.peek('k')).toBeUndefined();
    release('v1');
    await loading;
    expect(cache.peek('k')).toBe('v1');
    feed.emit('merchants');
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 'v2');
    expect(cache.peek('k')).toBe('v2');
    clock += 1_000;
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 'v3');
    feed.live = false;
    expect(cache.peek('k')).toBeUndefined();
    feed.live = true;
    const raced = cache.get('r', async () => {
      feed.emit('merchants');
      return 'old';
    });
    await raced;
    expect(cache.peek('r')).toBeUndefined();
  });

  it("drops only the changed owner's entries in a keyed cache", async () => {
    const feed = manualFeed();
    const cache = createKeyedCache<number>({ feed, prefix: 'balance:', ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('1', 'BRL', load);
    await cache.get('2', 'BRL', load);
    feed.emit('balance:1');
    expect(await cache.get('1', 'BRL', load)).toBe(3);
    expect(await cache.get('2', 'BRL', load)).toBe(2);
    const raced = await cache.get('3', 'BRL', async () => {
      feed.emit('balance:3');
      return -1;
    });
    expect(raced).toBe(-1);
    expect(await cache.get('3', 'BRL', load)).toBe(4);
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`cached game lists on ${backend.name}`, () => {
    const clock = new FakeClock();
    let fixture: BrandsFixture;
    let databases: TestDatabase[];
    let a: FastifyInstance;
    let b: FastifyInstance;
    let token: string;
    beforeAll(async () => {
      fixture = await createBrandsFixture();
      await fixture.writeManifest(await authManifest());
      databases = backend.name === 'PostgreSQL' ? await openPostgresInstances(2) : [await backend.open()];
      const apps: FastifyInstance[] = [];
      for (const database of [databases[0]!, databases[1] ?? databases[0]!]) {
        apps.push(await buildApp(fixture, { database, now: clock.now, captchaText: () => CAPTCHA_TEXT }));
      }
      [a, b] = apps as [FastifyInstance, FastifyInstance];
      const account = freshName('lists');
      await createMember(a, { account, password: 'Secret123' });
      token = tokenOf(await login(a, { username: account, password: 'Secret123' }, { ip: freshIp() }));
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      for (const database of databases ?? []) await database.dispose();
      await fixture?.cleanup();
    });

    /** PGlite delivers a change before the write returns; PostgreSQL to the other instance a few milliseconds later. */
    const reaches = (app: FastifyInstance, change: string) => {
      const seen = new Promise<void>((resolve) => {
        const stop = app.changeFeed.subscribe((got) => {
          if (got !== change) return;
          stop();
          resolve();
        });
      });
      return () => (backend.name === 'PostgreSQL' ? seen : Promise.resolve());
    };
    const bingo = async (app: FastifyInstance) => {
      const response = await get(app, '/api/games/list?clientType=3&gameClassify=BG&pageSize=5', { token, ip: freshIp() });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value.totalElements as number;
    };
    const vendorNames = async (app: FastifyInstance) => {
      const response = await get(app, '/api/games/vendors?platform=html5-desktop&merchantCode=FORTUNA');
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().value as { displayName: string }[]).map((v) => v.displayName);
    };

    it("answers a list again after the merchant's config changed, on both instances", async () => {
      // FORTUNA supports EN and PT, not TY: no bingo. Both instances now hold that page.
      expect(await bingo(a)).toBe(0);
      expect(await bingo(b)).toBe(0);
      let settled = reaches(b, 'merchants');
      await a.db.update(merchants).set({ supportedLanguages: ['EN', 'TY'] }).where(eq(merchants.code, 'FORTUNA'));
      await settled();
      try {
        expect(await bingo(a)).toBeGreaterThan(0);
        expect(await bingo(b)).toBeGreaterThan(0);
      } finally {
        settled = reaches(b, 'merchants');
        await a.db.update(merchants).set({ supportedLanguages: ['EN', 'PT'] }).where(eq(merchants.code, 'FORTUNA'));
        await settled();
      }
      expect(await bingo(b)).toBe(0);
    });

    it('answers the vendors again after the catalogue changed, on both instances', async () => {
      await a.db.insert(vendors).values({ vassalage: 'CACHEV', gameType: 'RNG', displayName: 'Before', maintenance: false, sort: 1 });
      expect(await vendorNames(a)).toContain('Before');
      expect(await vendorNames(b)).toContain('Before');
      const settled = reaches(a, 'catalogue');
      await b.db.update(vendors).set({ displayName: 'After', maintenance: true }).where(eq(vendors.vassalage, 'CACHEV'));
      await settled();
      expect(await vendorNames(a)).toContain('After');
      expect(await vendorNames(b)).toContain('After');
    });
  });
}
