import { encodePng } from './png';
import { GLYPH_HEIGHT, GLYPH_WIDTH, PIXEL_FONT, glyphPixel } from './pixel-font';

/**
 * Up to two initials the pixel font can draw, from the brand's display name
 * ("Lucky Star" → "LS"), else from its id; a brand named in a script the font lacks
 * still gets a letter rather than a blank icon.
 */
export function brandInitials(displayName: string, brandId: string): string {
  const drawable = (word: string) => [...word.toUpperCase()].find((c) => c in PIXEL_FONT);
  const fromName = displayName
    .split(/\s+/)
    .map(drawable)
    .filter((c): c is string => c !== undefined)
    .slice(0, 2)
    .join('');
  if (fromName) return fromName;
  return drawable(brandId) ?? 'A';
}

function rgbOf(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`brand icon: "${hex}" is not a #rrggbb colour`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

export interface BrandIconOptions {
  size: number;
  initials: string;
  background: string;
  foreground: string;
}

/**
 * A square icon: the background fills it edge to edge and the initials sit centred in
 * the middle half, inside the maskable safe zone (a circle of 80% of the size), so the
 * same picture serves as an "any" and a "maskable" icon.
 */
export function renderBrandIcon({ size, initials, background, foreground }: BrandIconOptions): Buffer {
  const glyphs = [...initials].map((c) => {
    const glyph = PIXEL_FONT[c];
    if (!glyph) throw new Error(`brand icon: the pixel font has no glyph for "${c}"`);
    return glyph;
  });
  const bg = rgbOf(background);
  const fg = rgbOf(foreground);
  const pixels = new Uint8Array(size * size * 3);
  for (let i = 0; i < size * size; i += 1) pixels.set(bg, i * 3);

  // One empty cell between letters; a cell is the scaled font pixel.
  const columns = glyphs.length * (GLYPH_WIDTH + 1) - 1;
  const cell = Math.max(1, Math.floor((size * 0.5) / Math.max(columns, GLYPH_WIDTH + 2)));
  const left = Math.floor((size - columns * cell) / 2);
  const top = Math.floor((size - GLYPH_HEIGHT * cell) / 2);
  glyphs.forEach((glyph, index) => {
    for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
      for (let column = 0; column < GLYPH_WIDTH; column += 1) {
        if (!glyphPixel(glyph, column, row)) continue;
        const x0 = left + (index * (GLYPH_WIDTH + 1) + column) * cell;
        const y0 = top + row * cell;
        for (let y = y0; y < y0 + cell; y += 1) {
          for (let x = x0; x < x0 + cell; x += 1) pixels.set(fg, (y * size + x) * 3);
        }
      }
    }
  });
  return encodePng(size, size, pixels);
}
