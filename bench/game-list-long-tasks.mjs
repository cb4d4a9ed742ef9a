#!/usr/bin/env node
// Long tasks (> 50 ms) while browsing the slots list at 4x CPU slowdown, in Debian Chromium
// against the real gateway (in-memory PGlite, demo data) serving the built default brand.
// A benchmark: it prints figures and exits 0.
//
//   npx nx run brand-default:build && node bench/game-list-long-tasks.mjs [--pages=60] [--runs=3]
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const PAGES = Number(args.pages ?? 60);
const RUNS = Number(args.runs ?? 3);
const PORT = 3230;
const BASE = `http://localhost:${PORT}`;

const gateway = spawn('npx', ['tsx', '--tsconfig', 'apps/gateway/tsconfig.json', 'apps/gateway/src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PGLITE_DIR: 'memory',
    DATABASE_URL: '',
    REDIS_URL: '',
    OPERATOR_TOKEN: 'bench-operator-token-not-a-secret-01',
    DEFAULT_PASSWORD: 'Default123',
    SEED_DEMO: 'true',
    PAYMENTS_PROVIDER: 'simulator',
    GAME_VENDOR_PROVIDER: 'simulator',
    MESSAGING_PROVIDER: 'outbox',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForGateway() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/health/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the gateway did not become ready');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function oneRun(browser) {
  const page = await browser.newPage();
  // Nothing may hang a benchmark: every action gives up after 30 s.
  page.setDefaultTimeout(30_000);
  // The announcement popup opens after a login (spec §4); close it like a player would.
  await page.addLocatorHandler(page.getByTestId('publicModal'), async (modal) => {
    await modal.getByRole('button', { name: 'Close' }).first().click();
  });
  await page.addInitScript(() => {
    window.__longTasks = [];
    // Runs in the page, where PerformanceObserver is a global.
    new window.PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${BASE}/login`);
  const popup = page.getByTestId('loginPopupModal');
  await popup.getByTestId('login-username').fill('demo01');
  await popup.getByTestId('login-password').fill('Demo1234');
  await popup.getByTestId('login-submit').click();
  await page.getByTestId('member-account').waitFor();
  await page.goto(`${BASE}/rng`);
  await page.getByTestId('game-grid').waitFor();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => (window.__longTasks.length = 0));
  const started = Date.now();
  for (let i = 0; i < PAGES; i++) {
    const more = page.getByTestId('game-load-more');
    if ((await more.count()) === 0) break;
    await more.click();
    await page.mouse.wheel(0, 2000);
  }
  const tiles = await page.locator('[data-testid="game-grid"] > li').count();
  for (let i = 0; i < 20; i++) await page.mouse.wheel(0, -1500);
  for (const filter of ['VP', 'SC', 'all']) {
    const button = page.getByTestId(`game-filter-${filter}`);
    if (await button.count()) await button.click();
  }
  await page.getByTestId('game-search').fill('lucky');
  await page.getByTestId('game-search').fill('');
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => window.__longTasks);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return { tiles, count: tasks.length, longest: Math.max(0, ...tasks), seconds: (Date.now() - started) / 1000 };
}

try {
  await waitForGateway();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser));
  await browser.close();
  console.log(`Slots list at 4x CPU slowdown, ${PAGES} load-mores, then scroll, 3 filters and a search; ${RUNS} runs`);
  for (const [i, r] of runs.entries()) {
    console.log(`run ${i + 1}: ${r.tiles} tiles loaded, ${r.count} long tasks > 50 ms (longest ${r.longest.toFixed(0)} ms), ${r.seconds.toFixed(1)} s`);
  }
  console.log(`median long tasks: ${median(runs.map((r) => r.count))}, median longest: ${median(runs.map((r) => r.longest)).toFixed(0)} ms`);
} finally {
  gateway.kill('SIGTERM');
}
