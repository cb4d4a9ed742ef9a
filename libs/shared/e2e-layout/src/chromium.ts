import type { LaunchOptions } from '@playwright/test';

/**
 * Both suites' browser (their playwright.config.ts `use.launchOptions`): Debian's Chromium,
 * headless, without a sandbox (CI runs as root in a container) or a GPU, and with no name
 * resolved but the local ones, so a journey can never reach the internet.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
  ],
};
