import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { NX_ENV, WORKSPACE_ROOT } from './workspace';

/** Tool output without ANSI colours (Nx forces colour when it runs the tests itself). */
// eslint-disable-next-line no-control-regex -- matching the ESC byte is the point
const plain = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Runs a workspace binary (nx, vite) from the root; throws with its output on failure. */
export function runBin(
  bin: 'nx' | 'vite',
  args: string[],
  env: Record<string, string> = {},
): string {
  try {
    const output = execFileSync(join(WORKSPACE_ROOT, 'node_modules/.bin', bin), args, {
      cwd: WORKSPACE_ROOT,
      env: { ...NX_ENV, FORCE_COLOR: '0', ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 170_000,
    });
    return plain(output);
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    // eslint-disable-next-line preserve-caught-error -- the message already holds the output; the raw error repeats it in ANSI colour
    throw new Error(`${bin} ${args.join(' ')} failed:\n${plain(stdout)}\n${plain(stderr)}`);
  }
}
