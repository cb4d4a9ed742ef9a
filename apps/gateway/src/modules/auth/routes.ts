import {
  freePlayCall,
  loginCall,
  loginCodeCall,
  logoutCall,
  sendVerificationCall,
  verifyLoginCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { normaliseIp } from '../../security/ip';
import { serviceDeps } from './deps';
import { freePlay } from './free-play';
import { createLoginChallengeRepository } from './repository';
import { createAuthService } from './service';

/** Login, its extra verification, SMS login codes, free play and logout (spec §4 "Login", "Free play"). */
const authRoutes: FastifyPluginAsync = async (fastify) => {
  const deps = { ...serviceDeps(fastify), challenges: createLoginChallengeRepository(fastify.db) };
  const auth = createAuthService(deps);
  const ipOf = (request: { ip: string }) => normaliseIp(request.ip);

  contractRoute(fastify, loginCall, async (input, request) =>
    auth.login(await fastify.resolveMerchant(request), input, ipOf(request)),
  );
  contractRoute(fastify, verifyLoginCall, async (input, request) =>
    auth.verifyLogin(await fastify.resolveMerchant(request), input, ipOf(request)),
  );
  contractRoute(fastify, sendVerificationCall, async (input, request) =>
    auth.sendLoginVerification(await fastify.resolveMerchant(request), input, ipOf(request)),
  );
  contractRoute(fastify, loginCodeCall, async (input, request) =>
    auth.loginCode(await fastify.resolveMerchant(request), input, ipOf(request)),
  );
  contractRoute(fastify, freePlayCall, async (input, request) =>
    freePlay(deps, await fastify.resolveMerchant(request), input, ipOf(request)),
  );
  contractRoute(fastify, logoutCall, async (_input, request) => auth.logout(request.sessionTokenHash));
};

export default authRoutes;
