import { categoryIconFile, gameArtFile, overrideKey, vendorEmblemFile, type GameArtInput } from './art-keys';

/**
 * The build writes a small JSON island into index.html (id below): where this build's art folder
 * is (a content-hashed path, so the files are cached as immutable) and which pictures the brand
 * replaced with its own files. Reading it from the page keeps both out of the JavaScript entry.
 */
export const ART_MANIFEST_ELEMENT_ID = 'art-manifest';

/** One picture: a vector file, or raster widths for srcset. */
export interface ArtImage {
  src: string;
  srcSet?: string;
}

export interface ArtManifest {
  /** The art folder's URL, no trailing slash. */
  base: string;
  /**
   * Whether the catalogue's own images (iconUrl on the brand's image CDNs, spec §3) are asked for.
   * A brand turns it off in brands/<id>/assets/art.json when its CDNs carry no vendor images, so
   * its tiles show the drawn art without a request that can only fail.
   */
  catalogueImages: boolean;
  games: Readonly<Record<string, ArtImage>>;
  vendors: Readonly<Record<string, ArtImage>>;
  categories: Readonly<Record<string, ArtImage>>;
}

/** Where the art is when no manifest is on the page (unit tests, Storybook). */
export const DEFAULT_ART_BASE = '/assets/art';

const EMPTY: ArtManifest = { base: DEFAULT_ART_BASE, catalogueImages: true, games: {}, vendors: {}, categories: {} };

/**
 * The island is this build's own output, not input from anyone else, so it is read as written; only
 * a damaged one (a proxy rewriting HTML) must not break the page: it falls back to the drawn art.
 */
export function parseArtManifest(text: string): ArtManifest {
  try {
    const raw = JSON.parse(text) as Partial<ArtManifest> | null;
    return { ...EMPTY, ...raw, base: (raw?.base ?? DEFAULT_ART_BASE).replace(/\/+$/, ''), catalogueImages: raw?.catalogueImages !== false };
  } catch {
    return EMPTY;
  }
}

let cached: ArtManifest | undefined;

/** The page's art manifest, read once. */
export function artManifest(): ArtManifest {
  if (!cached) {
    const island = typeof document === 'undefined' ? null : document.getElementById(ART_MANIFEST_ELEMENT_ID);
    cached = island?.textContent ? parseArtManifest(island.textContent) : EMPTY;
  }
  return cached;
}

/** Tests and stories that put an island on the page read it afresh. */
export function resetArtManifest(): void {
  cached = undefined;
}

/** A game's picture: the brand's own file if it has one, else the generated art. */
export function gameArt(game: GameArtInput, manifest = artManifest()): ArtImage {
  return manifest.games[overrideKey.game(game)] ?? { src: `${manifest.base}/${gameArtFile(game)}` };
}

/** A vendor's emblem (its wordmark sets the name beside it), or the brand's own logo file. */
export function vendorArt(vassalage: string, manifest = artManifest()): ArtImage & { custom: boolean } {
  const own = manifest.vendors[overrideKey.vendor(vassalage)];
  return own ? { ...own, custom: true } : { src: `${manifest.base}/${vendorEmblemFile(vassalage)}`, custom: false };
}

/** A category's icon (a nav key). */
export function categoryArt(navKey: string, manifest = artManifest()): ArtImage {
  return manifest.categories[overrideKey.category(navKey)] ?? { src: `${manifest.base}/${categoryIconFile(navKey)}` };
}
