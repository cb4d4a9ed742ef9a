export { brandPlugin, brandFontsModule, flagConstant, BRAND_MODULE_ID, BRAND_FONTS_MODULE_ID } from './vite-brand-plugin';
export { loadBrand, brandFiles } from './load-brand';
export { brandLookCss } from './look-css';
export type { LoadedBrand } from './load-brand';
export { assertAbsentFromBuild, assertPresentInBuild, findInBuild } from './build-assertions';
export { brandProjectJson } from './generators/brand/brand-project';
// The generator itself is reached through generators.json, not from here: this
// entry is loaded by apps/web/vite.config.ts, which should not pull in @nx/devkit.
export { serviceWorkerPlugin, SERVICE_WORKER_FILE } from './pwa/service-worker-plugin';
export { buildWebManifest, pwaFiles, WEB_MANIFEST_FILE, ICON_SIZES, iconFile } from './pwa/web-manifest';
export type { WebManifest } from './pwa/web-manifest';
export { precompressPlugin, precompressFile } from './precompress-plugin';
export { inlineCssPlugin, INLINE_CSS_MAX_BYTES } from './inline-css-plugin';
export { gameArtPlugin, buildGameArt, generatedArt, artManifestTag, ART_DIR } from './game-art-plugin';
