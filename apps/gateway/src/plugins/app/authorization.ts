import type { BackofficePermission, StaffGrant } from '@platform/shared/api-contract';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { StaffRow } from '../../db/backoffice-schema';
import { HttpError } from '../../http/http-error';
import { sharedPlugin } from '../../http/shared-plugin';
import { can } from '../../modules/backoffice/roles';
import { createStaffSessions, sessionToken, type StaffSessions } from '../../modules/backoffice/sessions';
import { createStaffRepository, type StaffRepository } from '../../modules/backoffice/staff';
import { bearerToken, entryByToken, keyCovers, type ApiKey } from '../../security/api-keys';

/** The signed-in staff member of a back-office request (set by `requireStaff`). */
export interface StaffPrincipal {
  row: StaffRow;
  grants: StaffGrant[];
  /** The SHA-256 of the session cookie's token. */
  tokenHash: string;
}

/** The API key an operator request came with (set by `requireApiKey`); never its token. */
export interface ApiKeyPrincipal {
  name: string;
  permissions: ApiKey['permissions'];
  merchants: ApiKey['merchants'];
}

declare module 'fastify' {
  interface FastifyInstance {
    staffRepository: StaffRepository;
    staffSessions: StaffSessions;
    /**
     * onRequest hook of every back-office route but the two sign-in steps: a live, full
     * (password and TOTP) session, else 401 NOT_LOGGED_IN, or 401 EXTRA_VERIFICATION_REQUIRED
     * for a session that has only passed the password step.
     */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * The one authorisation check (issue 22 §1, as fastify/demo's authorization plugin): the
     * staff member must hold a role that grants `permission` in `merchantCode`, else 403 FORBIDDEN.
     * Another merchant's data is refused here, whatever the UI shows.
     */
    authorize(request: FastifyRequest, permission: BackofficePermission, merchantCode: string): StaffPrincipal;
    /**
     * The operator routes' one check (issue 25): `Authorization: Bearer <token>` of a named API key
     * (OPERATOR_API_KEYS, or OPERATOR_TOKEN's `automation`) that holds `permission`. A missing or
     * unknown token is 401 FORBIDDEN with `WWW-Authenticate: Bearer` (the answer scripts have always
     * had); a known key without the permission is 403 FORBIDDEN. A key scoped to merchants is 403
     * unless the call names one of them in `merchantCode` (checked once the body is read); a call
     * naming no merchant needs a key for every merchant.
     */
    authorizeApiKey(request: FastifyRequest, reply: FastifyReply, permission: BackofficePermission): void;
    /** `authorizeApiKey` as a route's onRequest hook: where each operator route declares its permission. */
    requireApiKey(permission: BackofficePermission): onRequestHookHandler;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
    apiKey: ApiKeyPrincipal | null;
    /** Set when a merchant-scoped key's merchant can only be checked once the body is parsed. */
    apiKeyMerchantPending: boolean;
  }
}

export default sharedPlugin(
  async (fastify) => {
    const staffRepository = createStaffRepository(fastify.db);
    const staffSessions = createStaffSessions(fastify.db, {
      idleMinutes: fastify.config.backoffice.idleMinutes,
      maxHours: fastify.config.auth.sessionMaxHours,
      now: () => fastify.now(),
    });
    fastify.decorate('staffRepository', staffRepository);
    fastify.decorate('staffSessions', staffSessions);
    fastify.decorateRequest('staff', null);

    fastify.decorate('requireStaff', async (request: FastifyRequest) => {
      const token = sessionToken(request.headers.cookie);
      const session = token ? await staffSessions.find(token) : undefined;
      if (!session) throw new HttpError(401, 'NOT_LOGGED_IN', 'Sign in to the back office');
      if (session.stage !== 'full') throw new HttpError(401, 'EXTRA_VERIFICATION_REQUIRED', 'Enter the code of your authenticator app');
      const staff = await staffRepository.byId(session.staffId);
      if (!staff) throw new HttpError(401, 'NOT_LOGGED_IN', 'Sign in to the back office');
      request.staff = { ...staff, tokenHash: session.tokenHash };
    });

    fastify.decorate('authorize', (request: FastifyRequest, permission: BackofficePermission, merchantCode: string) => {
      const staff = request.staff;
      // requireStaff runs first on every route that authorises; a route without it is a wiring bug.
      if (!staff) throw new HttpError(401, 'NOT_LOGGED_IN', 'Sign in to the back office');
      if (!can(staff.grants, permission, merchantCode)) {
        throw new HttpError(403, 'FORBIDDEN', `Your roles do not allow ${permission} for ${merchantCode}`);
      }
      return staff;
    });

    fastify.decorateRequest('apiKey', null);
    fastify.decorateRequest('apiKeyMerchantPending', false);
    const apiKeys = fastify.config.apiKeys;

    const checkMerchant = (key: ApiKeyPrincipal, input: unknown) => {
      const merchantCode = (input as { merchantCode?: unknown } | undefined)?.merchantCode;
      if (typeof merchantCode !== 'string') {
        throw new HttpError(403, 'FORBIDDEN', `The API key ${key.name} is limited to some merchants; this call needs a key for every merchant`);
      }
      if (!keyCovers(key, merchantCode)) throw new HttpError(403, 'FORBIDDEN', `The API key ${key.name} does not allow ${merchantCode}`);
    };

    fastify.decorate('authorizeApiKey', (request: FastifyRequest, reply: FastifyReply, permission: BackofficePermission) => {
      const token = bearerToken(request.headers.authorization);
      const key = token === null ? null : entryByToken(apiKeys, token);
      if (!key) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, 'FORBIDDEN', 'Operator token missing or wrong');
      }
      const principal: ApiKeyPrincipal = { name: key.name, permissions: key.permissions, merchants: key.merchants };
      request.apiKey = principal;
      // Every later line of this request (the access log's "request completed" too) names the key, never its token.
      request.log = request.log.child({ apiKey: key.name });
      reply.log = request.log;
      if (!key.permissions.includes(permission)) throw new HttpError(403, 'FORBIDDEN', `The API key ${key.name} does not allow ${permission}`);
      if (key.merchants === '*') return;
      // A query is parsed already; a body only after onRequest, so its merchant is checked in preValidation below.
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE') checkMerchant(principal, request.query);
      else request.apiKeyMerchantPending = true;
    });

    fastify.decorate('requireApiKey', (permission: BackofficePermission): onRequestHookHandler => {
      return async (request, reply) => fastify.authorizeApiKey(request, reply, permission);
    });

    // Every route registered after this plugin (all the operator modules) gets it; it acts only on a pending key.
    fastify.addHook('preValidation', async (request) => {
      if (request.apiKeyMerchantPending && request.apiKey) checkMerchant(request.apiKey, request.body);
    });
  },
  { name: 'authorization', dependencies: ['db', 'clock'] },
);
