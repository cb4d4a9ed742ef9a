import type { FastifyRequest } from 'fastify';
import type { Member } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { sharedPlugin } from '../../http/shared-plugin';
import { createCodesRepository } from '../../modules/auth/codes/repository';
import { createCodeService, type CodeService } from '../../modules/auth/codes/service';
import { createMemberRepository, type MemberRepository } from '../../modules/member/repository';
import { createOutboxRepository } from '../../modules/outbox/repository';
import { createSessionCache } from '../../modules/auth/sessions/cache';
import { createSessionRepository } from '../../modules/auth/sessions/repository';
import { bearerToken, createSessionService, type SessionService } from '../../modules/auth/sessions/service';
import { createThrottleRepository, type ThrottleRepository } from '../../modules/auth/throttle-repository';
import { channelReady, messagingProvider } from '../../providers/messaging/registry';
import type { Messaging } from '../../providers/messaging/types';
import { providerUnavailable } from '../../providers/unavailable';
import { createAttempts, type Attempts } from '../../security/attempts';
import { createPasswordHasher, type PasswordHasher } from '../../security/passwords';
import { EVERYTHING } from './change-feed';
import { sessionServesRequest } from './merchant-resolution';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    sessions: SessionService;
    memberRepository: MemberRepository;
    throttle: ThrottleRepository;
    /** The guess caps of every typed secret (issue 19): an attempt is taken before the compare. */
    attempts: Attempts;
    codes: CodeService;
    messaging: Messaging;
    /** Resolves the Bearer token to `request.member`, or throws 401 NOT_LOGGED_IN. */
    authenticate(request: FastifyRequest): Promise<Member>;
    /**
     * For calls where the token is optional: the member of a live session, else null (no token,
     * a malformed one, or an ended session), never an error. Sets `request.member` like `authenticate`.
     */
    identify(request: FastifyRequest): Promise<Member | null>;
  }
  interface FastifyRequest {
    /** The logged-in member; set by `authenticate` on token-required (T) contracts. */
    member: Member | null;
    /** SHA-256 of the request's session token, to end or keep that one session. */
    sessionTokenHash: string | null;
  }
}

/** OWASP's argon2id memory cost; anything lower is for tests only and is called out at boot. */
const OWASP_ARGON2_MEMORY_KIB = 19_456;

export default sharedPlugin(
  async (fastify) => {
    const { db, config, now } = fastify;
    const pepper = () => fastify.secrets.get('code-pepper');

    if (config.auth.argon2MemoryKib < OWASP_ARGON2_MEMORY_KIB) {
      fastify.log.warn({ argon2MemoryKib: config.auth.argon2MemoryKib }, 'ARGON2_MEMORY_KIB is below the OWASP baseline: for tests only');
    }
    const memberRepository = createMemberRepository(db);
    const throttle = createThrottleRepository(db);
    const attempts = createAttempts(db, now);
    const { changeFeed } = fastify;
    const sessionCache = createSessionCache({
      ttlMs: config.auth.sessionCacheSeconds * 1000,
      live: () => changeFeed.live,
      settle: changeFeed.settle,
    });
    // Any change to a member's sessions or row, on any instance, drops their cached sessions here.
    const unsubscribe = changeFeed.subscribe((change) => {
      if (change === EVERYTHING) sessionCache.clear();
      else if (change.startsWith('member:')) sessionCache.forgetMember(Number(change.slice('member:'.length)));
    });
    fastify.addHook('onClose', async () => unsubscribe());
    const sessions = createSessionService({
      repository: createSessionRepository(db),
      members: memberRepository,
      now,
      maxHours: config.auth.sessionMaxHours,
      touchMs: config.auth.sessionTouchSeconds * 1000,
      cache: sessionCache,
    });

    fastify.decorate('passwords', createPasswordHasher(config.auth.argon2MemoryKib));
    fastify.decorate('memberRepository', memberRepository);
    fastify.decorate('throttle', throttle);
    fastify.decorate('attempts', attempts);
    fastify.decorate('sessions', sessions);
    const { messaging, channels } = messagingProvider(config.providers, {
      outbox: createOutboxRepository(db),
      log: fastify.log,
      now,
    });
    fastify.decorate('messaging', messaging);
    const codes = createCodeService({ repository: createCodesRepository(db), throttle, attempts, pepper, now, codeMinutes: config.auth.codeMinutes });
    // A channel without a provider refuses every send up front, before the caller's member lookup decides whether
    // to deliver: a refusal only for known numbers would tell strangers which numbers are members.
    const refuse = async (): Promise<never> => {
      throw providerUnavailable('SMS and e-mail');
    };
    fastify.decorate('codes', {
      ...codes,
      send: (request) => (channelReady(channels, request.recipient) ? codes.send(request) : refuse()),
      admit: (recipient, ip) => (channelReady(channels, recipient) ? codes.admit(recipient, ip) : refuse()),
    });

    fastify.decorateRequest('member', null);
    fastify.decorateRequest('sessionTokenHash', null);
    const identify = async (request: FastifyRequest): Promise<Member | null> => {
      const token = bearerToken(request.headers.authorization);
      const session = token ? await sessions.authenticate(token) : undefined;
      if (!session) return null;
      if (!(await sessionServesRequest(fastify, request, session.member))) return null;
      request.member = session.member;
      request.sessionTokenHash = session.tokenHash;
      return session.member;
    };
    fastify.decorate('identify', identify);
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      const member = await identify(request);
      if (!member) throw new HttpError(401, 'NOT_LOGGED_IN', 'You are not logged in, please login');
      return member;
    });
  },
  { name: 'auth-services', dependencies: ['db', 'clock', 'keys', 'merchant-resolution'] },
);
