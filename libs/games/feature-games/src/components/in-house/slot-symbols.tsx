import type { ReactElement } from 'react';
import { PAINT } from './paint';

/** The Triple Reels symbols, as the gateway names them (apps/gateway/src/modules/games/in-house.ts REEL). */
export const SLOT_SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'BAR', 'SEVEN'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const isSlotSymbol = (value: unknown): value is SlotSymbol =>
  typeof value === 'string' && (SLOT_SYMBOLS as readonly string[]).includes(value);

/*
 * Hand-drawn on a 64×64 grid, so the symbols cost a few hundred bytes in the lazy game chunk
 * and need no icon font or image request. Decorative: the reel's label names the symbol.
 */
const DRAWINGS: Record<SlotSymbol, ReactElement> = {
  CHERRY: (
    <>
      <path
        d="M22 40 C24 26 30 16 42 10 M44 42 C42 28 40 18 42 10"
        fill="none"
        stroke={PAINT.cherryStem}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M42 10 C48 6 56 8 58 14 C52 16 46 15 42 10 Z" fill={PAINT.cherryStem} />
      <circle cx="20" cy="44" r="12" fill={PAINT.cherry} />
      <circle cx="44" cy="46" r="12" fill={PAINT.cherry} />
      <circle cx="16" cy="40" r="3" fill={PAINT.reelFace} opacity="0.6" />
      <circle cx="40" cy="42" r="3" fill={PAINT.reelFace} opacity="0.6" />
    </>
  ),
  LEMON: (
    <>
      <path
        d="M6 34 C10 18 26 10 40 12 C48 13 54 16 58 22 C60 26 60 30 58 34 C54 48 38 56 24 54 C16 53 10 48 6 34 Z"
        fill={PAINT.lemon}
        stroke={PAINT.lemonEdge}
        strokeWidth="2.5"
      />
      <path
        d="M16 30 C20 22 28 18 36 18"
        fill="none"
        stroke={PAINT.reelFace}
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.7"
      />
    </>
  ),
  BELL: (
    <>
      <path
        d="M32 6 C34 6 35 8 35 10 C46 12 50 22 50 32 C50 40 52 44 58 48 L58 52 L6 52 L6 48 C12 44 14 40 14 32 C14 22 18 12 29 10 C29 8 30 6 32 6 Z"
        fill={PAINT.bell}
        stroke={PAINT.bellEdge}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="56" r="5" fill={PAINT.bellEdge} />
      <path
        d="M22 22 C20 28 20 34 20 40"
        fill="none"
        stroke={PAINT.reelFace}
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.7"
      />
    </>
  ),
  BAR: (
    <>
      <rect x="4" y="18" width="56" height="28" rx="6" fill={PAINT.bar} />
      <rect
        x="7"
        y="21"
        width="50"
        height="22"
        rx="4"
        fill="none"
        stroke={PAINT.bell}
        strokeWidth="1.5"
      />
      <text
        x="32"
        y="39"
        textAnchor="middle"
        fontSize="17"
        fontWeight="900"
        fontFamily="system-ui, sans-serif"
        fill={PAINT.barText}
        letterSpacing="1"
      >
        BAR
      </text>
    </>
  ),
  SEVEN: (
    <>
      <path
        d="M12 8 L54 8 L54 16 C42 28 34 42 32 58 L18 58 C20 42 28 28 38 19 L12 19 Z"
        fill={PAINT.seven}
        stroke={PAINT.sevenEdge}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M16 12 L48 12"
        stroke={PAINT.reelFace}
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.6"
      />
    </>
  ),
};

export function SlotSymbolIcon({
  symbol,
  size = 64,
}: {
  symbol: SlotSymbol;
  size?: number | string;
}) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-symbol={symbol}
    >
      {DRAWINGS[symbol]}
    </svg>
  );
}
