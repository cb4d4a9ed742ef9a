/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

/**
 * The operator back office (issue 22): its own build, served by the gateway under /backoffice/
 * (apps/gateway/src/plugins/app/backoffice-static.ts), never part of a player brand's bundle.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/backoffice/',
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  build: {
    outDir: resolve(root, 'dist/apps/backoffice'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Our libs have no import-time side effects: an unused export (a player catalogue) is dropped.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/libs/') },
    },
  },
  server: {
    port: 4300,
    // ws: the Support screen's socket (/api/backoffice/live) goes through the same proxy.
    proxy: { '/api': { target: gateway, ws: true } },
  },
  test: {
    // Sized for CI's 2 cores: Nx runs two test targets side by side (--parallel=2),
    // so one forked worker per project keeps both cores busy without oversubscribing.
    pool: 'forks',
    maxWorkers: 1,
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: [resolve(root, 'tools/testing/setup-dom.ts')],
    server: { deps: {} },
    alias: [
      {
        find: /^styled-components$/,
        replacement: require.resolve('styled-components/dist/styled-components.browser.esm.js'),
      },
    ],
  },
});
