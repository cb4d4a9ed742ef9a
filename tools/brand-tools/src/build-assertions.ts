import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Files a browser loads as code or markup; images and fonts cannot hold a code marker. */
const TEXT_OUTPUT = /\.(m?js|cjs|css|html|json|svg|map|txt|webmanifest)$/;

function outputFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return outputFiles(path);
    return TEXT_OUTPUT.test(name) ? [path] : [];
  });
}

/** The output files (relative to distDir) whose text contains the marker. */
export function findInBuild(distDir: string, marker: string): string[] {
  if (!existsSync(distDir)) {
    throw new Error(`No build output at ${distDir}. Build the brand first.`);
  }
  const files = outputFiles(distDir);
  if (files.length === 0) throw new Error(`The build output ${distDir} holds no code files.`);
  return files
    .filter((file) => readFileSync(file, 'utf8').includes(marker))
    .map((file) => relative(distDir, file));
}

/**
 * Throws when a built brand still contains code it must not ship, for example
 * the SMS-login module in a brand built with MOBILEVERCODELOGIN3 off. An empty
 * or missing build throws too, so the check cannot pass vacuously.
 */
export function assertAbsentFromBuild(distDir: string, marker: string): void {
  const found = findInBuild(distDir, marker);
  if (found.length > 0) {
    throw new Error(
      `"${marker}" must be absent from ${distDir}, but it is in: ${found.join(', ')}. ` +
        'Guard the code with its __FLAG_<NAME>__ constant so the minifier drops it.',
    );
  }
}

/** The counterpart: throws unless the marker is in at least one output file. */
export function assertPresentInBuild(distDir: string, marker: string): void {
  if (findInBuild(distDir, marker).length === 0) {
    throw new Error(`"${marker}" should be in ${distDir}, but no output file contains it.`);
  }
}
