import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressPlugin } from './precompress-plugin';

describe('precompressPlugin', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz copies of the text files that decompress to the same bytes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const script = 'export const answer = 42;\n'.repeat(200);
    await writeFile(join(dir, 'app.js'), script);
    await writeFile(join(dir, 'tiny.js'), 'x');
    await writeFile(join(dir, 'logo.png'), Buffer.alloc(4096));
    await precompressPlugin().writeBundle.handler({ dir }, { 'app.js': {}, 'tiny.js': {}, 'logo.png': {} });

    expect(brotliDecompressSync(await readFile(join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect((await readFile(join(dir, 'app.js.br'))).length).toBeLessThan(script.length / 10);
    // Too small to gain, and already-compressed images, are left alone.
    await expect(readFile(join(dir, 'tiny.js.br'))).rejects.toThrow();
    await expect(readFile(join(dir, 'logo.png.br'))).rejects.toThrow();
  });
});
