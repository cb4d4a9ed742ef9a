import { ALL_FLAGS, type FlagName } from '@platform/shared/brand';
import type { WhitelabelSwitch } from '@platform/shared/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { flagOn } from '../member/rules';

/**
 * White-label switches (issue 22 §3 "turn a compiled-in feature off at run time"). `whitelabel` is
 * what brand.json compiled into the app (the seed rewrites it at every start); `whitelabel_off` is
 * the owner's run-time list, which the seed never touches. A switch may only take a compiled-in
 * feature away and give it back: it never turns on what the app was built without.
 */

export interface WhitelabelState {
  merchantCode: string;
  flags: WhitelabelSwitch[];
}

export function isFlagName(name: string): name is FlagName {
  return (ALL_FLAGS as readonly string[]).includes(name);
}

async function rowOf(db: Db, merchantCode: string, lock: boolean) {
  const query = db
    .select({ code: merchants.code, whitelabel: merchants.whitelabel, whitelabelOff: merchants.whitelabelOff })
    .from(merchants)
    .where(eq(merchants.code, merchantCode))
    .limit(1);
  // Two owners switching two flags at once must not each write back a list missing the other's flag.
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
  return row;
}

function stateOf(row: { code: string; whitelabel: Record<string, boolean>; whitelabelOff: string[] }): WhitelabelState {
  return {
    merchantCode: row.code,
    flags: ALL_FLAGS.map((flag) => ({ flag, compiled: row.whitelabel[flag] === true, on: flagOn(row, flag) })),
  };
}

export async function whitelabelState(db: Db, merchantCode: string): Promise<WhitelabelState> {
  return stateOf(await rowOf(db, merchantCode, false));
}

/** Within the caller's (audited) transaction: the state before and after one switch. */
export async function switchWhitelabel(
  tx: Db,
  input: { merchantCode: string; flag: string; on: boolean },
): Promise<{ before: WhitelabelState; after: WhitelabelState }> {
  const { flag } = input;
  if (!isFlagName(flag)) {
    throw new HttpError(400, 'VALIDATION_FAILED', `Unknown white-label flag ${flag}`, { fields: { flag: { key: 'validation.unknown' } } });
  }
  const row = await rowOf(tx, input.merchantCode, true);
  if (row.whitelabel[flag] !== true) throw new HttpError(409, 'FEATURE_NOT_COMPILED', `${flag} is not compiled into this brand`, { flag });
  const off = row.whitelabelOff.includes(flag);
  if (off !== input.on) throw new HttpError(409, 'NOTHING_TO_CHANGE', `${flag} is already ${input.on ? 'on' : 'off'}`, { flag });
  const nextOff = input.on ? row.whitelabelOff.filter((name) => name !== flag) : [...row.whitelabelOff, flag];
  const [updated] = await tx
    .update(merchants)
    .set({ whitelabelOff: nextOff, updatedAt: sql`now()` })
    .where(eq(merchants.code, row.code))
    .returning({ code: merchants.code, whitelabel: merchants.whitelabel, whitelabelOff: merchants.whitelabelOff });
  return { before: stateOf(row), after: stateOf(updated!) };
}
