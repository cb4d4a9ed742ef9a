import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25: the ledger is the only door to the ledger tables. Outside src/modules/ledger, no source
 * file names ledger_accounts, ledger_entries or ledger_transfers (in SQL or as drizzle tables); they
 * read through modules/ledger/reads.ts. The schema files define the tables and their foreign keys.
 * There is no allow-list: a new direct reader fails here and moves its query into reads.ts.
 */
const SRC = join(__dirname, '../../../src');
const TABLES = /\bledger_(accounts|entries|transfers)\b|\bledger(Accounts|Entries|Transfers)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the ledger tables', () => {
  const readers = sources(SRC)
    .map((path) => relative(SRC, path).split('\\').join('/'))
    .filter((path) => !path.startsWith('modules/ledger/') && !/^db\/[a-z-]*schema\.ts$/.test(path))
    .filter((path) => TABLES.test(readFileSync(join(SRC, path), 'utf8')));

  it('are read only through modules/ledger', () => {
    expect(readers).toEqual([]);
  });

  // The check itself: were the pattern or the walk broken, the list above would be empty for nothing.
  it("finds the ledger's own readers", () => {
    const own = sources(join(SRC, 'modules/ledger')).filter((path) => TABLES.test(readFileSync(path, 'utf8')));
    expect(own.map((path) => relative(SRC, path).split('\\').join('/'))).toEqual(expect.arrayContaining(['modules/ledger/reads.ts', 'modules/ledger/repository.ts']));
  });
});
