/*
 * QR code options: the spec's defaults (§9) and the "falls back to defaults when the logo
 * scale, dot scale or margin are out of range" rule (§5). A plain .ts module because the
 * colour defaults are raw colours: a canvas cannot read CSS variables.
 */

export type QrErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';

/** Spec §9 "QR defaults: component size 200, margin 20, error-correction level M, dot scale 0.35, logo scale 0.2, binarize threshold 128." */
export const QR_DEFAULTS = {
  size: 200,
  margin: 20,
  errorCorrectionLevel: 'M',
  dotScale: 0.35,
  logoScale: 0.2,
  binarizeThreshold: 128,
  colorDark: '#000000',
  colorLight: '#ffffff',
  /** Not in the spec: a logo sits flush and square unless asked otherwise. */
  logoMargin: 0,
  logoCornerRadius: 0,
  /** Opt-in: a colour taken from a photo may be too pale to scan (it is darkened, see qr-code-draw). */
  autoColor: false,
  binarize: false,
} as const satisfies Omit<QrOptions, 'text'>;

/**
 * The accepted ranges; a value outside them (or not a finite number) falls back to its default.
 * - logoScale (0, 0.3]: share of the code's width under the logo. Level M restores about 15%
 *   of the code; a 0.3 logo hides 9% of it, a larger one often stops it scanning.
 * - dotScale (0, 1]: size of a data dot relative to its module (1 = classic square modules).
 * - margin [0, 100] px, and less than half the size, or nothing is left to draw the code in.
 * - binarizeThreshold [0, 255]: the luminance cut-off between dark and light.
 */
export const QR_RANGES = {
  logoScale: { min: 0, max: 0.3, minExclusive: true },
  dotScale: { min: 0, max: 1, minExclusive: true },
  margin: { min: 0, max: 100, minExclusive: false },
  binarizeThreshold: { min: 0, max: 255, minExclusive: false },
} as const;

export interface QrOptions {
  text: string;
  size: number;
  margin: number;
  errorCorrectionLevel: QrErrorCorrectionLevel;
  dotScale: number;
  logoScale: number;
  logoMargin: number;
  logoCornerRadius: number;
  /** #rrggbb */
  colorDark: string;
  /** #rrggbb */
  colorLight: string;
  autoColor: boolean;
  binarize: boolean;
  binarizeThreshold: number;
}

export type QrOptionsInput = Partial<QrOptions> & { text: string };

type Range = (typeof QR_RANGES)[keyof typeof QR_RANGES];

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const inRange = (value: unknown, { min, max, minExclusive }: Range): value is number =>
  isFiniteNumber(value) && (minExclusive ? value > min : value >= min) && value <= max;

const pick = (value: unknown, range: Range, fallback: number) =>
  inRange(value, range) ? value : fallback;

const nonNegative = (value: unknown, fallback: number) =>
  isFiniteNumber(value) && value >= 0 ? value : fallback;

/** #rgb or #rrggbb, returned as lower-case #rrggbb; anything else falls back. */
function hexColour(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short)
    return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : fallback;
}

const LEVELS: readonly QrErrorCorrectionLevel[] = ['L', 'M', 'Q', 'H'];

/** Fills in the spec defaults and replaces out-of-range values by them (spec §5). */
export function normaliseQrOptions(input: QrOptionsInput): QrOptions {
  const size =
    isFiniteNumber(input.size) && input.size > 0 ? Math.round(input.size) : QR_DEFAULTS.size;
  const marginFits = (margin: number) => margin * 2 < size;
  const margin = pick(input.margin, QR_RANGES.margin, QR_DEFAULTS.margin);
  return {
    text: input.text,
    size,
    margin: marginFits(margin) ? margin : marginFits(QR_DEFAULTS.margin) ? QR_DEFAULTS.margin : 0,
    errorCorrectionLevel: LEVELS.includes(input.errorCorrectionLevel as QrErrorCorrectionLevel)
      ? (input.errorCorrectionLevel as QrErrorCorrectionLevel)
      : QR_DEFAULTS.errorCorrectionLevel,
    dotScale: pick(input.dotScale, QR_RANGES.dotScale, QR_DEFAULTS.dotScale),
    logoScale: pick(input.logoScale, QR_RANGES.logoScale, QR_DEFAULTS.logoScale),
    logoMargin: nonNegative(input.logoMargin, QR_DEFAULTS.logoMargin),
    logoCornerRadius: nonNegative(input.logoCornerRadius, QR_DEFAULTS.logoCornerRadius),
    colorDark: hexColour(input.colorDark, QR_DEFAULTS.colorDark),
    colorLight: hexColour(input.colorLight, QR_DEFAULTS.colorLight),
    autoColor: input.autoColor ?? QR_DEFAULTS.autoColor,
    binarize: input.binarize ?? QR_DEFAULTS.binarize,
    binarizeThreshold: pick(
      input.binarizeThreshold,
      QR_RANGES.binarizeThreshold,
      QR_DEFAULTS.binarizeThreshold,
    ),
  };
}
