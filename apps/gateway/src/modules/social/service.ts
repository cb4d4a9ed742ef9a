import { randomBytes } from 'node:crypto';
import type { OidcProviderName } from '../../config';
import type { Member, Merchant } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { OidcClient } from '../../providers/oidc/client';
import { randomDigits } from '../../security/tokens';
import { collisionRetry, withRetry } from '../../db/retry';
import { completeLogin } from '../auth/complete-login';
import type { ServiceDeps } from '../auth/deps';
import { DuplicateMemberError } from '../member/repository';
import { markContactVerified } from '../member/contact-verification';
import { MEMBER_TYPE, flagOn } from '../member/rules';
import type { SocialRepository } from './repository';

/** The round trip through the issuer's login page must finish within this time. */
export const OIDC_LOGIN_TTL_MS = 10 * 60 * 1000;

const FLAG = { google: 'SOCIALGOOGLE', facebook: 'SOCIALFACEBOOK' } as const;

export interface SocialDeps extends ServiceDeps {
  social: SocialRepository;
  clients: Partial<Record<OidcProviderName, OidcClient>>;
}

export function createSocialService(deps: SocialDeps) {
  function clientFor(merchant: Merchant, provider: OidcProviderName): OidcClient {
    const client = deps.clients[provider];
    if (!client || !flagOn(merchant, FLAG[provider])) {
      throw new HttpError(403, 'FEATURE_DISABLED', 'This login method is not enabled');
    }
    return client;
  }

  /** The member linked to the issuer's subject, or a new one: the subject, not the e-mail, is the identity. */
  async function memberFor(merchant: Merchant, provider: OidcProviderName, claims: { sub: string; email?: string; email_verified?: boolean; name?: string }): Promise<Member> {
    const linked = await deps.social.memberIdFor(merchant.code, provider, claims.sub);
    if (linked !== undefined) {
      const member = await deps.memberRepository.findById(linked);
      if (member) return member;
    }
    const now = deps.now();
    const member = await withRetry(collisionRetry((error) => error instanceof DuplicateMemberError), async () =>
      deps.memberRepository.insert({
        merchantCode: merchant.code,
        account: `${provider}${randomDigits(10)}`,
        nickname: claims.name?.slice(0, 64) || 'Player',
        type: MEMBER_TYPE.MEMBER,
        // Never shown: the member signs in through the issuer, or sets one with a reset.
        passwordHash: await deps.passwords.hash(randomBytes(24).toString('base64url')),
        passwordChangedAt: now,
        firstTimeLogin: true,
        email: claims.email && claims.email_verified === true ? claims.email.toLowerCase() : null,
        profile: { registerMethod: `OIDC_${provider.toUpperCase()}` },
      }),
    );
    if (await deps.social.link({ merchantCode: merchant.code, provider, subject: claims.sub, memberId: member.id, createdAt: now })) {
      return member;
    }
    // A concurrent callback for the same subject linked its own member first: use that one.
    const winner = await deps.social.memberIdFor(merchant.code, provider, claims.sub);
    const existing = winner === undefined ? undefined : await deps.memberRepository.findById(winner);
    if (existing) return existing;
    throw new Error(`the ${provider} subject is linked to a member that cannot be read`);
  }

  return {
    /** Starts the authorization-code + PKCE flow; answers the issuer URL to redirect to. */
    async start(merchant: Merchant, provider: OidcProviderName, redirectUri: string): Promise<string> {
      const started = await clientFor(merchant, provider).start(redirectUri);
      await deps.social.addLogin({
        state: started.state,
        provider,
        merchantCode: merchant.code,
        nonce: started.nonce,
        codeVerifier: started.codeVerifier,
        redirectUri,
        expiresAt: new Date(deps.now().getTime() + OIDC_LOGIN_TTL_MS),
      });
      return started.url;
    },

    /** Finishes the flow: the state must be ours and fresh, the id_token genuine. Answers a session token. */
    async finish(provider: OidcProviderName, query: { state?: string; code?: string; error?: string }, ip: string): Promise<string> {
      const pending = query.state ? await deps.social.takeLogin(query.state) : undefined;
      if (!pending || pending.provider !== provider || pending.expiresAt.getTime() <= deps.now().getTime()) {
        throw new HttpError(400, 'BAD_REQUEST', 'This login link is not valid any more');
      }
      if (query.error || !query.code) throw new HttpError(401, 'LOGIN_FAILED', 'The login was not completed');
      const merchant = await deps.merchantRepository.findByCode(pending.merchantCode);
      if (!merchant) throw new HttpError(400, 'BAD_REQUEST', 'This login link is not valid any more');
      const claims = await clientFor(merchant, provider).finish({
        code: query.code,
        redirectUri: pending.redirectUri,
        codeVerifier: pending.codeVerifier,
        nonce: pending.nonce,
        now: deps.now(),
      });
      const member = await memberFor(merchant, provider, claims);
      if (member.status !== 'active') throw new HttpError(403, 'NON_MEMBER', 'Non-member account unable to login');
      // The issuer vouches for the address only with email_verified: true; markContactVerified marks
      // it only while it is the member's e-mail, so a different address at the issuer marks nothing.
      if (claims.email && claims.email_verified === true) {
        await markContactVerified(deps.db, member.id, 'email', claims.email, deps.now());
      }
      // The issuer authenticated the member; like an SMS login, no password was used, so nothing forces a change.
      const value = await completeLogin(deps, member, merchant, ip, { mustChangePassword: false, passwordExpired: false });
      return value.token;
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
