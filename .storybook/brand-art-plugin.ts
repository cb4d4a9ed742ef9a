import { readdirSync, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { buildGameArt, type GameArt } from '../tools/brand-tools/src/game-art-plugin';

/** The virtual module with each brand's art manifest, read by ./brands.ts. */
export const BRAND_ART_MODULE = 'virtual:storybook-brand-art';
const RESOLVED = `\0${BRAND_ART_MODULE}`;
const CONTENT_TYPES: Readonly<Record<string, string>> = { '.svg': 'image/svg+xml', '.webp': 'image/webp' };

interface ServerResponseLike {
  setHeader: (name: string, value: string) => void;
  end: (body: string | Uint8Array) => void;
}

/**
 * The app's build draws one brand's game, vendor and category art (tools/brand-tools
 * gameArtPlugin) and puts its manifest island in index.html. Storybook shows every
 * brand, so it draws them all: each brand's folder is named by its content hash, so
 * they sit side by side under assets/art/, and the preview puts the island of the
 * brand it was loaded with on the page (./brands.ts).
 */
export function brandArtPlugin(brandsDir: string) {
  const brandIds = readdirSync(brandsDir).filter((id) => existsSync(join(brandsDir, id, 'brand.json')));
  let art: Promise<Map<string, GameArt>> | undefined;
  const load = () =>
    (art ??= Promise.all(brandIds.map(async (id) => [id, await buildGameArt({ brandsDir, brandId: id })] as const)).then(
      (entries) => new Map(entries),
    ));
  const allFiles = async () => {
    const files = new Map<string, string | Uint8Array>();
    for (const { files: own } of (await load()).values()) for (const [name, body] of own) files.set(name, body);
    return files;
  };
  return {
    name: 'storybook-brand-art',
    resolveId: (id: string) => (id === BRAND_ART_MODULE ? RESOLVED : undefined),
    async load(id: string) {
      if (id !== RESOLVED) return undefined;
      const manifests = Object.fromEntries([...(await load())].map(([brandId, { manifest }]) => [brandId, manifest]));
      return `export const artManifests = ${JSON.stringify(manifests)};`;
    },
    async generateBundle(this: { emitFile: (file: { type: 'asset'; fileName: string; source: string | Uint8Array }) => string }) {
      for (const [fileName, source] of await allFiles()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server: {
      middlewares: { use: (handler: (req: { url?: string }, res: ServerResponseLike, next: () => void) => void) => void };
    }) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        if (!path.startsWith('assets/art/')) return next();
        void allFiles().then((files) => {
          const body = files.get(path);
          if (body === undefined) return next();
          res.setHeader('Content-Type', CONTENT_TYPES[extname(path)] ?? 'application/octet-stream');
          res.end(body);
        }, next);
      });
    },
  };
}
