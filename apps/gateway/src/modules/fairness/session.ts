import type { FastifyRequest } from 'fastify';

/** The session of an authenticated call (contractRoute's authenticate sets it): seed pairs are per session. */
export function sessionOf(request: FastifyRequest): string {
  if (!request.sessionTokenHash) throw new Error('an authenticated request without a session');
  return request.sessionTokenHash;
}
