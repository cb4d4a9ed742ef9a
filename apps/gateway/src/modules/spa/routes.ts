import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Merchant } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { ContentRepository } from '../content/repository';
import { toBanner } from '../content/service';
import { isHomePath, prerenderHome, prerenderLanguage, type createTemplateCache } from './home-prerender';
import {
  UNKNOWN_MERCHANT_PAGE,
  acceptsHtml,
  cacheControlFor,
  encodeForSend,
  findBuildFile,
  isBuilt,
  isReservedPath,
  notBuiltPage,
} from './service';

/**
 * One port serves every brand's SPA: the merchant of the request picks the build
 * folder ${BRANDS_DIST}/<brandId>. Registered last, so every API and probe route wins.
 */
export interface SpaRoutesOptions {
  content: ContentRepository;
  /** Each build's index.html, read once per build (home-prerender.ts). */
  templateOf: ReturnType<typeof createTemplateCache>;
}

const spaRoutes: FastifyPluginAsync<SpaRoutesOptions> = async (fastify, { content, templateOf }) => {
  const { brandsDist } = fastify.config;

  fastify.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?', 1)[0] ?? '/';
    if (isReservedPath(urlPath)) return reply.callNotFound();
    const wantsHtml = acceptsHtml(request.headers.accept, urlPath);

    let merchant: Merchant;
    try {
      merchant = await fastify.resolveMerchant(request);
    } catch (error) {
      if (!(error instanceof HttpError) || !wantsHtml) throw error;
      return reply.code(404).type('text/html; charset=utf-8').send(UNKNOWN_MERCHANT_PAGE);
    }

    const buildDir = path.join(brandsDist, merchant.brandId);
    const file = await findBuildFile(buildDir, (request.params as { '*': string })['*']);
    if (file) {
      reply.header('cache-control', cacheControlFor(file));
      return reply.sendFile(encodeForSend(file), buildDir, { cacheControl: false });
    }
    if (!wantsHtml) return reply.callNotFound();
    if (!(await isBuilt(buildDir))) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage(merchant.brandId));
    }
    reply.header('cache-control', 'no-cache');
    if (isHomePath(urlPath)) {
      const template = await templateOf(buildDir);
      // The banner is an extra: if it cannot be read, the page goes out as built and the app fetches it.
      const banners = await content.bannersOf(merchant.code, 'w_home').catch((error: unknown) => {
        request.log.warn({ err: error }, 'home banners not prerendered');
        return [];
      });
      const language = prerenderLanguage(request.headers.cookie, merchant);
      return reply
        // The page now differs by the language cookie: a shared cache must not hand one player's words to another.
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(prerenderHome(template, banners.map((row) => toBanner(row, language)), language));
    }
    return reply.sendFile('index.html', buildDir, { cacheControl: false });
  });
};

export default spaRoutes;
