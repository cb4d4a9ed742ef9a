import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import styled from 'styled-components';

let hooked = false;
/**
 * Operator HTML often has images without alt text (a screen reader would read the file
 * name) and links opening new tabs: the images become decorative, the links noopener.
 */
function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
}

/**
 * Operator-written HTML (announcements, promotions, help). The gateway sanitises it when it is
 * written; it is sanitised again here every time it is shown (ARCHITECTURE "Security
 * decisions"). Where the browser enforces Trusted Types (the gateway's CSP requires them for
 * script sinks), DOMPurify's own policy returns TrustedHTML, the only thing innerHTML accepts.
 */
export function sanitizeHtml(html: string): string | TrustedHTML {
  addHooks();
  // target is kept (operators link out in new tabs) and made safe by the hook above.
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], RETURN_TRUSTED_TYPE: true });
}

export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Html className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}

// Operators' links would keep the browser's own blue, unreadable on a dark brand (Royal): they take
// the brand's primary colour, underlined so colour is not their only mark.
const Html = styled.div`
  a {
    color: var(--color-primary);
    text-decoration: underline;
  }
`;
