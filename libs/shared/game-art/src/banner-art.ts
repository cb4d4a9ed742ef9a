import { artHash } from './art-keys';
import type { ArtPalette, IconBody } from './compose-svg';

/**
 * Banner, popup-banner and promotion art: a brand-tinted ground, a pattern in the brand's style and
 * a few game-icons symbols, with the left side kept calm and dark for the words the player app sets
 * over it in HTML. Never any text in the picture: words are translated, the picture is not.
 */

/** Picture sizes by use: the home carousel (16:5), a login/register/recovery popup (5:2), a promotion card (16:7). */
export const BANNER_ART_SIZES = {
  home: { width: 1200, height: 375 },
  popup: { width: 600, height: 240 },
  promo: { width: 800, height: 350 },
} as const;
export type BannerArtKind = keyof typeof BANNER_ART_SIZES;

/** How a brand's banners are patterned: Fortuna's sunburst, Lucky's confetti, Royal's art-deco lattice. */
export type BannerArtStyle = 'rays' | 'confetti' | 'lattice';

/** One picture of a set: its size and its symbols (names in @iconify-json/game-icons), the first one large. */
export interface BannerArtPiece {
  kind: BannerArtKind;
  icons: readonly string[];
}

export interface BannerArtSet {
  style: BannerArtStyle;
  pieces: Readonly<Record<string, BannerArtPiece>>;
}

const home = (...icons: string[]): BannerArtPiece => ({ kind: 'home', icons });
const popup = (...icons: string[]): BannerArtPiece => ({ kind: 'popup', icons });
const promo = (...icons: string[]): BannerArtPiece => ({ kind: 'promo', icons });

/** The names every set draws: the seed and an operator's banner point at them (`<name>.svg`). */
export const BANNER_ART_NAMES = [
  'home-welcome',
  'home-live',
  'home-responsible',
  'home-brand',
  'login',
  'register',
  'forget',
  'promo-1',
  'promo-2',
  'promo-3',
  'promo-4',
  'promo-5',
  'promo-6',
  'promo-7',
] as const;
export type BannerArtName = (typeof BANNER_ART_NAMES)[number];

/**
 * Each demo brand's set, by brand id; a brand not listed (a new one from the generator) draws the
 * default set in its own colours. Every set names every BANNER_ART_NAMES entry (a test checks).
 */
export const BANNER_ART_SETS: Readonly<Record<string, BannerArtSet>> = {
  default: {
    style: 'rays',
    pieces: {
      'home-welcome': home('open-treasure-chest', 'coins-pile', 'clover'),
      'home-live': home('card-ace-spades', 'spinning-wheel', 'poker-hand'),
      'home-responsible': home('life-buoy', 'hourglass', 'heart-plus'),
      'home-brand': home('clover', 'horseshoe', 'crown-coin'),
      login: popup('key', 'clover', 'coins'),
      register: popup('present', 'coins-pile', 'star-medal'),
      forget: popup('padlock-open', 'key', 'life-buoy'),
      'promo-1': promo('coins-pile', 'clover', 'coins'),
      'promo-2': promo('ringing-bell', 'horseshoe', 'coins'),
      'promo-3': promo('money-stack', 'clover', 'two-coins'),
      'promo-4': promo('present', 'crown-coin', 'coins'),
      'promo-5': promo('trophy-cup', 'card-ace-spades', 'star-medal'),
      'promo-6': promo('ticket', 'clover', 'crown-coin'),
      'promo-7': promo('envelope', 'coins', 'horseshoe'),
    },
  },
  lucky: {
    style: 'confetti',
    pieces: {
      'home-welcome': home('party-popper', 'present', 'sparkles'),
      'home-live': home('rolling-dices', 'microphone', 'star-swirl'),
      'home-responsible': home('life-buoy', 'sun', 'hourglass'),
      'home-brand': home('falling-star', 'clover', 'rocket'),
      login: popup('rocket', 'sparkles', 'key'),
      register: popup('party-popper', 'present', 'falling-star'),
      forget: popup('padlock-open', 'life-buoy', 'sparkles'),
      'promo-1': promo('party-popper', 'coins', 'sparkles'),
      'promo-2': promo('rocket', 'star-swirl', 'coins'),
      'promo-3': promo('rolling-dices', 'sparkles', 'two-coins'),
      'promo-4': promo('present', 'falling-star', 'sparkles'),
      'promo-5': promo('microphone', 'trophy-cup', 'star-swirl'),
      'promo-6': promo('ticket', 'party-popper', 'sparkles'),
      'promo-7': promo('envelope', 'sparkles', 'falling-star'),
    },
  },
  royal: {
    style: 'lattice',
    pieces: {
      'home-welcome': home('jewel-crown', 'gold-bar', 'cut-diamond'),
      'home-live': home('chess-king', 'wine-glass', 'card-ace-spades'),
      'home-responsible': home('shield-reflect', 'hourglass', 'life-buoy'),
      'home-brand': home('lion', 'laurel-crown', 'fleur-de-lys'),
      login: popup('crown', 'key', 'castle'),
      register: popup('diamond-ring', 'laurel-crown', 'cut-diamond'),
      forget: popup('locked-chest', 'key', 'shield-reflect'),
      'promo-1': promo('gold-bar', 'jewel-crown', 'cut-diamond'),
      'promo-2': promo('wine-glass', 'fleur-de-lys', 'cut-diamond'),
      'promo-3': promo('shield-reflect', 'gold-bar', 'laurel-crown'),
      'promo-4': promo('diamond-ring', 'crown', 'fleur-de-lys'),
      'promo-5': promo('chess-king', 'laurel-crown', 'cut-diamond'),
      'promo-6': promo('ticket', 'crown', 'fleur-de-lys'),
      'promo-7': promo('envelope', 'jewel-crown', 'cut-diamond'),
    },
  },
};

/** The set a brand draws: its own, else the default one. */
export function bannerArtSet(brandId: string): BannerArtSet {
  return BANNER_ART_SETS[brandId] ?? BANNER_ART_SETS['default']!;
}

export function isBannerArtName(name: string): name is BannerArtName {
  return (BANNER_ART_NAMES as readonly string[]).includes(name);
}

function rgb(hex: string): [number, number, number] {
  const h = hex.trim().replace(/^#/, '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return [40, 48, 72];
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const hexOf = (channels: number[]) => `#${channels.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const darken = (hex: string, amount: number) => hexOf(rgb(hex).map((v) => v * (1 - amount)));
const lightness = (hex: string) => rgb(hex).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);

/**
 * The darker brand colour becomes the ground and the lighter one the symbols, so every brand gets
 * a dark ground (white words read on it) and bright symbols: green under gold for Fortuna,
 * magenta under amber for Lucky, purple under gold for Royal.
 */
export function bannerColours(palette: ArtPalette): { ground: string; accent: string } {
  const [ground, accent] =
    lightness(palette.primary) <= lightness(palette.secondary) ? [palette.primary, palette.secondary] : [palette.secondary, palette.primary];
  return { ground, accent };
}

function pattern(style: BannerArtStyle, width: number, height: number, fx: number, fy: number, accent: string, seed: number): string {
  switch (style) {
    case 'rays': {
      const reach = width * 1.2;
      const rays = Array.from({ length: 18 }, (_, i) => {
        const a = ((i * 20 + (seed % 20)) * Math.PI) / 180;
        const b = a + Math.PI / 22;
        const p = (angle: number) => `${(fx + reach * Math.cos(angle)).toFixed(1)} ${(fy + reach * Math.sin(angle)).toFixed(1)}`;
        return `M${fx} ${fy}L${p(a)}L${p(b)}Z`;
      }).join('');
      return `<path d="${rays}" fill="#fff" fill-opacity=".07"/>`;
    }
    case 'confetti':
      return Array.from({ length: 34 }, (_, i) => {
        const h = artHash(`${seed}:${i}`);
        // Confetti gathers on the art's side, leaving the words' side mostly clear.
        const x = width * (0.35 + ((h % 1000) / 1000) * 0.65);
        const y = ((h >>> 10) % 1000) / 1000 * height;
        const size = 5 + ((h >>> 20) % 9);
        const fill = i % 3 === 0 ? accent : '#fff';
        const opacity = (0.18 + ((h >>> 4) % 40) / 100).toFixed(2);
        return i % 2 === 0
          ? `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size}" height="${(size * 0.45).toFixed(1)}" rx="1" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${(h >>> 3) % 180} ${x.toFixed(1)} ${y.toFixed(1)})"/>`
          : `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(size / 2.4).toFixed(1)}" fill="${fill}" fill-opacity="${opacity}"/>`;
      }).join('');
    case 'lattice': {
      const step = height / 4;
      const lines = Array.from({ length: Math.ceil(width / step) + 6 }, (_, i) => {
        const x = i * step - height;
        return `M${x.toFixed(1)} 0l${height} ${height}M${(x + height).toFixed(1)} 0l${-height} ${height}`;
      }).join('');
      const inset = Math.round(height * 0.04);
      return (
        `<path d="${lines}" stroke="${accent}" stroke-opacity=".16" stroke-width="1.5" fill="none"/>` +
        `<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" stroke="${accent}" stroke-opacity=".55" stroke-width="2"/>`
      );
    }
  }
}

function placed(icon: IconBody, cx: number, cy: number, size: number, colour: string, extra = ''): string {
  const scale = size / icon.size;
  const x = cx - size / 2;
  const y = cy - size / 2;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(5)})" color="${colour}" fill="${colour}"${extra}>${icon.body}</g>`;
}

/**
 * One banner picture as SVG text. Deterministic: the same brand colours, style, symbols and seed
 * give the same bytes, so the file can be cached and compared. `icons` are the piece's symbols,
 * the first drawn large on the right, the others smaller around it.
 */
export function composeBannerArt(options: {
  kind: BannerArtKind;
  style: BannerArtStyle;
  icons: readonly IconBody[];
  palette: ArtPalette;
  seed: number;
}): string {
  const { width, height } = BANNER_ART_SIZES[options.kind];
  const { ground, accent } = bannerColours(options.palette);
  const fx = Math.round(width * 0.78);
  const fy = Math.round(height * 0.5);
  const [main, ...others] = options.icons;
  const big = height * 0.68;
  const small = height * 0.3;
  const satellites = [
    [fx - big * 0.78, fy + height * 0.2],
    [fx + big * 0.62, fy - height * 0.24],
  ] as const;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMaxYMid slice">`,
    '<defs>',
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2=".35"><stop offset="0" stop-color="${darken(ground, 0.72)}"/><stop offset=".55" stop-color="${darken(ground, 0.4)}"/><stop offset="1" stop-color="${darken(ground, 0.12)}"/></linearGradient>`,
    `<radialGradient id="l" gradientUnits="userSpaceOnUse" cx="${fx}" cy="${fy}" r="${Math.round(height * 0.8)}"><stop offset="0" stop-color="${accent}" stop-opacity=".5"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    pattern(options.style, width, height, fx, fy, accent, options.seed),
    `<rect width="${width}" height="${height}" fill="url(#l)"/>`,
    ...others
      .slice(0, satellites.length)
      .map((icon, i) => placed(icon, satellites[i]![0], satellites[i]![1], small, '#fff', ' opacity=".85"')),
    main ? placed(main, fx + height * 0.02, fy + height * 0.03, big, '#000', ' opacity=".35"') : '',
    main ? placed(main, fx, fy, big, accent) : '',
    '</svg>',
  ].join('');
}
