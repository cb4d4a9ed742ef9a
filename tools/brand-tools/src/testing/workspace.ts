import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrandManifest } from '../shared-brand';

/** The monorepo root, for tests that read the real brands or run the real CLI. */
export const WORKSPACE_ROOT = resolve(import.meta.dirname, '../../../..');
export const REAL_BRANDS_DIR = join(WORKSPACE_ROOT, 'brands');

/** Env for Nx commands in tests: no daemon, no cloud, the local nx binary. */
export const NX_ENV = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_USE_LOCAL: 'true',
  NX_TUI: 'false',
};

export function readBrandJson(brandsDir: string, id: string, file = 'brand.json'): unknown {
  return JSON.parse(readFileSync(join(brandsDir, id, file), 'utf8'));
}

export interface TempBrands {
  root: string;
  brandsDir: string;
  /** Writes brands/<id>/ as a copy of a real brand with some manifest fields changed. */
  addCopy(id: string, from: string, change: (manifest: BrandManifest) => BrandManifest): void;
  cleanup(): void;
}

/** A throw-away brands folder, so tests never touch the real brands/. */
export function createTempBrands(): TempBrands {
  const root = mkdtempSync(join(tmpdir(), 'brand-tools-'));
  const brandsDir = join(root, 'brands');
  mkdirSync(brandsDir);
  return {
    root,
    brandsDir,
    addCopy(id, from, change) {
      const manifest = readBrandJson(REAL_BRANDS_DIR, from) as BrandManifest;
      const tokens = readBrandJson(REAL_BRANDS_DIR, from, 'tokens.json');
      mkdirSync(join(brandsDir, id));
      writeFileSync(join(brandsDir, id, 'brand.json'), JSON.stringify(change({ ...manifest, id })));
      writeFileSync(join(brandsDir, id, 'tokens.json'), JSON.stringify(tokens));
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
