// Starts the real gateway (tsx, in its own process) for a benchmark and waits until it is ready.
// In-memory PGlite with demo data unless the caller passes a DATABASE_URL or a PGLITE_DIR.
import { spawn } from 'node:child_process';

export const OPERATOR_TOKEN = 'bench-operator-token-not-a-secret-01';

export function startGateway({ port, env = {}, stdio = 'inherit' }) {
  const child = spawn('npx', ['tsx', '--tsconfig', 'apps/gateway/tsconfig.json', 'apps/gateway/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory',
      DATABASE_URL: '',
      REDIS_URL: '',
      OPERATOR_TOKEN,
      DEFAULT_PASSWORD: 'Default123',
      SEED_DEMO: 'true',
      PAYMENTS_PROVIDER: 'simulator',
      GAME_VENDOR_PROVIDER: 'simulator',
      MESSAGING_PROVIDER: 'outbox',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', stdio, stdio],
    // Its own process group, so a kill reaches tsx's node child too.
    detached: true,
  });
  return child;
}

export async function waitForGateway(port, { attempts = 240, child } = {}) {
  for (let i = 0; i < attempts; i++) {
    if (child && child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the gateway did not become ready');
}

/** Stops the gateway's whole process group with the given signal and waits for it to go. */
export async function stopGateway(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
  await gone;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
