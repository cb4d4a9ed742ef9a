import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN, buildApp } from '../support/app';
import { createBrandsFixture, type BrandsFixture } from '../support/brands';

/** Issue 25: every operator route checks a named API key and the permission it declares (plugins/app/authorization.ts). */
const GRAFANA = 'grafana-token-0123456789abcdef';
const FORTUNA_OPS = 'fortuna-ops-token-0123456789abcdef';
const ROYAL_OPS = 'royal-ops-token-0123456789abcdef';
const KEYS = [
  `grafana:${GRAFANA}:metrics.read`,
  // Scoped to one merchant: the test brand's FORTUNA, or another.
  `fortuna-ops:${FORTUNA_OPS}:system.manage+cashier.read+jobs.run@FORTUNA`,
  `royal-ops:${ROYAL_OPS}:system.manage+cashier.read@ROYAL`,
].join(',');

describe('operator API keys (issue 25)', () => {
  let fixture: BrandsFixture;
  let app: FastifyInstance;
  const logLines: string[] = [];

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) =>
    app.inject({ method, url, headers: token === null ? {} : { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const metrics = (token: string | null) => call('GET', '/api/operator/metrics', token);
  const systemStatus = (token: string | null, merchantCode = 'FORTUNA') =>
    call('PUT', '/api/operator/system-status', token, { merchantCode, maintenance: false });
  const deposits = (token: string, merchantCode: string) => call('GET', `/api/operator/wallet/deposits?merchantCode=${merchantCode}`, token);

  beforeAll(async () => {
    fixture = await createBrandsFixture();
    app = await buildApp(fixture, { env: { OPERATOR_API_KEYS: KEYS }, logLines });
  });
  afterAll(async () => {
    await app?.close();
    await fixture?.cleanup();
  });

  it('lets a narrow key call the route of its permission and answers 403 FORBIDDEN outside it', async () => {
    expect((await metrics(GRAFANA)).statusCode).toBe(200);
    const refused = await systemStatus(GRAFANA);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(refused.json().message).toContain('system.manage');
    expect((await call('GET', '/api/operator/outbox?to=someone', GRAFANA)).statusCode).toBe(403);
  });

  it('answers 401 FORBIDDEN with WWW-Authenticate for a missing or unknown token, as before', async () => {
    for (const token of [null, 'unknown-token-0123456789abcdef', `${GRAFANA}x`, GRAFANA.slice(0, -1)]) {
      const response = await metrics(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('keeps OPERATOR_TOKEN allowed everything, as the key named automation', async () => {
    expect((await metrics(OPERATOR_TOKEN)).statusCode).toBe(200);
    expect((await systemStatus(OPERATOR_TOKEN)).statusCode).toBe(200);
    expect((await deposits(OPERATOR_TOKEN, 'FORTUNA')).statusCode).toBe(200);
    expect((await call('GET', '/api/operator/outbox?to=someone', OPERATOR_TOKEN)).statusCode).toBe(200);
  });

  it('holds a merchant-scoped key to its merchants, in the query and in the body', async () => {
    expect((await deposits(FORTUNA_OPS, 'FORTUNA')).statusCode).toBe(200);
    expect((await deposits(ROYAL_OPS, 'FORTUNA')).statusCode).toBe(403);
    expect((await systemStatus(FORTUNA_OPS)).statusCode).toBe(200);
    const other = await systemStatus(ROYAL_OPS);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toContain('FORTUNA');
  });

  it('refuses a merchant-scoped key on a call that names no merchant', async () => {
    const response = await call('POST', '/api/operator/wallet/jobs/run', FORTUNA_OPS, { job: 'rebates' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('every merchant');
    expect((await call('POST', '/api/operator/wallet/jobs/run', OPERATOR_TOKEN, { job: 'rebates' })).statusCode).toBe(200);
  });

  it("logs the key's name on the request's lines, never its token", async () => {
    logLines.length = 0;
    await metrics(GRAFANA);
    const completed = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line['msg'] === 'request completed');
    expect(completed).toMatchObject({ apiKey: 'grafana' });
    expect(logLines.join('\n')).not.toContain(GRAFANA);
  });
});
