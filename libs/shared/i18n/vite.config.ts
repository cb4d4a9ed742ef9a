/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: { environment: 'jsdom', include: ['src/**/*.spec.{ts,tsx}'] },
});
