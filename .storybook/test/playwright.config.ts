import { defineConfig, devices } from '@playwright/test';

/**
 * Opens every story of the built Storybook (dist/storybook) in Debian's Chromium;
 * see stories.spec.ts. Playwright never downloads a browser here.
 */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The routed Storybook origin never reaches DNS; anything else must not resolve either.
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

export default defineConfig({
  testDir: '.',
  outputDir: '../../dist/test-results/storybook',
  // Pages share nothing, so two at a time; the machine has two cores.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    // A trace per story would cost more than the story; failures print the page's errors.
    trace: 'off',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
