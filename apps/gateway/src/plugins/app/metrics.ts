import { createServer, type Server } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sharedPlugin } from '../../http/shared-plugin';
import { HttpError } from '../../http/http-error';

/** What the ledger reports for each transfer it posts (not for a replay of an idempotency key). */
export interface PostedTransfer {
  kind: string;
  realm: string;
  currency: string;
  /** Minor units moved: the sum of the transfer's positive legs. */
  amount: number;
}

export interface GatewayMetrics {
  registry: Registry;
  transferPosted(transfer: PostedTransfer): void;
  /**
   * One run of a timed job: `lagSeconds` is how late it started against its schedule (a busy event
   * loop or a long previous run), `claimed` how many items it took (withdrawals, draws, contracts).
   */
  jobRan(job: string, run: { lagSeconds: number; claimed: number; ok: boolean }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: GatewayMetrics;
  }
}

/** Seconds; the spread of an API call, from a cached read (~1 ms) to an export or an argon2 hash. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics (prom-client), one registry per app so tests can build several. They are
 * never answered on a brand host: `GET /metrics` there is a 404 (not the SPA). They are scraped
 * from their own listener on METRICS_PORT (bind it to a private interface), or from
 * `GET /api/operator/metrics` with an API key holding metrics.read.
 */
export default sharedPlugin(
  async (fastify) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'gateway_' });

    const latency = new Histogram({
      name: 'gateway_http_request_duration_seconds',
      help: 'HTTP request latency by route pattern (unmatched paths share one label)',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const transfers = new Counter({
      name: 'gateway_ledger_transfers_total',
      help: 'Ledger transfers posted (replays of an idempotency key excluded)',
      labelNames: ['kind', 'realm', 'currency'] as const,
      registers: [registry],
    });
    const amounts = new Counter({
      name: 'gateway_ledger_transfer_amount_minor_total',
      help: 'Minor units moved by posted ledger transfers (sum of the positive legs)',
      labelNames: ['kind', 'realm', 'currency'] as const,
      registers: [registry],
    });
    const jobLag = new Gauge({
      name: 'gateway_job_lag_seconds',
      help: 'How late the last run of a timed job started against its schedule',
      labelNames: ['job'] as const,
      registers: [registry],
    });
    const jobClaimed = new Histogram({
      name: 'gateway_job_claimed_items',
      help: 'Items claimed per run of a timed job',
      labelNames: ['job'] as const,
      buckets: [0, 1, 5, 10, 50, 100, 500, 1000],
      registers: [registry],
    });
    const jobRuns = new Counter({
      name: 'gateway_job_runs_total',
      help: 'Runs of the timed jobs by outcome',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'gateway_socket_connections',
      help: 'Open socket.io connections (live feed and chat) on this instance',
      registers: [registry],
      collect() {
        this.set(fastify.hasDecorator('live') ? fastify.live.connections() : 0);
      },
    });
    // PostgreSQL only: PGlite is one in-process connection, there is no pool to watch.
    const pool = (fastify.db as unknown as { $client?: unknown }).$client;
    if (pool instanceof pg.Pool) {
      new Gauge({
        name: 'gateway_db_pool_connections',
        help: 'PostgreSQL pool connections by state (waiting: queries queued for a connection)',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }

    fastify.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      latency.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    fastify.decorate('metrics', {
      registry,
      transferPosted({ kind, realm, currency, amount }) {
        transfers.inc({ kind, realm, currency });
        amounts.inc({ kind, realm, currency }, amount);
      },
      jobRan(job, { lagSeconds, claimed, ok }) {
        jobLag.set({ job }, Math.max(0, lagSeconds));
        jobClaimed.observe({ job }, claimed);
        jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
      },
    } satisfies GatewayMetrics);

    const answer = async () => ({ type: registry.contentType, body: await registry.metrics() });

    // Never on a brand host: the SPA's catch-all would otherwise answer this path with the site.
    fastify.get('/metrics', async () => {
      throw new HttpError(404, 'NOT_FOUND', 'Not found');
    });
    // This plugin is registered before the authorization plugin, so its decorator is looked up per request.
    const metricsKey = async (request: FastifyRequest, reply: FastifyReply) => fastify.authorizeApiKey(request, reply, 'metrics.read');
    fastify.get('/api/operator/metrics', { onRequest: metricsKey }, async (_request, reply) => {
      const { type, body } = await answer();
      return reply.type(type).send(body);
    });

    const port = fastify.config.metricsPort;
    if (port !== null) {
      let server: Server | undefined;
      fastify.addHook('onReady', async () => {
        server = createServer((request, response) => {
          if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
            response.writeHead(404).end();
            return;
          }
          answer().then(
            ({ type, body }) => response.writeHead(200, { 'content-type': type }).end(body),
            (error: unknown) => {
              fastify.log.error({ err: error }, 'metrics collection failed');
              response.writeHead(500).end();
            },
          );
        });
        await new Promise<void>((resolve, reject) => {
          server!.once('error', reject);
          server!.listen(port, fastify.config.host, () => resolve());
        });
        fastify.log.info({ port }, 'metrics listener ready');
      });
      fastify.addHook('onClose', async () => {
        if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      });
    }
  },
  { name: 'metrics', dependencies: ['db'] },
);
