import { JURISDICTION_DEFAULTS, resolveJurisdiction, type BrandManifest, type Jurisdiction } from '@platform/shared/brand';

export type ResolvedJurisdiction = Required<Jurisdiction>;

/**
 * Each merchant's jurisdiction block from its brand.json (every instance reads the same files
 * at boot). A merchant without a manifest (one removed since) gets the defaults.
 */
export function jurisdictionLookup(manifests: readonly BrandManifest[]): (merchantCode: string) => ResolvedJurisdiction {
  const byMerchant = new Map(manifests.map((m) => [m.merchantCode, resolveJurisdiction(m.jurisdiction)]));
  const fallback = resolveJurisdiction({ ...JURISDICTION_DEFAULTS });
  return (merchantCode) => byMerchant.get(merchantCode) ?? fallback;
}
