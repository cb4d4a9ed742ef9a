import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@platform/shared/e2e-layout';
import { BACKOFFICE_E2E_PORT, E2E_DEFAULT_PASSWORD, E2E_OPERATOR_TOKEN, seedStaffVariable } from './src/support/env';

/**
 * Back-office journeys (issue 22) in Debian's Chromium against the real gateway on its own port
 * (in-memory PGlite, demo data, the provider simulators), serving the built back office under
 * /backoffice/ and the default brand for the player's page. Nothing here mocks the network.
 */
export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/test-results/backoffice-e2e',
  // Journeys change shared server state (a locked player, the audit chain): one at a time, no retries.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  timeout: 90_000,
  use: {
    baseURL: `http://localhost:${BACKOFFICE_E2E_PORT}`,
    // A failed journey's trace without the screencast, as in apps/web-e2e (its per-frame JPEGs were
    // most of the trace's CPU on 2 cores shared by two e2e targets).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx --tsconfig apps/gateway/tsconfig.json apps/gateway/src/server.ts',
      cwd: '../..',
      url: `http://127.0.0.1:${BACKOFFICE_E2E_PORT}/health/ready`,
      reuseExistingServer: true,
      timeout: 120_000,
      env: {
        PORT: String(BACKOFFICE_E2E_PORT),
        HOST: '127.0.0.1',
        PGLITE_DIR: 'memory',
        // Empty means unset: never the shared PostgreSQL or Redis a CI job may export.
        DATABASE_URL: '',
        REDIS_URL: '',
        OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
        DEFAULT_PASSWORD: E2E_DEFAULT_PASSWORD,
        SEED_DEMO: 'true',
        PAYMENTS_PROVIDER: 'simulator',
        GAME_VENDOR_PROVIDER: 'simulator',
        MESSAGING_PROVIDER: 'outbox',
        GAME_LAUNCH_ORIGIN: 'request',
        LOG_LEVEL: 'warn',
        BACKOFFICE_SEED_STAFF: seedStaffVariable(),
      },
    },
  ],
});
