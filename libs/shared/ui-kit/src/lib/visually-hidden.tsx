import styled from 'styled-components';

/**
 * Hides content visually while keeping it in the accessibility tree
 * (labels for icon-only controls, live-region text, headings for screen readers).
 */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;
