import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../../..');
const BUNDLE = path.join(ROOT, 'dist/apps/gateway/bundle/server/main.mjs');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Polls until the gateway answers ready or exits; the deadline is generous for a busy machine. */
async function waitReady(url: string, child: ChildProcess, deadlineMs: number): Promise<Response> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the compiled gateway exited with ${child.exitCode}`);
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.status === 200) return answer;
    if (Date.now() > until) throw new Error(`not ready within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the compiled gateway (issue 23 §6)', () => {
  let child: ChildProcess | undefined;
  const output: string[] = [];
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('`nx build gateway` bundles plain JavaScript, and `npm run start:prod` serves /health/ready without tsx', async () => {
    const build = spawnSync('npx', ['nx', 'run', 'gateway:build', '--skip-nx-cache'], {
      cwd: ROOT,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_USE_LOCAL: 'true' },
      encoding: 'utf8',
    });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    expect(existsSync(BUNDLE)).toBe(true);
    const code = readFileSync(BUNDLE, 'utf8');
    // Plain JavaScript with the workspace libraries inside: no TypeScript import or tsx left to load.
    expect(code).not.toMatch(/from "@platform\//);
    expect(code).not.toMatch(/from "[^"]+\.ts"/);
    expect(code).not.toContain('tsx');
    expect(existsSync(path.join(ROOT, 'dist/apps/gateway/drizzle/meta/_journal.json'))).toBe(true);

    const port = await freePort();
    const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.scripts['start:prod']).toBe('node tools/scripts/start-prod.mjs');
    child = spawn(process.execPath, ['tools/scripts/start-prod.mjs'], {
      cwd: ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DIR: 'memory',
        OPERATOR_TOKEN: 'compiled-gateway-test-operator-token-01',
        DEFAULT_PASSWORD: 'Default123',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(String(chunk)));
    child.stderr!.on('data', (chunk: Buffer) => output.push(String(chunk)));

    const ready = await waitReady(`http://127.0.0.1:${port}/health/ready`, child, 180_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${output.join('')}`);
    });
    expect(await ready.json()).toEqual({ status: 'ok' });
    // The process is node running the bundle, not tsx.
    const ps = spawnSync('ps', ['-o', 'args=', '--ppid', String(child.pid)], { encoding: 'utf8' });
    expect(ps.stdout).toContain('dist/apps/gateway/bundle/server/main.mjs');
    expect(ps.stdout).not.toContain('tsx');
    const doc = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
    expect(((await doc.json()) as { openapi: string }).openapi).toBe('3.1.0');
  }, 300_000);
});
