import {
  affiliateCheckCall,
  countryCodesCall,
  registerCall,
  registerCodeCall,
  registerMobileCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { normaliseIp } from '../../security/ip';
import { COUNTRY_CODES } from './country-codes';
import type { RegistrationService } from './service';

/** Registration by username and by mobile number, its SMS code, the invitation check (spec §4 "Register"). */
const registrationRoutes: FastifyPluginAsync<{ service: RegistrationService }> = async (fastify, { service: registration }) => {
  contractRoute(fastify, registerCall, async (input, request) =>
    registration.register(await fastify.resolveMerchant(request), 'register', input, normaliseIp(request.ip)),
  );
  contractRoute(fastify, registerMobileCall, async (input, request) =>
    registration.register(await fastify.resolveMerchant(request), 'registerMobile', input, normaliseIp(request.ip)),
  );
  contractRoute(fastify, registerCodeCall, async (input, request) =>
    registration.registerCode(await fastify.resolveMerchant(request), input, normaliseIp(request.ip)),
  );
  contractRoute(fastify, affiliateCheckCall, async (input, request) =>
    registration.affiliateCheck(await fastify.resolveMerchant(request), input),
  );
  contractRoute(fastify, countryCodesCall, async () => [...COUNTRY_CODES]);
};

export default registrationRoutes;
