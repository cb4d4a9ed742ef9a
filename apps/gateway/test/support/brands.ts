import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrandManifest } from '@platform/shared/brand';

const REAL_DEFAULT = new URL('../../../../brands/default/brand.json', import.meta.url);

export async function defaultManifest(): Promise<BrandManifest> {
  return JSON.parse(await readFile(REAL_DEFAULT, 'utf8')) as BrandManifest;
}

export async function luckyManifest(): Promise<BrandManifest> {
  const base = await defaultManifest();
  return {
    ...base,
    id: 'lucky',
    displayName: 'Lucky Star',
    merchantCode: 'LUCKY',
    domains: ['lucky.localhost', 'Lucky.Example'],
    mainDomain: 'lucky.example',
    customerService: [{ labelNameEn: 'Lucky chat', url: 'https://chat.lucky.example/' }],
    analytics: { gtagId: 'G-LUCKY123' },
    flags: { ...base.flags, MOBILEVERCODELOGIN3: true, DIRECTREG3: false },
  };
}

export interface BrandsFixture {
  root: string;
  brandsDir: string;
  brandsDist: string;
  writeManifest(manifest: unknown, id?: string): Promise<string>;
  cleanup(): Promise<void>;
}

/**
 * A throw-away BRANDS_DIR with the real default brand plus a second brand "lucky",
 * and a BRANDS_DIST where only "default" has been built.
 */
export async function createBrandsFixture(): Promise<BrandsFixture> {
  const root = await mkdtemp(path.join(tmpdir(), 'gateway-test-'));
  const brandsDir = path.join(root, 'brands');
  const brandsDist = path.join(root, 'dist', 'brands');
  const writeManifest = async (manifest: unknown, id = (manifest as { id: string }).id) => {
    const file = path.join(brandsDir, id, 'brand.json');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2));
    return file;
  };
  await writeManifest(await defaultManifest());
  await writeManifest(await luckyManifest());

  const build = path.join(brandsDist, 'default');
  await mkdir(path.join(build, 'assets'), { recursive: true });
  await writeFile(
    path.join(build, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(build, 'assets', 'index-abc123.js'), 'console.log("default brand");');
  await writeFile(path.join(build, 'favicon.ico'), 'icon');
  await writeFile(path.join(brandsDist, 'secret.txt'), 'outside the brand build');

  return { root, brandsDir, brandsDist, writeManifest, cleanup: () => rm(root, { recursive: true, force: true }) };
}
