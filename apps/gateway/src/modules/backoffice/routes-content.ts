import { backofficeAnnouncementsCall, backofficeContentPreviewCall, backofficePublishAnnouncementCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { createContentRepository } from '../content/repository';
import { sanitiseHtml } from '../content/sanitise';
import { createContentService } from '../content/service';
import { announcementById, listAnnouncements, toBackofficeAnnouncement } from './content';
import { actorOf, audited, backofficeRoute, paging } from './route';

/**
 * Announcements through the content module's own service (sanitising, dates, merchant checks),
 * built over the audit's transaction so the row and its audit commit together; players are told
 * live once it has committed, as the operator route does.
 */
const contentRoutes: FastifyPluginAsync = async (fastify) => {
  // The merchant is read before the transaction: inside it, nothing may read through the pool (PGlite has one connection).
  const serviceOver = (db: typeof fastify.db, merchant: Awaited<ReturnType<typeof fastify.merchantRepository.findByCode>>) =>
    createContentService({ repository: createContentRepository(db), findMerchant: async (code) => (merchant?.code === code ? merchant : undefined), now: () => fastify.now() });

  backofficeRoute(fastify, backofficeAnnouncementsCall, async (input) => {
    const { page, pageSize } = paging(input);
    return listAnnouncements(fastify.db, input.merchantCode, page, pageSize);
  });

  backofficeRoute(fastify, backofficeContentPreviewCall, async (input) => ({ html: sanitiseHtml(input.content) }));

  backofficeRoute(fastify, backofficePublishAnnouncementCall, async (input, staff) => {
    const merchant = await fastify.merchantRepository.findByCode(input.merchantCode);
    const saved = await audited(
      fastify,
      actorOf(staff),
      { merchantCode: input.merchantCode, action: input.id ? 'content.announcement.update' : 'content.announcement.create', target: input.id ? `announcement:${input.id}` : null },
      async (tx) => {
        const before = input.id ? await announcementById(tx, input.merchantCode, input.id) : undefined;
        const { announcement } = await serviceOver(tx, merchant).saveAnnouncement({ ...input, audience: 'all' });
        const row = (await announcementById(tx, input.merchantCode, announcement.id))!;
        const value = toBackofficeAnnouncement(row);
        return { value, before: before ? toBackofficeAnnouncement(before) : null, after: value };
      },
    );
    fastify.live.announcementsChanged(input.merchantCode);
    return saved;
  });
};

export default contentRoutes;
