import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_THEMES, BACKDROPS, SYMBOLS_PER_THEME, VENDOR_EMBLEMS, categoryIconFile, gameArtFile, vendorEmblemFile } from './shared-game-art';
import { NAV_KEYS } from './shared-brand';
import { artManifestTag, buildGameArt, generatedArt } from './game-art-plugin';

const brandsDir = resolve(import.meta.dirname, '../../../brands');

describe('game art plugin', () => {
  it('draws every file the browser can ask for, from real game-icons, and nothing with letters', () => {
    const files = generatedArt({ primary: '#0b6e4f', secondary: '#f2b705' });
    expect(files.size).toBe(ART_THEMES.length * SYMBOLS_PER_THEME * BACKDROPS + VENDOR_EMBLEMS + NAV_KEYS.length);
    for (const gameType of ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']) {
      for (let n = 0; n < 200; n++) expect(files.has(gameArtFile({ vassalage: 'V', gameCode: `G${n}`, gameType }))).toBe(true);
    }
    expect(files.has(vendorEmblemFile('SPINX'))).toBe(true);
    for (const key of NAV_KEYS) expect(files.has(categoryIconFile(key))).toBe(true);
    for (const svg of files.values()) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('<path');
      expect(svg).not.toContain('<text');
    }
  });

  it("tints the art with the brand's colours, so two brands' files differ", () => {
    const a = generatedArt({ primary: '#0b6e4f', secondary: '#f2b705' }).get('games/slots/0-0.svg');
    const b = generatedArt({ primary: '#d4af37', secondary: '#7b2cbf' }).get('games/slots/0-0.svg');
    expect(a).not.toBe(b);
  });

  it("puts the art under a content-hashed folder and lets a brand's own files replace any picture", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'art-brands-'));
    cpSync(join(brandsDir, 'default'), join(dir, 'default'), { recursive: true });
    const assets = join(dir, 'default', 'assets');
    // Start from no brand files at all: the real brand's own art.json and overrides are not this test's.
    rmSync(assets, { recursive: true, force: true });
    mkdirSync(join(assets, 'games', 'SPINX'), { recursive: true });
    mkdirSync(join(assets, 'vendors'), { recursive: true });
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } }).png().toBuffer();
    writeFileSync(join(assets, 'games', 'SPINX', 'SPINX_0001.png'), png);
    writeFileSync(join(assets, 'vendors', 'SPINX.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');

    const art = await buildGameArt({ brandsDir: dir, brandId: 'default' });
    expect(art.manifest.base).toMatch(/^\/assets\/art\/[0-9a-f]{10}$/);
    const game = art.manifest.games['spinx/spinx_0001']!;
    expect(game.srcSet).toBe(`${art.manifest.base}/own/games/spinx/spinx_0001-200.webp 200w, ${art.manifest.base}/own/games/spinx/spinx_0001-400.webp 400w`);
    const webp = art.files.get(game.src.slice(1)) as Uint8Array;
    expect((await sharp(webp).metadata()).format).toBe('webp');
    expect(art.manifest.vendors['spinx']).toEqual({ src: `${art.manifest.base}/own/vendors/spinx.svg` });
    expect(art.files.has(`${art.manifest.base.slice(1)}/games/slots/0-0.svg`)).toBe(true);
    expect(art.manifest.catalogueImages).toBe(true);

    writeFileSync(join(assets, 'art.json'), '{"catalogueImages": false}');
    expect((await buildGameArt({ brandsDir: dir, brandId: 'default' })).manifest.catalogueImages).toBe(false);
    writeFileSync(join(assets, 'art.json'), '{"catalogueImages": "no"}');
    await expect(buildGameArt({ brandsDir: dir, brandId: 'default' })).rejects.toThrow(/Config error in .*art\.json: \$\.catalogueImages/);
  });

  it('keeps the manifest island from closing its script tag', () => {
    const tag = artManifestTag({ base: '/a', catalogueImages: true, games: { 'x/</script>': { src: '/a/b.svg' } }, vendors: {}, categories: {} });
    expect(tag).not.toContain('</script><');
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
  });
});
