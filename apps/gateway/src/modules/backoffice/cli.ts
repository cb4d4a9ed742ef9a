import path from 'node:path';
import { parseArgs } from 'node:util';
import { STAFF_NAME_PATTERN } from '@platform/shared/api-contract';
import { openDatabase } from '../../db/client';
import { createPasswordHasher } from '../../security/passwords';
import { verifyAuditChain } from './audit';
import { createOwner } from './owner';

/**
 * The back office's commands (README "Back office"), run by tools/scripts/backoffice-*.mjs:
 *
 *   create-owner --name alice --merchant default   the first owner; prints the password and TOTP enrolment once
 *   audit-verify                                   walks the audit chain; exit 1 and the first broken row if any
 *
 * They open the gateway's database as the gateway does: DATABASE_URL, else PGLITE_DIR (stop the
 * gateway first: an embedded PGlite directory takes one process at a time).
 */
async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({ args: rest, options: { name: { type: 'string' }, merchant: { type: 'string' } }, strict: true });
  const url = process.env['DATABASE_URL'];
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dir: path.resolve(process.env['PGLITE_DIR'] ?? '.data/pglite') },
  );
  try {
    await database.migrate();
    if (command === 'create-owner') {
      if (!values.name || !STAFF_NAME_PATTERN.test(values.name)) throw new Error('--name: 2-32 of a-z 0-9 . _ - starting with a letter');
      if (!values.merchant) throw new Error('--merchant: a merchant code (FORTUNA) or brand id (default)');
      const memory = Number(process.env['ARGON2_MEMORY_KIB'] ?? 19_456);
      const owner = await createOwner(database.db, createPasswordHasher(memory), { name: values.name, merchant: values.merchant, now: new Date() });
      console.log(`Owner ${owner.name} of ${owner.merchantCode} created. Shown once, hand it over in person:`);
      console.log(`  password:     ${owner.password}`);
      console.log(`  TOTP secret:  ${owner.totpSecret}`);
      console.log(`  TOTP URI:     ${owner.totpUri}`);
      console.log('Sign in at /backoffice/ with the name, the password and the code of an authenticator app enrolled with the URI.');
      return 0;
    }
    if (command === 'audit-verify') {
      const verdict = await verifyAuditChain(database.db);
      console.log(JSON.stringify(verdict));
      if (!verdict.ok) console.error(`The back-office audit chain is broken at row ${verdict.firstBrokenId}: rows from there on cannot be trusted.`);
      return verdict.ok ? 0 : 1;
    }
    throw new Error('usage: cli.ts create-owner --name <name> --merchant <code or brand id> | audit-verify');
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
