// The ledger's model-based property test (apps/gateway/test/modules/ledger/ledger-property.test.ts)
// at its full count. `npm test` runs 100 random sequences per backend to stay inside CI's time on a
// loaded 2-core machine (issue 24); this runs 200 by default, or as many as asked, on PGlite and,
// when DATABASE_URL is set, PostgreSQL. Unlike the other benchmarks it exits 1 when the property
// fails: a failing sequence is a bug in the money rules, printed with fast-check's counterexample.
//
//   node bench/ledger-property.mjs [--runs=200] [--max-commands=20]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/ledger-property.mjs --runs=10000
import { spawnSync } from 'node:child_process';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const runs = Number(args['runs'] ?? 200);
const maxCommands = Number(args['max-commands'] ?? 20);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(maxCommands) || maxCommands < 1) {
  console.error('usage: node bench/ledger-property.mjs [--runs=200] [--max-commands=20]');
  process.exit(2);
}

console.log(`ledger property: ${runs} sequences of up to ${maxCommands} commands per backend`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--root', 'apps/gateway', 'test/modules/ledger/ledger-property.test.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, LEDGER_PROPERTY_RUNS: String(runs), LEDGER_PROPERTY_MAX_COMMANDS: String(maxCommands) },
  },
);
process.exit(result.status ?? 1);
