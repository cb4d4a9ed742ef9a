import { malformedTextPath } from '@platform/shared/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member, Merchant } from '../../db/schema';
import { unstorableMessage } from '../../http/contract-route';
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

/**
 * Whether a session's member belongs to the merchant this request is for. A token is one brand's:
 * shown on another brand's host it is refused like an unknown token (the caller learns nothing
 * about the other brand's member), so one brand's site can never act for another brand's member.
 * A request whose merchant cannot be resolved (an unknown explicit code) serves no session either.
 */
export async function sessionServesRequest(fastify: FastifyInstance, request: FastifyRequest, member: Member): Promise<boolean> {
  try {
    return (await fastify.resolveMerchant(request)).code === member.merchantCode;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
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
        // Resolution runs before the route validates its input (a session check needs the merchant),
        // so text no database can store (U+0000, lone surrogates) is refused here, not sent to a query.
        const unstorable = malformedTextPath({ merchantCode: code });
        if (unstorable !== undefined) throw new HttpError(400, 'VALIDATION_FAILED', unstorableMessage(unstorable));
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
