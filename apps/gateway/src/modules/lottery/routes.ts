import {
  LOTTERY_GAMES,
  VN_LOTTERY_GAMES,
  lotteryLaunchCall,
  lotteryLeaderboardCall,
  lotteryMissionCall,
  lotteryLobbyCall,
  lotteryRecentCall,
  lotteryVerifyCall,
  myLotteryBetsCall,
  openedNumeroCall,
  operatorCancelDrawCall,
  operatorLotteryJobCall,
  placeLotteryBetCall,
  vnLotteryMenusCall,
  vnOpenedNumeroCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Member } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { fail } from '../../http/envelope';
import { verifyPage } from './verify-page';

/** The lottery calls of spec §7 "Lottery", the public verification page and the operator's lottery routes. */
const lotteryRoutes: FastifyPluginAsync = async (fastify) => {
  const lottery = fastify.lottery;
  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest): Member => request.member!;

  contractRoute(fastify, lotteryLobbyCall, async (input) => lottery.lobby(input.data));
  contractRoute(fastify, vnLotteryMenusCall, async () => lottery.vnMenus());
  contractRoute(fastify, lotteryRecentCall, async (input) =>
    lottery.recent(input.gameCode, input.pageSize),
  );
  contractRoute(fastify, openedNumeroCall, async (input) =>
    lottery.opened(input.gameCode ? [input.gameCode] : LOTTERY_GAMES),
  );
  contractRoute(fastify, vnOpenedNumeroCall, async (input) =>
    lottery.opened(input.gameCode ? [input.gameCode] : VN_LOTTERY_GAMES),
  );
  contractRoute(fastify, lotteryLaunchCall, async (input) => lottery.launch(input));
  contractRoute(fastify, placeLotteryBetCall, async (input, request) =>
    lottery.placeBets(memberOf(request), input),
  );
  contractRoute(fastify, myLotteryBetsCall, async (input, request) =>
    lottery.myBets(memberOf(request), input),
  );
  contractRoute(fastify, lotteryVerifyCall, async (input) => lottery.verify(input.periodId));
  contractRoute(fastify, lotteryMissionCall, async (_input, request) =>
    lottery.mission(memberOf(request)),
  );
  contractRoute(fastify, lotteryLeaderboardCall, async (input, request) =>
    lottery.leaderboard(memberOf(request), input.gameCode),
  );

  /** The public verification page (HTML, no script). */
  fastify.get<{ Querystring: { periodId?: string } }>(
    '/api/lottery/verify/page',
    async (request, reply) => {
      const parsed = lotteryVerifyCall.request.safeParse({
        periodId: String(request.query.periodId ?? ''),
      });
      if (!parsed.success)
        return reply
          .code(400)
          .send(fail('VALIDATION_FAILED', 'periodId: a period id such as DICE-29634567'));
      const verified = await lottery.verify(parsed.data.periodId);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(verifyPage(verified));
    },
  );

  // ---------------------------------------------------------------- operator (a named API key, plugins/app/authorization.ts)

  contractRoute(fastify, operatorLotteryJobCall, async () => lottery.runAll(), { onRequest: fastify.requireApiKey('jobs.run') });
  contractRoute(
    fastify,
    operatorCancelDrawCall,
    async (input) => lottery.cancel(input.periodId),
    { onRequest: fastify.requireApiKey('lottery.manage') },
  );
};

export default lotteryRoutes;
