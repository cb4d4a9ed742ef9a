#!/usr/bin/env node
// The bundle budgets as a check in `npm test` (after the brand builds): every
// lazy chunk (a route, a popup, a library loaded on demand) at most 50 kB gzip,
// and the home route's initial JavaScript at most HOME_GUARD_KB. The target in
// ARCHITECTURE.md is 120 kB; the mandated React stack alone measures about
// 121 kB (see "Budgets" there and bench/README.md), so this guard stops growth
// while bench/brand-sizes.mjs keeps printing the distance to the target.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSize, initialScripts } from '../../bench/lib/initial-scripts.mjs';

export const CHUNK_BUDGET_KB = 50;
export const HOME_GUARD_KB = 165;

const distRoot = resolve(process.argv[2] ?? 'dist/brands');
const brands = existsSync(distRoot)
  ? readdirSync(distRoot).filter((id) => existsSync(join(distRoot, id, 'index.html')))
  : [];
if (brands.length === 0) {
  console.error(`No built brand in ${distRoot}; run the brand builds first.`);
  process.exit(1);
}

const problems = [];
for (const id of brands.sort()) {
  const dir = join(distRoot, id);
  const initial = new Set(initialScripts(readFileSync(join(dir, 'index.html'), 'utf8')).map((src) => src.replace(/^\//, '')));
  let homeBytes = 0;
  let largest = { file: '', bytes: 0 };
  for (const file of readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js'))) {
    const bytes = gzipSize(readFileSync(join(dir, 'assets', file)));
    if (initial.has(`assets/${file}`)) homeBytes += bytes;
    else {
      if (bytes > largest.bytes) largest = { file, bytes };
      if (bytes / 1000 > CHUNK_BUDGET_KB) problems.push(`${id}: lazy chunk ${file} is ${(bytes / 1000).toFixed(1)} kB gzip (budget ${CHUNK_BUDGET_KB} kB)`);
    }
  }
  const homeKb = homeBytes / 1000;
  console.log(
    `${id}: home initial JS ${homeKb.toFixed(1)} kB gzip (guard ${HOME_GUARD_KB} kB, target 120 kB); ` +
      `largest lazy chunk ${largest.file} ${(largest.bytes / 1000).toFixed(1)} kB (budget ${CHUNK_BUDGET_KB} kB)`,
  );
  if (homeKb > HOME_GUARD_KB) problems.push(`${id}: home initial JS ${homeKb.toFixed(1)} kB gzip is over the ${HOME_GUARD_KB} kB guard`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
