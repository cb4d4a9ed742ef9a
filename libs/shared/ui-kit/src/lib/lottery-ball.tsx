import styled from 'styled-components';
import {
  BALL_PAINT,
  DICE_PAINT,
  UNKNOWN_BALL_PAINT,
  rouletteColour,
  sixBallColour,
  tenBallPaint,
  type BallPaint,
} from './lottery-ball-colours';

export type LotteryBallKind = 'six' | 'roulette' | 'ten' | 'dice';

export interface LotteryBallProps {
  kind: LotteryBallKind;
  value: number;
  /** Accessible name, e.g. a translated "Red 07"; defaults to the number itself. */
  label?: string;
  /** Diameter in px. Default 32. */
  size?: number;
}

/** Pip cells (0-8, row by row in a 3 x 3 grid) of each die face. */
const DICE_PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function ballLook(
  kind: LotteryBallKind,
  value: number,
): { colour: string; paint: BallPaint; text: string } {
  const twoDigits = String(value).padStart(2, '0');
  if (kind === 'six') {
    const colour = sixBallColour(value);
    return {
      colour: colour ?? 'unknown',
      paint: colour ? BALL_PAINT[colour] : UNKNOWN_BALL_PAINT,
      text: twoDigits,
    };
  }
  if (kind === 'roulette') {
    const colour = rouletteColour(value);
    return {
      colour: colour ?? 'unknown',
      paint: colour ? BALL_PAINT[colour] : UNKNOWN_BALL_PAINT,
      text: String(value),
    };
  }
  const paint = tenBallPaint(value);
  return {
    colour: paint ? `ten-${value}` : 'unknown',
    paint: paint ?? UNKNOWN_BALL_PAINT,
    text: twoDigits,
  };
}

/**
 * A drawn number: six-ball (01-49) and roulette (0-27) in the spec's colours, ten-ball
 * (01-10) and dice (1-6) in the documented choices of lottery-ball-colours.ts. It is one
 * image to assistive tech, named by `label` (or the number).
 */
export function LotteryBall({ kind, value, label, size = 32 }: LotteryBallProps) {
  const pips = kind === 'dice' ? DICE_PIPS[value] : undefined;
  if (pips) {
    const accent = value === 1 || value === 4;
    return (
      <Die
        role="img"
        aria-label={label ?? String(value)}
        data-kind="dice"
        data-value={value}
        $size={size}
      >
        {Array.from({ length: 9 }, (_, cell) => (
          <Pip
            key={cell}
            data-pip={pips.includes(cell) || undefined}
            $on={pips.includes(cell)}
            $accent={accent}
          />
        ))}
      </Die>
    );
  }
  const look =
    kind === 'dice'
      ? { colour: 'unknown', paint: UNKNOWN_BALL_PAINT, text: String(value) }
      : ballLook(kind, value);
  return (
    <Ball
      role="img"
      aria-label={label ?? look.text}
      data-kind={kind}
      data-colour={look.colour}
      $paint={look.paint}
      $size={size}
    >
      {look.text}
    </Ball>
  );
}

const Ball = styled.span<{ $paint: BallPaint; $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ $paint }) => $paint.background};
  color: ${({ $paint }) => $paint.text};
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  line-height: 1;
`;

const Die = styled.span<{ $size: number }>`
  display: inline-grid;
  flex: none;
  grid-template: repeat(3, 1fr) / repeat(3, 1fr);
  place-items: center;
  box-sizing: border-box;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: ${({ $size }) => Math.round($size * 0.12)}px;
  border: 1px solid ${DICE_PAINT.border};
  border-radius: var(--radius-sm);
  background: ${DICE_PAINT.face};
`;

const Pip = styled.span<{ $on: boolean; $accent: boolean }>`
  width: 70%;
  height: 70%;
  border-radius: 50%;
  background: ${({ $on, $accent }) => ($on ? ($accent ? DICE_PAINT.accentPip : DICE_PAINT.pip) : 'transparent')};
`;
