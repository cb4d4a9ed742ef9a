import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Celebration } from './celebration';
import { PAINT } from './paint';
import { SLOT_SYMBOLS, SlotSymbolIcon, type SlotSymbol } from './slot-symbols';
import { useReducedMotion } from './use-reduced-motion';
import { useStaggeredStop } from './use-staggered-stop';

export interface TripleReelsProps {
  /** What stands on the win line once the reels stop: the server's answer (or the last one, after an error). */
  symbols: readonly SlotSymbol[];
  /** The round's request is on its way: the reels spin. */
  spinning: boolean;
  /** The id of the round the reels land on; a new id makes them stop, one by one, on `symbols`. */
  landingKey: string | null;
  /** The landed round paid: light the win line and celebrate. */
  win: boolean;
  onStop?: (reel: number) => void;
  onSettled?: () => void;
}

// The reel's display order, so each stopped reel shows the symbols above and below its own.
const neighbour = (symbol: SlotSymbol, step: number) =>
  SLOT_SYMBOLS[(SLOT_SYMBOLS.indexOf(symbol) + step + SLOT_SYMBOLS.length) % SLOT_SYMBOLS.length]!;

/**
 * Triple Reels: three reels that spin while the round is decided and stop one by one on the
 * server's symbols. `data-state` and `data-outcome` say what the player sees, for tests that run
 * with animations off as well as on.
 */
export function TripleReels({
  symbols,
  spinning,
  landingKey,
  win,
  onStop,
  onSettled,
}: TripleReelsProps) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const { stopped, moving } = useStaggeredStop({
    count: 3,
    spinning,
    landingKey,
    reduced,
    onStop,
    onSettled,
  });
  const state = moving ? 'spinning' : landingKey ? 'settled' : 'idle';
  const lit = state === 'settled' && win;
  return (
    <Cabinet
      data-testid="game-stage"
      data-game="PGE_SLOT3"
      data-state={state}
      data-outcome={state === 'settled' ? symbols.join(',') : undefined}
      data-round-id={state === 'settled' ? landingKey : undefined}
      aria-busy={moving}
    >
      <Window>
        {symbols.map((symbol, index) => {
          const still = index < stopped;
          return (
            <Reel
              key={index}
              data-testid="reel"
              data-stopped={still}
              data-symbol={still ? symbol : undefined}
              aria-label={still ? t(`game_list.symbol_${symbol}`) : t('game_list.spinning')}
              role="img"
            >
              {still ? (
                <Column $land={!reduced && state !== 'idle'}>
                  <Cell $dim>
                    <SlotSymbolIcon symbol={neighbour(symbol, -1)} size="100%" />
                  </Cell>
                  <Cell $win={lit}>
                    <SlotSymbolIcon symbol={symbol} size="100%" />
                  </Cell>
                  <Cell $dim>
                    <SlotSymbolIcon symbol={neighbour(symbol, 1)} size="100%" />
                  </Cell>
                </Column>
              ) : (
                <Strip style={{ animationDelay: `${-index * 90}ms` }}>
                  {[...SLOT_SYMBOLS, ...SLOT_SYMBOLS].map((s, i) => (
                    <Cell key={i}>
                      <SlotSymbolIcon symbol={s} size="100%" />
                    </Cell>
                  ))}
                </Strip>
              )}
            </Reel>
          );
        })}
        <WinLine $lit={lit} data-testid="win-line" data-lit={lit} aria-hidden="true" />
      </Window>
      {lit && !reduced ? <Celebration /> : null}
    </Cabinet>
  );
}

const spin = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-50%); }
`;

const land = keyframes`
  0% { transform: translateY(-45%); }
  70% { transform: translateY(6%); }
  100% { transform: translateY(0); }
`;

const pulse = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.12); }
`;

const Cabinet = styled.div`
  --cell: clamp(64px, 21vw, 92px);
  position: relative;
  display: flex;
  justify-content: center;
  padding: var(--space-sm);
  border-radius: var(--radius-lg);
  background: ${PAINT.cabinet};
  box-shadow: var(--shadow-card);
`;

const Window = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(3, var(--cell));
  gap: var(--space-xs);
`;

const Reel = styled.div`
  position: relative;
  height: calc(var(--cell) * 3);
  overflow: hidden;
  border-radius: var(--radius-md);
  background: ${PAINT.reelFace};
  box-shadow:
    inset 0 10px 12px -8px ${PAINT.reelShade},
    inset 0 -10px 12px -8px ${PAINT.reelShade};
`;

const Column = styled.div<{ $land: boolean }>`
  ${({ $land }) =>
    $land &&
    css`
      animation: ${land} 320ms cubic-bezier(0.2, 0.8, 0.3, 1.2);
    `}
`;

const Strip = styled.div`
  filter: blur(1.5px);
  animation: ${spin} 360ms linear infinite;
`;

const Cell = styled.div<{ $dim?: boolean; $win?: boolean }>`
  height: var(--cell);
  padding: 10%;
  box-sizing: border-box;
  opacity: ${({ $dim }) => ($dim ? 0.45 : 1)};
  ${({ $win }) =>
    $win &&
    css`
      animation: ${pulse} 600ms ease-in-out 3;
    `}
`;

const WinLine = styled.div<{ $lit: boolean }>`
  position: absolute;
  inset-inline: calc(-1 * var(--space-xs));
  top: calc(var(--cell) * 1.5);
  height: ${({ $lit }) => ($lit ? '6px' : '2px')};
  transform: translateY(-50%);
  border-radius: var(--radius-pill);
  background: ${PAINT.winLine};
  opacity: ${({ $lit }) => ($lit ? 1 : 0.45)};
  box-shadow: ${({ $lit }) => ($lit ? `0 0 14px 3px ${PAINT.winLine}` : 'none')};
  pointer-events: none;
  transition:
    height 200ms,
    opacity 200ms;
`;
