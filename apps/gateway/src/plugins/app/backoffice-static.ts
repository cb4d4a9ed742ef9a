import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { acceptsHtml, cacheControlFor, encodeForSend, findBuildFile, isBuilt } from '../../modules/spa/service';

/** Where the back office lives on every host (apps/backoffice builds with base /backoffice/). */
export const BACKOFFICE_PREFIX = '/backoffice/';

/**
 * Stricter than the player SPA's policy: no other site may frame the back office (clickjacking
 * an approve button), no forms leave it, and the only Trusted Types policy is dompurify (the
 * content preview). Proof images are fetched with the staff session and shown as blob: URLs;
 * an announcement's https images show in the preview as players will see them.
 */
export const BACKOFFICE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' ws: wss:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types dompurify',
].join('; ');

/** Shown when /backoffice/ is asked for and nothing was built: never the player SPA. */
export const BACKOFFICE_NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Back office not built</title></head>
<body><h1>The back office has not been built</h1>
<p>Run <code>npx nx run backoffice:build</code>, then reload this page.</p></body></html>
`;

function strictHeaders(reply: FastifyReply): void {
  reply.header('content-security-policy', BACKOFFICE_CONTENT_SECURITY_POLICY);
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  reply.header('x-robots-tag', 'noindex, nofollow');
}

/**
 * Serves the built back office (BACKOFFICE_DIST, default dist/apps/backoffice) under /backoffice/
 * on any host, whatever merchant the host names: staff sign in once and pick merchants inside.
 * Deep links get index.html (history routing); a missing build answers a 404 that says so.
 * Encapsulated on purpose: its onSend hook runs after the global security headers and only for
 * these routes, so the stricter policy replaces the player one here and nowhere else.
 */
const backofficeStatic: FastifyPluginAsync = async (fastify) => {
  const buildDir = fastify.config.backofficeDist;

  fastify.addHook('onSend', (_request, reply, payload, done) => {
    strictHeaders(reply);
    done(null, payload);
  });

  fastify.get('/backoffice', async (request, reply) => {
    const query = request.url.slice('/backoffice'.length);
    return reply.code(308).header('cache-control', 'no-cache').redirect(`${BACKOFFICE_PREFIX}${query}`);
  });

  fastify.get('/backoffice/*', async (request, reply) => {
    const urlPath = request.url.split('?', 1)[0] ?? BACKOFFICE_PREFIX;
    const file = await findBuildFile(buildDir, (request.params as { '*': string })['*']);
    if (file) {
      reply.header('cache-control', cacheControlFor(file));
      return reply.sendFile(encodeForSend(file), buildDir, { cacheControl: false });
    }
    if (!acceptsHtml(request.headers.accept, urlPath)) return reply.callNotFound();
    if (!(await isBuilt(buildDir))) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(BACKOFFICE_NOT_BUILT_PAGE);
    }
    // The shell is tiny and names hashed assets: never kept, so a deploy is seen at the next load.
    reply.header('cache-control', 'no-store');
    return reply.sendFile('index.html', buildDir, { cacheControl: false });
  });
};

export default backofficeStatic;
