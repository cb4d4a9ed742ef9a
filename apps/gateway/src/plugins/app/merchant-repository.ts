import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, type Merchant } from '../../db/schema';
import { sharedPlugin } from '../../http/shared-plugin';
import type { ChangeFeed } from './change-feed';
import { createConfigCache } from './config-cache';

export interface MerchantRepository {
  findByCode(code: string): Promise<Merchant | undefined>;
  findByDomain(domain: string): Promise<Merchant | undefined>;
  findByBrandId(brandId: string): Promise<Merchant | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    merchantRepository: MerchantRepository;
  }
}

export function createMerchantRepository(db: Db): MerchantRepository {
  const first = async (where: SQL) => (await db.select().from(merchants).where(where).limit(1))[0];
  return {
    findByCode: (code) => first(eq(merchants.code, code)),
    // Domains are stored lower-cased by the seed; the caller lower-cases the host.
    findByDomain: (domain) => first(sql`${domain} = any(${merchants.domains})`),
    findByBrandId: (brandId) => first(eq(merchants.brandId, brandId)),
  };
}

/**
 * Every request resolves its merchant, so the rows are kept in memory; the change feed drops
 * them on every instance when a merchant (or its wallet settings) changes, within the
 * CONFIG_CACHE_SECONDS backstop.
 */
export function cachedMerchantRepository(inner: MerchantRepository, feed: ChangeFeed, ttlMs: number): MerchantRepository {
  const cache = createConfigCache<Merchant | undefined>({ feed, topics: ['merchants'], ttlMs });
  return {
    findByCode: (code) => cache.get(`code:${code}`, () => inner.findByCode(code)),
    findByDomain: (domain) => cache.get(`domain:${domain}`, () => inner.findByDomain(domain)),
    findByBrandId: (brandId) => cache.get(`brand:${brandId}`, () => inner.findByBrandId(brandId)),
  };
}

export default sharedPlugin(
  async (fastify) => {
    const { db, changeFeed, config } = fastify;
    fastify.decorate('merchantRepository', cachedMerchantRepository(createMerchantRepository(db), changeFeed, config.configCacheSeconds * 1000));
  },
  { name: 'merchant-repository', dependencies: ['db'] },
);
