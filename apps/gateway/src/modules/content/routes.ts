import { Negotiator } from '@fastify/accept-negotiator';
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
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { BANNER_ART_ROUTE, type BannerArt } from './banner-art';
import type { ContentService } from './service';

export interface ContentRoutesOptions {
  service: ContentService;
  bannerArt: BannerArt;
}

/**
 * Home-page content (spec §7 "Home", "Common"): banners, announcements, promotions, the winner
 * board and the help centre, plus the operator routes that write banners, announcements and promotions.
 */
const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (fastify, { service, bannerArt }) => {
  contractRoute(fastify, bannersCall, async (input, request) =>
    service.banners(await fastify.resolveMerchant(request), input.groupName, input.language),
  );

  // The demo's banner pictures (banner-art.ts): public, the same for every visitor of a brand.
  // Accept-Encoding's q-values and wildcards, read by the library @fastify/static uses too.
  const artEncodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });
  fastify.get<{ Params: { brandId: string; file: string } }>(`${BANNER_ART_ROUTE}/:brandId/:file`, async (request, reply) => {
    const art = await bannerArt.art(request.params.brandId, request.params.file);
    if (!art) throw new HttpError(404, 'NOT_FOUND', 'No such banner picture');
    reply
      .header('etag', art.etag)
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === art.etag) return reply.code(304).send();
    reply.type('image/svg+xml; charset=utf-8');
    const encoding = artEncodings.negotiate(request.headers['accept-encoding'] ?? '');
    if (encoding === 'identity' || encoding === null) return reply.send(art.svg);
    return reply.header('content-encoding', encoding).send(art.encoded[encoding]);
  });

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

  // Banners, announcements and promotions are what content.publish means in the back office.
  const publish = { onRequest: fastify.requireApiKey('content.publish') };
  contractRoute(fastify, operatorBannerCall, async (input) => service.saveBanner(input), publish);
  // Stored first, then pushed: a client that refetches on the push reads the new row.
  contractRoute(
    fastify,
    operatorAnnouncementCall,
    async (input) => {
      const saved = await service.saveAnnouncement(input);
      fastify.live.announcementsChanged(saved.merchantCode);
      return saved.announcement;
    },
    publish,
  );
  contractRoute(fastify, operatorPromotionCall, async (input) => service.savePromotion(input), publish);
};

export default contentRoutes;
