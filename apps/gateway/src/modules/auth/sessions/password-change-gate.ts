import { changePasswordCall, firstLoginCall, logoutCall } from '@platform/shared/api-contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { sharedPlugin } from '../../../http/shared-plugin';
import { bearerToken } from './service';

/**
 * What a session under a forced password change may still call (spec §4 "First login or an
 * expired password forces a password change"): the change itself, logout, and the login's own
 * first-login step (spec §4 "If firstTimeLogin, a first-login action runs"), which cannot lift
 * the change: the forced change is kept on the member row. The change popup needs nothing else
 * that carries a token (system info and the public key are public calls).
 */
export const PASSWORD_CHANGE_CALLS: readonly { method: string; path: string }[] = [changePasswordCall, logoutCall, firstLoginCall];

const routeKey = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

// Every other call made with that session is refused, public ones included: the web app sends the
// token only on calls that use the session (announcements, for one, would otherwise open their
// popup over the forced change popup). After the change, the new session gets them all.
const allowed = new Set(PASSWORD_CHANGE_CALLS.map(routeKey));

export function passwordChangeRequired(): HttpError {
  return new HttpError(403, 'PASSWORD_CHANGE_REQUIRED', 'Please change your password before you continue');
}

/**
 * Refuses every call made with a session that must change its password,
 * whatever the route (contract calls, exports, uploads), before its body is read. The session lookup is the one
 * `authenticate` makes next, so with the session cache on it costs no second database read.
 */
export default sharedPlugin(
  async (fastify) => {
    const gate = async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return;
      const route = request.routeOptions.url;
      if (route === undefined || allowed.has(`${request.method} ${route}`)) return;
      const session = await fastify.sessions.authenticate(token);
      if (session?.mustChangePassword) throw passwordChangeRequired();
    };
    fastify.addHook('onRequest', gate);
  },
  { name: 'password-change-gate', dependencies: ['auth-services'] },
);
