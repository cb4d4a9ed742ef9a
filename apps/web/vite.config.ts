/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { brandPlugin, precompressPlugin, serviceWorkerPlugin } from '../../tools/brand-tools/src/index';

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
    react(),
    serviceWorkerPlugin({ entry: resolve(import.meta.dirname, 'src/service-worker/sw.ts') }),
    precompressPlugin(),
  ],
  build: {
    outDir: resolve(root, 'dist/brands', brandId),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Our libs have no import-time side effects, so a module none of whose
      // exports are used (e.g. a zod schema the browser never parses) is dropped.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/libs/') },
      // Everything the first screen needs ships as one file: fewer round trips,
      // and no small shared chunks split off the initial load.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
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
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: [],
  },
});
