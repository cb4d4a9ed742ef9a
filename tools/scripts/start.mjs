// `npm start`: build the default brand, then serve it with the gateway on
// embedded PGlite (data in .data/pglite) and the demo data, on one port.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const brand = process.env.BRAND ?? 'default';
const port = process.env.PORT ?? '3000';
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_USE_LOCAL: 'true', BRAND: brand };

console.log(`Building brand "${brand}"…`);
const build = spawnSync('npx', ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--configLoader', 'runner', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

// No default operator secret exists: one is made per run unless you set it.
if (!env.OPERATOR_TOKEN) {
  env.OPERATOR_TOKEN = randomBytes(24).toString('hex');
  console.log(`Operator token for this run: ${env.OPERATOR_TOKEN}`);
}
// Likewise one support automation key (scripts and bots answering chats through /api/operator/chat);
// people answer from the back office's Support screen (/backoffice/).
if (!env.SUPPORT_STAFF) {
  const staffToken = randomBytes(24).toString('hex');
  env.SUPPORT_STAFF = `demo-support:${staffToken}`;
  console.log(`Support automation key (SUPPORT_STAFF) for this run: ${staffToken}`);
}
env.PORT = port;
// Demo only: the default password that forces a change, and the demo accounts.
env.DEFAULT_PASSWORD ??= 'Default123';
env.SEED_DEMO ??= 'true';
// The development stand-ins: the payment and vendor simulators and the outbox instead of SMS and e-mail.
env.PAYMENTS_PROVIDER ??= 'simulator';
env.GAME_VENDOR_PROVIDER ??= 'simulator';
env.MESSAGING_PROVIDER ??= 'outbox';
// The demo brands' launch CDN hosts do not resolve on a local machine: launch games on the origin the player uses.
env.GAME_LAUNCH_ORIGIN ??= 'request';
console.log('Demo accounts (merchant FORTUNA): demo01 / Demo1234, agent01 / Agent1234,');
console.log(`  newbie01 / ${env.DEFAULT_PASSWORD} (forced password change)`);

const gateway = spawn(
  'npx',
  ['tsx', '--tsconfig', 'apps/gateway/tsconfig.json', 'apps/gateway/src/server.ts'],
  { stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code) => process.exit(code ?? 0));
