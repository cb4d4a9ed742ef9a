import {
  freePlayCall,
  loginCall,
  loginCodeCall,
  logoutCall,
  phoneAuthConfigCall,
  rememberLoginCall,
  sendVerificationCall,
  verifyLoginCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Member } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { providerUnavailable } from '../../providers/unavailable';
import { normaliseIp } from '../../security/ip';
import { requireFlag } from '../member/rules';
import type { ServiceDeps } from './deps';
import type { freePlay } from './free-play';
import {
  clearRememberCookie,
  readCookie,
  rememberCookieName,
  rememberIntentOf,
  setRememberCookie,
  type RememberIntent,
  type RememberTokens,
} from './remember';
import type { AuthService } from './service';

/** Free play with its dependencies bound, as plugin.ts builds it. */
type BoundFreePlay = typeof freePlay extends (deps: ServiceDeps, ...args: infer Args) => infer Result ? (...args: Args) => Result : never;

export interface AuthRoutesOptions {
  /** The login rules, with free play bound to the same dependencies (plugin.ts). */
  service: AuthService & { freePlay: BoundFreePlay };
  remember: RememberTokens;
}

/** Login, its extra verification, SMS login codes, free play and logout (spec §4 "Login", "Free play"). */
const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (fastify, { service: auth, remember }) => {
  const ipOf = (request: { ip: string }) => normaliseIp(request.ip);

  /**
   * After a password login succeeds, directly or through its extra check: a fresh remember token
   * when remember-me was ticked (the one this browser held is replaced), else this browser's is dropped.
   */
  async function applyRemember(request: FastifyRequest, reply: FastifyReply, intent: RememberIntent | undefined, member: Member) {
    // Remember-me is for player username logins only (spec §2: hidden in agent-page mode).
    if (intent === undefined) return;
    const cookie = readCookie(request, rememberCookieName(member.account));
    if (intent === 'remember') {
      await remember.revoke(cookie);
      const issued = await remember.issue(member);
      setRememberCookie(request, reply, member.account, issued.value, issued.expiresAt.getTime() - fastify.now().getTime());
    } else if (cookie !== undefined) {
      await remember.revoke(cookie);
      clearRememberCookie(request, reply, member.account);
    }
  }

  contractRoute(fastify, loginCall, async (input, request, reply) => {
    const merchant = await fastify.resolveMerchant(request);
    const value = await auth.login(merchant, input, ipOf(request));
    const intent = rememberIntentOf(input);
    if (intent === undefined) return value;
    const member = await fastify.memberRepository.findByAccount(merchant.code, input.username);
    if (member) await applyRemember(request, reply, intent, member);
    return value;
  });
  contractRoute(fastify, rememberLoginCall, async (input, request, reply) => {
    const cookie = readCookie(request, rememberCookieName(input.username));
    try {
      const { value, remember } = await auth.rememberLogin(await fastify.resolveMerchant(request), input, cookie, ipOf(request));
      setRememberCookie(request, reply, input.username, remember.value, remember.expiresAt.getTime() - fastify.now().getTime());
      return value;
    } catch (error) {
      // A token that did not work is dropped from the browser too.
      if (cookie !== undefined) clearRememberCookie(request, reply, input.username);
      throw error;
    }
  });
  contractRoute(fastify, verifyLoginCall, async (input, request, reply) => {
    const { value, member, remember } = await auth.verifyLogin(await fastify.resolveMerchant(request), input, ipOf(request));
    // The login that was challenged asked for remember-me: the token comes now, once the check passed.
    await applyRemember(request, reply, remember, member);
    return value;
  });
  contractRoute(fastify, sendVerificationCall, async (input, request) =>
    auth.sendLoginVerification(await fastify.resolveMerchant(request), input, ipOf(request)),
  );
  contractRoute(fastify, loginCodeCall, async (input, request) =>
    auth.loginCode(await fastify.resolveMerchant(request), input, ipOf(request)),
  );
  contractRoute(fastify, phoneAuthConfigCall, async (_input, request) => {
    requireFlag(await fastify.resolveMerchant(request), 'PHONEAUTHFIREBASE');
    const firebase = fastify.config.providers.firebase;
    // Unconfigured: the app falls back to the gateway's own SMS codes rather than a provider nobody verifies.
    if (!firebase) throw providerUnavailable('Phone authentication');
    return { projectId: firebase.projectId, emulatorHost: firebase.emulatorHost };
  });
  contractRoute(fastify, freePlayCall, async (input, request) =>
    auth.freePlay(await fastify.resolveMerchant(request), input, ipOf(request)),
  );
  contractRoute(fastify, logoutCall, async (input, request, reply) => {
    const forget = input.forget === true;
    if (forget && request.member) clearRememberCookie(request, reply, request.member.account);
    return auth.logout(request.member, request.sessionTokenHash, forget);
  });
};

export default authRoutes;
