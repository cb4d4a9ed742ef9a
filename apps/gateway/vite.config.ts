/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Sized for CI's 2 cores (issue 24). Two forked workers: while Nx runs the libs' short test
    // targets beside this suite (--parallel=2) they share the cores, and once those finish (after
    // a few minutes) this suite would otherwise leave one core idle for the rest of its run.
    // Each file's PostgreSQL cases get a private schema, and each worker's gateways their own
    // Redis channels (REDIS_KEY_PREFIX in test/support/app.ts), so files in the two workers
    // never see each other's data or broadcasts.
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its imported modules between files instead of importing the whole gateway
    // (Fastify, drizzle, 27 module plugins) again for each of the 125 files: that import was
    // 105 s of a 664 s run, and a cold module graph also ran every file's tests slower (the
    // auth folder: 61 s isolated, 31 s not). Nothing in the gateway keeps per-process state
    // that a file could leak into the next: every suite builds its own app, database and clock.
    isolate: false,
    // Hang detectors, not speed checks: on a loaded 2-core machine (load average 10 and more)
    // a PGlite boot or an ordinary request test takes several times what it takes on a quiet
    // one. Heavy concurrency tests carry budgets scaled to their own work.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
