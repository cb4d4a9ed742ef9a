import { describe, expect, it } from 'vitest';
import { BANNER_ART_NAMES, BANNER_ART_SETS, bannerArtSet, bannerColours, composeBannerArt } from './banner-art';

const icon = { body: '<path d="M0 0h10v10H0z"/>', size: 10 };
const palette = { primary: '#0b6e4f', secondary: '#f2b705' };

describe('banner art', () => {
  it('gives each demo brand a set naming every picture, with art of its own', () => {
    for (const set of Object.values(BANNER_ART_SETS)) expect(Object.keys(set.pieces).sort()).toEqual([...BANNER_ART_NAMES].sort());
    const firstIcons = (brand: string) => BANNER_ART_NAMES.map((name) => BANNER_ART_SETS[brand]!.pieces[name]!.icons[0]).join();
    expect(new Set(['default', 'lucky', 'royal'].map(firstIcons)).size).toBe(3);
    expect(new Set(['default', 'lucky', 'royal'].map((b) => BANNER_ART_SETS[b]!.style)).size).toBe(3);
    expect(bannerArtSet('brand-from-the-generator')).toBe(BANNER_ART_SETS['default']);
  });

  it('draws on the darker brand colour with symbols in the lighter one', () => {
    expect(bannerColours(palette)).toEqual({ ground: '#0b6e4f', accent: '#f2b705' });
    expect(bannerColours({ primary: '#d4af37', secondary: '#7b2cbf' })).toEqual({ ground: '#7b2cbf', accent: '#d4af37' });
  });

  it('is deterministic and carries no text', () => {
    for (const style of ['rays', 'confetti', 'lattice'] as const) {
      const svg = composeBannerArt({ kind: 'home', style, icons: [icon, icon, icon], palette, seed: 7 });
      expect(svg).toBe(composeBannerArt({ kind: 'home', style, icons: [icon, icon, icon], palette, seed: 7 }));
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 375"/);
      expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<script/);
    }
  });
});
