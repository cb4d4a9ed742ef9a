// Writes the compile-time flag files (see flag-files.ts) from ALL_FLAGS.
// `--check` writes nothing and exits 1 when a committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { flagFiles } from './flag-files';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const check = process.argv.includes('--check');

function readCommitted(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // missing: stale
  }
}

let stale = 0;
for (const [path, text] of flagFiles()) {
  const file = resolve(workspaceRoot, path);
  // Compared as text: the generator already writes what prettier would (flag-files.spec.ts checks).
  if (readCommitted(file) === text) continue;
  if (check) {
    stale += 1;
    console.error(`${path} is stale. Run: npx nx run brand-tools:generate-flag-files`);
    continue;
  }
  writeFileSync(file, text);
  console.log(`wrote ${path}`);
}
process.exitCode = stale > 0 ? 1 : 0;
