import { encryptedBodySchema, malformedTextPath, type CallContract } from '@platform/shared/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type * as z from 'zod/mini';
import { fail, ok } from './envelope';
import { HttpError } from './http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by contractRoute, whose handler walks the request (decrypted body included) for unstorable text. */
    textChecked?: boolean;
    /** The call contract the route serves (contractRoute): the OpenAPI document is built from it. */
    contract?: CallContract<z.ZodMiniType, z.ZodMiniType>;
  }
}

/**
 * In development and under the test runner every answer is also checked against the contract's
 * response schema, so a handler that drifts from what the web client parses fails at the gateway
 * instead of in the browser. Production (APP_ENV=production) skips the cost: the types already
 * bind handler and contract.
 */
function checksResponses(fastify: FastifyInstance): boolean {
  // A bare Fastify (unit tests of this file) has no config: it counts as development.
  return process.env['VITEST'] === 'true' || (fastify.hasDecorator('config') ? fastify.config.appEnv !== 'production' : true);
}

export type ContractHandler<Req extends z.ZodMiniType, Res extends z.ZodMiniType> = (
  input: z.output<Req>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<z.output<Res>>;

/** The validated request of a contract, as its handler receives it. */
export type Input<C extends CallContract<z.ZodMiniType, z.ZodMiniType>> = z.output<C['request']>;

export interface ContractRouteOptions {
  /** Runs before the body is read, so a rejected caller costs no parsing. */
  onRequest?: onRequestHookHandler;
  /** The largest body this route reads, in bytes (Fastify's default is 1 MiB). */
  bodyLimit?: number;
}

/**
 * The E payload's plain body. Any failure (unknown kid, wrong key, tampered
 * ciphertext, bad JSON) is the caller's fault and reads as one fixed 400: the
 * reason is not told, so the answer is no oracle for probing the key.
 */
async function decryptedBody(fastify: FastifyInstance, body: unknown): Promise<unknown> {
  const envelope = encryptedBodySchema.safeParse(body);
  if (!envelope.success) throw new HttpError(400, 'BAD_REQUEST', 'This call needs an encrypted body');
  try {
    return await fastify.payloadKeys.decrypt(envelope.data);
  } catch {
    throw new HttpError(400, 'BAD_REQUEST', 'The encrypted body could not be read');
  }
}

/** Names the field but not the character: the text may be a probe, and echoing it helps nobody. */
export function unstorableMessage(path: string): string {
  return `${path}: text has a character that cannot be stored (U+0000 or an unpaired surrogate)`;
}

/**
 * Registers the route a contract declares. The request schema is the one the web
 * client also imports, so both ends validate the same shape; the answer is always
 * the envelope. The contract's `token` (T) requires a live session and sets
 * `request.member`; its `encrypted` (E) requires an encrypted body, decrypted
 * before validation. Before the schema, the whole request is walked for text the database cannot
 * store (U+0000, lone surrogates): zod does not look for either, and every call gets the same 400.
 */
export function contractRoute<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  fastify: FastifyInstance,
  contract: CallContract<Req, Res>,
  handler: ContractHandler<Req, Res>,
  options: ContractRouteOptions = {},
): void {
  // Fail at boot, not at the first request, when a plugin the contract needs is missing.
  if (contract.token && !fastify.hasDecorator('authenticate')) {
    throw new Error(`Call ${contract.id} needs a token, but the auth-services plugin is not registered`);
  }
  if (contract.encrypted && !fastify.hasDecorator('payloadKeys')) {
    throw new Error(`Call ${contract.id} is encrypted, but the keys plugin is not registered`);
  }
  const readsQuery = contract.method === 'GET' || contract.method === 'DELETE';
  const checkResponses = checksResponses(fastify);
  fastify.route({
    method: contract.method,
    url: contract.path,
    // The edge's own walk (plugins/app/security-headers.ts) skips this route: the walk above also sees decrypted bodies.
    config: { textChecked: true, contract: contract as unknown as CallContract<z.ZodMiniType, z.ZodMiniType> },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      // The session is checked before the body is decrypted: a stranger costs no RSA work.
      if (contract.token) await fastify.authenticate(request);
      let raw: unknown = (readsQuery ? request.query : request.body) ?? {};
      if (contract.encrypted) raw = await decryptedBody(fastify, request.body);
      const unstorable = malformedTextPath(raw) ?? malformedTextPath(request.params);
      if (unstorable !== undefined) return reply.code(400).send(fail('VALIDATION_FAILED', unstorableMessage(unstorable)));
      const parsed = contract.request.safeParse(raw);
      if (!parsed.success) {
        const detail = parsed.error.issues
          .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
          .join('; ');
        return reply.code(400).send(fail('VALIDATION_FAILED', detail));
      }
      const value = await handler(parsed.data, request, reply);
      if (checkResponses && !reply.sent) {
        const checked = contract.response.safeParse(value);
        if (!checked.success) throw new Error(`${contract.id} answered outside its contract: ${checked.error.message}`);
      }
      return ok(value);
    },
  });
}
