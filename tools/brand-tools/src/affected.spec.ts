import { describe, expect, it } from 'vitest';
import { runBin } from './testing/run';

/** `nx show projects --affected --files=...`: what CI would rebuild and retest for a change. */
function affectedBy(file: string): string[] {
  return JSON.parse(
    runBin('nx', ['show', 'projects', '--affected', `--files=${file}`, '--json']),
  ) as string[];
}

describe('nx affected, per brand', () => {
  it.each([
    ['brands/lucky/brand.json', 'brand-lucky'],
    ['brands/royal/tokens.json', 'brand-royal'],
    ['brands/default/brand.json', 'brand-default'],
  ])('touching only %s affects %s and no other brand', (file, project) => {
    const affected = affectedBy(file);
    expect(affected).toContain(project);
    // Storybook draws every brand (its toolbar compiles each brand's tokens, flags and assets), so
    // its build and story run re-run too (issue 24).
    expect(affected).toContain('storybook');
    // Anything else may only be an e2e suite that runs against this brand.
    const others = affected.filter((p) => p !== project && p !== 'storybook');
    expect(others.filter((p) => !p.endsWith('-e2e'))).toEqual([]);
  });

  it('touching the web app affects every brand', () => {
    expect(affectedBy('apps/web/src/main.tsx')).toEqual(
      expect.arrayContaining(['web', 'brand-default', 'brand-lucky', 'brand-royal']),
    );
  });
});
