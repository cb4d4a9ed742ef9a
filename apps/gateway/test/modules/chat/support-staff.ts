import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Two members of staff with tokens of their own (SUPPORT_STAFF), as a deployment configures them. */
export const STAFF = {
  ana: { name: 'Ana', token: 'staff-token-ana-0123456789abcdef' },
  bruno: { name: 'bruno.s', token: 'staff-token-bruno-0123456789abcdef' },
} as const;
export const SUPPORT_STAFF_ENV = { SUPPORT_STAFF: ` ${STAFF.ana.name}:${STAFF.ana.token} , ${STAFF.bruno.name}:${STAFF.bruno.token}` };

/** A support-console call with a staff member's own token. */
export function staffCall(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
}
