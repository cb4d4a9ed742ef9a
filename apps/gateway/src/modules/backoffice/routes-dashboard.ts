import { DASHBOARD_MAX_DAYS, backofficeDashboardCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/http-error';
import { dashboardDays, daysBetween } from './dashboard';
import { backofficeRoute } from './route';

const dashboardRoutes: FastifyPluginAsync = async (fastify) => {
  // The currency is a settings read outside any transaction: the wallet's cached one serves it.
  const wallet = fastify.walletRepository;
  backofficeRoute(fastify, backofficeDashboardCall, async (input) => {
    const days = daysBetween(input.from, input.to).length;
    if (Number.isNaN(Date.parse(input.from)) || Number.isNaN(Date.parse(input.to)) || days < 1 || days > DASHBOARD_MAX_DAYS) {
      throw new HttpError(400, 'VALIDATION_FAILED', `from..to must be 1 to ${DASHBOARD_MAX_DAYS} days, from first`);
    }
    const { currency } = await wallet.settings(input.merchantCode);
    return { merchantCode: input.merchantCode, currency, days: await dashboardDays(fastify.db, input.merchantCode, input.from, input.to) };
  });
};

export default dashboardRoutes;
