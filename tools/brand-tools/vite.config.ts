/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Sized for CI's 2 cores: Nx runs two test targets side by side (--parallel=2),
    // so one forked worker per project keeps both cores busy without oversubscribing.
    pool: 'forks',
    maxWorkers: 1,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // The CLI tests run Nx and Vite against the real workspace; one file at a
    // time keeps them off each other's .nx/workspace-data and brands/ folder.
    fileParallelism: false,
  },
});
