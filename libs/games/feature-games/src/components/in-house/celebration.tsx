import styled, { keyframes } from 'styled-components';
import { PAINT } from './paint';

const PIECES = 14;

/** A burst of confetti over the game: decorative, and left out entirely with reduced motion. */
export function Celebration() {
  return (
    <Burst aria-hidden="true" data-testid="win-celebration">
      {Array.from({ length: PIECES }, (_, i) => (
        <Piece
          key={i}
          style={{
            // Spread the pieces around the circle, each a little further and later than the last.
            ['--angle' as string]: `${(360 / PIECES) * i}deg`,
            ['--reach' as string]: `${70 + (i % 4) * 18}px`,
            animationDelay: `${(i % 5) * 40}ms`,
            background: PAINT.confetti[i % PAINT.confetti.length],
          }}
        />
      ))}
    </Burst>
  );
}

const fly = keyframes`
  from { transform: rotate(var(--angle)) translateY(0) scale(1); opacity: 1; }
  to { transform: rotate(var(--angle)) translateY(calc(-1 * var(--reach))) scale(0.6) rotate(200deg); opacity: 0; }
`;

const Burst = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  display: grid;
  place-items: center;
  overflow: visible;

  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Piece = styled.span`
  grid-area: 1 / 1;
  width: 8px;
  height: 12px;
  border-radius: 2px;
  opacity: 0;
  animation: ${fly} 900ms ease-out forwards;
`;
