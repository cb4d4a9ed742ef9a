#!/usr/bin/env node
// Lighthouse mobile (its default: emulated phone, simulated slow 4G and 4x CPU) on the home
// page of a built brand, served by the real gateway, in Debian Chromium. Median of --runs.
// A benchmark: it prints figures beside their budgets and exits 0.
//
//   npx nx run brand-default:build && node bench/lighthouse.mjs [--runs=5] [--path=/]
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, median, startGateway, stopGateway, waitForGateway } from './lib/gateway.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const RUNS = Number(args.runs ?? 5);
const PORT = 3231;
const URL = `http://localhost:${PORT}${args.path ?? '/'}`;

// Budgets from ../shared/ARCHITECTURE.md and issue 12.
const BUDGETS = [
  { key: 'score', label: 'performance score', budget: 95, unit: '', better: 'higher' },
  { key: 'lcp', label: 'LCP', budget: 2000, unit: 'ms', better: 'lower' },
  { key: 'tbt', label: 'TBT', budget: 150, unit: 'ms', better: 'lower' },
  { key: 'cls', label: 'CLS', budget: 0.02, unit: '', better: 'lower' },
];

async function oneRun() {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    const { lhr } = await lighthouse(URL, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      si: audit('speed-index'),
    };
  } finally {
    await chrome.kill();
  }
}

const gateway = startGateway({ port: PORT });
try {
  await waitForGateway(PORT, { child: gateway });
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await oneRun();
    runs.push(run);
    console.log(`run ${i + 1}: score ${run.score}, LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, FCP ${run.fcp.toFixed(0)} ms`);
  }
  console.log(`\nLighthouse mobile, ${URL}, median of ${RUNS}:`);
  for (const { key, label, budget, unit, better } of BUDGETS) {
    const value = median(runs.map((r) => r[key]));
    const ok = better === 'higher' ? value >= budget : value <= budget;
    const shown = key === 'cls' ? value.toFixed(3) : value.toFixed(0);
    console.log(`  ${label.padEnd(18)} ${`${shown} ${unit}`.padStart(10)}   budget ${better === 'higher' ? '≥' : '≤'} ${budget} ${unit}   ${ok ? 'ok' : 'OVER'}`);
  }
} finally {
  await stopGateway(gateway);
}
