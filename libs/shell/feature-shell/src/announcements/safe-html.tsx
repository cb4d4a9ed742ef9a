import styled from 'styled-components';
import { SafeHtml as SanitisedHtml } from '@platform/shared/ui-kit';

/**
 * Announcement, notice and help HTML, sanitised by the ui-kit's SafeHtml (DOMPurify, Trusted
 * Types), laid out for reading. Only the lazily loaded popups import this file, so DOMPurify
 * stays off the home route's chunk.
 */
export const SafeHtml = styled(SanitisedHtml)`
  line-height: 1.5;
  overflow-wrap: anywhere;

  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: var(--color-primary);
  }
`;
