import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The journeys run as one Nx target per brand group, so a change to one brand's
 * tokens re-runs only the journeys that visit that brand (issue 24 "Affected-only"),
 * and the groups can run side by side, each against its own gateway on its own ports
 * (operator switches are global to a gateway, so within a group journeys still
 * run one at a time).
 *
 * Every journey visits the default brand (the config's baseURL). A journey is in
 * the `lucky` group when it also visits Lucky, `royal` when it also visits Royal,
 * and `multi` when it visits both (or loops over BRANDS). The group is read from
 * the spec's own text: any mention of a brand counts, so a doubtful case runs in
 * more groups' targets, never in fewer.
 *
 * The default-only journeys are most of the suite, so they are dealt into two
 * shards (every other file), each with a gateway of its own, to keep each
 * target short. `npm test` runs two groups at a time (tools/scripts/test.sh).
 */
export const BRAND_GROUPS = {
  'default-1': { port: 3210, oidcPort: 3220, brands: ['default'], shard: 0 },
  'default-2': { port: 3218, oidcPort: 3221, brands: ['default'], shard: 1 },
  lucky: { port: 3212, oidcPort: 3213, brands: ['default', 'lucky'], shard: 0 },
  // The social-login journey (Royal) expects the OpenID provider on :3211, as a run of every journey has it.
  royal: { port: 3214, oidcPort: 3211, brands: ['default', 'royal'], shard: 0 },
  multi: { port: 3216, oidcPort: 3217, brands: ['default', 'lucky', 'royal'], shard: 0 },
} as const;
const DEFAULT_SHARDS = 2;

export type BrandGroup = keyof typeof BRAND_GROUPS;

/** The group this Playwright run serves (E2E_BRAND_GROUP), or undefined for every journey on the default ports. */
export function activeBrandGroup(): BrandGroup | undefined {
  const name = process.env['E2E_BRAND_GROUP'];
  if (name === undefined || name === '') return undefined;
  if (!(name in BRAND_GROUPS)) {
    throw new Error(`E2E_BRAND_GROUP=${name} is not one of ${Object.keys(BRAND_GROUPS).join(', ')}`);
  }
  return name as BrandGroup;
}

type BrandSet = 'default' | 'lucky' | 'royal' | 'multi';

/** The brands a journey visits beyond the default one, from the brands its source names. */
export function brandSetOf(specSource: string): BrandSet {
  const everyBrand = /\bBRANDS\b/.test(specSource);
  const lucky = everyBrand || /lucky/i.test(specSource);
  const royal = everyBrand || /royal/i.test(specSource);
  if (lucky && royal) return 'multi';
  if (lucky) return 'lucky';
  if (royal) return 'royal';
  return 'default';
}

/** The spec files (names relative to `specDir`) of one group. */
export function specsOfGroup(specDir: string, group: BrandGroup): string[] {
  const set: BrandSet = group.startsWith('default') ? 'default' : (group as BrandSet);
  const specs = readdirSync(specDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .filter((name) => brandSetOf(readFileSync(join(specDir, name), 'utf8')) === set)
    .sort();
  if (set !== 'default') return specs;
  return specs.filter((_, i) => i % DEFAULT_SHARDS === BRAND_GROUPS[group].shard);
}
