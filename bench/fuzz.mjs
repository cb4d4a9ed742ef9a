#!/usr/bin/env node
// API fuzzing at benchmark size: the same property as apps/gateway/test/http/fuzz.test.ts
// (which `npm test` runs with 2,000 requests per backend), here with 100,000 by default. With
// DATABASE_URL set it runs on PostgreSQL as well as PGlite.
//
//   node bench/fuzz.mjs [--runs=100000] [--seed=20261122]
import { spawnSync } from 'node:child_process';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const runs = args.runs ?? '100000';
const seed = args.seed ?? String(Date.now() % 2 ** 31);
console.log(`API fuzzing: ${runs} malformed requests, seed ${seed}`);
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', '--root', 'apps/gateway', 'test/http/fuzz.test.ts'], {
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
  encoding: 'utf8',
});
const output = `${result.stdout}\n${result.stderr}`;
// One figures line per backend and pass (random requests, then every field of every call poisoned).
const figures = output.split('\n').filter((line) => line.includes('[fuzz]'));
console.log(figures.length > 0 ? figures.map((line) => line.replace(/^.*\[fuzz\]/, '[fuzz]').trim()).join('\n') : output.slice(-2000));
console.log(`${result.status === 0 ? 'PASS: 0 5xx, 0 money moved by a rejected request' : 'FAIL'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = result.status ?? 1;
