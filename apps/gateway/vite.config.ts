/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Sized for CI's 2 cores (issue 24): one forked worker. Nx runs this suite beside the
    // libs' test targets (--parallel=2), PostgreSQL and Redis take CPU of their own, and
    // PGlite runs in the worker; a second worker would oversubscribe the cores and stretch
    // every test's wall-clock time. The two socket suites also share Redis channels
    // (REDIS_URL), which files running at once would cross.
    pool: 'forks',
    maxWorkers: 1,
    // Hang detectors, not speed checks: on a loaded 2-core machine (load average 10 and more)
    // a PGlite boot or an ordinary request test takes several times what it takes on a quiet
    // one. Heavy concurrency tests carry budgets scaled to their own work.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
