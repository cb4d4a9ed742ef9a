import { describe, expect, it } from 'vitest';
import { fontImports, fontStack } from './fonts';
import { BrandConfigError } from './parse-manifest';
import { buildBrandTheme, parseBrandTokens } from './parse-tokens';
import { buildTheme, themeToCssVariables } from './theme';
import { BASE_TOKENS, mergeTokens } from './tokens';

const FILE = '/repo/brands/sample/tokens.json';

function issuesOf(run: () => unknown): readonly { path: string; message: string }[] {
  try {
    run();
  } catch (error) {
    if (error instanceof BrandConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a BrandConfigError');
}

describe('look tokens beyond colour: validation', () => {
  it('names the JSON path and the allowed values of a bad choice', () => {
    const issues = issuesOf(() => parseBrandTokens({ layout: { tile: { shape: 'round' } } }, FILE));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toBe('$.layout.tile.shape');
    expect(issues[0]?.message).toMatch(/square.*portrait.*landscape/);
  });

  it('refuses a font that is not shipped from npm, a header layout and a density it does not know', () => {
    const issues = issuesOf(() =>
      parseBrandTokens(
        { typography: { displayFont: 'Comic Sans' }, layout: { header: 'three-rows', density: 'cosy' } },
        FILE,
      ),
    );
    expect(issues.map((i) => i.path).sort()).toEqual(['$.layout.density', '$.layout.header', '$.typography.displayFont']);
  });

  it('refuses an unknown home section, naming its index, and a section listed twice', () => {
    expect(issuesOf(() => parseBrandTokens({ layout: { home: { sections: ['games', 'slots'] } } }, FILE))[0]?.path).toBe(
      '$.layout.home.sections[1]',
    );
    const twice = issuesOf(() => parseBrandTokens({ layout: { home: { sections: ['games', 'games'] } } }, FILE));
    expect(twice).toEqual([{ path: '$.layout.home.sections', message: 'a home section is listed twice' }]);
    expect(issuesOf(() => parseBrandTokens({ layout: { home: { sections: [] } } }, FILE))[0]?.message).toBe(
      'list at least one home section',
    );
  });

  it('refuses a key the look does not have, and the removed free-text fontFamily', () => {
    expect(issuesOf(() => parseBrandTokens({ layout: { tile: { ratio: '2/3' } } }, FILE))[0]?.path).toBe('$.layout.tile');
    expect(issuesOf(() => parseBrandTokens({ typography: { fontFamily: 'Arial' } }, FILE))[0]?.message).toContain(
      'fontFamily',
    );
  });

  it('refuses a heading weight the display font does not ship, naming both', () => {
    const issues = issuesOf(() => buildBrandTheme({ typography: { displayFont: 'cinzel', headingWeight: 300 } }, FILE));
    expect(issues[0]?.path).toBe('$.typography.headingWeight');
    expect(issues[0]?.message).toContain('"cinzel"');
    expect(issues[0]?.message).toContain('400, 500, 600, 700, 800, 900');
  });

  it('accepts every look a reference brand uses', () => {
    const tokens = parseBrandTokens(
      {
        typography: { displayFont: 'cinzel', bodyFont: 'inter', headingWeight: 600 },
        layout: {
          density: 'compact',
          cardElevation: 'floating',
          tile: { shape: 'portrait', corners: 'sharp' },
          header: 'one-row',
          home: { sections: ['promotions', 'games'], sectionStyle: 'card', carousel: 'full-bleed' },
        },
      },
      FILE,
    );
    expect(() => buildBrandTheme(tokens, FILE)).not.toThrow();
  });
});

describe('look tokens: the theme and its CSS variables', () => {
  const theme = (partial: Parameters<typeof mergeTokens>[1]) => buildTheme(mergeTokens(BASE_TOKENS, partial));

  it('sets the shipped face first with a local fallback, and the system stack needs no download', () => {
    const vars = themeToCssVariables(theme({ typography: { displayFont: 'playfair-display', bodyFont: 'lato' } }));
    expect(vars['--font-display']).toBe('"Playfair Display", Georgia, "Times New Roman", serif');
    expect(vars['--font-body']).toMatch(/^"Lato", system-ui/);
    expect(fontStack('system')).toMatch(/^system-ui/);
  });

  it('imports only the chosen faces, latin subset, at the heading weight and body 400/700', () => {
    expect(fontImports({ display: 'cinzel', displayWeight: 600, body: 'inter' })).toEqual([
      '@fontsource/cinzel/latin-600.css',
      '@fontsource/inter/latin-400.css',
      '@fontsource/inter/latin-700.css',
    ]);
    expect(fontImports({ display: 'system', displayWeight: 700, body: 'system' })).toEqual([]);
    // Fredoka's boldest is 700, Lato has no 500/600: the nearest shipped weight is imported.
    expect(fontImports({ display: 'fredoka', displayWeight: 600, body: 'fredoka' })).toContain(
      '@fontsource/fredoka/latin-700.css',
    );
  });

  it('maps density to the spacing scale, and a spacing override still wins', () => {
    expect(theme({ layout: { density: 'compact' } }).space.md).toBe('12px');
    expect(theme({ layout: { density: 'comfortable' } }).space.md).toBe('16px');
    expect(theme({ layout: { density: 'compact' }, spacing: { md: '14px' } }).space).toMatchObject({ md: '14px', sm: '6px' });
  });

  it('maps tile shape to an aspect ratio and sharp corners to no radius', () => {
    const portrait = themeToCssVariables(theme({ layout: { tile: { shape: 'portrait', corners: 'sharp' } } }));
    expect(portrait['--tile-aspect']).toBe('3 / 4');
    expect(portrait['--tile-radius']).toBe('0px');
    const square = themeToCssVariables(theme({ layout: { tile: { shape: 'square' } }, radii: { lg: '20px' } }));
    expect(square['--tile-aspect']).toBe('1 / 1');
    expect(square['--tile-radius']).toBe('20px');
  });

  it('maps card elevation to a shadow: none when flat, deeper when floating, a brand hairline on a dark surface', () => {
    expect(theme({ layout: { cardElevation: 'flat' } }).card?.shadow).toBe('none');
    const raised = theme({ layout: { cardElevation: 'raised' } }).card?.shadow;
    const floating = theme({ layout: { cardElevation: 'floating' } }).card?.shadow;
    expect(raised).not.toBe(floating);
    expect(floating).toContain('12px 28px');
    const dark = theme({ colors: { surface: '#1a1526' }, layout: { cardElevation: 'floating' } });
    expect(dark.card?.border).toContain('var(--color-primary)');
  });

  it('colours the header with the primary, or with the surface for a quiet bar', () => {
    expect(theme({}).header).toMatchObject({ background: BASE_TOKENS.colors.primary, text: '#ffffff', mark: BASE_TOKENS.colors.secondary });
    const quiet = theme({ colors: { surface: '#1a1526', text: '#f3eee0' }, layout: { headerTone: 'surface' } });
    expect(themeToCssVariables(quiet)).toMatchObject({
      '--header-bg': '#1a1526',
      '--header-text': '#f3eee0',
      '--header-mark': BASE_TOKENS.colors.primary,
    });
  });

  it('keeps the header layout and the home order as the brand listed them, filling the rest from the base', () => {
    const t = theme({ layout: { header: 'one-row', home: { sections: ['winners', 'games'] } } });
    expect(t.layout.header).toBe('one-row');
    expect(t.layout.home).toEqual({ sections: ['winners', 'games'], sectionStyle: 'plain', carousel: 'boxed' });
    expect(t.layout.tile).toEqual(BASE_TOKENS.layout.tile);
  });
});
