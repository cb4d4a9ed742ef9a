import type { FastifyPluginAsync } from 'fastify';
import agentRoutes from './routes-agents';
import auditRoutes from './routes-audit';
import cashierRoutes from './routes-cashier';
import contentRoutes from './routes-content';
import dashboardRoutes from './routes-dashboard';
import exportRoutes from './routes-export';
import lotteryRoutes from './routes-lottery';
import playerRoutes from './routes-players';
import sessionRoutes from './routes-session';
import staffRoutes from './routes-staff';
import supportRoutes from './routes-support';
import systemRoutes from './routes-system';
import systemSettingsRoutes from './routes-system-settings';
import { seedStaff } from './seed';

/**
 * The operator's back office (issue 22): /api/backoffice/*, on named staff sessions (password and
 * TOTP), each route checked against the permission its call declares (plugins/app/authorization.ts),
 * every state change audited in its own transaction. The shared OPERATOR_TOKEN routes are untouched:
 * they are the automation key.
 */
const backoffice: FastifyPluginAsync = async (fastify) => {
  const seeded = await seedStaff(fastify);
  if (seeded > 0) fastify.log.info({ staff: seeded }, 'back-office staff seeded from BACKOFFICE_SEED_STAFF');
  await fastify.register(sessionRoutes);
  await fastify.register(staffRoutes);
  await fastify.register(dashboardRoutes);
  await fastify.register(cashierRoutes);
  await fastify.register(playerRoutes);
  await fastify.register(contentRoutes);
  await fastify.register(auditRoutes);
  await fastify.register(supportRoutes);
  await fastify.register(systemRoutes);
  await fastify.register(systemSettingsRoutes);
  await fastify.register(lotteryRoutes);
  await fastify.register(agentRoutes);
  await fastify.register(exportRoutes);
};

export default backoffice;
