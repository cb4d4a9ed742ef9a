import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

export type SkeletonShape = 'text' | 'rect' | 'circle';

const radius: Record<SkeletonShape, string> = {
  text: 'var(--radius-sm)',
  rect: 'var(--radius-md)',
  circle: '50%',
};

const Block = styled.span<{ $width: string; $height: string; $shape: SkeletonShape }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $shape }) => radius[$shape]};
  background: var(--color-border);
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

export interface SkeletonProps {
  /** Any CSS length. */
  width?: string;
  /** Any CSS length; a circle uses its width. */
  height?: string;
  shape?: SkeletonShape;
  className?: string;
}

/**
 * A placeholder block while content loads. It is hidden from assistive tech:
 * the loading region itself should carry aria-busy or a Spinner label.
 */
export function Skeleton({ width = '100%', height = '1em', shape = 'text', className }: SkeletonProps) {
  return (
    <Block
      className={className}
      aria-hidden="true"
      data-testid="skeleton"
      data-shape={shape}
      $width={width}
      $height={shape === 'circle' ? width : height}
      $shape={shape}
    />
  );
}
