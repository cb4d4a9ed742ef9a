import { createHash } from 'node:crypto';

/** The parts of a Rollup/Rolldown output bundle the precache list reads. */
export type OutputItem =
  | {
      type: 'chunk';
      fileName: string;
      isEntry: boolean;
      imports: string[];
      code: string;
      viteMetadata?: { importedCss: Set<string> };
    }
  | { type: 'asset'; fileName: string; source: string | Uint8Array };

const SHELL_ASSET = /^(manifest\.webmanifest|icons\/.+\.png)$/;

/**
 * The app shell the service worker stores at install: the page ('/'), the entry script
 * with everything it imports statically and their CSS, the web manifest and the icons.
 * Route and popup chunks are left out so installing stays light; the worker stores
 * each of them the first time it is used.
 */
export function shellFiles(bundle: Record<string, OutputItem>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (!item || item.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    item.viteMetadata?.importedCss.forEach((css) => files.add(css));
    item.imports.forEach(visit);
  };
  Object.values(bundle).forEach((item) => {
    if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
    if (item.type === 'asset' && SHELL_ASSET.test(item.fileName)) files.add(item.fileName);
  });
  return [...files].sort();
}

/**
 * A version that changes whenever any shell file's content does, so a new build
 * installs a new worker, which replaces the old cache.
 */
export function shellVersion(bundle: Record<string, OutputItem>, files: string[]): string {
  const hash = createHash('sha256');
  for (const fileName of files) {
    const item = bundle[fileName];
    hash.update(fileName);
    if (item) hash.update(item.type === 'chunk' ? item.code : item.source);
  }
  return hash.digest('hex').slice(0, 16);
}
