// `npm run dev`: the gateway in watch mode on :3000 and Vite on :4200,
// with Vite proxying /api, /health and /live to the gateway.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_USE_LOCAL: 'true' };
env.OPERATOR_TOKEN ??= randomBytes(24).toString('hex');
console.log(`Operator token for this run: ${env.OPERATOR_TOKEN}`);
env.DEFAULT_PASSWORD ??= 'Default123';
env.SEED_DEMO ??= 'true';
env.PAYMENTS_PROVIDER ??= 'simulator';
env.GAME_VENDOR_PROVIDER ??= 'simulator';
env.MESSAGING_PROVIDER ??= 'outbox';
env.GAME_LAUNCH_ORIGIN ??= 'request';

const children = [
  spawn('npx', ['tsx', 'watch', '--tsconfig', 'apps/gateway/tsconfig.json', 'apps/gateway/src/server.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', '--configLoader', 'runner'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
