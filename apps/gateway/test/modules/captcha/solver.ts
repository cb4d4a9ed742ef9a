import type opentype from 'opentype.js';
import sharp from 'sharp';

/**
 * A template-matching captcha reader, the attack a raster captcha must survive: it knows the
 * font, the alphabet and the length. Per image: grey levels, Otsu threshold, specks removed
 * (connected components smaller than a stroke), the noise-line floor taken off the column
 * projection, cuts at the projection's minima nearest the even split, then each segment's ink
 * box compared by normalised cross-correlation with every glyph rendered cleanly at several
 * rotations; the best one wins.
 */
const CELL_W = 32;
const CELL_H = 32;
const ANGLES = [-24, -12, 0, 12, 24];

interface Gray {
  width: number;
  height: number;
  /** 1 = ink, 0 = background. */
  ink: Uint8Array;
}

async function grayOf(png: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  const { data, info } = await sharp(png).flatten({ background: '#fff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

function otsu(data: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const v of data) histogram[v]!++;
  const total = data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * histogram[i]!;
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightB += histogram[t]!;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * histogram[t]!;
    const meanB = sumB / weightB;
    const meanF = (sum - sumB) / weightF;
    const between = weightB * weightF * (meanB - meanF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** Drops 8-connected ink components smaller than `min` pixels (the dots). */
function despeckle(image: Gray, min: number): void {
  const { width, height, ink } = image;
  const seen = new Uint8Array(ink.length);
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const component: number[] = [];
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop()!;
      component.push(at);
      const x = at % width;
      const y = (at - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    if (component.length < min) for (const at of component) ink[at] = 0;
  }
}

function binarise(gray: { width: number; height: number; data: Buffer }): Gray {
  const threshold = otsu(gray.data);
  const ink = new Uint8Array(gray.data.length);
  for (let i = 0; i < ink.length; i++) ink[i] = gray.data[i]! <= threshold ? 1 : 0;
  return { width: gray.width, height: gray.height, ink };
}

/** The ink box of a column range, resampled (bilinear) to a CELL_W × CELL_H cell, zero-mean unit-norm. */
function cellOf(image: Gray, x0: number, x1: number): Float32Array | null {
  let top = image.height;
  let bottom = -1;
  let left = x1;
  let right = x0 - 1;
  for (let y = 0; y < image.height; y++) {
    for (let x = x0; x < x1; x++) {
      if (!image.ink[y * image.width + x]) continue;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  if (bottom < 0) return null;
  // Scaled to fit the cell with its aspect kept and centred: an m is wider than an n.
  const w = right - left + 1;
  const h = bottom - top + 1;
  const scale = Math.min(CELL_W / w, CELL_H / h);
  const offX = (CELL_W - w * scale) / 2;
  const offY = (CELL_H - h * scale) / 2;
  const at = (x: number, y: number) => (x < left || x > right || y < top || y > bottom ? 0 : image.ink[y * image.width + x]!);
  const cell = new Float32Array(CELL_W * CELL_H);
  for (let cy = 0; cy < CELL_H; cy++) {
    for (let cx = 0; cx < CELL_W; cx++) {
      const sx = left + (cx + 0.5 - offX) / scale - 0.5;
      const sy = top + (cy + 0.5 - offY) / scale - 0.5;
      const ix = Math.floor(sx);
      const iy = Math.floor(sy);
      const fx = sx - ix;
      const fy = sy - iy;
      cell[cy * CELL_W + cx] =
        at(ix, iy) * (1 - fx) * (1 - fy) + at(ix + 1, iy) * fx * (1 - fy) + at(ix, iy + 1) * (1 - fx) * fy + at(ix + 1, iy + 1) * fx * fy;
    }
  }
  return normalise(cell);
}

function normalise(cell: Float32Array): Float32Array {
  let mean = 0;
  for (const v of cell) mean += v;
  mean /= cell.length;
  let norm = 0;
  for (let i = 0; i < cell.length; i++) {
    cell[i] = cell[i]! - mean;
    norm += cell[i]! ** 2;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < cell.length; i++) cell[i] = cell[i]! / norm;
  return cell;
}

/** Every glyph of the alphabet, drawn cleanly in the captcha's font at several rotations. */
export async function glyphTemplates(font: opentype.Font, alphabet: string, fontSize: number, stroke = 0.75) {
  const templates: { char: string; cell: Float32Array }[] = [];
  const size = Math.ceil(fontSize * 1.6);
  for (const char of alphabet) {
    const path = font.getPath(char, 0, 0, fontSize);
    const box = path.getBoundingBox();
    const cx = (box.x1 + box.x2) / 2;
    const cy = (box.y1 + box.y2) / 2;
    for (const angle of ANGLES) {
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#fff"/>` +
        `<g transform="translate(${size / 2} ${size / 2}) rotate(${angle}) translate(${-cx} ${-cy})"><path d="${path.toPathData(2)}" fill="#000" stroke="#000" stroke-width="${stroke}"/></g></svg>`;
      const image = binarise(await grayOf(Buffer.from(svg)));
      const cell = cellOf(image, 0, image.width);
      if (cell) templates.push({ char, cell });
    }
  }
  return templates;
}

export type Templates = Awaited<ReturnType<typeof glyphTemplates>>;

/** The solver's reading of a captcha image with `length` glyphs. */
export async function solve(png: Buffer, templates: Templates, length: number): Promise<string> {
  const image = binarise(await grayOf(png));
  despeckle(image, 8);
  const { width, height, ink } = image;
  const columns = new Array<number>(width).fill(0);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) columns[x]! += ink[y * width + x]!;
  // The noise lines run the whole width: their share of each column is about the 20th-percentile column.
  const floor = [...columns].sort((a, b) => a - b)[Math.floor(width * 0.2)]!;
  const projection = columns.map((c) => Math.max(0, c - floor));
  let first = projection.findIndex((c) => c > 0);
  let last = width - 1 - [...projection].reverse().findIndex((c) => c > 0);
  if (first < 0) {
    first = 0;
    last = width - 1;
  }
  const span = last - first + 1;
  const cuts = [first];
  for (let i = 1; i < length; i++) {
    const ideal = Math.round(first + (span * i) / length);
    let best = ideal;
    for (let x = Math.max(cuts[i - 1]! + 4, ideal - 8); x <= Math.min(last - 4, ideal + 8); x++) {
      if (projection[x]! < projection[best]!) best = x;
    }
    cuts.push(best);
  }
  cuts.push(last + 1);

  let text = '';
  for (let i = 0; i < length; i++) {
    const cell = cellOf(image, cuts[i]!, cuts[i + 1]!);
    if (!cell) {
      text += '?';
      continue;
    }
    let bestChar = '?';
    let bestScore = -Infinity;
    for (const template of templates) {
      let score = 0;
      for (let k = 0; k < cell.length; k++) score += cell[k]! * template.cell[k]!;
      if (score > bestScore) {
        bestScore = score;
        bestChar = template.char;
      }
    }
    text += bestChar;
  }
  return text;
}
