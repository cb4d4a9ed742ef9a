import type { CSSProperties } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Celebration } from './celebration';
import { PAINT } from './paint';
import { useReducedMotion } from './use-reduced-motion';
import { useStaggeredStop } from './use-staggered-stop';

export interface LuckyDiceProps {
  /** The two faces shown once the dice settle: the server's answer (or the last one, after an error). */
  faces: readonly number[];
  /** The round's request is on its way: the dice tumble. */
  spinning: boolean;
  /** The id of the round the dice land on; a new id makes them settle, one after the other, on `faces`. */
  landingKey: string | null;
  /** The landed round paid: celebrate. */
  win: boolean;
  onStop?: (die: number) => void;
  onSettled?: () => void;
}

/** Pip centres on a 100×100 face: the usual layouts of 1 to 6. */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[50, 50]],
  2: [
    [27, 27],
    [73, 73],
  ],
  3: [
    [27, 27],
    [50, 50],
    [73, 73],
  ],
  4: [
    [27, 27],
    [73, 27],
    [27, 73],
    [73, 73],
  ],
  5: [
    [27, 27],
    [73, 27],
    [50, 50],
    [27, 73],
    [73, 73],
  ],
  6: [
    [27, 24],
    [73, 24],
    [27, 50],
    [73, 50],
    [27, 76],
    [73, 76],
  ],
};

/** Where each face sits on the cube, and the cube's turn that brings it to the front. */
const FACE_AT: Record<number, string> = {
  1: 'rotateY(0deg)',
  2: 'rotateY(90deg)',
  3: 'rotateX(90deg)',
  4: 'rotateX(-90deg)',
  5: 'rotateY(-90deg)',
  6: 'rotateY(180deg)',
};
const TURN_TO: Record<number, { rx: number; ry: number }> = {
  1: { rx: 0, ry: 0 },
  2: { rx: 0, ry: -90 },
  3: { rx: -90, ry: 0 },
  4: { rx: 90, ry: 0 },
  5: { rx: 0, ry: 90 },
  6: { rx: 0, ry: 180 },
};

const clampFace = (value: number) =>
  Number.isInteger(value) && value >= 1 && value <= 6 ? value : 1;

function Face({ value }: { value: number }) {
  return (
    <FaceBox style={{ transform: `${FACE_AT[value]} translateZ(calc(var(--die) / 2))` }}>
      <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">
        {PIPS[value]!.map(([cx, cy]) => (
          <circle
            key={`${cx}-${cy}`}
            cx={cx}
            cy={cy}
            r={value === 1 ? 12 : 9}
            fill={PAINT.diePip}
          />
        ))}
      </svg>
    </FaceBox>
  );
}

/**
 * Lucky Dice: two CSS 3D dice that tumble while the round is decided and settle, one after the
 * other, on the server's faces. `data-state` and `data-outcome` say what the player sees.
 */
export function LuckyDice({ faces, spinning, landingKey, win, onStop, onSettled }: LuckyDiceProps) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const { stopped, moving } = useStaggeredStop({
    count: 2,
    spinning,
    landingKey,
    reduced,
    onStop,
    onSettled,
  });
  const state = moving ? 'spinning' : landingKey ? 'settled' : 'idle';
  return (
    <Table
      data-testid="game-stage"
      data-game="PGE_DICE"
      data-state={state}
      data-outcome={state === 'settled' ? faces.join(',') : undefined}
      data-round-id={state === 'settled' ? landingKey : undefined}
      aria-busy={moving}
    >
      {faces.map((raw, index) => {
        const value = clampFace(raw);
        const still = index < stopped;
        const { rx, ry } = TURN_TO[value]!;
        return (
          <Tilt key={index}>
            <Angle>
              <Cube
                data-testid="die"
                data-stopped={still}
                data-face={still ? value : undefined}
                role="img"
                aria-label={still ? t('game_list.die_face', { value }) : t('game_list.rolling')}
                $rolling={!still}
                $land={still && !reduced && state !== 'idle'}
                style={
                  {
                    '--rx': `${rx}deg`,
                    '--ry': `${ry}deg`,
                    animationDelay: still ? undefined : `${-index * 150}ms`,
                  } as CSSProperties
                }
              >
                {[1, 2, 3, 4, 5, 6].map((face) => (
                  <Face key={face} value={face} />
                ))}
              </Cube>
            </Angle>
          </Tilt>
        );
      })}
      {state === 'settled' && win && !reduced ? <Celebration /> : null}
    </Table>
  );
}

const tumble = keyframes`
  from { transform: translateY(0) rotateX(0deg) rotateY(0deg) rotateZ(0deg); }
  50% { transform: translateY(-18%) rotateX(180deg) rotateY(360deg) rotateZ(90deg); }
  to { transform: translateY(0) rotateX(360deg) rotateY(720deg) rotateZ(180deg); }
`;

const land = keyframes`
  from { transform: translateY(-25%) rotateX(calc(var(--rx) + 360deg)) rotateY(calc(var(--ry) + 360deg)); }
  70% { transform: translateY(4%) rotateX(calc(var(--rx) - 12deg)) rotateY(calc(var(--ry) + 8deg)); }
  to { transform: translateY(0) rotateX(var(--rx)) rotateY(var(--ry)); }
`;

const Table = styled.div`
  --die: clamp(64px, 20vw, 88px);
  position: relative;
  display: flex;
  justify-content: center;
  gap: calc(var(--die) * 0.6);
  padding: calc(var(--die) * 0.45) var(--space-md);
  border-radius: var(--radius-lg);
  background: ${PAINT.felt};
  box-shadow: var(--shadow-card);
`;

const Tilt = styled.div`
  perspective: 600px;
`;

/** A fixed viewing angle, so a still die shows its front with a sliver of its top and side. */
const Angle = styled.div`
  transform-style: preserve-3d;
  transform: rotateX(-16deg) rotateY(20deg);
`;

const Cube = styled.div<{ $rolling: boolean; $land: boolean }>`
  position: relative;
  width: var(--die);
  height: var(--die);
  transform-style: preserve-3d;
  transform: rotateX(var(--rx)) rotateY(var(--ry));
  ${({ $rolling }) =>
    $rolling &&
    css`
      animation: ${tumble} 620ms linear infinite;
    `}
  ${({ $land }) =>
    $land &&
    css`
      animation: ${land} 520ms cubic-bezier(0.2, 0.8, 0.3, 1.1);
    `}
`;

const FaceBox = styled.div`
  position: absolute;
  inset: 0;
  border-radius: 18%;
  background: ${PAINT.dieFace};
  box-shadow:
    inset 0 0 0 2px ${PAINT.dieEdge},
    inset 0 -6px 10px ${PAINT.dieEdge};
  backface-visibility: hidden;
`;
