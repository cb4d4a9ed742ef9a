export { ALL_FLAGS, SPEC_FLAGS, EXTRA_FLAGS, FLAG_DESCRIPTIONS, effectiveFlags } from './flags';
export type { FlagName, FlagSet } from './flags';
export { LANGUAGE_CODES } from './languages';
export type { LanguageCode } from './languages';
export { brandManifestSchema, REGISTRATION_FIELDS, JURISDICTION_DEFAULTS, resolveJurisdiction } from './manifest-schema';
export type { BrandManifest, Jurisdiction, RegistrationField, RegistrationFieldRule } from './manifest-schema';
export { parseBrandManifest, BrandConfigError, jsonPath, formatIssues } from './parse-manifest';
export { parseBrandTokens, buildBrandTheme } from './parse-tokens';
export { registrationFlagIssues } from './registration-rules';
export { BASE_TOKENS, baseTokensSchema, brandTokensSchema, mergeTokens } from './tokens';
export type { BaseTokens, BrandTokens } from './tokens';
export { FONT_CATALOGUE, FONT_IDS, BODY_WEIGHTS, fontStack, fontHasWeight, fontImports } from './fonts';
export type { FontId } from './fonts';
export { HOME_SECTIONS, DENSITY_SPACING, TILE_ASPECT, layoutSchema } from './layout';
export type { BrandLayout, HomeSection } from './layout';
export {
  buildTheme,
  contrastFailures,
  contrastReport,
  themeToCssVariables,
  cssVariablesBlock,
} from './theme';
export type { Theme, ContrastFailure } from './theme';
export { contrastRatio, luminance, onColour, shade, AA_TEXT } from './contrast';
export {
  brandManifestJsonSchema,
  brandTokensJsonSchema,
  serialiseJsonSchema,
  GENERATED_SCHEMA_NOTE,
  SCHEMA_FILES,
} from './json-schema';
export { BOOT_BANNERS_ID, BOOT_MAIN_SLOT } from './boot-page';
export { NAV_KEYS } from './nav-keys';
export type { NavKey } from './nav-keys';
