// `npm run start:prod`: the compiled gateway (`npx nx build gateway`) on plain Node, no tsx.
// It serves the brands already built in dist/brands (`npx nx run-many -t build -p brand-default …`)
// and takes its whole configuration from the environment, as a deployment would: nothing is
// simulated or seeded unless named (see README "Configuration").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Two levels below dist/apps/gateway, so the bundle finds the migrations the build copies to dist/apps/gateway/drizzle
// (src/db/migrate.ts reads them at ../../drizzle from its own file).
const bundle = path.join(root, 'dist/apps/gateway/bundle/server/main.mjs');
if (!existsSync(bundle)) {
  console.error(`No compiled gateway at ${path.relative(root, bundle)}: run \`npx nx build gateway\` first.`);
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', bundle], { cwd: root, stdio: 'inherit', env: process.env });
// The gateway drains its connections on SIGINT/SIGTERM; pass them on and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
