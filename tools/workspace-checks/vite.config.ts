/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.spec.ts'], testTimeout: 60_000 },
});
