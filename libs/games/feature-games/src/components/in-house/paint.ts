/*
 * The in-house games' paint. The theme has no cherry red, lemon yellow or gold, so each colour is
 * a custom property a brand may set on :root (e.g. `--slot-cherry`), falling back to a semantic
 * token where one fits and to a fixed colour otherwise. The fixed colours live here, in a .ts
 * file, because components (.tsx) may not hold raw colours (eslint, CONVENTIONS §10).
 */
export const PAINT = {
  cherry: 'var(--slot-cherry, #c62828)',
  cherryStem: 'var(--slot-cherry-stem, #2e7d32)',
  lemon: 'var(--slot-lemon, #f9c80e)',
  lemonEdge: 'var(--slot-lemon-edge, #b58900)',
  bell: 'var(--slot-bell, #f2b705)',
  bellEdge: 'var(--slot-bell-edge, #8a5a00)',
  bar: 'var(--slot-bar, #15171a)',
  barText: 'var(--slot-bar-text, #ffffff)',
  seven: 'var(--slot-seven, #d32f2f)',
  sevenEdge: 'var(--slot-seven-edge, #7f0000)',
  /** The reel window: a light face so every symbol keeps its contrast in dark brands too. */
  reelFace: 'var(--slot-reel-face, #fdfdfb)',
  reelShade: 'var(--slot-reel-shade, rgba(0, 0, 0, 0.28))',
  cabinet: 'var(--slot-cabinet, var(--color-primary))',
  winLine: 'var(--slot-win-line, var(--color-secondary))',
  dieFace: 'var(--die-face, #fdfdfb)',
  dieEdge: 'var(--die-edge, #c9ccd3)',
  diePip: 'var(--die-pip, #15171a)',
  felt: 'var(--dice-felt, var(--color-primary))',
  confetti: ['var(--color-secondary)', 'var(--slot-cherry, #c62828)', 'var(--color-success)', 'var(--slot-lemon, #f9c80e)'],
} as const;
