import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25: the ledger is the only door to the ledger tables. Outside src/modules/ledger, no source
 * file names ledger_accounts, ledger_entries or ledger_transfers (in SQL or as drizzle tables); they
 * read through modules/ledger/reads.ts. The schema files define the tables and their foreign keys.
 */
const SRC = join(__dirname, '../../../src');
const TABLES = /\bledger_(accounts|entries|transfers)\b|\bledger(Accounts|Entries|Transfers)\b/;

/** Files still reading the tables directly, each to move to ledger/reads.ts; the list may only shrink. */
const NOT_YET_MOVED = new Set([
  'modules/backoffice/dashboard.ts',
  'modules/backoffice/players.ts',
  'modules/protection/limits-repository.ts',
  'modules/protection/reality-check.ts',
  'modules/protection/vendor-bet-guard.ts',
]);

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

  it('are read only through modules/ledger outside the files not moved yet', () => {
    expect(readers.filter((path) => !NOT_YET_MOVED.has(path))).toEqual([]);
  });

  it('lists no file as not moved that no longer reads them', () => {
    expect([...NOT_YET_MOVED].filter((path) => !readers.includes(path))).toEqual([]);
  });
});
