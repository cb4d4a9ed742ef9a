import {
  BrandConfigError,
  buildBrandTheme,
  parseBrandManifest,
  parseBrandTokens,
  registrationFlagIssues,
  type BrandManifest,
  type FlagSet,
  type Theme,
} from '@platform/shared/brand';
import { ART_MANIFEST_ELEMENT_ID, resetArtManifest } from '@platform/shared/game-art';
import { artManifests } from 'virtual:storybook-brand-art';

/*
 * The brands of the toolbar, loaded the way tools/brand-tools loads them for the app:
 * a folder under brands/ with a brand.json and, optionally, a tokens.json. Every file
 * is validated here too, so a broken brand fails Storybook loudly (CONVENTIONS §8)
 * instead of showing stories with a silently wrong brand.
 *
 * This module is the first import of preview.tsx: it also sets the flag object that
 * the `__FLAG_*__` constants read (see main.ts) and the art manifest island before any
 * library module runs.
 */
const manifestFiles = import.meta.glob<unknown>('../brands/*/brand.json', { eager: true, import: 'default' });
const tokenFiles = import.meta.glob<unknown>('../brands/*/tokens.json', { eager: true, import: 'default' });

export interface StoryBrand {
  manifest: BrandManifest;
  theme: Theme;
}

function loadBrand(id: string): StoryBrand {
  const manifestFile = `../brands/${id}/brand.json`;
  const tokensFile = `../brands/${id}/tokens.json`;
  const manifest = parseBrandManifest(manifestFiles[manifestFile], manifestFile.slice(3));
  const issues = registrationFlagIssues(manifest);
  if (issues.length > 0) throw new BrandConfigError(manifestFile.slice(3), issues);
  const partial = tokensFile in tokenFiles ? parseBrandTokens(tokenFiles[tokensFile], tokensFile.slice(3)) : {};
  return { manifest, theme: buildBrandTheme(partial, tokensFile.slice(3)) };
}

const brandIdOf = (file: string) => file.split('/').at(-2) ?? file;

export const BRAND_IDS = Object.keys(manifestFiles).map(brandIdOf).sort();
export const BRANDS = new Map(BRAND_IDS.map((id) => [id, loadBrand(id)]));
export const DEFAULT_BRAND = BRAND_IDS.includes('default') ? 'default' : (BRAND_IDS[0] ?? 'default');

export function brandOrThrow(id: string): StoryBrand {
  const brand = BRANDS.get(id);
  if (!brand) throw new Error(`Storybook: no brand "${id}" under brands/ (known: ${BRAND_IDS.join(', ')})`);
  return brand;
}

/**
 * Storybook keeps the toolbar's choices in the preview URL as
 * `globals=brand:lucky;locale:PT`; the brand the page was loaded with is read from
 * there, since module-level code must see that brand's flags before it runs.
 */
export function globalsFromSearch(search: string): Record<string, string> {
  const raw = new URLSearchParams(search).get('globals') ?? '';
  return Object.fromEntries(
    raw
      .split(';')
      .map((pair) => pair.split(':'))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
}

/** The same serialisation, to reload the preview on another brand. */
export function searchWithGlobals(search: string, globals: Record<string, unknown>): string {
  const params = new URLSearchParams(search);
  const simple = Object.entries(globals).filter(([, value]) => typeof value === 'string' && /^[\w-]+$/.test(value));
  params.set('globals', simple.map(([key, value]) => `${key}:${String(value)}`).join(';'));
  // URLSearchParams encodes ':' and ';'; Storybook's parser reads them either way.
  return `?${params.toString()}`;
}

/** The brand whose flags this page was loaded with: the URL's, else the default. */
export const LOADED_BRAND = globalsFromSearch(globalThis.location?.search ?? '')['brand'] ?? DEFAULT_BRAND;

declare global {
  // Read by the `__FLAG_*__` constants that main.ts defines for Storybook only.
  var __storybookBrandFlags: FlagSet | undefined;
}

globalThis.__storybookBrandFlags = { ...brandOrThrow(LOADED_BRAND).manifest.flags };

/**
 * Puts the art manifest island the app's index.html carries (brand-art-plugin.ts) on the
 * page, for the loaded brand. Run before every story too (preview.tsx): a story may put an
 * island of its own, and the next story must find the brand's again.
 */
export function applyBrandArt(): void {
  document.getElementById(ART_MANIFEST_ELEMENT_ID)?.remove();
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = ART_MANIFEST_ELEMENT_ID;
  island.textContent = JSON.stringify(artManifests[LOADED_BRAND]).replace(/</g, '\\u003c');
  document.head.append(island);
  resetArtManifest();
}

applyBrandArt();
