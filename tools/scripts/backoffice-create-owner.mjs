#!/usr/bin/env node
// npm run backoffice:create-owner -- <args> (README "Back office"): runs the gateway's back-office command
// with the gateway's own TypeScript config, against DATABASE_URL or PGLITE_DIR.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const result = spawnSync(
  process.execPath,
  ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'apps/gateway/tsconfig.json', 'apps/gateway/src/modules/backoffice/cli.ts', 'create-owner', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
