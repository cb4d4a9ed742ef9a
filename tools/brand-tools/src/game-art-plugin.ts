import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { icons as gameIcons } from '@iconify-json/game-icons';
import { getIconData } from '@iconify/utils';
import sharp from 'sharp';
import { z } from 'zod';
import {
  ART_MANIFEST_ELEMENT_ID,
  ART_THEMES,
  BACKDROPS,
  CATEGORY_ICONS,
  SYMBOLS_PER_THEME,
  THEME_ICONS,
  VENDOR_EMBLEMS,
  VENDOR_ICONS,
  artHash,
  categoryIconFile,
  composeCategoryIcon,
  composeGameArt,
  composeVendorEmblem,
  overrideKey,
  type ArtImage,
  type ArtManifest,
  type ArtPalette,
  type IconBody,
} from './shared-game-art';
import { loadBrand } from './load-brand';

/**
 * Draws every game, vendor and category picture of one brand at build time, into
 * `assets/art/<content hash>/` of its dist (immutable, like the other hashed assets), and writes
 * the manifest island into index.html. The browser gets files and one small JSON island; no icon
 * data ever enters a JavaScript chunk.
 *
 * A brand overrides any picture with its own file in brands/<id>/assets/:
 *   games/<vassalage>/<gameCode>.<ext>   vendors/<vassalage>.<ext>   categories/<navKey>.<ext>
 * SVG is copied as it is; PNG, JPEG, WebP and AVIF are re-encoded to WebP at two widths for srcset.
 */

export const ART_DIR = 'assets/art';

/** The widths a raster override is encoded at, per kind: 1× and 2× of its largest display size. */
const RASTER_WIDTHS: Readonly<Record<OverrideKind, readonly number[]>> = {
  games: [200, 400],
  vendors: [48, 96],
  categories: [24, 48],
};
const RASTER = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif']);
type OverrideKind = 'games' | 'vendors' | 'categories';

export interface GameArt {
  /** File name (relative to the dist) → contents. */
  files: Map<string, string | Uint8Array>;
  manifest: ArtManifest;
}

function icon(name: string): IconBody {
  const data = getIconData(gameIcons, name);
  if (!data) throw new Error(`game-art: the icon "${name}" is not in @iconify-json/game-icons`);
  return { body: data.body, size: data.width ?? gameIcons.width ?? 512 };
}

/** The generated files, relative to the art folder. */
export function generatedArt(palette: ArtPalette): Map<string, string> {
  const files = new Map<string, string>();
  for (const theme of ART_THEMES) {
    THEME_ICONS[theme].forEach((name, symbol) => {
      const body = icon(name);
      for (let backdrop = 0; backdrop < BACKDROPS; backdrop++) {
        const seed = artHash(`${theme}:${symbol}:${backdrop}`);
        files.set(`games/${theme}/${symbol}-${backdrop}.svg`, composeGameArt({ theme, backdrop, symbol: body, palette, seed }));
      }
    });
  }
  if (THEME_ICONS.slots.length !== SYMBOLS_PER_THEME || VENDOR_ICONS.length !== VENDOR_EMBLEMS) {
    throw new Error('game-art: the icon lists must match SYMBOLS_PER_THEME and VENDOR_EMBLEMS');
  }
  VENDOR_ICONS.forEach((name, index) => files.set(`vendors/${index}.svg`, composeVendorEmblem({ icon: icon(name), palette, index })));
  for (const [key, name] of Object.entries(CATEGORY_ICONS)) files.set(categoryIconFile(key), composeCategoryIcon(icon(name)));
  return files;
}

interface OverrideFile {
  kind: OverrideKind;
  key: string;
  /** Path under the brand's own-art folder, without extension. */
  stem: string;
  file: string;
}

/** The brand's own files, matched on the keys the browser looks up (overrideKey). */
function overrideFiles(assetsDir: string): OverrideFile[] {
  const found: OverrideFile[] = [];
  const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : []);
  const accept = (name: string) => extname(name).toLowerCase() === '.svg' || RASTER.has(extname(name).toLowerCase());
  const stemOf = (name: string) => name.slice(0, -extname(name).length);
  for (const vendor of list(join(assetsDir, 'games'))) {
    const dir = join(assetsDir, 'games', vendor);
    if (!statSync(dir).isDirectory()) continue;
    for (const name of list(dir).filter(accept)) {
      const key = overrideKey.game({ vassalage: vendor, gameCode: stemOf(name) });
      found.push({ kind: 'games', key, stem: `games/${key}`, file: join(dir, name) });
    }
  }
  for (const kind of ['vendors', 'categories'] as const) {
    for (const name of list(join(assetsDir, kind)).filter(accept)) {
      const key = kind === 'vendors' ? overrideKey.vendor(stemOf(name)) : overrideKey.category(stemOf(name));
      found.push({ kind, key, stem: `${kind}/${key}`, file: join(assetsDir, kind, name) });
    }
  }
  return found;
}

const settingsSchema = z
  .object({
    catalogueImages: z
      .boolean()
      .describe("false when the brand's image CDNs carry no catalogue images: tiles then show the drawn art only"),
  })
  .strict();

/** brands/<id>/assets/art.json, optional; a mistake in it stops the build with the file and the fix. */
function artSettings(options: { brandsDir: string; brandId: string }): z.infer<typeof settingsSchema> {
  const file = join(options.brandsDir, options.brandId, 'assets', 'art.json');
  if (!existsSync(file)) return { catalogueImages: true };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Config error in ${file}: not valid JSON (${String(error)})`, { cause: error });
  }
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Config error in ${file}: ${parsed.error.issues.map((i) => `$.${i.path.join('.')} ${i.message}`).join('; ')}; fix: {"catalogueImages": true|false}`);
  }
  return parsed.data;
}

/** A URL-safe file stem: brand file names become part of a URL. */
function safeStem(stem: string): string {
  return stem.replace(/[^a-z0-9/_-]/g, '_');
}

/** Everything one brand's build writes for its art, and the manifest that names it. */
export async function buildGameArt(options: { brandsDir: string; brandId: string }): Promise<GameArt> {
  const { theme } = loadBrand(options.brandsDir, options.brandId);
  const palette: ArtPalette = { primary: theme.color.primary, secondary: theme.color.secondary };
  const relative = new Map<string, string | Uint8Array>(generatedArt(palette));
  const own: Record<OverrideKind, Record<string, ArtImage>> = { games: {}, vendors: {}, categories: {} };
  const ownImages: { kind: OverrideKind; key: string; sources: { file: string; width?: number }[] }[] = [];

  for (const entry of overrideFiles(join(options.brandsDir, options.brandId, 'assets'))) {
    const stem = `own/${safeStem(entry.stem)}`;
    if (extname(entry.file).toLowerCase() === '.svg') {
      relative.set(`${stem}.svg`, readFileSync(entry.file));
      ownImages.push({ kind: entry.kind, key: entry.key, sources: [{ file: `${stem}.svg` }] });
      continue;
    }
    const sources = [];
    for (const width of RASTER_WIDTHS[entry.kind]) {
      // Never enlarged: a small source keeps its own size, and srcset still names each file's real width.
      const image = sharp(readFileSync(entry.file)).resize({ width, withoutEnlargement: true });
      const { data, info } = await image.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      const name = `${stem}-${width}.webp`;
      relative.set(name, new Uint8Array(data));
      sources.push({ file: name, width: info.width });
    }
    ownImages.push({ kind: entry.kind, key: entry.key, sources });
  }

  // The folder is named by its contents, so the files can be cached for good and a change is a new URL.
  const digest = createHash('sha256');
  for (const [name, contents] of [...relative].sort(([a], [b]) => a.localeCompare(b))) digest.update(name).update(contents);
  const base = `/${ART_DIR}/${digest.digest('hex').slice(0, 10)}`;

  for (const { kind, key, sources } of ownImages) {
    const largest = sources[sources.length - 1]!;
    own[kind][key] = sources.length > 1 || largest.width
      ? { src: `${base}/${largest.file}`, srcSet: sources.map((s) => `${base}/${s.file} ${s.width}w`).join(', ') }
      : { src: `${base}/${largest.file}` };
  }
  const files = new Map<string, string | Uint8Array>();
  for (const [name, contents] of relative) files.set(`${base.slice(1)}/${name}`, contents);
  return { files, manifest: { base, catalogueImages: artSettings(options).catalogueImages, ...own } };
}

/** The island index.html carries; `<` is escaped so no brand file name can close the script. */
export function artManifestTag(manifest: ArtManifest): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ART_MANIFEST_ELEMENT_ID}">${json}</script>`;
}

// Structural, like brandPlugin, so this lib does not pin Vite's plugin types.
interface ArtPlugin {
  name: string;
  transformIndexHtml: (html: string) => Promise<string>;
  generateBundle: (this: { emitFile: (file: { type: 'asset'; fileName: string; source: string | Uint8Array }) => string }) => Promise<void>;
  configureServer: (server: {
    middlewares: { use: (handler: (req: { url?: string }, res: ServerResponseLike, next: () => void) => void) => void };
  }) => void;
}
interface ServerResponseLike {
  setHeader: (name: string, value: string) => void;
  end: (body: string | Uint8Array) => void;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = { '.svg': 'image/svg+xml', '.webp': 'image/webp' };

/** The Vite side: emits the files into the build and serves them from memory in dev. */
export function gameArtPlugin(options: { brandsDir: string; brandId: string }): ArtPlugin {
  let art: Promise<GameArt> | undefined;
  const load = () => (art ??= buildGameArt(options));
  return {
    name: 'platform-game-art',
    async transformIndexHtml(html) {
      const { manifest } = await load();
      return html.replace('</head>', `${artManifestTag(manifest)}</head>`);
    },
    async generateBundle() {
      const { files } = await load();
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        if (!path.startsWith(`${ART_DIR}/`)) return next();
        void load().then(({ files }) => {
          const body = files.get(path);
          if (body === undefined) return next();
          res.setHeader('Content-Type', CONTENT_TYPES[extname(path)] ?? 'application/octet-stream');
          res.end(body);
        }, next);
      });
    },
  };
}
