import { build } from 'vite';
import { shellFiles, shellVersion, type OutputItem } from './precache';

export const SERVICE_WORKER_FILE = 'sw.js';

interface EmitContext {
  emitFile: (file: { type: 'asset'; fileName: string; source: string }) => string;
}

// Structural, like brandPlugin, so this lib does not pin Vite's plugin types. `build` is
// imported statically: with --configLoader runner a dynamic import here would run after
// the config's module runner has closed.
interface ServiceWorkerPlugin {
  name: string;
  apply: 'build';
  generateBundle: {
    order: 'post';
    handler: (this: EmitContext, options: unknown, bundle: Record<string, OutputItem>) => Promise<void>;
  };
}

/**
 * Compiles the service worker (a plain TS file) into /sw.js of a production build. It
 * runs after the app's own bundle is written out in memory, so it can hand the worker
 * the list of shell files (`__SHELL_FILES__`) and a version (`__SHELL_VERSION__`).
 * A separate Vite build, because the worker must be one classic script at the site
 * root (its scope), never split into or sharing the app's chunks.
 */
export function serviceWorkerPlugin(options: { entry: string }): ServiceWorkerPlugin {
  return {
    name: 'platform-service-worker',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const files = shellFiles(bundle);
        const result = await build({
          configFile: false,
          logLevel: 'warn',
          publicDir: false,
          define: {
            __SHELL_FILES__: JSON.stringify(['/', ...files.map((file) => `/${file}`)]),
            __SHELL_VERSION__: JSON.stringify(shellVersion(bundle, files)),
          },
          build: {
            write: false,
            target: 'es2022',
            minify: true,
            lib: { entry: options.entry, formats: ['iife'], name: 'serviceWorker', fileName: () => SERVICE_WORKER_FILE },
          },
        });
        const outputs = Array.isArray(result) ? result : [result];
        const chunk = outputs
          .flatMap((output) => ('output' in output ? output.output : []))
          .find((item) => item.type === 'chunk');
        if (!chunk || chunk.type !== 'chunk') throw new Error(`service worker: no script built from ${options.entry}`);
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: chunk.code });
      },
    },
  };
}
