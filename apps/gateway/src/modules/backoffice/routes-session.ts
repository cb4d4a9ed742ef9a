import { backofficeLogoutCall, backofficeMeCall, backofficePasswordCall, backofficeTotpCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { sha256Hex } from '../../security/tokens';
import { actorOf, audited, backofficeRoute } from './route';
import { clearedCookie, sessionCookie, sessionToken } from './sessions';
import { createSignIn } from './sign-in';
import { toStaff } from './staff';

/** Sign-in (password, then TOTP), who am I, sign-out. */
const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  const signIn = createSignIn(fastify);
  const secure = fastify.config.appEnv === 'production';
  const maxAge = fastify.config.auth.sessionMaxHours * 3600;

  contractRoute(fastify, backofficePasswordCall, async (input, request, reply) => {
    const staff = await signIn.password(input.name, input.password, request.ip);
    // A session that can only take the TOTP step: nothing else accepts it (EXTRA_VERIFICATION_REQUIRED).
    const token = await fastify.staffSessions.start(staff.row.id, 'password');
    reply.header('set-cookie', sessionCookie(token, maxAge, secure));
    return { totpRequired: true as const };
  });

  contractRoute(fastify, backofficeTotpCall, async (input, request, reply) => {
    const token = sessionToken(request.headers.cookie);
    const session = token ? await fastify.staffSessions.find(token) : undefined;
    if (!session) throw new HttpError(401, 'NOT_LOGGED_IN', 'Sign in with your name and password first');
    if (session.stage !== 'password') throw new HttpError(409, 'BAD_REQUEST', 'This session is already signed in');
    const staff = await fastify.staffRepository.byId(session.staffId);
    if (!staff) throw new HttpError(401, 'NOT_LOGGED_IN', 'Sign in with your name and password first');
    await signIn.totp(staff, input.code);
    const at = fastify.now();
    const full = await audited(fastify, actorOf({ ...staff, tokenHash: session.tokenHash }), { merchantCode: null, action: 'session.sign-in', target: `staff:${staff.row.id}` }, async (tx) => {
      const fresh = await fastify.staffSessions.promote(tx, session.tokenHash, staff.row.id);
      await fastify.staffRepository.signedIn(tx, staff.row.id, at);
      return { value: fresh, before: null, after: { session: sha256Hex(fresh).slice(0, 12) } };
    });
    reply.header('set-cookie', sessionCookie(full, maxAge, secure));
    return toStaff({ row: { ...staff.row, lastLoginAt: at }, grants: staff.grants });
  });

  backofficeRoute(fastify, backofficeMeCall, async (_input, staff) => ({ staff: toStaff(staff), idleMinutes: fastify.config.backoffice.idleMinutes }));

  backofficeRoute(fastify, backofficeLogoutCall, async (_input, staff, _request, reply) => {
    await audited(fastify, actorOf(staff), { merchantCode: null, action: 'session.sign-out', target: `staff:${staff.row.id}` }, async (tx) => {
      await fastify.staffSessions.end(staff.tokenHash, tx);
      return { value: null, before: { session: staff.tokenHash.slice(0, 12) }, after: null };
    });
    reply.header('set-cookie', clearedCookie(secure));
    return { loggedOut: true as const };
  });
};

export default sessionRoutes;
