import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import svgToTinyDataUri from 'mini-svg-data-uri';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { buildBrandTheme, parseBrandTokens } from '@platform/shared/brand';
import { bannerArtSet, composeBannerArt, isBannerArtName, artHash, type ArtPalette, type IconBody } from '@platform/shared/game-art';

/**
 * The demo's banner pictures (libs/shared/game-art banner-art.ts), drawn on request from the
 * brand's tokens and game-icons symbols, like an image CDN would serve an operator's uploads: a
 * banner row names one by URL. Each picture is drawn once per process and kept (a fixed set per
 * brand, so the memory is bounded); the icon data is loaded on the first request only.
 */

export const BANNER_ART_ROUTE = '/api/content/banner-art';

/** The URL of one picture of a brand's set, e.g. /api/content/banner-art/lucky/home-welcome.svg. */
export function bannerArtUrl(brandId: string, name: string): string {
  return `${BANNER_ART_ROUTE}/${brandId}/${name}.svg`;
}

/**
 * A picture as a data: URL, for the home page's first banner: inlined in the HTML, the page's
 * largest paint needs no second request, so it does not wait behind (or share a slow link with)
 * the app's script. mini-svg-data-uri escapes only what a URL needs, so the SVG stays text that
 * compresses with the page (base64 or encodeURIComponent would make it a third to twice larger).
 */
export function svgDataUrl(svg: string): string {
  return svgToTinyDataUri(svg);
}

export interface DrawnArt {
  svg: string;
  etag: string;
  /**
   * The same bytes compressed once, when drawn: the first banner is the home page's largest
   * paint, and on a phone's slow link its 15 kB of SVG text shrink to about a quarter.
   */
  encoded: { br: Buffer; gzip: Buffer };
}

const BRAND_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const ART_URL = new RegExp(`^${BANNER_ART_ROUTE}/([^/?#]+)/([^/?#]+)$`);

type IconSet = Parameters<typeof import('@iconify/utils').getIconData>[0];

export function createBannerArt(options: { brandsDir: string }) {
  const drawn = new Map<string, Promise<DrawnArt | undefined>>();
  let icons: Promise<{ set: IconSet; getIconData: typeof import('@iconify/utils').getIconData }> | undefined;

  const loadIcons = () =>
    (icons ??= Promise.all([import('@iconify-json/game-icons'), import('@iconify/utils')]).then(([pack, utils]) => ({
      set: pack.icons,
      getIconData: utils.getIconData,
    })));

  /** The brand's primary and secondary colours; a brand folder without tokens.json draws in the base colours. */
  async function paletteOf(brandId: string): Promise<ArtPalette | undefined> {
    const folder = path.join(options.brandsDir, brandId);
    const manifest = await readFile(path.join(folder, 'brand.json'), 'utf8').catch(() => undefined);
    if (manifest === undefined) return undefined;
    const file = path.join(folder, 'tokens.json');
    const text = await readFile(file, 'utf8').catch(() => undefined);
    const theme = text === undefined ? buildBrandTheme({}, file) : buildBrandTheme(parseBrandTokens(JSON.parse(text), file), file);
    return { primary: theme.color.primary, secondary: theme.color.secondary };
  }

  async function draw(brandId: string, name: string): Promise<DrawnArt | undefined> {
    const palette = await paletteOf(brandId);
    if (!palette) return undefined;
    const set = bannerArtSet(brandId);
    const piece = set.pieces[name]!;
    const { set: iconSet, getIconData } = await loadIcons();
    const bodies: IconBody[] = piece.icons.map((icon) => {
      const data = getIconData(iconSet, icon);
      if (!data) throw new Error(`banner art: the icon "${icon}" is not in @iconify-json/game-icons`);
      return { body: data.body, size: data.width ?? iconSet.width ?? 512 };
    });
    const svg = composeBannerArt({ kind: piece.kind, style: set.style, icons: bodies, palette, seed: artHash(`${brandId}/${name}`) });
    return {
      svg,
      etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`,
      encoded: {
        br: brotliCompressSync(svg, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
        gzip: gzipSync(svg, { level: 9 }),
      },
    };
  }

  const art = (brandId: string, file: string): Promise<DrawnArt | undefined> => {
    const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!BRAND_ID.test(brandId) || !isBannerArtName(name)) return Promise.resolve(undefined);
    const key = `${brandId}/${name}`;
    let picture = drawn.get(key);
    if (!picture) {
      picture = draw(brandId, name);
      drawn.set(key, picture);
      // Only pictures are kept: an unknown brand (any name a client sends) or a failure (a
      // tokens.json being edited) is asked again next time, so the map stays one entry per picture.
      picture.then(
        (drawnArt) => drawnArt ?? drawn.delete(key),
        () => drawn.delete(key),
      );
    }
    return picture;
  };

  return {
    /** The picture, or undefined for a brand or a name there is none of. */
    art,
    /**
     * The picture a banner URL names, if it is one of this set's (bannerArtUrl), else undefined:
     * an operator's own upload on a CDN is not ours to read.
     */
    async artOfUrl(url: string): Promise<DrawnArt | undefined> {
      const match = ART_URL.exec(url);
      return match ? art(match[1]!, match[2]!).catch(() => undefined) : undefined;
    },
  };
}

export type BannerArt = ReturnType<typeof createBannerArt>;
