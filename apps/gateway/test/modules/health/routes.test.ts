import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../support/app';
import { createBrandsFixture, type BrandsFixture } from '../../support/brands';

describe('health probes', () => {
  let fixture: BrandsFixture;
  let app: FastifyInstance;
  beforeAll(async () => {
    fixture = await createBrandsFixture();
    app = await buildApp(fixture);
  });
  afterAll(async () => {
    await app?.close();
    await fixture?.cleanup();
  });

  it('answers /health/live with 200 while the process runs', async () => {
    const response = await app.inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /health/ready with 200 when the database answers select 1', async () => {
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
  });

  it('answers /health/ready with 503 when the database does not answer', async () => {
    const spy = vi.spyOn(app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const response = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
      expect(response.body).not.toContain('connection refused');
    } finally {
      spy.mockRestore();
    }
  });
});
