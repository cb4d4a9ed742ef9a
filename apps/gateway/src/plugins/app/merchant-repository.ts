import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, type Merchant } from '../../db/schema';
import { sharedPlugin } from '../../http/shared-plugin';

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

export default sharedPlugin(
  async (fastify) => {
    fastify.decorate('merchantRepository', createMerchantRepository(fastify.db));
  },
  { name: 'merchant-repository', dependencies: ['db'] },
);
