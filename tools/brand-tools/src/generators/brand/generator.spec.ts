import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBrand } from '../../load-brand';
import type { BrandManifest } from '../../shared-brand';
import {
  createTempBrands,
  REAL_BRANDS_DIR,
  WORKSPACE_ROOT,
  type TempBrands,
} from '../../testing/workspace';
import { brandProjectJson } from './brand-project';
import { brandGenerator, merchantCodeFor, titleCase } from './generator';

const FILES = ['brand.json', 'tokens.json', 'project.json'];

/** An empty workspace holding copies of the real default and lucky brands. */
function seededTree(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  // Format as this workspace does: prettier with its config (the empty workspace defaults to oxfmt).
  tree.delete('.oxfmtrc.json');
  tree.write('.prettierrc', readFileSync(join(WORKSPACE_ROOT, '.prettierrc'), 'utf8'));
  for (const id of ['default', 'lucky']) {
    for (const file of FILES) {
      tree.write(`brands/${id}/${file}`, readFileSync(join(REAL_BRANDS_DIR, id, file), 'utf8'));
    }
  }
  return tree;
}

describe('brand generator (in-memory workspace)', () => {
  let tree: Tree;
  let temp: TempBrands;
  beforeEach(() => {
    tree = seededTree();
    temp = createTempBrands();
  });
  afterEach(() => temp.cleanup());

  it('creates brands/<id>/ with a new identity and the source brand settings', async () => {
    await brandGenerator(tree, { id: 'star-bet', from: 'default' });
    const source = readJson<BrandManifest>(tree, 'brands/default/brand.json');
    const created = readJson<BrandManifest & { $schema: string }>(
      tree,
      'brands/star-bet/brand.json',
    );

    expect(created).toMatchObject({
      $schema: '../../libs/shared/brand/brand.schema.json',
      id: 'star-bet',
      displayName: 'Star Bet',
      merchantCode: 'STAR_BET',
      domains: ['star-bet.localhost'],
      mainDomain: 'star-bet.localhost',
    });
    expect(created.flags).toEqual(source.flags);
    expect(created.registration).toEqual(source.registration);
    expect(created.jurisdiction).toEqual(source.jurisdiction);
    expect(readJson(tree, 'brands/star-bet/tokens.json')).toEqual(
      readJson(tree, 'brands/default/tokens.json'),
    );
    expect(readJson(tree, 'brands/star-bet/project.json')).toEqual(brandProjectJson('star-bet'));
    // Formatted with the workspace prettier config: short arrays stay on one line.
    expect(tree.read('brands/star-bet/brand.json', 'utf8')).toContain(
      '"domains": ["star-bet.localhost"]',
    );
  });

  it('writes a brand that passes the same validation as the build', async () => {
    await brandGenerator(tree, { id: 'nova', from: 'lucky' });
    const dir = join(temp.brandsDir, 'nova');
    mkdirSync(dir);
    for (const file of FILES) writeFileSync(join(dir, file), tree.read(`brands/nova/${file}`)!);
    const { manifest, theme } = loadBrand(temp.brandsDir, 'nova');
    expect(manifest.flags.MOBILEVERCODELOGIN3).toBe(true);
    expect(theme.color.primary).toBe('#c2185b');
  });

  it('takes a display name and merchant code when given', async () => {
    await brandGenerator(tree, { id: 'gold', displayName: 'Gold Rush', merchantCode: 'GOLD_RUSH' });
    expect(readJson(tree, 'brands/gold/brand.json')).toMatchObject({
      displayName: 'Gold Rush',
      merchantCode: 'GOLD_RUSH',
    });
  });

  it('copies the source brand assets along', async () => {
    tree.write('brands/default/assets/logo.svg', '<svg/>');
    await brandGenerator(tree, { id: 'copycat' });
    expect(tree.read('brands/copycat/assets/logo.svg', 'utf8')).toBe('<svg/>');
  });

  it('refuses a merchant code another brand already uses', async () => {
    await expect(brandGenerator(tree, { id: 'lucky-two', merchantCode: 'LUCKY' })).rejects.toThrow(
      'merchant code "LUCKY" is already used by brand "lucky"; pass --merchantCode=<CODE>',
    );
    expect(tree.exists('brands/lucky-two')).toBe(false);
  });

  it("lets the operator pick the look: fonts, density, elevation, tiles, header and home sections", async () => {
    await brandGenerator(tree, {
      id: 'gold-club',
      from: 'default',
      displayFont: 'cinzel',
      bodyFont: 'inter',
      density: 'compact',
      cardElevation: 'flat',
      tileShape: 'portrait',
      tileCorners: 'sharp',
      header: 'one-row',
      headerTone: 'surface',
      homeSections: 'promotions, games,winners',
      sectionStyle: 'card',
      carousel: 'full-bleed',
    });
    const tokens = readJson(tree, 'brands/gold-club/tokens.json');
    const source = readJson(tree, 'brands/default/tokens.json');
    expect(tokens.colors).toEqual(source.colors);
    expect(tokens.typography).toMatchObject({ displayFont: 'cinzel', bodyFont: 'inter', headingWeight: 700 });
    expect(tokens.layout).toEqual({
      density: 'compact',
      cardElevation: 'flat',
      tile: { shape: 'portrait', corners: 'sharp' },
      header: 'one-row',
      headerTone: 'surface',
      home: { sections: ['promotions', 'games', 'winners'], sectionStyle: 'card', carousel: 'full-bleed' },
    });
  });

  it('refuses a bad look choice before writing, naming the tokens file, the JSON path and the reason', async () => {
    const run = brandGenerator(tree, { id: 'bad-look', tileShape: 'round' });
    await expect(run).rejects.toThrow(/brands\/bad-look\/tokens\.json[\s\S]*at \$\.layout\.tile\.shape: .*square/);
    await expect(brandGenerator(tree, { id: 'bad-look', homeSections: 'games,jackpots' })).rejects.toThrow(
      /at \$\.layout\.home\.sections\[1\]/,
    );
    // Lato ships no 600: the heading weight the source brand keeps must exist in the new display font.
    await expect(brandGenerator(tree, { id: 'bad-look', from: 'lucky', displayFont: 'lato' })).rejects.toThrow(
      /at \$\.typography\.headingWeight: 600 is not a weight the display font "lato" ships/,
    );
    expect(tree.exists('brands/bad-look')).toBe(false);
  });

  it('refuses a derived merchant code the manifest schema rejects, with its JSON path', async () => {
    await expect(brandGenerator(tree, { id: 'ab' })).rejects.toThrow(/at \$\.merchantCode:/);
  });

  it('refuses to overwrite a brand, to copy a missing one, or to take a bad id', async () => {
    await expect(brandGenerator(tree, { id: 'lucky' })).rejects.toThrow(
      'brands/lucky already exists',
    );
    await expect(brandGenerator(tree, { id: 'x2', from: 'ghost' })).rejects.toThrow(
      'no brand "ghost" to copy',
    );
    await expect(brandGenerator(tree, { id: 'Bad_Id' })).rejects.toThrow('is not a brand id');
  });

  it('derives names from the id', () => {
    expect(titleCase('lucky-star')).toBe('Lucky Star');
    expect(merchantCodeFor('lucky-star')).toBe('LUCKY_STAR');
  });
});
