import { artHash, type ArtTheme } from './art-keys';

/**
 * Draws the art files as SVG text. Pure string work with no icon data of its own: the caller passes
 * each icon's body (from @iconify-json/game-icons). The build writes the results to files; a story
 * may call it directly. Text is never drawn here: a title is set over the art in HTML, in the
 * brand's font, which an SVG loaded as an image could not use.
 */

/** One icon: its SVG body (shapes that paint with currentColor) and its square view box size. */
export interface IconBody {
  body: string;
  size: number;
}

/** The brand colours the art is tinted with (hex, from the brand's theme). */
export interface ArtPalette {
  primary: string;
  secondary: string;
}

/** A colour per family, so two brands' slot tiles differ from their fishing tiles at a glance. */
const THEME_HUES: Readonly<Record<ArtTheme, string>> = {
  slots: '#b8321f',
  fishing: '#1769aa',
  cards: '#136f3a',
  live: '#7a1f5c',
  sports: '#2e7d32',
  esports: '#4527a0',
  cockfight: '#a2520b',
  lottery: '#8d6e00',
};

function rgb(hex: string): [number, number, number] {
  const h = hex.trim().replace(/^#/, '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return [40, 48, 72];
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** `hex` moved `amount` (0–1) of the way toward black. */
function darken(hex: string, amount: number): string {
  return `#${rgb(hex)
    .map((v) => Math.round(v * (1 - amount)).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The art's ground is always dark, so the white symbol stands out whatever the brand colour. */
function ground(theme: ArtTheme, backdrop: number, palette: ArtPalette): [string, string] {
  const base = [palette.primary, palette.secondary, THEME_HUES[theme]][backdrop % 3]!;
  return [darken(base, 0.2), darken(base, 0.7)];
}

const W = 320;
const H = 240;
const CX = 160;
const CY = 96;

function pattern(theme: ArtTheme, seed: number): string {
  const stroke = 'stroke="#fff" stroke-opacity=".14" fill="none"';
  const turn = seed % 360;
  switch (theme) {
    case 'slots': {
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a = ((i * 30 + turn) * Math.PI) / 180;
        const b = a + Math.PI / 24;
        const p = (angle: number) => `${(CX + 400 * Math.cos(angle)).toFixed(1)} ${(CY + 400 * Math.sin(angle)).toFixed(1)}`;
        return `M${CX} ${CY}L${p(a)}L${p(b)}Z`;
      }).join('');
      return `<path d="${rays}" fill="#fff" fill-opacity=".09"/>`;
    }
    case 'fishing':
      return Array.from({ length: 6 }, (_, i) => {
        const y = 30 + i * 40 + (seed % 20);
        return `<path d="M0 ${y}q40 -18 80 0t80 0t80 0t80 0" ${stroke} stroke-width="6"/>`;
      }).join('');
    case 'cards':
    case 'live': {
      const step = theme === 'cards' ? 40 : 56;
      const lines = Array.from({ length: 16 }, (_, i) => {
        const x = i * step - 240;
        return `M${x} 0l${H} ${H}M${x + H} 0l${-H} ${H}`;
      }).join('');
      const table = theme === 'live' ? `<ellipse cx="${CX}" cy="${H + 40}" rx="220" ry="110" ${stroke} stroke-width="10"/>` : '';
      return `<path d="${lines}" ${stroke} stroke-width="2"/>${table}`;
    }
    case 'sports':
      return `<g ${stroke} stroke-width="4"><circle cx="${CX}" cy="${CY}" r="58"/><path d="M${CX} 0V${H}M0 60h50v120H0M${W} 60h-50v120h50"/></g>`;
    case 'esports': {
      const grid = Array.from({ length: 17 }, (_, i) => `M${i * 20} 0V${H}`).join('') + Array.from({ length: 13 }, (_, i) => `M0 ${i * 20}H${W}`).join('');
      return `<path d="${grid}" ${stroke} stroke-width="1"/>`;
    }
    case 'cockfight':
      return `<g ${stroke} stroke-width="5">${[70, 110, 150, 190].map((r) => `<circle cx="${CX}" cy="${CY}" r="${r}"/>`).join('')}</g>`;
    case 'lottery':
      return Array.from({ length: 9 }, (_, i) => {
        const h = artHash(`${seed}:${i}`);
        return `<circle cx="${h % W}" cy="${(h >>> 9) % H}" r="${10 + ((h >>> 17) % 22)}" fill="#fff" fill-opacity=".1"/>`;
      }).join('');
  }
}

/** The icon body scaled to `size` px with its top-left corner at (x, y), painted in `colour`. */
function placed(icon: IconBody, x: number, y: number, size: number, colour: string, extra = ''): string {
  const scale = size / icon.size;
  return `<g transform="translate(${x} ${y}) scale(${scale.toFixed(5)})" color="${colour}" fill="${colour}"${extra}>${icon.body}</g>`;
}

/** A game tile's art, 320×240 (4:3): ground, family pattern, light, symbol; the lower band is left calm for the title. */
export function composeGameArt(options: { theme: ArtTheme; backdrop: number; symbol: IconBody; palette: ArtPalette; seed: number }): string {
  const { theme, backdrop, symbol, palette, seed } = options;
  const [top, bottom] = ground(theme, backdrop, palette);
  const size = 120;
  const x = CX - size / 2;
  const y = CY - size / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    '<defs>',
    `<linearGradient id="g" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<radialGradient id="l" cx=".5" cy=".4" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    pattern(theme, seed),
    `<rect width="${W}" height="${H}" fill="url(#l)"/>`,
    placed(symbol, x + 4, y + 6, size, '#000', ' opacity=".35"'),
    placed(symbol, x, y, size, '#fff'),
    '</svg>',
  ].join('');
}

/** A vendor's emblem, 96×96: a badge in the brand's colours with the icon in white. */
export function composeVendorEmblem(options: { icon: IconBody; palette: ArtPalette; index: number }): string {
  const { icon, palette, index } = options;
  const [a, b] = index % 2 === 0 ? [palette.primary, palette.secondary] : [palette.secondary, palette.primary];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${darken(a, 0.15)}"/><stop offset="1" stop-color="${darken(b, 0.6)}"/></linearGradient></defs>`,
    '<rect width="96" height="96" rx="22" fill="url(#g)"/>',
    '<rect x="5" y="5" width="86" height="86" rx="18" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>',
    placed(icon, 18, 18, 60, '#fff'),
    '</svg>',
  ].join('');
}

/** A category icon: the bare shape, meant as a CSS mask so it takes the text colour around it. */
export function composeCategoryIcon(icon: IconBody): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.size} ${icon.size}" width="24" height="24" color="#000" fill="#000">${icon.body}</svg>`;
}
