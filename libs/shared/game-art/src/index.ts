export {
  ART_THEMES,
  BACKDROPS,
  SYMBOLS_PER_THEME,
  VENDOR_EMBLEMS,
  artHash,
  categoryIconFile,
  gameArtFile,
  overrideKey,
  themeOfType,
  vendorEmblemFile,
} from './art-keys';
export type { ArtTheme, GameArtInput } from './art-keys';
export {
  ART_MANIFEST_ELEMENT_ID,
  DEFAULT_ART_BASE,
  artManifest,
  categoryArt,
  gameArt,
  parseArtManifest,
  resetArtManifest,
  vendorArt,
} from './art-manifest';
export type { ArtImage, ArtManifest } from './art-manifest';
// Build time and stories only; the browser bundle tree-shakes these away.
export { composeCategoryIcon, composeGameArt, composeVendorEmblem } from './compose-svg';
export type { ArtPalette, IconBody } from './compose-svg';
export { CATEGORY_ICONS, THEME_ICONS, VENDOR_ICONS } from './icon-picks';
export {
  BANNER_ART_NAMES,
  BANNER_ART_SETS,
  BANNER_ART_SIZES,
  bannerArtSet,
  bannerColours,
  composeBannerArt,
  isBannerArtName,
} from './banner-art';
export type { BannerArtKind, BannerArtName, BannerArtPiece, BannerArtSet, BannerArtStyle } from './banner-art';
