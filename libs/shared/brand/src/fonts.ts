/**
 * The typefaces a brand may pick. Each ships from npm (`@fontsource/<id>`, installed in the
 * workspace; never a CDN): the brand build imports only the chosen faces' latin-subset CSS
 * (`font-display: swap`), so another brand's font files never reach its output.
 * `system` is the platform's own UI font: no download at all.
 */
export const FONT_CATALOGUE = {
  system: { family: null, weights: [400, 500, 600, 700, 800, 900], fallback: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  cinzel: { family: 'Cinzel', weights: [400, 500, 600, 700, 800, 900], fallback: 'Georgia, "Times New Roman", serif' },
  'playfair-display': { family: 'Playfair Display', weights: [400, 500, 600, 700, 800, 900], fallback: 'Georgia, "Times New Roman", serif' },
  fredoka: { family: 'Fredoka', weights: [300, 400, 500, 600, 700], fallback: '"Trebuchet MS", system-ui, sans-serif' },
  nunito: { family: 'Nunito', weights: [200, 300, 400, 500, 600, 700, 800, 900], fallback: 'system-ui, -apple-system, "Segoe UI", sans-serif' },
  lato: { family: 'Lato', weights: [100, 300, 400, 700, 900], fallback: 'system-ui, -apple-system, "Segoe UI", sans-serif' },
  inter: { family: 'Inter', weights: [100, 200, 300, 400, 500, 600, 700, 800, 900], fallback: 'system-ui, -apple-system, "Segoe UI", sans-serif' },
} as const satisfies Record<string, { family: string | null; weights: readonly number[]; fallback: string }>;

export type FontId = keyof typeof FONT_CATALOGUE;
export const FONT_IDS = Object.keys(FONT_CATALOGUE) as [FontId, ...FontId[]];

/** Body text is set at these weights (regular and bold; 500–600 render with the bold face). */
export const BODY_WEIGHTS = [400, 700] as const;

/** The CSS font-family list of a font: the shipped face first, then a similar local fallback. */
export function fontStack(id: FontId): string {
  const font = FONT_CATALOGUE[id];
  return font.family ? `"${font.family}", ${font.fallback}` : font.fallback;
}

/** Whether the font ships that weight (a missing weight would be faked by the browser). */
export function fontHasWeight(id: FontId, weight: number): boolean {
  return (FONT_CATALOGUE[id].weights as readonly number[]).includes(weight);
}

/** The weight the font ships closest to `weight` (body text asks for 400 and 700). */
function nearestWeight(id: FontId, weight: number): number {
  const weights = FONT_CATALOGUE[id].weights as readonly number[];
  return weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best));
}

/**
 * The font CSS a brand build imports: `@fontsource/<id>/latin-<weight>.css` for the display face at
 * its heading weight and the body face at its regular and bold weights. None for `system`.
 */
export function fontImports(fonts: { display: FontId; displayWeight: number; body: FontId }): string[] {
  const wanted = new Set<string>();
  const add = (id: FontId, weight: number) => {
    if (FONT_CATALOGUE[id].family) wanted.add(`@fontsource/${id}/latin-${nearestWeight(id, weight)}.css`);
  };
  add(fonts.display, fonts.displayWeight);
  for (const weight of BODY_WEIGHTS) add(fonts.body, weight);
  return [...wanted].sort();
}
