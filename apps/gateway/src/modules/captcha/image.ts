import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import opentype from 'opentype.js';
import sharp from 'sharp';

/** The size served; the client shows it 42 px high, so it stays sharp on a 1.2× screen. */
export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;
/** The glyphs' em size before their own random scale. */
export const CAPTCHA_FONT_SIZE = 58;

/**
 * The glyph outlines: the hand-drawn "Comismsh" face svg-captcha ships (SIL OFL). Taken as
 * outlines, not as a font for librsvg to find: a server image has no system fonts to rely on.
 */
export function captchaFont(): opentype.Font {
  const file = readFileSync(createRequire(import.meta.url).resolve('svg-captcha/fonts/Comismsh.ttf'));
  return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
}

/**
 * Uniform floats in [0, 1) from the CSPRNG, drawn 64 at a time: the distortion must not be
 * predictable from earlier images (Math.random's state can be recovered from its outputs).
 */
function randomSource(): (min: number, max: number) => number {
  let pool = randomBytes(0);
  let at = 0;
  return (min, max) => {
    if (at + 4 > pool.length) {
      pool = randomBytes(256);
      at = 0;
    }
    const unit = pool.readUInt32BE(at) / 2 ** 32;
    at += 4;
    return min + (max - min) * unit;
  };
}

type Point = [number, number];

/**
 * A captcha a script cannot read by matching shapes. svg-captcha drew each letter as the same
 * outline with a ±0.1 px jiggle, so a path lookup read every one. Here each glyph gets its own
 * rotation, scale, skew and position (neighbours overlap), the whole line is bent by a random
 * sine warp, lines in the glyphs' own colours cross them and dots speckle the field, and the
 * result is a raster (PNG) with pixel noise: there is no path left to match, and the glyphs no
 * longer look like any clean rendering of the font.
 */
export function createCaptchaRenderer(font: opentype.Font = captchaFont()) {
  return async function render(text: string): Promise<Buffer> {
    const rand = randomSource();
    const hue = rand(0, 360);
    const ink = () => `hsl(${Math.round((hue + rand(-60, 60) + 360) % 360)},${Math.round(rand(45, 80))}%,${Math.round(rand(18, 38))}%)`;

    // The bend of the whole line: one slow wave along x moves points up and down, one along y
    // leans them; both with a random phase, so no two images share a baseline.
    const ampY = rand(3, 6);
    const lenX = rand(50, 110);
    const phaseX = rand(0, 2 * Math.PI);
    const ampX = rand(1.5, 3.5);
    const lenY = rand(20, 40);
    const phaseY = rand(0, 2 * Math.PI);
    const warp = ([x, y]: Point): Point => [x + ampX * Math.sin((2 * Math.PI * y) / lenY + phaseY), y + ampY * Math.sin((2 * Math.PI * x) / lenX + phaseX)];

    const slot = (CAPTCHA_WIDTH - 16) / text.length;
    const glyphs: string[] = [];
    for (let i = 0; i < text.length; i++) {
      const path = font.getPath(text[i]!, 0, 0, CAPTCHA_FONT_SIZE);
      const box = path.getBoundingBox();
      const cx = (box.x1 + box.x2) / 2;
      const cy = (box.y1 + box.y2) / 2;
      const angle = (rand(-28, 28) * Math.PI) / 180;
      const sx = rand(0.75, 1.2);
      const sy = rand(0.8, 1.25);
      const skew = rand(-0.35, 0.35);
      // Slots a little narrower than the glyphs: neighbours touch or overlap.
      const tx = 8 + slot * (i + 0.5) + rand(-4, 4);
      const ty = CAPTCHA_HEIGHT / 2 + rand(-5, 5);
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      const place = (x: number, y: number): Point => {
        const px = (x - cx + skew * (y - cy)) * sx;
        const py = (y - cy) * sy;
        return warp([tx + px * cos - py * sin, ty + px * sin + py * cos]);
      };
      let d = '';
      for (const c of path.commands) {
        if (c.type === 'Z') {
          d += 'Z';
          continue;
        }
        const end = place(c.x, c.y);
        if (c.type === 'M' || c.type === 'L') d += `${c.type}${fmt(end)}`;
        else if (c.type === 'Q') d += `Q${fmt(place(c.x1, c.y1))} ${fmt(end)}`;
        else d += `C${fmt(place(c.x1, c.y1))} ${fmt(place(c.x2, c.y2))} ${fmt(end)}`;
      }
      // A thin outline in the same colour thickens the font's hairline strokes for human eyes.
      const colour = ink();
      glyphs.push(`<path d="${d}" fill="${colour}" stroke="${colour}" stroke-width="${rand(0.4, 1.1).toFixed(2)}"/>`);
    }

    const noise: string[] = [];
    // Lines through the text band, as thick as a stroke and in the glyphs' colours: they join
    // the glyphs, so neither a colour filter nor a column projection can cut them apart.
    const lines = Math.round(rand(2, 3));
    for (let i = 0; i < lines; i++) {
      const y = () => rand(12, CAPTCHA_HEIGHT - 12);
      noise.push(
        `<path d="M${rand(0, 20).toFixed(1)} ${y().toFixed(1)} C${rand(30, 70).toFixed(1)} ${rand(0, CAPTCHA_HEIGHT).toFixed(1)},${rand(80, 120).toFixed(1)} ${rand(0, CAPTCHA_HEIGHT).toFixed(1)},${rand(130, CAPTCHA_WIDTH).toFixed(1)} ${y().toFixed(1)}" fill="none" stroke="${ink()}" stroke-width="${rand(1.2, 2.2).toFixed(2)}"/>`,
      );
    }
    const dots = Math.round(rand(60, 110));
    for (let i = 0; i < dots; i++) {
      const colour = rand(0, 1) < 0.5 ? ink() : `hsl(${Math.round(rand(0, 360))},40%,${Math.round(rand(40, 75))}%)`;
      noise.push(`<circle cx="${rand(0, CAPTCHA_WIDTH).toFixed(1)}" cy="${rand(0, CAPTCHA_HEIGHT).toFixed(1)}" r="${rand(0.6, 1.9).toFixed(2)}" fill="${colour}"/>`);
    }
    const background = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="${rand(0, 1).toFixed(2)}"><stop offset="0" stop-color="hsl(${Math.round(rand(0, 360))},50%,92%)"/><stop offset="1" stop-color="hsl(${Math.round(rand(0, 360))},50%,86%)"/></linearGradient>`;
    // Noise is drawn both under and over the glyphs, in a random order.
    const layers = [...glyphs, ...noise].sort(() => rand(-1, 1));
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
      `<defs>${background}</defs><rect width="100%" height="100%" fill="url(#g)"/>${layers.join('')}</svg>`;

    // Rasterise, then grain: every pixel moves by a few levels, so no two renders of the same
    // glyph share a pixel value either.
    const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const grain = randomBytes(data.length);
    for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + (grain[i]! % 25) - 12));
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  };
}

const fmt = ([x, y]: Point) => `${x.toFixed(2)} ${y.toFixed(2)}`;
