/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  // One forked worker: Nx runs two test targets side by side on CI's 2 cores.
  test: { pool: 'forks', maxWorkers: 1, environment: 'node', include: ['src/**/*.spec.ts'], testTimeout: 60_000 },
});
