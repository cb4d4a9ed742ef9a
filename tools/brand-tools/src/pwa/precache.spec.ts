import { describe, expect, it } from 'vitest';
import { shellFiles, shellVersion, type OutputItem } from './precache';

const chunk = (fileName: string, isEntry: boolean, imports: string[] = [], css: string[] = []): OutputItem => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  code: `code of ${fileName}`,
  viteMetadata: { importedCss: new Set(css) },
});
const asset = (fileName: string, source = fileName): OutputItem => ({ type: 'asset', fileName, source });

const bundle: Record<string, OutputItem> = Object.fromEntries(
  [
    chunk('assets/index-a1.js', true, ['assets/runtime-b2.js'], ['assets/index-c3.css']),
    chunk('assets/runtime-b2.js', false),
    chunk('assets/wallet-page-d4.js', false, ['assets/runtime-b2.js']),
    asset('assets/index-c3.css'),
    asset('manifest.webmanifest'),
    asset('icons/icon-192.png'),
    asset('index.html'),
  ].map((item) => [item.fileName, item]),
);

describe('the service worker shell list', () => {
  it('holds the entry script, what it imports, its CSS, the manifest and the icons, not lazy route chunks', () => {
    expect(shellFiles(bundle)).toEqual([
      'assets/index-a1.js',
      'assets/index-c3.css',
      'assets/runtime-b2.js',
      'icons/icon-192.png',
      'manifest.webmanifest',
    ]);
  });

  it('changes version when a shell file changes, so a new build replaces the old cache', () => {
    const files = shellFiles(bundle);
    const changed = { ...bundle, 'manifest.webmanifest': asset('manifest.webmanifest', '{"name":"new"}') };
    expect(shellVersion(bundle, files)).toBe(shellVersion({ ...bundle }, files));
    expect(shellVersion(changed, files)).not.toBe(shellVersion(bundle, files));
  });
});
