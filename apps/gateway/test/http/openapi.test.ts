import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gateway, { serverOptions } from '../../src/app';
import { testConfig } from '../support/app';
import { backends, type TestDatabase } from '../support/backends';
import { createBrandsFixture, type BrandsFixture } from '../support/brands';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A structural check of OpenAPI 3.1 (§4.8): the required fields, and every operation well formed. */
function structuralProblems(doc: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof doc['openapi'] !== 'string' || !/^3\.1\.\d+$/.test(doc['openapi'])) problems.push('openapi is not 3.1.x');
  const info = doc['info'] as Record<string, unknown> | undefined;
  if (!info || typeof info['title'] !== 'string' || typeof info['version'] !== 'string') problems.push('info.title/version missing');
  const paths = doc['paths'] as Record<string, Record<string, Record<string, unknown>>>;
  const operationIds = new Set<string>();
  const schemes = Object.keys(((doc['components'] as Record<string, Record<string, unknown>>)?.['securitySchemes'] ?? {}));
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: does not start with /`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) problems.push(`${path}: ${method} is not an HTTP method`);
      const id = operation['operationId'] as string;
      if (typeof id !== 'string' || operationIds.has(id)) problems.push(`${method} ${path}: operationId missing or repeated`);
      operationIds.add(id);
      const responses = operation['responses'] as Record<string, { description?: unknown }> | undefined;
      if (!responses || Object.keys(responses).length === 0) problems.push(`${method} ${path}: no responses`);
      for (const [code, response] of Object.entries(responses ?? {})) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(code) || typeof response.description !== 'string') problems.push(`${method} ${path}: response ${code}`);
      }
      const parameters = (operation['parameters'] as { name: string; in: string; required?: boolean; schema?: unknown }[]) ?? [];
      for (const name of templated) {
        if (!parameters.some((p) => p.in === 'path' && p.name === name && p.required === true)) problems.push(`${method} ${path}: path parameter ${name}`);
      }
      for (const parameter of parameters) {
        if (!['query', 'header', 'path', 'cookie'].includes(parameter.in) || typeof parameter.schema !== 'object') problems.push(`${method} ${path}: parameter ${parameter.name}`);
      }
      for (const requirement of (operation['security'] as Record<string, unknown>[]) ?? []) {
        for (const scheme of Object.keys(requirement)) if (!schemes.includes(scheme)) problems.push(`${method} ${path}: unknown security ${scheme}`);
      }
    }
  }
  return problems;
}

describe('the OpenAPI document (issue 23 §4)', () => {
  let fixture: BrandsFixture;
  let database: TestDatabase;
  let app: FastifyInstance;
  /** Every route as Fastify announces it, seen by a hook of the test's own on the root instance. */
  const registered: { method: string; path: string }[] = [];
  beforeAll(async () => {
    fixture = await createBrandsFixture();
    database = await backends[0]!.open();
    const config = testConfig(fixture);
    app = Fastify(serverOptions(config));
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push({ method, path: route.url });
    });
    await app.register(gateway, { config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await fixture?.cleanup();
  });

  it('is served at /api/openapi.json as OpenAPI 3.1, structurally valid', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as Record<string, unknown>;
    expect(doc['openapi']).toBe('3.1.0');
    expect(structuralProblems(doc)).toEqual([]);
  });

  it('describes every registered route', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(registered.length).toBeGreaterThan(100);
    const missing = registered.filter(({ method, path }) => {
      const documented = path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{wildcard}');
      return !doc.paths[documented]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  it('takes each call’s request and answer from its contract', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; security?: unknown; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; responses: Record<string, unknown> }>>;
    };
    const profile = doc.paths['/api/member/profile']!['get']!;
    expect(profile.security).toEqual([{ session: [] }]);
    expect(JSON.stringify(profile.responses['200'])).toContain('"nickname"');
    // The calls marked E take one field, `e`: the compact JWE of the real body (keys module).
    const encrypted = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => {
        const properties = op.requestBody?.content['application/json']?.schema.properties;
        return properties !== undefined && Object.keys(properties).join() === 'e';
      });
    expect(encrypted.length).toBeGreaterThan(0);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    // Swagger UI cannot run under the site's Trusted Types; scripts stay same-origin.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('require-trusted-types-for');
    const site = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    if (String(site.headers['content-type']).startsWith('text/html')) expect(String(site.headers['content-security-policy'])).toContain('require-trusted-types-for');
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toMatchObject({ openapi: '3.1.0' });
  });
});
