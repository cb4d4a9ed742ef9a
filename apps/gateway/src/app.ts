import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { sharedPlugin } from './http/shared-plugin';
import agentPayouts from './modules/agent/payout-plugin';
import agentRoutes from './modules/agent/routes';
import authRoutes from './modules/auth/routes';
import botCheckRoutes from './modules/bot-check/routes';
import captchaRoutes from './modules/captcha/routes';
import chatRoutes from './modules/chat/routes';
import contentRoutes from './modules/content/routes';
import exportRoutes from './modules/exports/routes';
import fairnessRoutes from './modules/fairness/routes';
import gamesRoutes from './modules/games/routes';
import healthRoutes from './modules/health/routes';
import keysRoutes from './modules/keys/routes';
import lotteryRoutes from './modules/lottery/routes';
import memberRoutes from './modules/member/routes';
import messagesRoutes from './modules/messages/routes';
import rewardsRoutes from './modules/rewards/routes';
import missionsRoutes from './modules/missions/routes';
import outboxRoutes from './modules/outbox/routes';
import pointsRoutes from './modules/points/routes';
import protectionRoutes from './modules/protection/routes';
import recoveryRoutes from './modules/recovery/routes';
import registrationRoutes from './modules/registration/routes';
import socialRoutes from './modules/social/routes';
import spaRoutes from './modules/spa/routes';
import systemRoutes from './modules/system/routes';
import walletRoutes from './modules/wallet/routes';
import backofficeRoutes from './modules/backoffice/plugin';
import authorization from './plugins/app/authorization';
import backofficeStatic from './plugins/app/backoffice-static';
import authServices from './plugins/app/auth-services';
import passwordChangeGate from './modules/sessions/password-change-gate';
import brandSeed from './plugins/app/brand-seed';
import clock from './plugins/app/clock';
import db from './plugins/app/db';
import demoSeed from './plugins/app/demo-seed';
import errorHandler from './plugins/app/error-handler';
import housekeeping from './plugins/app/housekeeping';
import keys from './plugins/app/keys';
import merchantRepository from './plugins/app/merchant-repository';
import merchantResolution from './plugins/app/merchant-resolution';
import metrics from './plugins/app/metrics';
import openapi from './plugins/app/openapi';
import securityHeaders from './plugins/app/security-headers';
import live from './plugins/app/live';
import lottery from './plugins/app/lottery';
import wallet from './plugins/app/wallet';
import formbody from './plugins/external/formbody';
import staticFiles from './plugins/external/static';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface AppOptions {
  config: AppConfig;
  /** An open database to use instead of the configured one (tests); the caller closes it. */
  database?: Database;
  /** The clock every rule reads (tests fake it to expire codes and sessions). */
  now?: () => Date;
  /** Tests only: the answer of every captcha image. */
  captchaText?: () => string;
}

/** Options for the Fastify instance that hosts the app; server.ts and the tests share them. */
export function serverOptions(config: AppConfig): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      // The operator token and any future session cookie must never reach the log store.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.trustProxy,
    // Slow and idle clients must not hold sockets (README "Configuration"): an idle or half-sent request
    // is answered 408 and closed once the headers or request timeout passes.
    connectionTimeout: config.http.connectionTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node checks the headers and request timeouts on this beat (30 s by default), so a short timeout
      // would otherwise be enforced up to 30 s late. Walking the open connections once a second is cheap.
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.http.headersTimeoutMs / 2)),
    },
    // Boot runs migrations and, on a fresh database, generates the E-payload RSA key:
    // on a busy machine that can outlast Fastify's 10-second default.
    pluginTimeout: 120_000,
  };
}

/**
 * The gateway as one plugin: external plugins, then app plugins, then the
 * domain modules, in that order, so each layer can rely on the one before.
 */
async function gateway(fastify: import('fastify').FastifyInstance, opts: AppOptions): Promise<void> {
  fastify.decorate('config', opts.config);

  await fastify.register(formbody);
  await fastify.register(staticFiles);

  await fastify.register(errorHandler);
  await fastify.register(securityHeaders);
  await fastify.register(clock, opts.now ? { now: opts.now } : {});
  await fastify.register(db, opts.database ? { database: opts.database } : {});
  await fastify.register(openapi);
  await fastify.register(metrics);
  await fastify.register(brandSeed);
  await fastify.register(merchantRepository);
  await fastify.register(merchantResolution);
  await fastify.register(keys);
  await fastify.register(authServices, opts.captchaText ? { captchaText: opts.captchaText } : {});
  await fastify.register(passwordChangeGate);
  await fastify.register(demoSeed);
  await fastify.register(live);
  await fastify.register(wallet);
  await fastify.register(lottery);
  await fastify.register(agentPayouts);
  await fastify.register(housekeeping);
  await fastify.register(authorization);

  await fastify.register(healthRoutes);
  await fastify.register(systemRoutes);
  await fastify.register(keysRoutes);
  await fastify.register(captchaRoutes);
  await fastify.register(botCheckRoutes);
  await fastify.register(authRoutes);
  await fastify.register(registrationRoutes);
  await fastify.register(recoveryRoutes);
  await fastify.register(memberRoutes);
  await fastify.register(messagesRoutes);
  await fastify.register(chatRoutes);
  await fastify.register(rewardsRoutes);
  await fastify.register(missionsRoutes);
  await fastify.register(socialRoutes);
  await fastify.register(outboxRoutes);
  await fastify.register(contentRoutes);
  await fastify.register(gamesRoutes);
  await fastify.register(walletRoutes);
  await fastify.register(pointsRoutes);
  await fastify.register(lotteryRoutes);
  await fastify.register(agentRoutes);
  await fastify.register(protectionRoutes);
  await fastify.register(fairnessRoutes);
  await fastify.register(exportRoutes);
  await fastify.register(backofficeRoutes);
  await fastify.register(backofficeStatic);
  // Last: its catch-all GET must not shadow any route above.
  await fastify.register(spaRoutes);
}

export default sharedPlugin(gateway, { name: 'gateway' });
