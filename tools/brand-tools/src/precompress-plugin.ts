import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text a browser downloads; images are already compressed. */
const COMPRESSIBLE = /\.(m?js|css|html|svg|json|webmanifest)$/;
/** Below one TCP packet or so, the encoding header costs more than it saves. */
const MIN_BYTES = 1024;

// Structural, like brandPlugin, so this lib does not pin Vite's plugin types.
interface PrecompressPlugin {
  name: string;
  apply: 'build';
  writeBundle: {
    order: 'post';
    handler: (options: { dir?: string }, bundle: Record<string, unknown>) => Promise<void>;
  };
}

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside every text file of the build, once,
 * at build time. The gateway serves them to browsers that accept them (@fastify/static
 * `preCompressed`, apps/gateway/src/plugins/external/static.ts), so the home route's 500 kB
 * entry travels as about 140 kB without the gateway spending CPU to compress each request.
 * A CDN in front serves the same files.
 */
export function precompressPlugin(): PrecompressPlugin {
  return {
    name: 'platform-precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      async handler(options, bundle) {
        const dir = options.dir;
        if (!dir) return;
        await Promise.all(
          Object.keys(bundle)
            .filter((fileName) => COMPRESSIBLE.test(fileName))
            .map((fileName) => precompressFile(join(dir, fileName))),
        );
      },
    },
  };
}

export async function precompressFile(file: string): Promise<void> {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
