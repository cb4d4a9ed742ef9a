import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, onColour, shade } from './contrast';
import { BrandConfigError } from './parse-manifest';
import { buildBrandTheme, parseBrandTokens } from './parse-tokens';
import {
  buildTheme,
  contrastFailures,
  contrastReport,
  cssVariablesBlock,
  themeToCssVariables,
} from './theme';
import { BASE_TOKENS, mergeTokens } from './tokens';

const FILE = '/repo/brands/sample/tokens.json';

function configError(run: () => unknown): BrandConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof BrandConfigError) return error;
    throw error;
  }
  throw new Error('expected a BrandConfigError');
}

describe('contrast', () => {
  it('computes the WCAG ratio: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b6e4f', '#0b6e4f')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('shades toward black for a negative amount and toward white for a positive one', () => {
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', 0)).toBe('#808080');
  });
});

describe('derived on-colour', () => {
  it('picks dark text on a light brand colour and white text on a dark one', () => {
    expect(onColour('#ffd400')).toBe('#111111');
    expect(onColour('#f5f6f8')).toBe('#111111');
    expect(onColour('#0b3d91')).toBe('#ffffff');
    expect(onColour('#7a0019')).toBe('#ffffff');
  });

  it('gives every primary colour readable text, for a sweep of hues and lightness', () => {
    const samples = ['#000000', '#ffffff', '#ff0000', '#00ff00', '#0000ff', '#ffd400', '#6a1b9a'];
    for (const primary of samples) {
      const theme = buildTheme(mergeTokens(BASE_TOKENS, { colors: { primary } }));
      expect(contrastRatio(theme.color.onPrimary, primary)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('derives a darker hover shade and on-colours for primary and secondary', () => {
    const theme = buildTheme(mergeTokens(BASE_TOKENS, { colors: { primary: '#2a6df4' } }));
    expect(theme.color.primaryHover).not.toBe('#2a6df4');
    expect(contrastRatio(theme.color.primaryHover, '#000000')).toBeLessThan(
      contrastRatio('#2a6df4', '#000000'),
    );
    expect(theme.color.onPrimary).toBe('#ffffff');
    expect(theme.color.onSecondary).toBe(onColour(BASE_TOKENS.colors.secondary));
  });
});

describe('contrast check', () => {
  it('passes the base tokens', () => {
    expect(contrastFailures(buildTheme(BASE_TOKENS))).toEqual([]);
  });

  it('rejects grey text on a grey background with the pair, the ratio and the colour to change', () => {
    const error = configError(() =>
      buildBrandTheme({ colors: { text: '#8a8a8a', background: '#777777' } }, FILE),
    );
    expect(error.file).toBe(FILE);
    expect(error.issues[0]?.path).toBe('$.colors.text');
    expect(error.message).toContain('WCAG AA contrast: text on bg is #8a8a8a on #777777');
    expect(error.message).toMatch(/1\.\d\d:1 where 4\.5:1 is needed/);
    expect(error.message).toContain('Change colors.text or colors.background');
  });

  it('blames the brand colour when even its derived text colour cannot reach AA', () => {
    // This mid-grey is too light for white text and too dark for near-black text.
    const primary = '#787878';
    expect(contrastRatio(primary, '#ffffff')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(primary, '#111111')).toBeLessThan(AA_TEXT);
    const failures = contrastReport(buildTheme(mergeTokens(BASE_TOKENS, { colors: { primary } })));
    expect(failures.map((f) => f.pair)).toContain('onPrimary on primary');
    expect(failures.every((f) => f.tokens.includes('primary'))).toBe(true);
  });

  it('returns the theme of a brand that passes', () => {
    const theme = buildBrandTheme({ colors: { primary: '#0b3d91' }, radii: { md: '2px' } }, FILE);
    expect(theme.color.primary).toBe('#0b3d91');
    expect(theme.radius.md).toBe('2px');
    expect(theme.radius.lg).toBe(BASE_TOKENS.radii.lg);
  });
});

describe('parseBrandTokens', () => {
  it('accepts a partial and drops the $schema pointer', () => {
    const tokens = parseBrandTokens(
      { $schema: '../../libs/shared/brand/tokens.schema.json', colors: { primary: '#123456' } },
      FILE,
    );
    expect(tokens).toEqual({ colors: { primary: '#123456' } });
  });

  it('rejects a token the base does not have, so a brand cannot invent tokens', () => {
    const error = configError(() => parseBrandTokens({ colors: { accent: '#123456' } }, FILE));
    expect(error.issues[0]?.path).toBe('$.colors');
    expect(error.issues[0]?.message).toContain('accent');
  });

  it('rejects a colour that is not #rrggbb, naming its path', () => {
    const error = configError(() => parseBrandTokens({ colors: { primary: 'red' } }, FILE));
    expect(error.issues).toEqual([{ path: '$.colors.primary', message: 'a #rrggbb colour' }]);
  });
});

describe('CSS variables', () => {
  it('exposes every semantic colour, radius, space and the font as a custom property', () => {
    const vars = themeToCssVariables(buildTheme(BASE_TOKENS));
    expect(vars['--color-primary']).toBe(BASE_TOKENS.colors.primary);
    expect(vars['--color-on-primary']).toBeDefined();
    expect(vars['--radius-md']).toBe('8px');
    expect(vars['--space-md']).toBe('16px');
    expect(vars['--font-body']).toBe('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
    expect(cssVariablesBlock(buildTheme(BASE_TOKENS))).toMatch(
      /^:root \{\n {2}--color-primary: #0b6e4f;/,
    );
  });
});
