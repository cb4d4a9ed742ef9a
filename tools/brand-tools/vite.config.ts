/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // The CLI tests run Nx and Vite against the real workspace; one file at a
    // time keeps them off each other's .nx/workspace-data and brands/ folder.
    fileParallelism: false,
  },
});
