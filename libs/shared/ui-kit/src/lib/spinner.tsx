import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  box-sizing: border-box;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: -0.125em;
  animation: ${spin} 0.75s linear infinite;
`;

export interface SpinnerProps {
  /** Accessible name, announced politely. Pass translated text; English default. */
  label?: string;
  /** Any CSS length; defaults to the surrounding font size. */
  size?: string;
  /** Inside a control that already reports busy state (e.g. Button), hide it from assistive tech. */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate loading indicator. It takes the text colour of its parent. */
export function Spinner({ label = 'Loading', size = '1em', decorative = false, className }: SpinnerProps) {
  if (decorative) return <Ring $size={size} className={className} aria-hidden="true" data-testid="spinner" />;
  return <Ring $size={size} className={className} role="status" aria-label={label} data-testid="spinner" />;
}
