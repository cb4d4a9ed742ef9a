import styled from 'styled-components';
import { vendorArt } from '@platform/shared/game-art';

/**
 * A vendor's emblem in the menus (drawn at build time, or the brand's own logo file); the name is
 * beside it. The games feature has the full wordmark for its tiles; the menus sit in the first
 * screen's bundle, so they take only this image and not that lib.
 */
export function VendorEmblem({ vassalage, size }: { vassalage: string; size: number }) {
  const art = vendorArt(vassalage);
  return (
    <Emblem
      src={art.src}
      srcSet={art.srcSet}
      sizes={art.srcSet ? `${size}px` : undefined}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-testid="vendor-emblem"
    />
  );
}

const Emblem = styled.img`
  flex: none;
  border-radius: var(--radius-sm);
  object-fit: contain;
`;
