#!/usr/bin/env node
// Lab INP (web-vitals onINP) in Debian Chromium at 4x CPU slowdown, for three interactions on
// a built brand served by the real gateway. Each interaction runs on a fresh page, so its INP is
// that interaction alone. Median of --runs. A benchmark: it prints figures and exits 0.
//
//   npx nx run brand-default:build && node bench/inp.mjs [--runs=5]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, median, startGateway, stopGateway, waitForGateway } from './lib/gateway.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const RUNS = Number(args.runs ?? 5);
const PORT = 3232;
const BASE = `http://localhost:${PORT}`;
const BUDGET_MS = 100;

const require = createRequire(import.meta.url);
const webVitals = readFileSync(new URL('web-vitals.iife.js', pathToFileURL(require.resolve('web-vitals'))), 'utf8');

/** Each: where it starts, what the player does, and what shows that the app has answered. */
const INTERACTIONS = [
  {
    name: "game tile's Play Now (a guest gets the login popup)",
    path: '/rng',
    ready: (page) => page.getByTestId('game-play').first().waitFor(),
    act: (page) => page.getByTestId('game-play').first().click(),
    answered: (page) => page.getByTestId('loginPopupModal').waitFor(),
  },
  {
    name: 'route switch (home → promotions)',
    path: '/',
    ready: (page) => page.getByTestId('nav-promotions').waitFor(),
    act: (page) => page.getByTestId('nav-promotions').click(),
    answered: (page) => page.waitForURL(/\/promotions/),
  },
  {
    name: 'opening an auth popup from the header (register)',
    path: '/',
    ready: (page) => page.getByTestId('header-register').waitFor(),
    act: (page) => page.getByTestId('header-register').click(),
    answered: (page) => page.getByRole('dialog').first().waitFor(),
  },
];

async function measure(browser, interaction) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  // The announcement popup would take the click: start as a visitor who has closed it already.
  await page.addInitScript(() => sessionStorage.setItem('publicModalClosed', '1'));
  await page.addInitScript(`${webVitals};
    // Stays 0 when no event of the interaction lasted the Event Timing minimum (16 ms).
    window.__inp = 0;
    webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true, durationThreshold: 0 });`);
  await page.goto(`${BASE}${interaction.path}`);
  await interaction.ready(page);
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await interaction.act(page);
  await interaction.answered(page);
  await page.waitForTimeout(1000);
  const inp = await page.evaluate(() => window.__inp);
  await context.close();
  return inp;
}

const gateway = startGateway({ port: PORT });
try {
  await waitForGateway(PORT, { child: gateway });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  console.log(`Lab INP at 4x CPU slowdown, median of ${RUNS} (budget ≤ ${BUDGET_MS} ms each):`);
  for (const interaction of INTERACTIONS) {
    const values = [];
    for (let i = 0; i < RUNS; i++) values.push(await measure(browser, interaction));
    const value = median(values);
    const shown = value === 0 ? '<16' : String(Math.round(value));
    console.log(`  ${interaction.name.padEnd(52)} ${shown.padStart(5)} ms  [${values.map(Math.round).join(', ')}]  ${value <= BUDGET_MS ? 'ok' : 'OVER'}`);
  }
  await browser.close();
} finally {
  await stopGateway(gateway);
}
