import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { sharedPlugin } from '../../http/shared-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The merchant a request is for: explicit merchantCode (query, then the
     * x-merchant-code header), else the Host's domain route, else DEFAULT_BRAND.
     */
    resolveMerchant(request: FastifyRequest): Promise<Merchant>;
  }
}

function explicitCode(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.['merchantCode'];
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const fromHeader = request.headers['x-merchant-code'];
  if (typeof fromHeader === 'string' && fromHeader !== '') return fromHeader;
  return undefined;
}

/** `request.hostname` has the port stripped and honours X-Forwarded-Host only when TRUST_PROXY allows. */
export function requestDomain(request: FastifyRequest): string {
  return request.hostname.toLowerCase().replace(/\.$/, '');
}

export default sharedPlugin(
  async (fastify) => {
    const repository = fastify.merchantRepository;
    const { defaultBrand } = fastify.config;

    // Checked at boot so a typo in DEFAULT_BRAND fails the deploy instead of every unmatched request.
    if (!(await repository.findByBrandId(defaultBrand))) {
      throw new Error(
        `DEFAULT_BRAND=${defaultBrand} matches no merchant: ${fastify.config.brandsDir}/${defaultBrand}/brand.json was not found. ` +
          'Fix: set DEFAULT_BRAND to the id of a brand folder.',
      );
    }

    fastify.decorate('resolveMerchant', async (request: FastifyRequest) => {
      const code = explicitCode(request);
      if (code !== undefined) {
        const merchant = await repository.findByCode(code);
        if (!merchant) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
        return merchant;
      }
      const merchant =
        (await repository.findByDomain(requestDomain(request))) ?? (await repository.findByBrandId(defaultBrand));
      if (!merchant) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'No merchant serves this domain');
      return merchant;
    });
  },
  { name: 'merchant-resolution', dependencies: ['merchant-repository'] },
);
