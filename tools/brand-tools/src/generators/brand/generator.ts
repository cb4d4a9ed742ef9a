import {
  formatFiles,
  joinPathFragments,
  logger,
  readJson,
  visitNotIgnoredFiles,
  writeJson,
  type Tree,
} from '@nx/devkit';
import { buildBrandTheme, parseBrandManifest, parseBrandTokens, type BrandManifest } from '../../shared-brand';
import { brandProjectJson } from './brand-project';
import type { BrandGeneratorSchema } from './schema';

export const BRANDS_DIR = 'brands';
const ID_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;
/** Files the generator writes itself rather than copies. */
const OWN_FILES = new Set(['brand.json', 'tokens.json', 'project.json']);

export function titleCase(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

export function merchantCodeFor(id: string): string {
  return id.toUpperCase().replace(/-/g, '_');
}

/** The new manifest: the source brand's settings under a new identity. */
export function deriveManifest(
  source: BrandManifest,
  options: BrandGeneratorSchema,
): BrandManifest {
  const domain = `${options.id}.localhost`;
  return {
    ...source,
    id: options.id,
    displayName: options.displayName ?? titleCase(options.id),
    merchantCode: options.merchantCode ?? merchantCodeFor(options.id),
    domains: [domain],
    mainDomain: domain,
  };
}

type Json = Record<string, unknown>;

/**
 * The source brand's tokens with the operator's look choices over them. Values are not checked
 * here: parseBrandTokens and buildBrandTheme do, so a bad one fails naming the file and JSON path.
 */
export function applyLook(tokens: Json, options: BrandGeneratorSchema): Json {
  const typography = { ...(tokens['typography'] as Json | undefined) };
  const layout = { ...(tokens['layout'] as Json | undefined) };
  const tile = { ...(layout['tile'] as Json | undefined) };
  const home = { ...(layout['home'] as Json | undefined) };
  const set = (target: Json, key: string, value: unknown) => {
    if (value !== undefined) target[key] = value;
  };
  set(typography, 'displayFont', options.displayFont);
  set(typography, 'bodyFont', options.bodyFont);
  set(layout, 'density', options.density);
  set(layout, 'cardElevation', options.cardElevation);
  set(tile, 'shape', options.tileShape);
  set(tile, 'corners', options.tileCorners);
  set(layout, 'header', options.header);
  set(layout, 'headerTone', options.headerTone);
  set(home, 'sections', options.homeSections?.split(',').map((s) => s.trim()).filter(Boolean));
  set(home, 'sectionStyle', options.sectionStyle);
  set(home, 'carousel', options.carousel);
  const look: Json = { ...tokens };
  if (Object.keys(typography).length > 0) look['typography'] = typography;
  if (Object.keys(tile).length > 0) layout['tile'] = tile;
  if (Object.keys(home).length > 0) layout['home'] = home;
  if (Object.keys(layout).length > 0) look['layout'] = layout;
  return look;
}

function fail(message: string): never {
  throw new Error(`brand generator: ${message}`);
}

/** The gateway refuses two brands sharing a merchant code or a domain, so refuse it here first. */
function assertUnique(tree: Tree, manifest: BrandManifest): void {
  for (const id of tree.children(BRANDS_DIR)) {
    const file = joinPathFragments(BRANDS_DIR, id, 'brand.json');
    if (id === manifest.id || !tree.exists(file)) continue;
    const other = readJson<BrandManifest>(tree, file);
    if (other.merchantCode === manifest.merchantCode) {
      fail(
        `merchant code "${manifest.merchantCode}" is already used by brand "${id}"; pass --merchantCode=<CODE>`,
      );
    }
    const shared = manifest.domains.find((d) => other.domains?.includes(d));
    if (shared) fail(`domain "${shared}" is already used by brand "${id}"`);
  }
}

export async function brandGenerator(tree: Tree, options: BrandGeneratorSchema) {
  const from = options.from ?? 'default';
  if (!ID_PATTERN.test(options.id)) {
    fail(
      `"${options.id}" is not a brand id: use 2–31 lowercase letters, digits and dashes, starting with a letter`,
    );
  }
  const sourceDir = joinPathFragments(BRANDS_DIR, from);
  const targetDir = joinPathFragments(BRANDS_DIR, options.id);
  const sourceManifestFile = joinPathFragments(sourceDir, 'brand.json');
  if (!tree.exists(sourceManifestFile))
    fail(`no brand "${from}" to copy: ${sourceManifestFile} is missing`);
  if (tree.exists(targetDir)) fail(`${targetDir} already exists`);

  const targetManifestFile = joinPathFragments(targetDir, 'brand.json');
  const source = parseBrandManifest(readJson(tree, sourceManifestFile), sourceManifestFile);
  // Validated before anything is written: a bad --merchantCode fails with its JSON path.
  const manifest = parseBrandManifest(
    deriveManifest(source, { ...options, from }),
    targetManifestFile,
  );
  assertUnique(tree, manifest);

  const sourceTokens = joinPathFragments(sourceDir, 'tokens.json');
  const { $schema: _schema, ...sourceLook } = tree.exists(sourceTokens)
    ? readJson<Record<string, unknown>>(tree, sourceTokens)
    : {};
  // The operator's look choices, validated as the build will: a bad one fails naming the file and path.
  const tokens = applyLook(sourceLook, options);
  const targetTokensFile = joinPathFragments(targetDir, 'tokens.json');
  buildBrandTheme(parseBrandTokens(tokens, targetTokensFile), targetTokensFile);
  writeJson(tree, targetManifestFile, {
    $schema: '../../libs/shared/brand/brand.schema.json',
    ...manifest,
  });
  writeJson(tree, joinPathFragments(targetDir, 'tokens.json'), {
    $schema: '../../libs/shared/brand/tokens.schema.json',
    ...tokens,
  });
  writeJson(tree, joinPathFragments(targetDir, 'project.json'), brandProjectJson(options.id));

  // Assets and any other brand files (i18n overrides ...) come along unchanged.
  visitNotIgnoredFiles(tree, sourceDir, (file) => {
    const relative = file.slice(sourceDir.length + 1);
    if (OWN_FILES.has(relative)) return;
    tree.write(joinPathFragments(targetDir, relative), tree.read(file)!);
  });

  await formatFiles(tree);
  return () => {
    logger.info(
      [
        `Created ${targetDir} (project brand-${options.id}, merchant ${manifest.merchantCode}).`,
        `Next: edit ${targetDir}/brand.json and tokens.json, then run`,
        `  npx nx build brand-${options.id}`,
        `  open http://${options.id}.localhost:<gateway port>/ once the gateway serves dist/brands/${options.id}`,
      ].join('\n'),
    );
  };
}

export default brandGenerator;
