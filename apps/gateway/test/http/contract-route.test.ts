import { defineCall, envelopeOf } from '@platform/shared/api-contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRoute } from '../../src/http/contract-route';
import errorHandler from '../../src/plugins/app/error-handler';

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

describe('contractRoute', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(errorHandler);
    contractRoute(app, echoQuery, async ({ name }) => ({ greeting: `hello ${name}` }));
    contractRoute(app, echoBody, async ({ count }) => ({ doubled: count * 2 }));
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
