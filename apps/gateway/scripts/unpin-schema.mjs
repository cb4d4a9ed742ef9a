// drizzle-kit writes foreign keys as REFERENCES "public"."table". The gateway runs its
// migrations in whatever schema search_path names (the tests use one private schema per
// run), so a pinned "public" would point the keys at another schema's tables. This strips
// the pin from every migration; it is idempotent and runs after each `db:generate`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../drizzle', import.meta.url));
for (const name of (await readdir(folder)).filter((file) => file.endsWith('.sql'))) {
  const file = path.join(folder, name);
  const text = await readFile(file, 'utf8');
  const unpinned = text.replaceAll('REFERENCES "public".', 'REFERENCES ');
  if (unpinned !== text) {
    await writeFile(file, unpinned);
    console.log(`unpinned "public" in ${name}`);
  }
}
