import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { FlagName } from '../../libs/shared/brand/src/flags';
import { testFlagDefines } from './test-flags';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

/**
 * The unit-test config every React lib shares: jsdom, jest-dom matchers, the
 * brand flags compiled as in a real build, and tsconfig path aliases.
 */
export function libTestConfig(options: { flags?: Partial<Record<FlagName, boolean>> } = {}): UserConfig {
  return {
    plugins: [react()],
    resolve: { tsconfigPaths: true },
    define: testFlagDefines(options.flags),
    // The shared setup file sits outside each lib's root.
    server: { fs: { allow: [workspaceRoot] } },
    test: {
      // Sized for CI's 2 cores: Nx runs two test targets side by side (--parallel=2),
      // so one forked worker per project keeps both cores busy without oversubscribing.
      pool: 'forks',
      maxWorkers: 1,
      environment: 'jsdom',
      testTimeout: 20_000,
      include: ['src/**/*.{spec,test}.{ts,tsx}'],
      setupFiles: [resolve(workspaceRoot, 'tools/testing/setup-dom.ts')],
      alias: [
        {
          // Node would pick styled-components' server build, which never injects
          // createGlobalStyle into the DOM; tests use the browser build Vite ships.
          find: /^styled-components$/,
          replacement: require.resolve('styled-components/dist/styled-components.browser.esm.js'),
        },
      ],
    },
  };
}
