/*
 * Draws a QR code from the `qrcode` package's module matrix. qrcode's own renderers only
 * know size, quiet zone and two colours; the spec's dot scale, logo, background image,
 * auto colour and binarize need our own drawing:
 * - without images: an SVG data URL (crisp, and works where there is no canvas);
 * - with a loaded logo or background image: a canvas, exported as a PNG data URL.
 */
import QRCode from 'qrcode';
import { contrastRatio, shade } from '@platform/shared/brand';
import type { QrOptions } from './qr-code-options';

export type Rgb = readonly [number, number, number];

/** The parts of qrcode's BitMatrix we read: `reservedBit` marks finder, timing, alignment and format modules. */
export interface QrMatrix {
  size: number;
  data: ArrayLike<number | boolean>;
  reservedBit: ArrayLike<number | boolean>;
}

export interface ModuleRect {
  x: number;
  y: number;
  size: number;
  dark: boolean;
}

/**
 * One square per module, inside the margin. Data modules shrink to `dotScale` around their
 * centre; function patterns (finders, timing, alignment, format) stay full size, because
 * scanners locate and orient the code by them.
 */
export function qrModuleRects(
  matrix: QrMatrix,
  o: Pick<QrOptions, 'size' | 'margin' | 'dotScale'>,
): ModuleRect[] {
  const cell = (o.size - 2 * o.margin) / matrix.size;
  const rects: ModuleRect[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      const index = row * matrix.size + col;
      const size = matrix.reservedBit[index] ? cell : cell * o.dotScale;
      const inset = (cell - size) / 2;
      rects.push({
        x: o.margin + col * cell + inset,
        y: o.margin + row * cell + inset,
        size,
        dark: Boolean(matrix.data[index]),
      });
    }
  }
  return rects;
}

/** The module matrix of `text` at the chosen error-correction level (throws if the text cannot fit a QR code). */
export function qrMatrix(o: Pick<QrOptions, 'text' | 'errorCorrectionLevel'>): QrMatrix {
  return QRCode.create(o.text, { errorCorrectionLevel: o.errorCorrectionLevel }).modules;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The code as an SVG data URL: light square, dark dots. */
export function qrSvgDataUrl(matrix: QrMatrix, o: QrOptions): string {
  const path = qrModuleRects(matrix, o)
    .filter((rect) => rect.dark)
    .map((r) => `M${round(r.x)} ${round(r.y)}h${round(r.size)}v${round(r.size)}h${round(-r.size)}z`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${o.size}" height="${o.size}" viewBox="0 0 ${o.size} ${o.size}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="${o.colorLight}"/><path fill="${o.colorDark}" d="${path}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const hexToRgb = (hex: string): Rgb => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const rgbToHex = (rgb: Rgb) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Mean colour of the opaque pixels of RGBA data (white when there are none). */
export function averageColour(data: ArrayLike<number>): Rgb {
  let r = 0;
  let g = 0;
  let b = 0;
  let count = 0;
  for (let i = 0; i + 3 < data.length; i += 4) {
    if ((data[i + 3] ?? 0) === 0) continue;
    r += data[i] ?? 0;
    g += data[i + 1] ?? 0;
    b += data[i + 2] ?? 0;
    count += 1;
  }
  return count ? [r / count, g / count, b / count] : [255, 255, 255];
}

/**
 * "Auto colour": the dark modules take the background image's average colour, darkened
 * until it has 4.5:1 contrast with the light colour, so a pale photo still gives a code
 * that scans.
 */
export function autoDarkColour(average: Rgb, colorLight: string): string {
  const base = rgbToHex(average);
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = shade(base, -amount);
    if (contrastRatio(candidate, colorLight) >= 4.5) return candidate;
  }
  return '#000000';
}

/**
 * "Binarize": every pixel becomes the dark or the light colour, by its luma
 * (ITU-R BT.601) against `threshold`: below it is dark, at or above it is light.
 */
export function binarizePixels(
  data: Uint8ClampedArray,
  threshold: number,
  dark: Rgb,
  light: Rgb,
): void {
  for (let i = 0; i + 3 < data.length; i += 4) {
    // Integer weights: with 0.299 etc. a grey of 128 sums to 127.99999… and would turn dark.
    const luma =
      (299 * (data[i] ?? 0) + 587 * (data[i + 1] ?? 0) + 114 * (data[i + 2] ?? 0)) / 1000;
    const [r, g, b] = luma < threshold ? dark : light;
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
    data[i + 3] = 255;
  }
}

export interface QrImages {
  logo?: HTMLImageElement | null;
  background?: HTMLImageElement | null;
}

/** A square path from (at, at); rounded where the browser supports roundRect. */
function squarePath(ctx: CanvasRenderingContext2D, at: number, size: number, radius: number) {
  ctx.beginPath();
  if (radius > 0 && typeof ctx.roundRect === 'function') ctx.roundRect(at, at, size, size, radius);
  else ctx.rect(at, at, size, size);
}

/** Background image scaled to cover the whole square, centred. */
function drawCover(ctx: CanvasRenderingContext2D, image: HTMLImageElement, size: number) {
  const width = image.naturalWidth || size;
  const height = image.naturalHeight || size;
  const crop = Math.min(width, height);
  ctx.drawImage(image, (width - crop) / 2, (height - crop) / 2, crop, crop, 0, 0, size, size);
}

/** Draws the code with its images on a canvas context of `o.size` square. */
export function drawQrCanvas(
  ctx: CanvasRenderingContext2D,
  matrix: QrMatrix,
  o: QrOptions,
  images: QrImages,
) {
  const { size, colorLight } = o;
  ctx.fillStyle = colorLight;
  ctx.fillRect(0, 0, size, size);
  let colorDark = o.colorDark;
  if (images.background) {
    drawCover(ctx, images.background, size);
    if (o.autoColor)
      colorDark = autoDarkColour(
        averageColour(ctx.getImageData(0, 0, size, size).data),
        colorLight,
      );
  }
  for (const rect of qrModuleRects(matrix, o)) {
    // Over a photo the light modules are drawn too, so the photo cannot pass for dark modules.
    if (!rect.dark && !images.background) continue;
    ctx.fillStyle = rect.dark ? colorDark : colorLight;
    ctx.fillRect(rect.x, rect.y, rect.size, rect.size);
  }
  if (images.logo) {
    const logoSize = (size - 2 * o.margin) * o.logoScale;
    const at = (size - logoSize) / 2;
    ctx.fillStyle = colorLight;
    squarePath(
      ctx,
      at - o.logoMargin,
      logoSize + 2 * o.logoMargin,
      o.logoCornerRadius + o.logoMargin,
    );
    ctx.fill();
    ctx.save();
    squarePath(ctx, at, logoSize, o.logoCornerRadius);
    ctx.clip();
    ctx.drawImage(images.logo, at, at, logoSize, logoSize);
    ctx.restore();
  }
  if (o.binarize) {
    const pixels = ctx.getImageData(0, 0, size, size);
    binarizePixels(pixels.data, o.binarizeThreshold, hexToRgb(colorDark), hexToRgb(colorLight));
    ctx.putImageData(pixels, 0, 0);
  }
}

/**
 * The code as a data URL: a canvas PNG when an image must be composed in, otherwise (or
 * when the canvas is unavailable or tainted by an image without CORS) the plain SVG.
 */
export function renderQrDataUrl(o: QrOptions, images: QrImages = {}): string {
  const matrix = qrMatrix(o);
  if ((images.logo || images.background) && typeof document !== 'undefined') {
    try {
      const canvas = document.createElement('canvas');
      canvas.width = o.size;
      canvas.height = o.size;
      const ctx = canvas.getContext('2d');
      if (ctx) {
        drawQrCanvas(ctx, matrix, o, images);
        return canvas.toDataURL('image/png');
      }
    } catch {
      // A cross-origin image taints the canvas (toDataURL / getImageData throw): keep the plain code.
    }
  }
  return qrSvgDataUrl(matrix, o);
}
