import styled from 'styled-components';
import { vendorArt } from '@platform/shared/game-art';

export interface VendorMarkProps {
  vassalage: string;
  displayName: string;
  /** The emblem's size in px; the name is set beside it. */
  size?: number;
  /** Hide the name (a tile that shows it elsewhere). */
  emblemOnly?: boolean;
}

/**
 * A vendor's wordmark: its emblem (drawn at build time) and its name in the brand's font, or the
 * brand's own logo file for that vendor, which already carries the name.
 */
export function VendorMark({ vassalage, displayName, size = 24, emblemOnly = false }: VendorMarkProps) {
  const art = vendorArt(vassalage);
  return (
    <Mark data-testid="vendor-mark" data-vendor={vassalage}>
      <img src={art.src} srcSet={art.srcSet} sizes={art.srcSet ? `${size}px` : undefined} alt="" width={size} height={size} loading="lazy" decoding="async" />
      {/* Cut with an ellipsis where room runs out (a chip on a phone); the title reads it whole. */}
      {emblemOnly ? null : <Word title={displayName}>{displayName}</Word>}
    </Mark>
  );
}

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-xs);
  min-width: 0;

  img {
    flex: none;
    border-radius: var(--radius-sm);
    object-fit: contain;
  }
`;

const Word = styled.span`
  overflow: hidden;
  font-family: var(--font-body);
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
