import { operatorSystemStatusCall, systemStatusCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { requestDomain } from '../../plugins/app/merchant-resolution';
import type { WalletRepository } from '../wallet/repository';
import type { SystemRepository } from './repository';
import { systemStatusOf, updateOperatorState } from './service';

export interface SystemRoutesOptions {
  repository: SystemRepository;
  wallet: Pick<WalletRepository, 'settings'>;
}

const systemRoutes: FastifyPluginAsync<SystemRoutesOptions> = async (fastify, { repository, wallet }) => {
  contractRoute(fastify, systemStatusCall, async (_input, request) => {
    const merchant = await fastify.resolveMerchant(request);
    // The wallet settings hold the merchant's currency; served here so a guest's amounts carry it too.
    const { currency, currencySymbol } = await wallet.settings(merchant.code);
    // request.ip follows TRUST_PROXY: behind a trusted proxy it is the X-Forwarded-For client.
    return systemStatusOf(
      merchant,
      { ip: request.ip, domain: requestDomain(request) },
      { google: Boolean(fastify.config.oidc.google), facebook: Boolean(fastify.config.oidc.facebook) },
      { code: currency, symbol: currencySymbol },
    );
  });

  contractRoute(fastify, operatorSystemStatusCall, async (input) => updateOperatorState(repository, input), {
    onRequest: fastify.requireApiKey('system.manage'),
  });
};

export default systemRoutes;
