// Writes brand.schema.json and tokens.schema.json from the zod schemas.
// `--check` writes nothing and exits 1 when a committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { format, resolveConfig } from 'prettier';
import {
  brandManifestJsonSchema,
  brandTokensJsonSchema,
  serialiseJsonSchema,
  SCHEMA_FILES,
} from '../src/json-schema';

const libRoot = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const outputs = [
  [SCHEMA_FILES.brand, brandManifestJsonSchema()],
  [SCHEMA_FILES.tokens, brandTokensJsonSchema()],
] as const;

function readCommitted(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // missing or broken: stale either way
  }
}

let stale = 0;
for (const [name, schema] of outputs) {
  const file = resolve(libRoot, name);
  // Compared as data, so `npm run format` reflowing the file never counts as drift.
  if (isDeepStrictEqual(readCommitted(file), schema)) continue;
  if (check) {
    stale += 1;
    console.error(`${file} is stale. Run: npx nx run shared-brand:generate-schemas`);
    continue;
  }
  // Written as prettier would, so formatting the repo leaves it untouched.
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(serialiseJsonSchema(schema), { ...options, filepath: file }));
  console.log(`wrote ${file}`);
}
process.exitCode = stale > 0 ? 1 : 0;
