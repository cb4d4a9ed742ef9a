#!/usr/bin/env node
// Home-route initial JavaScript per built brand: the entry script that
// index.html loads plus the chunks it modulepreloads, gzipped with node:zlib,
// against the 120 kB budget (ARCHITECTURE.md "Budgets"). A benchmark, not a
// test: it prints figures and exits 0 unless --strict is given.
//
//   node bench/brand-sizes.mjs [--dist=dist/brands] [--json] [--strict]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSize, initialScripts } from './lib/initial-scripts.mjs';

const BUDGET_KB = 120;
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const distRoot = resolve(typeof args.dist === 'string' ? args.dist : 'dist/brands');

/** kB as Vite prints them (1 kB = 1000 bytes). */
const kb = (bytes) => bytes / 1000;

function measure(brandDir) {
  const html = readFileSync(join(brandDir, 'index.html'), 'utf8');
  const files = initialScripts(html).map((src) => {
    // Built paths are absolute from the site root (base "/"); external URLs are not ours to count.
    if (/^https?:\/\//.test(src)) return { src, raw: 0, gzip: 0 };
    const buffer = readFileSync(join(brandDir, src.replace(/^\//, '')));
    return { src, raw: buffer.length, gzip: gzipSize(buffer) };
  });
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  return { files, raw, gzip, withinBudget: kb(gzip) <= BUDGET_KB };
}

if (!existsSync(distRoot)) {
  console.error(`No builds in ${distRoot}. Build first: npx nx run-many -t build -p 'brand-*'`);
  process.exit(1);
}
const brands = readdirSync(distRoot, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(distRoot, e.name, 'index.html')))
  .map((e) => e.name)
  .sort();
if (brands.length === 0) {
  console.error(`No built brand (a folder with index.html) in ${distRoot}.`);
  process.exit(1);
}

const results = Object.fromEntries(brands.map((id) => [id, measure(join(distRoot, id))]));
if (args.json) {
  console.log(JSON.stringify({ budgetKb: BUDGET_KB, brands: results }, null, 2));
} else {
  console.log(
    `Home route initial JS (entry + modulepreloads), gzip level 9, budget ${BUDGET_KB} kB\n`,
  );
  const rows = brands.map((id) => {
    const r = results[id];
    return [
      id,
      String(r.files.length),
      `${kb(r.raw).toFixed(1)} kB`,
      `${kb(r.gzip).toFixed(1)} kB`,
      `${((kb(r.gzip) / BUDGET_KB) * 100).toFixed(0)}%`,
      r.withinBudget ? 'ok' : 'OVER',
    ];
  });
  const header = ['brand', 'files', 'raw', 'gzip', 'of budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    );
  }
}
if (args.strict && brands.some((id) => !results[id].withinBudget)) process.exitCode = 1;
