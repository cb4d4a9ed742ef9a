import styled from 'styled-components';
import { categoryArt } from '@platform/shared/game-art';

/**
 * A menu category's icon (drawn from game-icons at build time, or the brand's own file). It is a
 * CSS mask, so it takes the colour of the text around it: the active, hover and dark-theme colours
 * apply without one file per colour. Decorative: the category's name is beside it.
 */
export function CategoryIcon({ navKey, size = 20 }: { navKey: string; size?: number }) {
  const { src } = categoryArt(navKey);
  return <Mask aria-hidden="true" data-testid={`category-icon-${navKey}`} $src={src} $size={size} />;
}

const Mask = styled.span<{ $src: string; $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  background: currentColor;
  mask: url('${({ $src }) => $src}') center / contain no-repeat;
`;
