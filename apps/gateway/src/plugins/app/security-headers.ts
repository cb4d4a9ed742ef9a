import { sharedPlugin } from '../../http/shared-plugin';
import { rejectUnstorableText } from '../../http/storable-text';
import { sessionToken as staffSessionToken } from '../../modules/backoffice/sessions';
import { withPhoneAuthSources } from '../../providers/phone-auth/content-security';

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
    // Firebase phone auth, when configured, needs its endpoints (and Google's reCAPTCHA) on the brand pages.
    const policy = withPhoneAuthSources(CONTENT_SECURITY_POLICY, fastify.config.providers.firebase);
    // Callback style, not async: this runs on every API answer, and a promise per request is measurable (bench/README.md).
    fastify.addHook('onSend', (request, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      // An answer to a caller who showed credentials (a member's session, the operator's token, or a
      // back-office staff cookie) is theirs alone: no browser or proxy cache may keep it for the next
      // user of the machine. Answers that chose their own policy (static assets, the SPA shell, redirects) keep it.
      const credentials =
        request.headers.authorization !== undefined || Boolean(request.member) || staffSessionToken(request.headers.cookie) !== undefined;
      if (!reply.hasHeader('cache-control') && credentials) {
        reply.header('cache-control', 'no-store');
      }
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) {
        reply.header('content-security-policy', policy);
      }
      done(null, payload);
    });
    // The request side of the same hygiene: text the database cannot store is refused with a 400 on every route.
    fastify.addHook('preValidation', rejectUnstorableText);
  },
  { name: 'security-headers' },
);
