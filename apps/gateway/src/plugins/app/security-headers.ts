import { sharedPlugin } from '../../http/shared-plugin';

/**
 * The session token lives in session storage (ARCHITECTURE, security decisions),
 * so an injected script could steal it: the CSP allows scripts from our origin only.
 * styled-components injects <style> tags at runtime, hence 'unsafe-inline' for styles alone
 * (style is not a Trusted Types sink).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self' ws: wss:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  // Trusted Types: no string reaches a script sink (innerHTML, script src, eval) unless a named
  // policy made it. dompurify is the one our code uses (SafeHtml); goog#html is Firebase's
  // (phone auth), whose loader builds script URLs through its own policy; service-worker
  // lets apps/web register /sw.js (serviceWorker.register is a script-URL sink). The worker
  // and the web manifest are same-origin, which default-src 'self' already allows.
  "require-trusted-types-for 'script'",
  "trusted-types dompurify goog#html service-worker",
].join('; ');

export default sharedPlugin(
  async (fastify) => {
    // Callback style, not async: this runs on every API answer, and a promise per request is measurable (bench/README.md).
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) {
        reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
