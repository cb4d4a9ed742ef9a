import styled from 'styled-components';

/**
 * A banner's picture: a fixed aspect ratio, the same as the placeholder's and the boot shell's
 * (tools/brand-tools, boot-shell.ts `.boot-banner`), so nothing moves as each replaces the other.
 */
export const BannerImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 5;
  object-fit: cover;
  background: var(--color-surface-raised);
`;
