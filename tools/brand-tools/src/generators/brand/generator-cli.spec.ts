import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../load-brand';
import { runBin } from '../../testing/run';
import { REAL_BRANDS_DIR } from '../../testing/workspace';

describe('npx nx g @platform/brand-tools:brand (real CLI)', () => {
  it('creates a brand from default that builds at once with BRAND=<id>', () => {
    const id = `gen-test-${process.pid}`;
    const brandDir = join(REAL_BRANDS_DIR, id);
    const outDir = mkdtempSync(join(tmpdir(), `brand-${id}-`));
    try {
      const log = runBin('nx', [
        'g',
        '@platform/brand-tools:brand',
        id,
        '--from=default',
        '--no-interactive',
      ]);
      expect(log).toContain(`CREATE brands/${id}/brand.json`);
      expect(log).toContain(`npx nx build brand-${id}`);

      const { manifest, theme } = loadBrand(REAL_BRANDS_DIR, id);
      expect(manifest.merchantCode).toBe(`GEN_TEST_${process.pid}`);
      expect(manifest.domains).toEqual([`${id}.localhost`]);

      const project = JSON.parse(runBin('nx', ['show', 'project', `brand-${id}`, '--json'])) as {
        tags: string[];
        targets: Record<string, unknown>;
      };
      expect(project.tags).toEqual(['scope:brand', 'type:app']);
      expect(Object.keys(project.targets)).toContain('build');

      runBin('vite', ['build', '--config', 'apps/web/vite.config.ts', '--configLoader', 'runner', '--outDir', outDir], {
        BRAND: id,
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      });
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      expect(html).toContain(`<title>${manifest.displayName}</title>`);
      expect(html).toContain(`--color-primary: ${theme.color.primary};`);
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js">/);
    } finally {
      rmSync(brandDir, { recursive: true, force: true });
      rmSync(outDir, { recursive: true, force: true });
    }
    expect(existsSync(brandDir)).toBe(false);
  });
});
