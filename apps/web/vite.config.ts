/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { brandPlugin, gameArtPlugin, inlineCssPlugin, precompressPlugin, serviceWorkerPlugin } from '../../tools/brand-tools/src/index';

const root = resolve(import.meta.dirname, '../..');
// Each build is one white-label variant: BRAND picks the folder under brands/.
const brandId = process.env.BRAND ?? 'default';
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  resolve: { tsconfigPaths: true },
  plugins: [
    brandPlugin({ brandsDir: resolve(root, 'brands'), brandId }),
    // Game, vendor and category art, drawn at build time into static files (none in the JS).
    gameArtPlugin({ brandsDir: resolve(root, 'brands'), brandId }),
    react(),
    serviceWorkerPlugin({ entry: resolve(import.meta.dirname, 'src/service-worker/sw.ts') }),
    // The entry's small stylesheet (the brand's @font-face rules) goes into index.html: no render-blocking request.
    inlineCssPlugin(),
    precompressPlugin(),
  ],
  build: {
    outDir: resolve(root, 'dist/brands', brandId),
    emptyOutDir: true,
    target: 'es2022',
    // BUDGET_SOURCEMAP=1 maps the bytes of a chunk back to its modules when a budget is exceeded.
    sourcemap: process.env.BUDGET_SOURCEMAP === '1',
    rolldownOptions: {
      // Our libs have no import-time side effects, so a module none of whose
      // exports are used (e.g. a zod schema the browser never parses) is dropped.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/libs/') },
      // Everything the first screen needs ships as one file: fewer round trips,
      // and no small shared chunks split off the initial load.
      // The chart library (recharts and its d3/redux parts) is one chunk of its own, loaded only
      // by the pages that draw a chart; check-budgets.mjs gives it its own budget.
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'charts', test: /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|@reduxjs|redux|react-redux|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3|internmap|use-sync-external-store)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 4200,
    proxy: {
      '/api': gateway,
      '/health': gateway,
      '/live': { target: gateway, ws: true },
    },
  },
  test: {
    // Sized for CI's 2 cores: Nx runs two test targets side by side (--parallel=2),
    // so one forked worker per project keeps both cores busy without oversubscribing.
    pool: 'forks',
    maxWorkers: 1,
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: [],
  },
});
