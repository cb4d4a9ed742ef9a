import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { encryptedBodySchema, type CallContract } from '@platform/shared/api-contract';
import type { HTTPMethods } from 'fastify';
import * as z from 'zod/mini';
import { sharedPlugin } from '../../http/shared-plugin';
import { CONTENT_SECURITY_POLICY } from './security-headers';

/** One registered route as Fastify saw it; contract routes carry their call contract in `config`. */
interface SeenRoute {
  method: string;
  url: string;
  contract?: CallContract<z.ZodMiniType, z.ZodMiniType>;
}

type JsonSchema = Record<string, unknown>;

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * zod → JSON Schema (draft 2020-12, which OpenAPI 3.1's default dialect extends). Requests are described as the
 * client sends them (`input`), answers as the gateway writes them (`output`); what JSON Schema
 * cannot say (a transform) becomes "any value" rather than failing the whole document.
 */
function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  return rest;
}

/** Fastify's `/a/:id/*` is OpenAPI's `/a/{id}/{wildcard}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{wildcard}');
}

function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
}

const failure = {
  description: 'The error envelope (4xx and 5xx)',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['success', 'code', 'message'],
        properties: { success: { const: false }, code: { type: 'string' }, message: { type: 'string' }, value: {} },
      },
    },
  },
};

function contractOperation(contract: CallContract<z.ZodMiniType, z.ZodMiniType>, parameters: JsonSchema[]): JsonSchema {
  const operation: JsonSchema = {
    operationId: contract.id,
    tags: [contract.path.split('/')[2] ?? 'api'],
    ...(contract.encrypted ? { description: 'E: the body is the encrypted envelope of the request schema (see /api/keys).' } : {}),
    ...(contract.token ? { security: [{ session: [] }] } : {}),
    responses: {
      200: {
        description: 'The success envelope',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'value'],
              properties: { success: { const: true }, value: jsonSchemaOf(contract.response, 'output') },
            },
          },
        },
      },
      default: failure,
    },
  };
  const readsQuery = contract.method === 'GET' || contract.method === 'DELETE';
  if (readsQuery) {
    const query = jsonSchemaOf(contract.request, 'input');
    const required = new Set((query['required'] as string[] | undefined) ?? []);
    const properties = (query['properties'] as Record<string, JsonSchema> | undefined) ?? {};
    operation['parameters'] = [
      ...parameters,
      ...Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema })),
    ];
  } else {
    operation['parameters'] = parameters;
    operation['requestBody'] = {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(contract.encrypted ? encryptedBodySchema : contract.request, 'input') } },
    };
  }
  return operation;
}

function plainOperation(route: SeenRoute, parameters: JsonSchema[]): JsonSchema {
  return {
    operationId: `${route.method.toLowerCase()} ${route.url}`,
    tags: [route.url.startsWith('/api/') ? (route.url.split('/')[2] ?? 'api') : 'site'],
    parameters,
    responses: { default: { description: 'See the route module; not a call contract' } },
  };
}

/** The OpenAPI 3.1 document of every route the gateway registered. */
export function buildDocument(routes: readonly SeenRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    const parameters = pathParameters(path);
    const method = route.method.toLowerCase();
    (paths[path] ??= {})[method] = route.contract ? contractOperation(route.contract, parameters) : plainOperation(route, parameters);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gaming platform gateway',
      version,
      description: 'Generated from the call contracts of libs/shared/api-contract (the schemas both the web client and the gateway validate with).',
    },
    paths,
    components: { securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The session token of a login (spec "T")' } } },
  };
}

const DOCUMENTED_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/**
 * Swagger UI writes innerHTML without a Trusted Types policy, so its page gets the site's CSP
 * without the Trusted Types lines; scripts stay same-origin only. The page holds no session:
 * the site keeps its token in the session storage of its own tab, and no cookie authenticates.
 */
const DOCS_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.split('; ')
  .filter((directive) => !directive.startsWith('require-trusted-types-for') && !directive.startsWith('trusted-types'))
  .join('; ');

/**
 * The API description: `/api/openapi.json` (OpenAPI 3.1) and Swagger UI at `/api/docs`. Routes are
 * seen as they are registered (so this plugin comes before the modules); the document is built
 * on its first request, not at boot, because converting every contract's schemas costs time
 * every test app would pay.
 */
export default sharedPlugin(
  async (fastify) => {
    const routes: SeenRoute[] = [];
    fastify.addHook('onRoute', (options) => {
      const methods = (Array.isArray(options.method) ? options.method : [options.method]) as HTTPMethods[];
      for (const method of methods) {
        // HEAD twins of GET routes are Fastify's own; they add nothing to the description.
        if (!DOCUMENTED_METHODS.has(method)) continue;
        routes.push({ method, url: options.url, ...(options.config?.contract ? { contract: options.config.contract } : {}) });
      }
    });

    let document: JsonSchema | undefined;
    const describe = () => (document ??= buildDocument(routes, process.env['npm_package_version'] ?? '0.1.0'));
    // Static mode: @fastify/swagger serves the object it is given, and reads `paths` when asked.
    const specification = {
      get openapi() {
        return describe()['openapi'];
      },
      get info() {
        return describe()['info'];
      },
      get paths() {
        return describe()['paths'];
      },
      get components() {
        return describe()['components'];
      },
    };
    await fastify.register(swagger, { mode: 'static', specification: { document: specification as never } });
    await fastify.register(swaggerUi, { routePrefix: DOCS_PATH });
    // Runs after security-headers' onSend (registered earlier), so it replaces the header it set.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith(DOCS_PATH) && reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY);
      }
      done(null, payload);
    });
    fastify.get(OPENAPI_PATH, async () => describe());
  },
  { name: 'openapi' },
);
