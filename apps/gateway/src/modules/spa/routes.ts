import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Merchant } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { svgDataUrl, type BannerArt } from '../content/banner-art';
import type { ContentRepository } from '../content/repository';
import { toBanner } from '../content/service';
import { isHomePath, prerenderHome, prerenderLanguage, type createTemplateCache } from './home-prerender';
import {
  UNKNOWN_MERCHANT_PAGE,
  acceptsHtml,
  cacheControlFor,
  encodeForSend,
  encodeHtml,
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
  /** The demo's banner pictures: the first banner, when it is one, goes into the HTML itself. */
  bannerArt: BannerArt;
  /** Each build's index.html, read once per build (home-prerender.ts). */
  templateOf: ReturnType<typeof createTemplateCache>;
}

const spaRoutes: FastifyPluginAsync<SpaRoutesOptions> = async (fastify, { content, bannerArt, templateOf }) => {
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
      const first = banners[0] && (await bannerArt.artOfUrl(banners[0].url));
      const html = prerenderHome(template, banners.map((row) => toBanner(row, language)), language, first && svgDataUrl(first.svg));
      const { encoding, body } = encodeHtml(html, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        // The page differs by the language cookie (a shared cache must not hand one player's words
        // to another) and, compressed, by Accept-Encoding.
        .header('vary', 'Cookie, Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    }
    return reply.sendFile('index.html', buildDir, { cacheControl: false });
  });
};

export default spaRoutes;
