import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIREBASE_CLI = fileURLToPath(new URL('../../../../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url));

/** A port the kernel just handed out, so suites running at once (and e2e groups) never clash. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface FirebaseAuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  /** Sends a code to `phoneNumber`, reads it from the emulator's list of "sent" codes and signs in: the phone user's ID token. */
  phoneIdToken(phoneNumber: string): Promise<string>;
  stop(): Promise<void>;
}

async function emulatorCall<T>(base: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${route}: ${json.error?.message ?? response.status}`);
  return json;
}

/**
 * The Firebase Auth emulator from firebase-tools (the CLI, as a developer runs it), offline with a
 * demo- project, on ports the kernel picks. It runs in its own process group, so stop() ends the CLI
 * and anything it started, and in a temporary folder, which takes its firebase.json and debug log.
 * Its start is CPU-bound (about 15 s on a quiet machine, minutes under heavy load): give the hook room.
 */
export async function startFirebaseAuthEmulator(projectId = 'demo-gateway'): Promise<FirebaseAuthEmulator> {
  const dir = await mkdtemp(path.join(tmpdir(), 'firebase-emulator-'));
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  await writeFile(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [FIREBASE_CLI, 'emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '' },
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  // If the worker ends first (a timed-out hook, a crash), the emulator goes with it instead of holding its ports.
  const killOnExit = () => {
    if (running && child.pid) process.kill(-child.pid, 'SIGKILL');
  };
  process.once('exit', killOnExit);
  void exited.then(() => {
    running = false;
    process.off('exit', killOnExit);
  });

  const stop = async () => {
    if (running && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      const killer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 10_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${port}`;
  // Ready once the auth endpoint answers (about 15 s on a quiet machine); the hook timeout bounds the wait.
  for (;;) {
    if (!running) {
      await stop();
      throw new Error(`the Firebase Auth emulator exited:\n${output}`);
    }
    const ready = await fetch(`${base}/emulator/v1/projects/${projectId}/config`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    host: `127.0.0.1:${port}`,
    projectId,
    async phoneIdToken(phoneNumber) {
      const key = '?key=emulator';
      const { sessionInfo } = await emulatorCall<{ sessionInfo: string }>(base, `/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode${key}`, {
        phoneNumber,
        recaptchaToken: 'emulator',
      });
      const { verificationCodes } = await emulatorCall<{ verificationCodes: { code: string; sessionInfo: string }[] }>(
        base,
        `/emulator/v1/projects/${projectId}/verificationCodes`,
      );
      const sent = verificationCodes.find((entry) => entry.sessionInfo === sessionInfo);
      if (!sent) throw new Error(`the emulator lists no code for ${phoneNumber}`);
      const { idToken } = await emulatorCall<{ idToken: string }>(base, `/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber${key}`, {
        sessionInfo,
        code: sent.code,
      });
      return idToken;
    },
    stop,
  };
}

/**
 * The emulator signs nothing (alg "none"), and firebase-admin skips the signature check against it;
 * this rewrites claims of a real emulator token, as a forger would, to test the claim checks.
 */
export function withClaims(idToken: string, claims: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url')}.`;
}
