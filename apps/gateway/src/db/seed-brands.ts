import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BrandConfigError, parseBrandManifest, type BrandManifest } from '@platform/shared/brand';
import type { Db } from './client';
import { merchants, type NewMerchant } from './schema';

/** Reads and validates every brands/<id>/brand.json; the first broken one stops the boot. */
export async function readBrandManifests(brandsDir: string): Promise<BrandManifest[]> {
  const entries = await readdir(brandsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error(`Brands folder not found: ${brandsDir}. Fix: set BRANDS_DIR.`);
    throw error;
  });
  const manifests: BrandManifest[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(brandsDir, entry.name, 'brand.json');
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    // A folder without brand.json (a brand being scaffolded, assets only) is not a brand yet.
    if (text === undefined) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new BrandConfigError(file, [{ path: '$', message: `invalid JSON: ${(error as Error).message}` }]);
    }
    manifests.push(parseBrandManifest(raw, file));
  }
  assertNoOverlap(manifests, brandsDir);
  return manifests;
}

/** Two brands claiming one merchant code or one domain would make resolution ambiguous. */
function assertNoOverlap(manifests: readonly BrandManifest[], brandsDir: string): void {
  const owners = new Map<string, string>();
  for (const m of manifests) {
    for (const key of [`merchantCode ${m.merchantCode}`, ...m.domains.map((d) => `domain ${d.toLowerCase()}`)]) {
      const owner = owners.get(key);
      if (owner && owner !== m.id) {
        throw new BrandConfigError(path.join(brandsDir, m.id, 'brand.json'), [
          { path: key.startsWith('domain') ? '$.domains' : '$.merchantCode', message: `${key} is already used by brand "${owner}"` },
        ]);
      }
      owners.set(key, m.id);
    }
  }
}

export function merchantRowOf(m: BrandManifest): NewMerchant {
  return {
    code: m.merchantCode,
    brandId: m.id,
    displayName: m.displayName,
    domains: m.domains.map((d) => d.toLowerCase()),
    mainDomain: m.mainDomain,
    whitelabel: { ...m.flags },
    registerConfig: { ...m.registration },
    resources: m.customerService.map(({ labelNameEn, labelNames, url }) =>
      labelNames ? { labelNameEn, labelNames, url } : { labelNameEn, url },
    ),
    analyticsGtagId: m.analytics.gtagId,
    imageCdns: m.imageCDNs,
    launchGameCdns: m.launchGameCDNs,
    sessionTimeoutMinutes: m.jurisdiction.sessionTimeoutMinutes,
    defaultLanguage: m.languages.default,
    supportedLanguages: [...m.languages.supported],
    menu: {
      order: [...m.menu.order],
      esportsVendors: [...m.menu.esportsVendors],
      cockfightVendors: [...m.menu.cockfightVendors],
      inHouseVendors: [...m.menu.inHouseVendors],
      filterIgnore: [...m.menu.filterIgnore],
    },
  };
}

/** Serialises brand seeding across instances (an arbitrary constant, unique among our advisory locks). */
const BRAND_SEED_LOCK = 1836020590;

/**
 * Upserts every manifest. The conflict update lists brand-owned columns only:
 * `maintenance` and `blocked_ips` are operator state and survive every restart.
 *
 * Instances booting together would race: ON CONFLICT arbitrates on `code` only, so a concurrent
 * insert can still trip the `brand_id` unique index and fail the boot. A transaction-scoped
 * advisory lock lets one instance insert and the others then update.
 */
export async function seedBrands(db: Db, manifests: readonly BrandManifest[]): Promise<void> {
  if (manifests.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BRAND_SEED_LOCK}::bigint)`);
    await upsertMerchants(tx, manifests);
  });
}

async function upsertMerchants(db: Pick<Db, 'insert'>, manifests: readonly BrandManifest[]): Promise<void> {
  await db
    .insert(merchants)
    .values(manifests.map(merchantRowOf))
    .onConflictDoUpdate({
      target: merchants.code,
      set: {
        brandId: sql`excluded.brand_id`,
        displayName: sql`excluded.display_name`,
        domains: sql`excluded.domains`,
        mainDomain: sql`excluded.main_domain`,
        whitelabel: sql`excluded.whitelabel`,
        registerConfig: sql`excluded.register_config`,
        resources: sql`excluded.resources`,
        analyticsGtagId: sql`excluded.analytics_gtag_id`,
        imageCdns: sql`excluded.image_cdns`,
        launchGameCdns: sql`excluded.launch_game_cdns`,
        sessionTimeoutMinutes: sql`excluded.session_timeout_minutes`,
        defaultLanguage: sql`excluded.default_language`,
        supportedLanguages: sql`excluded.supported_languages`,
        menu: sql`excluded.menu`,
        updatedAt: sql`now()`,
      },
    });
}
