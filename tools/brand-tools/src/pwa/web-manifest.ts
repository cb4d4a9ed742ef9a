import type { BrandManifest, Theme } from '../shared-brand';
import { brandInitials, renderBrandIcon } from './brand-icon';

export const WEB_MANIFEST_FILE = 'manifest.webmanifest';
export const APPLE_TOUCH_ICON_FILE = 'icons/apple-touch-icon.png';
/** Android and desktop installers need 192 and 512; iOS uses the 180 touch icon. */
export const ICON_SIZES = [192, 512] as const;
const APPLE_TOUCH_ICON_SIZE = 180;
/** Launchers truncate longer names under the icon. */
const SHORT_NAME_MAX = 12;

export const iconFile = (size: number) => `icons/icon-${size}.png`;

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: WebManifestIcon[];
}

function shortName(displayName: string): string {
  if (displayName.length <= SHORT_NAME_MAX) return displayName;
  const firstWord = displayName.split(/\s+/)[0] ?? displayName;
  return firstWord.slice(0, SHORT_NAME_MAX);
}

/** The brand's web app manifest: its name, its colours from the compiled theme, its icons. */
export function buildWebManifest(manifest: BrandManifest, theme: Theme): WebManifest {
  return {
    id: '/',
    name: manifest.displayName,
    short_name: shortName(manifest.displayName),
    lang: manifest.languages.default.toLowerCase(),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme.color.primary,
    background_color: theme.color.bg,
    icons: ICON_SIZES.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: `/${iconFile(size)}`,
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose,
      })),
    ),
  };
}

/** Every file the PWA needs for one brand, by its path in the build output. */
export function pwaFiles(manifest: BrandManifest, theme: Theme): Map<string, string | Buffer> {
  const initials = brandInitials(manifest.displayName, manifest.id);
  const icon = (size: number) =>
    renderBrandIcon({ size, initials, background: theme.color.primary, foreground: theme.color.onPrimary });
  const files = new Map<string, string | Buffer>();
  files.set(WEB_MANIFEST_FILE, JSON.stringify(buildWebManifest(manifest, theme), null, 2));
  for (const size of ICON_SIZES) files.set(iconFile(size), icon(size));
  files.set(APPLE_TOUCH_ICON_FILE, icon(APPLE_TOUCH_ICON_SIZE));
  return files;
}

/** The <head> tags that link the manifest and icons. */
export function pwaHeadTags(theme: Theme): string {
  return [
    `<link rel="manifest" href="/${WEB_MANIFEST_FILE}">`,
    `<meta name="theme-color" content="${theme.color.primary}">`,
    `<link rel="apple-touch-icon" href="/${APPLE_TOUCH_ICON_FILE}">`,
  ].join('');
}
