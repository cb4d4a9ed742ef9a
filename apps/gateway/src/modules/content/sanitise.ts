import { createRequire } from 'node:module';
import createDOMPurify, { type Config } from 'dompurify';

// jsdom is loaded on first use (a write of operator HTML or the demo seed), not at boot.
const require = createRequire(import.meta.url);

/**
 * The allow-list for operator HTML (announcements, promotions, help). Text formatting, lists,
 * tables, links and images only: no script, style, iframe, object, embed, form or SVG element,
 * no event-handler or style attribute. DOMPurify drops whatever is not listed.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [
    'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
    'a', 'img',
  ],
  ALLOWED_ATTR: ['href', 'target', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'],
  FORBID_ATTR: ['style'],
  // Schemes http(s), mailto and tel, or no scheme at all (relative paths, fragments; DOMPurify also
  // checks plain attribute values such as target="_blank" against this). javascript:, vbscript: and
  // data: links are refused; data: stays possible on <img src> only (DOMPurify's DATA_URI_TAGS),
  // where an image cannot run script.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | undefined;

/** One jsdom window and one DOMPurify instance per process, built on first use (jsdom is slow to start). */
function instance(): Purifier {
  if (purifier) return purifier;
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  const created = createDOMPurify(new JSDOM('').window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const element = node as Element;
    // A link may open another site: it gets neither this window (opener) nor this page's address.
    element.setAttribute('rel', 'noopener noreferrer');
    const target = element.getAttribute('target');
    if (target !== null && target !== '_blank' && target !== '_self') element.removeAttribute('target');
  });
  purifier = created;
  return created;
}

/** Sanitises operator HTML before it is stored; the web client sanitises again when it shows it. */
export function sanitiseHtml(html: string): string {
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
