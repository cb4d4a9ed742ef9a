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

/**
 * What a calls file writes: the contract with its schemas as functions. A schema is built the
 * first time it is read (by a parse), not when the module loads: the web entry imports about 35
 * calls, and building all their schemas up front cost a phone ~70 ms of the first long task.
 */
export interface CallDefinition<Req extends z.ZodMiniType, Res extends z.ZodMiniType>
  extends Omit<CallContract<Req, Res>, 'request' | 'response'> {
  readonly request: () => Req;
  readonly response: () => Res;
}

// Marked free of side effects so a bundler drops every call (and its schemas) a page never
// imports: without it, one used call of a file would ship all of that file's schemas. The
// path check still runs for every call the gateway registers and the contract tests load.
/*#__NO_SIDE_EFFECTS__*/
export function defineCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  definition: CallDefinition<Req, Res>,
): CallContract<Req, Res> {
  if (!definition.path.startsWith('/api/')) {
    throw new Error(`Call ${definition.id}: path must start with /api/ (got ${definition.path})`);
  }
  let request: Req | undefined;
  let response: Res | undefined;
  const { id, method, path, token, encrypted } = definition;
  return Object.freeze({
    id,
    method,
    path,
    token,
    encrypted,
    get request() {
      return (request ??= definition.request());
    },
    get response() {
      return (response ??= definition.response());
    },
  });
}

export type RequestOf<C> = C extends CallContract<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type ResponseOf<C> = C extends CallContract<z.ZodMiniType, infer Res> ? z.output<Res> : never;
