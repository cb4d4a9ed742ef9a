import {
  announcementsCall,
  bannersCall,
  helpCentreCall,
  operatorAnnouncementCall,
  operatorBannerCall,
  operatorPromotionCall,
  promotionsCall,
  winnersCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { isOperatorAuthorized } from '../system/service';
import { createContentRepository } from './repository';
import { createContentService } from './service';

/**
 * Home-page content (spec §7 "Home", "Common"): banners, announcements, promotions, the winner
 * board and the help centre, plus the operator routes that write banners, announcements and promotions.
 */
const contentRoutes: FastifyPluginAsync = async (fastify) => {
  const service = createContentService({
    repository: createContentRepository(fastify.db),
    findMerchant: (code) => fastify.merchantRepository.findByCode(code),
    now: () => fastify.now(),
  });

  contractRoute(fastify, bannersCall, async (input, request) =>
    service.banners(await fastify.resolveMerchant(request), input.groupName),
  );

  // The token is optional: a valid one makes the caller a member (executions A and F), anything else a guest (B).
  contractRoute(fastify, announcementsCall, async (input, request) => {
    const merchant = await fastify.resolveMerchant(request);
    return service.announcements(merchant, await fastify.identify(request), input);
  });

  contractRoute(fastify, promotionsCall, async (input, request) =>
    service.promotions(await fastify.resolveMerchant(request), input.language),
  );

  contractRoute(fastify, winnersCall, async (input, request) =>
    service.winners(await fastify.resolveMerchant(request), input.limitNum),
  );

  contractRoute(fastify, helpCentreCall, async (input, request) =>
    service.help(await fastify.resolveMerchant(request), input.lang),
  );

  const operatorOnly: onRequestHookHandler = async (request, reply) => {
    if (!isOperatorAuthorized(request.headers.authorization, fastify.config.operatorToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'FORBIDDEN', 'Operator token missing or wrong');
    }
  };
  contractRoute(fastify, operatorBannerCall, async (input) => service.saveBanner(input), { onRequest: operatorOnly });
  // Stored first, then pushed: a client that refetches on the push reads the new row.
  contractRoute(
    fastify,
    operatorAnnouncementCall,
    async (input) => {
      const saved = await service.saveAnnouncement(input);
      fastify.live.announcementsChanged(saved.merchantCode);
      return saved.announcement;
    },
    { onRequest: operatorOnly },
  );
  contractRoute(fastify, operatorPromotionCall, async (input) => service.savePromotion(input), { onRequest: operatorOnly });
};

export default contentRoutes;
