/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [react()],
  // Vite 8 resolves tsconfig `paths` (e.g. @platform/shared/brand) itself.
  resolve: { tsconfigPaths: true },
  test: {
    // Sized for CI's 2 cores: Nx runs two test targets side by side (--parallel=2),
    // so one forked worker per project keeps both cores busy without oversubscribing.
    pool: 'forks',
    maxWorkers: 1,
    environment: 'jsdom',
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    alias: [
      {
        // Vitest runs dependencies in Node, which picks styled-components' server build:
        // it writes inline <style> tags and never injects createGlobalStyle into the DOM.
        // Tests use the browser build, the one Vite and Storybook ship.
        find: /^styled-components$/,
        replacement: require.resolve('styled-components/dist/styled-components.browser.esm.js'),
      },
    ],
  },
});
