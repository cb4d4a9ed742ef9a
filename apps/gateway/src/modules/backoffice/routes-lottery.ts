import { backofficeLotteryDrawsCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { listDraws } from './lottery';
import { backofficeRoute, paging } from './route';

/** Lottery draws, read-only: staff may look, never draw, re-draw or settle by hand. */
const lotteryRoutes: FastifyPluginAsync = async (fastify) => {
  backofficeRoute(fastify, backofficeLotteryDrawsCall, async (input) => {
    const { page, pageSize } = paging(input);
    const { rows, total } = await listDraws(fastify.db, { ...input, page, pageSize });
    return { rows, total, page, pageSize };
  });
};

export default lotteryRoutes;
