import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The built Storybook these tests open (`npm run build-storybook`), or another build to compare. */
export const STORYBOOK_DIR = resolve(process.env['STORYBOOK_STATIC_DIR'] ?? resolve(import.meta.dirname, '../../dist/storybook'));
const BRANDS_DIR = resolve(import.meta.dirname, '../../brands');

/**
 * The origin the built Storybook is served under, through Playwright's request routing
 * from disk: no port is taken on a machine several people share, and a request to any
 * other origin is refused (nothing leaves the machine). Localhost, because the browser
 * grants it a secure context (crypto.randomUUID), as it does the app's https origin.
 */
export const STORYBOOK_ORIGIN = 'http://localhost:6106';

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}

/** Every entry of the built Storybook's index.json. */
export function storyIndex(): IndexEntry[] {
  const file = join(STORYBOOK_DIR, 'index.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build-storybook\` first`);
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries);
}

/** Brand ids (folders of brands/ with a brand.json), default first. */
export function brandIds(): string[] {
  return readdirSync(BRANDS_DIR)
    .filter((id) => existsSync(join(BRANDS_DIR, id, 'brand.json')))
    .sort((a, b) => (a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b)));
}

export function brandFlags(id: string): Record<string, boolean> {
  const manifest = JSON.parse(readFileSync(join(BRANDS_DIR, id, 'brand.json'), 'utf8')) as {
    flags: Record<string, boolean>;
  };
  return manifest.flags;
}

/** A story's preview page, on a brand chosen as the toolbar would (`globals=brand:<id>`). */
export const storyUrl = (id: string, brand: string, viewMode: 'story' | 'docs' = 'story') =>
  `${STORYBOOK_ORIGIN}/iframe.html?id=${encodeURIComponent(id)}&viewMode=${viewMode}&globals=brand:${brand}`;
