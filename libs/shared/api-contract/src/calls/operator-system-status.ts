import * as z from 'zod/mini';
import { defineCall } from '../define-call';

/**
 * Operator switch for maintenance and the IP block of one merchant.
 * Authenticated with the operator bearer token (OPERATOR_TOKEN).
 */
export const operatorSystemStatusCall = defineCall({
  id: 'operatorSystemStatus',
  method: 'PUT',
  path: '/api/operator/system-status',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
    merchantCode: z.string().check(z.minLength(1), z.maxLength(32)),
    maintenance: z.optional(z.boolean()),
    blockedIps: z.optional(z.array(z.union([z.ipv4(), z.ipv6()])).check(z.maxLength(1000))),
  }),
  response: () => z.object({
    merchantCode: z.string(),
    maintenance: z.boolean(),
    blockedIps: z.array(z.string()),
  }),
});
