#!/usr/bin/env node
// What one more brand costs to build: times building one brand and building
// every brand (median of 3 runs each, no Nx cache) and prints the marginal
// cost of a brand as a fraction of building one. A benchmark, not a test.
//
//   node bench/brand-build-cost.mjs [--runs=3] [--mode=nx|vite]
//
// --mode=nx (default) runs the real targets: `nx run-many -t build` over the
//   brand-* projects, so Nx runs them in parallel as CI does.
// --mode=vite runs `vite build` once per brand, one after another, into a
//   temporary folder: the raw compile cost without Nx or parallelism.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = resolve(import.meta.dirname, '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const runs = Number(args.runs ?? 3);
const mode = args.mode === 'vite' ? 'vite' : 'nx';
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_USE_LOCAL: 'true',
  NX_TUI: 'false',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
};
const bin = (name) => join(root, 'node_modules/.bin', name);

const brands = readdirSync(join(root, 'brands'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(root, 'brands', e.name, 'brand.json')))
  .map((e) => e.name)
  .sort();
const one = brands.includes('default') ? 'default' : brands[0];
if (brands.length < 2) {
  console.error('Needs at least two brands in brands/ to price one more.');
  process.exit(1);
}

function run(file, argv, extraEnv = {}) {
  execFileSync(file, argv, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'pipe' });
}

function build(ids) {
  if (mode === 'nx') {
    const projects = ids.map((id) => `brand-${id}`).join(',');
    run(bin('nx'), [
      'run-many',
      '-t',
      'build',
      '-p',
      projects,
      '--skip-nx-cache',
      '--output-style=static',
    ]);
    return;
  }
  const out = mkdtempSync(join(tmpdir(), 'brand-build-cost-'));
  try {
    for (const id of ids) {
      run(
        bin('vite'),
        [
          'build',
          '--config',
          'apps/web/vite.config.ts',
          '--outDir',
          join(out, id),
          '--logLevel',
          'error',
        ],
        {
          BRAND: id,
        },
      );
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function timed(ids) {
  const start = performance.now();
  build(ids);
  return (performance.now() - start) / 1000;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

console.log(`Mode ${mode}, ${runs} runs each, ${brands.length} brands (${brands.join(', ')})`);
// One warm-up build so the first timed run does not pay for cold disk caches.
build([one]);
const oneTimes = [];
const allTimes = [];
// Interleaved, so drift in machine load hits both series alike.
for (let i = 0; i < runs; i += 1) {
  oneTimes.push(timed([one]));
  allTimes.push(timed(brands));
}
const tOne = median(oneTimes);
const tAll = median(allTimes);
const marginal = (tAll - tOne) / (brands.length - 1);
const fmt = (s) => `${s.toFixed(2)} s`;
const line = (label, value) => console.log(`${label.padEnd(26)}${value}`);
line(`one brand (${one}):`, `median ${fmt(tOne)}  [${oneTimes.map(fmt).join(', ')}]`);
line(`all ${brands.length} brands:`, `median ${fmt(tAll)}  [${allTimes.map(fmt).join(', ')}]`);
line('all / one:', `${(tAll / tOne).toFixed(2)}x`);
line(
  'cost of one more brand:',
  `${fmt(marginal)} = ${(marginal / tOne).toFixed(2)} x one brand build`,
);
