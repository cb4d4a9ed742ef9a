import { describe, expect, it } from 'vitest';
import { ART_THEMES, BACKDROPS, SYMBOLS_PER_THEME, VENDOR_EMBLEMS, gameArtFile, themeOfType, vendorEmblemFile } from './art-keys';
import { gameArt, parseArtManifest, vendorArt, categoryArt } from './art-manifest';
import { CATEGORY_ICONS, THEME_ICONS, VENDOR_ICONS } from './icon-picks';
import { NAV_KEYS } from '@platform/shared/brand';

const game = (gameCode: string, gameType = 'RNG') => ({ vassalage: 'SPINX', gameCode, gameType });

describe('game art keys', () => {
  it('gives a game the same file on every call and every machine (deterministic from vendor and code)', () => {
    expect(gameArtFile(game('SPINX_0001'))).toBe(gameArtFile({ vassalage: 'spinx', gameCode: 'spinx_0001', gameType: 'RNG' }));
    expect(gameArtFile(game('SPINX_0001'))).toMatch(/^games\/slots\/\d+-\d\.svg$/);
  });

  it('picks the art family from the game type, and slots for a type it does not know', () => {
    expect(gameArtFile(game('X', 'FISH'))).toMatch(/^games\/fishing\//);
    expect(gameArtFile(game('X', 'ELOTT'))).toMatch(/^games\/lottery\//);
    expect(themeOfType('NEWTYPE')).toBe('slots');
  });

  it('only ever names files the build draws, and spreads 2,000 games over most of them', () => {
    const files = new Set(Array.from({ length: 2000 }, (_, n) => gameArtFile(game(`SPINX_${n}`))));
    for (const file of files) {
      const [, symbol, backdrop] = /(\d+)-(\d)\.svg$/.exec(file)!.map(Number);
      expect(symbol).toBeLessThan(SYMBOLS_PER_THEME);
      expect(backdrop).toBeLessThan(BACKDROPS);
    }
    expect(files.size).toBe(SYMBOLS_PER_THEME * BACKDROPS);
    expect(vendorEmblemFile('SPINX')).toMatch(/^vendors\/\d+\.svg$/);
  });

  it('has exactly one icon per drawn symbol, emblem and menu category', () => {
    for (const theme of ART_THEMES) expect(new Set(THEME_ICONS[theme]).size).toBe(SYMBOLS_PER_THEME);
    expect(new Set(VENDOR_ICONS).size).toBe(VENDOR_EMBLEMS);
    expect(Object.keys(CATEGORY_ICONS).sort()).toEqual([...NAV_KEYS].sort());
  });
});

describe('art manifest', () => {
  const manifest = parseArtManifest(
    JSON.stringify({
      base: '/assets/art/abc123/',
      games: { 'spinx/spinx_0001': { src: '/assets/art/abc123/own/games/spinx/spinx_0001-320.webp', srcSet: 'a 160w, b 320w' } },
      vendors: { spinx: { src: '/assets/art/abc123/own/vendors/spinx.svg' } },
      categories: { hot: { src: '/assets/art/abc123/own/categories/hot.svg' } },
    }),
  );

  it("uses the brand's own file where it has one and the generated art elsewhere", () => {
    expect(gameArt(game('SPINX_0001'), manifest).srcSet).toBe('a 160w, b 320w');
    expect(gameArt(game('SPINX_0002'), manifest).src).toMatch(/^\/assets\/art\/abc123\/games\/slots\//);
    expect(vendorArt('SPINX', manifest)).toMatchObject({ custom: true, src: '/assets/art/abc123/own/vendors/spinx.svg' });
    expect(vendorArt('LUCKYREEL', manifest).custom).toBe(false);
    expect(categoryArt('hot', manifest).src).toContain('/own/');
    expect(categoryArt('live', manifest).src).toBe('/assets/art/abc123/categories/live.svg');
  });

  it('falls back to the generated art when the island is damaged', () => {
    expect(parseArtManifest('{not json').games).toEqual({});
    expect(parseArtManifest('null').games).toEqual({});
    expect(parseArtManifest('{}').catalogueImages).toBe(true);
    expect(parseArtManifest('{"catalogueImages":false}').catalogueImages).toBe(false);
  });
});
