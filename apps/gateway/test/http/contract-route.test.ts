import { defineCall, envelopeOf } from '@platform/shared/api-contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRoute } from '../../src/http/contract-route';
import errorHandler from '../../src/plugins/app/error-handler';
import securityHeaders from '../../src/plugins/app/security-headers';

const echoQuery = defineCall({
  id: 'echoQuery',
  method: 'GET',
  path: '/api/test/echo',
  token: false,
  encrypted: false,
  request: () => z.object({ name: z.string().min(2) }),
  response: () => z.object({ greeting: z.string() }),
});

const echoBody = defineCall({
  id: 'echoBody',
  method: 'POST',
  path: '/api/test/echo',
  token: false,
  encrypted: false,
  request: () => z.object({ count: z.number().int() }).strict(),
  response: () => z.object({ doubled: z.number() }),
});

const echoText = defineCall({
  id: 'echoText',
  method: 'POST',
  path: '/api/test/echo-text',
  token: false,
  encrypted: false,
  request: () => z.object({ name: z.string() }),
  response: () => z.object({ greeting: z.string() }),
});

describe('contractRoute', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(errorHandler);
    contractRoute(app, echoQuery, async ({ name }) => ({ greeting: `hello ${name}` }));
    contractRoute(app, echoBody, async ({ count }) => ({ doubled: count * 2 }));
    contractRoute(app, echoText, async ({ name }) => ({ greeting: `hello ${name}` }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('validates a GET call against the contract query schema and wraps the value in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/echo?name=ana' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(echoQuery.response).parse(response.json())).toEqual({ success: true, value: { greeting: 'hello ana' } });
  });

  it('validates a POST call against the contract body schema', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { count: 21 } });
    expect(response.json()).toEqual({ success: true, value: { doubled: 42 } });
  });

  it('answers 400 VALIDATION_FAILED naming the field when the request breaks the contract', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/echo?name=a' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().message).toContain('name');
  });

  it('answers 400 VALIDATION_FAILED for a missing body and for unknown keys', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/test/echo' })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const extra = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { count: 1, admin: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 400 VALIDATION_FAILED, naming the field, for text the database cannot store, whatever the schema', async () => {
    for (const name of ['an\u0000a', 'an\uD800a', 'an\uDC00']) {
      const response = await app.inject({ method: 'POST', url: '/api/test/echo-text', payload: JSON.stringify({ name }), headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().message).toMatch(/^name: /);
    }
    const query = await app.inject({ method: 'GET', url: '/api/test/echo?name=an%00a' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    // Well-formed text, emoji included, is untouched.
    const fine = await app.inject({ method: 'POST', url: '/api/test/echo-text', payload: { name: 'Zé 🎰' } });
    expect(fine.json()).toEqual({ success: true, value: { greeting: 'hello Zé 🎰' } });
  });

  it('refuses the same text on routes outside the contract, through the edge hook', async () => {
    const edge = Fastify();
    // The headers plugin reads only whether Firebase phone auth is configured (it widens the CSP).
    edge.decorate('config', { providers: { firebase: null } } as unknown as FastifyInstance['config']);
    await edge.register(errorHandler);
    await edge.register(securityHeaders);
    edge.post('/api/test/plain', async (request) => ({ success: true, value: request.body }));
    await edge.ready();
    try {
      const json = await edge.inject({ method: 'POST', url: '/api/test/plain', payload: { ref: 'a\u0000b' } });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      const query = await edge.inject({ method: 'POST', url: '/api/test/plain?x=%00', payload: {} });
      expect(query.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((await edge.inject({ method: 'POST', url: '/api/test/plain', payload: { ref: 'ok' } })).statusCode).toBe(200);
    } finally {
      await edge.close();
    }
  });
});

describe('contractRoute for T and E contracts', () => {
  const tokenCall = defineCall({
    id: 'tokenEcho',
    method: 'GET',
    path: '/api/test/token',
    token: true,
    encrypted: false,
    request: () => z.object({}),
    response: () => z.object({}),
  });
  const encryptedCall = defineCall({
    id: 'encryptedEcho',
    method: 'POST',
    path: '/api/test/encrypted',
    token: false,
    encrypted: true,
    request: () => z.object({}),
    response: () => z.object({}),
  });

  it('refuses at boot to register a token or encrypted contract without the plugins that enforce it', async () => {
    const app = Fastify();
    expect(() => contractRoute(app, tokenCall, async () => ({}))).toThrow(/tokenEcho needs a token/);
    expect(() => contractRoute(app, encryptedCall, async () => ({}))).toThrow(/encryptedEcho is encrypted/);
    await app.close();
  });
});
