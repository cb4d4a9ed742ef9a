import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { sharedPlugin } from './http/shared-plugin';
import agentModule from './modules/agent/plugin';
import authModule from './modules/auth/plugin';
import botCheckModule from './modules/bot-check/plugin';
import captchaModule from './modules/captcha/plugin';
import chatModule from './modules/chat/plugin';
import contentModule from './modules/content/plugin';
import exportsModule from './modules/exports/plugin';
import fairnessModule from './modules/fairness/plugin';
import gamesModule from './modules/games/plugin';
import healthModule from './modules/health/plugin';
import keysModule from './modules/keys/plugin';
import lotteryModule from './modules/lottery/plugin';
import memberModule from './modules/member/plugin';
import messagesModule from './modules/messages/plugin';
import rewardsModule from './modules/rewards/plugin';
import missionsModule from './modules/missions/plugin';
import outboxModule from './modules/outbox/plugin';
import pointsModule from './modules/points/plugin';
import protectionModule from './modules/protection/plugin';
import recoveryModule from './modules/recovery/plugin';
import registrationModule from './modules/registration/plugin';
import socialModule from './modules/social/plugin';
import spaModule from './modules/spa/plugin';
import systemModule from './modules/system/plugin';
import walletModule from './modules/wallet/plugin';
import backofficeModule from './modules/backoffice/plugin';
import authorization from './plugins/app/authorization';
import backofficeStatic from './plugins/app/backoffice-static';
import authServices from './plugins/app/auth-services';
import passwordChangeGate from './modules/auth/sessions/password-change-gate';
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
  await fastify.register(authServices);
  await fastify.register(passwordChangeGate);
  await fastify.register(demoSeed);
  await fastify.register(live);
  // Before every module with routes: its preValidation hook reaches only routes registered after it.
  await fastify.register(authorization);
  // The money core, early: rewards, missions and games read its ledger and wallet as they load.
  await fastify.register(walletModule);
  await fastify.register(housekeeping);

  await fastify.register(healthModule);
  await fastify.register(systemModule);
  await fastify.register(keysModule);
  await fastify.register(captchaModule, opts.captchaText ? { captchaText: opts.captchaText } : {});
  await fastify.register(botCheckModule);
  await fastify.register(authModule);
  await fastify.register(registrationModule);
  await fastify.register(recoveryModule);
  await fastify.register(memberModule);
  await fastify.register(messagesModule);
  await fastify.register(chatModule);
  await fastify.register(rewardsModule);
  await fastify.register(missionsModule);
  await fastify.register(socialModule);
  await fastify.register(outboxModule);
  await fastify.register(contentModule);
  await fastify.register(gamesModule);
  await fastify.register(pointsModule);
  await fastify.register(lotteryModule);
  await fastify.register(agentModule);
  await fastify.register(protectionModule);
  await fastify.register(fairnessModule);
  await fastify.register(exportsModule);
  await fastify.register(backofficeModule);
  await fastify.register(backofficeStatic);
  // Last: its catch-all GET must not shadow any route above.
  await fastify.register(spaModule);
}

export default sharedPlugin(gateway, { name: 'gateway' });
