import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends';
import { buildApp } from '../support/app';
import { createBrandsFixture } from '../support/brands';
import type { AuthHarness } from '../support/auth';
import { credit, openWalletHarness, operator, walletMember } from '../support/wallet';

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The value of one sample line of the text exposition, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`Prometheus metrics (issue 23 §5) on ${backend.name}`, () => {
    let h: AuthHarness;
    beforeAll(async () => {
      h = await openWalletHarness(backend);
    });
    afterAll(async () => {
      await h?.close();
    });

    const scrape = async () => {
      const response = await operator(h.app, 'GET', '/api/operator/metrics');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      return response.body;
    };

    it('counts a ledger transfer and its amount', async () => {
      const member = await walletMember(h.app);
      const before = await scrape();
      await credit(h.app, member.account, 12_345);
      const after = await scrape();
      const labels = { kind: 'CREDIT', realm: 'real' };
      expect(sample(after, 'gateway_ledger_transfers_total', labels) - sample(before, 'gateway_ledger_transfers_total', labels)).toBe(1);
      expect(sample(after, 'gateway_ledger_transfer_amount_minor_total', labels) - sample(before, 'gateway_ledger_transfer_amount_minor_total', labels)).toBe(12_345);
    });

    it('keeps a latency histogram per route pattern, and shows socket connections', async () => {
      await h.app.inject({ method: 'GET', url: '/health/ready' });
      const text = await scrape();
      expect(sample(text, 'gateway_http_request_duration_seconds_count', { route: '/health/ready', method: 'GET' })).toBeGreaterThan(0);
      expect(text).toMatch(/^gateway_socket_connections \d+$/m);
      if (backend.name === 'PostgreSQL') expect(text).toMatch(/^gateway_db_pool_connections\{state="total"\} \d+$/m);
    });

    it('answers GET /metrics on a brand host with a 404, not the SPA, even with the operator token', async () => {
      for (const host of ['localhost', 'lucky.localhost']) {
        const anonymous = await h.app.inject({ method: 'GET', url: '/metrics', headers: { host, accept: 'text/html' } });
        expect(anonymous.statusCode).toBe(404);
        expect(anonymous.body).not.toContain('<html');
        expect(anonymous.body).not.toContain('gateway_');
      }
      const withToken = await operator(h.app, 'GET', '/metrics');
      expect(withToken.statusCode).toBe(404);
    });

    it('refuses the operator route without the operator token', async () => {
      const response = await h.app.inject({ method: 'GET', url: '/api/operator/metrics' });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('gateway_');
    });
  });
}

describe('the METRICS_PORT listener (issue 23 §5)', () => {
  it('serves the metrics on their own port only, and nothing else there', async () => {
    const fixture = await createBrandsFixture();
    const port = await freePort();
    const app = await buildApp(fixture, { env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    try {
      await app.ready();
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('gateway_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await app.close();
      await fixture.cleanup();
    }
  });
});
