/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each suite boots PGlite (WASM Postgres), which takes a few seconds on these machines.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
