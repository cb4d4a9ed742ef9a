import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../support/app';
import { createBrandsFixture, type BrandsFixture } from '../../support/brands';

const SECRET = 'relation "members" does not exist at /srv/secret/path.ts';
const ENVELOPE_KEYS = new Set(['success', 'value', 'code', 'message']);

describe('error envelope', () => {
  let fixture: BrandsFixture;
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    fixture = await createBrandsFixture();
    app = await buildApp(fixture, {
      logLines,
      extend: async (instance) => {
        instance.get('/api/test/boom', async () => {
          throw new Error(SECRET);
        });
        instance.get('/api/test/throws-string', async () => {
          throw 'not even an Error';
        });
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fixture?.cleanup();
  });

  it('answers every /api call with only success, value, code and message', async () => {
    for (const url of ['/api/system/status', '/api/nope', '/api/test/boom', '/api/system/status?merchantCode=NOPE']) {
      const body = (await app.inject({ method: 'GET', url })).json() as Record<string, unknown>;
      expect(typeof body['success']).toBe('boolean');
      expect(Object.keys(body).every((key) => ENVELOPE_KEYS.has(key))).toBe(true);
    }
  });

  it('answers an unknown /api route with 404 NOT_FOUND, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/does/not/exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('answers an unexpected error with 500 INTERNAL "Unknown error", never the stack or the error text', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'INTERNAL', message: 'Unknown error' });
    expect(response.body).not.toContain('members');
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
  });

  it('logs the hidden error with its request id', async () => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/api/test/boom' });
    const entry = logLines.map((line) => JSON.parse(line)).find((e) => e.msg === 'unexpected error');
    expect(entry?.reqId).toBeTruthy();
    expect(entry?.err?.message).toBe(SECRET);
    expect(entry?.err?.stack).toContain('Error');
  });

  it('answers a thrown non-Error value with 500 INTERNAL too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/throws-string' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'INTERNAL', message: 'Unknown error' });
  });

  it('answers a malformed JSON body with 400 BAD_REQUEST without echoing the parser text', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/operator/system-status',
      headers: { 'content-type': 'application/json', authorization: 'Bearer test-operator-token-0123456789abcdef' },
      payload: '{"merchantCode": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'BAD_REQUEST', message: 'Bad Request' });
  });

  it('answers a request that breaks the contract with 400 VALIDATION_FAILED', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/system/status?merchantCode=${'X'.repeat(40)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
