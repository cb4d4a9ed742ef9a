import { AA_TEXT } from './contrast';
import { FONT_CATALOGUE, fontHasWeight } from './fonts';
import { BrandConfigError, formatIssues } from './parse-manifest';
import { buildTheme, contrastReport, type Theme } from './theme';
import { BASE_TOKENS, brandTokensSchema, mergeTokens, type BrandTokens } from './tokens';

/** Validates a parsed tokens.json; throws a BrandConfigError naming the file and JSON paths. */
export function parseBrandTokens(raw: unknown, file: string): BrandTokens {
  const result = brandTokensSchema.safeParse(raw);
  if (!result.success) throw new BrandConfigError(file, formatIssues(result.error));
  const { $schema: _schema, ...tokens } = result.data;
  return tokens;
}

/**
 * The theme of a brand's token partial over the base tokens. A text/background
 * pair below WCAG AA is a build error: it names the pair, both colours, the
 * ratio reached and the tokens.json colour to change.
 */
export function buildBrandTheme(partial: BrandTokens, file: string): Theme {
  const tokens = mergeTokens(BASE_TOKENS, partial);
  const { displayFont, headingWeight } = tokens.typography;
  if (!fontHasWeight(displayFont, headingWeight)) {
    throw new BrandConfigError(file, [
      {
        path: '$.typography.headingWeight',
        message:
          `${headingWeight} is not a weight the display font "${displayFont}" ships ` +
          `(it has ${FONT_CATALOGUE[displayFont].weights.join(', ')}).`,
      },
    ]);
  }
  const theme = buildTheme(tokens);
  const failures = contrastReport(theme);
  if (failures.length > 0) {
    throw new BrandConfigError(
      file,
      failures.map((f) => ({
        path: `$.colors.${f.tokens[0]}`,
        message:
          `WCAG AA contrast: ${f.pair} is ${f.foreground} on ${f.background}, ` +
          `${f.ratio.toFixed(2)}:1 where ${AA_TEXT}:1 is needed. ` +
          `Change ${f.tokens.map((t) => `colors.${t}`).join(' or ')}.`,
      })),
    );
  }
  return theme;
}
