import type * as z from 'zod/mini';

/**
 * Contracts use zod's tree-shakable "mini" build: the browser downloads the
 * checks it uses (~9 kB gzip) instead of the whole classic API (~25 kB).
 */
export type Schema = z.ZodMiniType;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the spec's §7, declared once and imported by both the web
 * client and the gateway so the two ends cannot drift apart.
 *
 * - `token` is the spec's "T": a session token is required.
 * - `encrypted` is the spec's "E": the request body travels encrypted.
 */
export interface CallContract<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly token: boolean;
  readonly encrypted: boolean;
  readonly request: Req;
  readonly response: Res;
}

// Marked free of side effects so a bundler drops every call (and its schemas) a page never
// imports: without it, one used call of a file would ship all of that file's schemas. The
// path check still runs for every call the gateway registers and the contract tests load.
/*#__NO_SIDE_EFFECTS__*/
export function defineCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  contract: CallContract<Req, Res>,
): CallContract<Req, Res> {
  if (!contract.path.startsWith('/api/')) {
    throw new Error(`Call ${contract.id}: path must start with /api/ (got ${contract.path})`);
  }
  return Object.freeze(contract);
}

export type RequestOf<C> = C extends CallContract<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type ResponseOf<C> = C extends CallContract<z.ZodMiniType, infer Res> ? z.output<Res> : never;
