import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BrandConfigError,
  buildBrandTheme,
  parseBrandManifest,
  parseBrandTokens,
  registrationFlagIssues,
  type BrandManifest,
  type BrandTokens,
  type Theme,
} from './shared-brand';

export interface LoadedBrand {
  manifest: BrandManifest;
  theme: Theme;
}

/** The files of one brand folder. */
export function brandFiles(brandsDir: string, brandId: string) {
  return {
    dir: join(brandsDir, brandId),
    manifest: join(brandsDir, brandId, 'brand.json'),
    tokens: join(brandsDir, brandId, 'tokens.json'),
  };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandConfigError(file, [{ path: '$', message: `not valid JSON: ${String(error)}` }]);
  }
}

/**
 * Loads and validates one brand: the manifest, its registration form against
 * its flags, the token partial, and the WCAG AA contrast of the derived theme.
 * Any failure names the file and the JSON path.
 */
export function loadBrand(brandsDir: string, brandId: string): LoadedBrand {
  const files = brandFiles(brandsDir, brandId);
  if (!existsSync(files.manifest)) {
    throw new BrandConfigError(files.manifest, [
      {
        path: '$',
        message: `brand "${brandId}" not found; create it with npx nx g @platform/brand-tools:brand ${brandId} --from=default`,
      },
    ]);
  }
  const manifest = parseBrandManifest(readJson(files.manifest), files.manifest);
  const registrationIssues = registrationFlagIssues(manifest);
  if (registrationIssues.length > 0) throw new BrandConfigError(files.manifest, registrationIssues);
  const partial: BrandTokens = existsSync(files.tokens)
    ? parseBrandTokens(readJson(files.tokens), files.tokens)
    : {};
  return { manifest, theme: buildBrandTheme(partial, files.tokens) };
}
