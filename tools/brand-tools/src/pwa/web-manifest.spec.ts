import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../load-brand';
import { REAL_BRANDS_DIR } from '../testing/workspace';
import { brandInitials } from './brand-icon';
import { APPLE_TOUCH_ICON_FILE, WEB_MANIFEST_FILE, buildWebManifest, iconFile, pwaFiles, pwaHeadTags } from './web-manifest';

/** Reads width, height and the RGB of one pixel back from a PNG written by encodePng. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => {
    const at = y * (width * 3 + 1) + 1 + x * 3;
    return `#${raw.subarray(at, at + 3).toString('hex')}`;
  };
  const colours = new Set<string>();
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) colours.add(pixel(x, y));
  return { width, height, pixel, colours };
}

const BRANDS = [
  { id: 'default', name: 'Fortuna Play', primary: '#0b6e4f', background: '#f4f1e6', initials: 'FP', lang: 'en' },
  { id: 'lucky', name: 'Lucky Star', primary: '#c2185b', background: '#fff5fa', initials: 'LS', lang: 'en' },
  { id: 'royal', name: 'Royal Crown', primary: '#d4af37', background: '#0e0b16', initials: 'RC', lang: 'en' },
];

describe.each(BRANDS)('the $id brand web app manifest', (expected) => {
  const { manifest, theme } = loadBrand(REAL_BRANDS_DIR, expected.id);
  const webManifest = buildWebManifest(manifest, theme);
  const files = pwaFiles(manifest, theme);

  it('names the app after the brand and colours it with the brand tokens', () => {
    expect(webManifest.name).toBe(expected.name);
    expect(webManifest.short_name).toBe(expected.name);
    expect(webManifest.theme_color).toBe(expected.primary);
    expect(webManifest.background_color).toBe(expected.background);
    expect(webManifest.lang).toBe(expected.lang);
  });

  it('opens standalone at the site root, scoped to the whole site', () => {
    expect(webManifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
  });

  it('lists 192 and 512 PNG icons, each as any and maskable', () => {
    expect(webManifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of webManifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(files.has(icon.src.slice(1))).toBe(true);
    }
  });

  it('writes the manifest JSON it describes', () => {
    expect(JSON.parse(files.get(WEB_MANIFEST_FILE) as string)).toEqual(webManifest);
  });

  it.each([192, 512])('draws the %i icon edge to edge in the primary colour with the initials in its on-colour', (size) => {
    const png = readPng(files.get(iconFile(size)) as Buffer);
    expect([png.width, png.height]).toEqual([size, size]);
    expect(png.pixel(0, 0)).toBe(expected.primary);
    expect(png.pixel(size - 1, size - 1)).toBe(expected.primary);
    expect([...png.colours].sort()).toEqual([expected.primary, theme.color.onPrimary].sort());
    expect(brandInitials(manifest.displayName, manifest.id)).toBe(expected.initials);
  });

  it('writes a 180 pixel touch icon for iOS and links it with the manifest and theme colour', () => {
    expect(readPng(files.get(APPLE_TOUCH_ICON_FILE) as Buffer).width).toBe(180);
    const head = pwaHeadTags(theme);
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(head).toContain(`<meta name="theme-color" content="${expected.primary}">`);
    expect(head).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
  });
});

describe('brand initials and short names', () => {
  it('takes up to two initials the pixel font can draw, else a letter of the brand id', () => {
    expect(brandInitials('Lucky Star Casino', 'lucky')).toBe('LS');
    expect(brandInitials('bet365', 'b')).toBe('B');
    expect(brandInitials('★ Sorte', 'x')).toBe('S');
    expect(brandInitials('幸运', 'lucky')).toBe('L');
  });

  it('shortens a display name longer than 12 characters to its first word', () => {
    const { manifest, theme } = loadBrand(REAL_BRANDS_DIR, 'default');
    const long = buildWebManifest({ ...manifest, displayName: 'Fortunate Players Club' }, theme);
    expect(long.name).toBe('Fortunate Players Club');
    expect(long.short_name).toBe('Fortunate');
  });
});
