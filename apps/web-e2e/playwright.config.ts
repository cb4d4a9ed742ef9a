import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@platform/shared/e2e-layout';
import { join } from 'node:path';
import { activeBrandGroup, specsOfGroup } from './src/support/brand-groups';
import {
  E2E_DEFAULT_PASSWORD,
  E2E_GATEWAY_PORT,
  E2E_OIDC,
  E2E_OPERATOR_TOKEN,
  E2E_SUPPORT_STAFF,
} from './src/support/e2e-env';
import { E2E_FIREBASE } from './src/support/firebase-phone';

/**
 * User journeys in Debian's Chromium against the real gateway (embedded
 * PGlite, in memory) serving the built brands. Nothing here mocks the network.
 */

// One brand group per Nx target (e2e-default-1, e2e-lucky, ...), each with its own gateway
// and output folder so groups can run at once; unset, every journey (or the files named).
const group = activeBrandGroup();
// Firebase phone auth runs on Lucky (auth-firebase-phone.spec.ts): only its group, or a run of every journey,
// starts the Auth emulator and the gateway that verifies its tokens.
const firebaseJourneys = group === undefined || group === 'lucky';

/** The journeys' gateway: PGlite in memory, the development stand-ins, short job periods. */
const gatewayEnv = {
  PORT: String(E2E_GATEWAY_PORT),
  HOST: '127.0.0.1',
  PGLITE_DIR: 'memory',
  // Playwright merges these over the parent's environment; CI exports
  // DATABASE_URL/REDIS_URL for the gateway tests, and a journey gateway on
  // that shared, persistent database would find last run's changes (an
  // already-changed demo password). Empty means unset: in-memory PGlite.
  DATABASE_URL: '',
  REDIS_URL: '',
  OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
  SUPPORT_STAFF: `${E2E_SUPPORT_STAFF.name}:${E2E_SUPPORT_STAFF.token}`,
  DEFAULT_PASSWORD: E2E_DEFAULT_PASSWORD,
  SEED_DEMO: 'true',
  // The development stand-ins the journeys drive: simulated payments and vendors, and the outbox
  // the journeys read SMS and e-mail codes from.
  PAYMENTS_PROVIDER: 'simulator',
  GAME_VENDOR_PROVIDER: 'simulator',
  MESSAGING_PROVIDER: 'outbox',
  // Lets a journey present a chosen client IP through X-Forwarded-For on loopback.
  TRUST_PROXY: 'loopback',
  // Launch URLs on the site's own origin: the brands' launch CDN hosts do not resolve here.
  GAME_LAUNCH_ORIGIN: 'request',
  LOG_LEVEL: 'warn',
  // A short receipt window, so the auto-confirm journey takes one minute, not thirty.
  WITHDRAWAL_AUTO_CONFIRM_MINUTES: '1',
  WALLET_JOB_INTERVAL_SECONDS: '5',
  // Fast lottery periods of 10 s (bets close 1 s before the draw) and the job every second,
  // so the lottery journey bets on a period and sees it drawn and settled within seconds.
  LOTTERY_FAST_PERIOD_SECONDS: '10',
  LOTTERY_JOB_INTERVAL_SECONDS: '1',
  // Real-time agent salary every 10 s instead of 5 minutes, so the salary journey sees a payout within seconds.
  AGENT_SALARY_JOB_INTERVAL_SECONDS: '10',
  // The reality check every 20 s instead of every 30 minutes on the royal brand only (test configs
  // only), so its journey sees it and the other brands' journeys are not interrupted.
  REALITY_CHECK_SECONDS: '20',
  REALITY_CHECK_SECONDS_MERCHANTS: 'ROYAL',
  OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${E2E_OIDC.port}`,
  OIDC_GOOGLE_CLIENT_ID: E2E_OIDC.clientId,
  OIDC_GOOGLE_CLIENT_SECRET: E2E_OIDC.clientSecret,
};

export default defineConfig({
  testDir: './src',
  ...(group && { testMatch: specsOfGroup(join(import.meta.dirname, 'src'), group).map((name) => `**/${name}`) }),
  outputDir: `../../dist/test-results/web-e2e${group ? `/${group}` : ''}`,
  // Operator switches (maintenance, IP blocks) are per merchant and global to
  // the gateway, so the journeys run one at a time.
  workers: 1,
  fullyParallel: false,
  // Journeys change server state (a forced password change, say), so a retry
  // would not repeat the same test; a failure must be fixed, not retried.
  retries: 0,
  reporter: [['list']],
  // Upper bounds on waits for conditions, sized for a loaded 2-core CI machine (issue 24:
  // steady under load) where two brand groups, their gateways and browsers share the cores.
  // A journey that passes never waits for them; one that is stuck fails at them.
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    // Screenshot baselines (issues 20 and 21, support/screenshots.ts): animations stopped at their
    // end, no caret, CSS pixels; a small tolerance for anti-aliasing, set here once for every spec.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.01 },
  },
  // One committed baseline per spec file, screen and project: the same Debian Chromium and bundled
  // fonts locally and on CI, so no platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}-{projectName}{ext}',
  use: {
    baseURL: `http://localhost:${E2E_GATEWAY_PORT}`,
    // A failed journey keeps its trace: actions, DOM snapshots, network and console. Not the
    // screencast: its per-frame JPEGs were most of the trace's cost (Lucky's group: 217 CPU-s
    // with them, 183 without; with no trace at all, about the same), on 2 cores shared by
    // two groups (issue 24).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Reduced motion, as a player may set it: the notice marquee, the banner carousel's autoplay
    // and other endless animations stop repainting, which cost Chromium 10 % of a group's CPU
    // (Lucky: 242 CPU-s, 217 with it). The home page's journeys (shell-home, shell-announcements)
    // and the layout check (a context of its own, support/layout-run.ts) run with the default
    // motion; the screenshot baselines set reduced motion themselves.
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx apps/web-e2e/src/support/oidc-issuer.ts',
      cwd: '../..',
      url: `http://127.0.0.1:${E2E_OIDC.port}/.well-known/openid-configuration`,
      reuseExistingServer: true,
      // Waits on a condition (the issuer answering); the bound only catches a server that never
      // comes up, and is sized for a loaded 2-core machine where two groups boot at once.
      timeout: 120_000,
    },
    {
      command: 'npx tsx --tsconfig apps/gateway/tsconfig.json apps/gateway/src/server.ts',
      cwd: '../..',
      url: `http://127.0.0.1:${E2E_GATEWAY_PORT}/health/ready`,
      reuseExistingServer: true,
      // tsx compiling the gateway, PGlite booting, migrating and seeding: over a minute on a
      // loaded 2-core machine, more when two brand groups boot side by side (issue 24).
      timeout: 300_000,
      env: gatewayEnv,
    },
    ...(firebaseJourneys
      ? [
          {
            // The Firebase Auth emulator from firebase-tools, offline with the demo project of Lucky's web config;
            // its ports (9170, hub 4470, logging 4471) are in firebase.json, clear of every group's.
            command: `npx firebase emulators:start --only auth --project ${E2E_FIREBASE.projectId}`,
            cwd: 'firebase',
            url: `http://127.0.0.1:${E2E_FIREBASE.emulatorPort}/emulator/v1/projects/${E2E_FIREBASE.projectId}/config`,
            reuseExistingServer: true,
            timeout: 300_000,
          },
          {
            // A second gateway for the phone-auth journey: it verifies the emulator's tokens and has no SMS
            // provider, while the group's main gateway keeps the outbox codes the other Lucky journeys read.
            command: 'npx tsx --tsconfig apps/gateway/tsconfig.json apps/gateway/src/server.ts',
            cwd: '../..',
            url: `http://127.0.0.1:${E2E_FIREBASE.gatewayPort}/health/ready`,
            reuseExistingServer: true,
            timeout: 300_000,
            env: {
              ...gatewayEnv,
              PORT: String(E2E_FIREBASE.gatewayPort),
              MESSAGING_PROVIDER: '',
              // Only the brands and their accounts: no demo data and no timers, to spare the cores.
              SEED_DEMO: 'false',
              WALLET_JOB_INTERVAL_SECONDS: '0',
              LOTTERY_JOB_INTERVAL_SECONDS: '0',
              AGENT_SALARY_JOB_INTERVAL_SECONDS: '0',
              FIREBASE_PROJECT_ID: E2E_FIREBASE.projectId,
              FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${E2E_FIREBASE.emulatorPort}`,
            },
          },
        ]
      : []),
  ],
});
