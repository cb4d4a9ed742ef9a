import { FEEDBACK_DEFAULT_WORDS, type SystemSettings } from '@platform/shared/api-contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { createMessagesRepository } from '../messages/repository';
import { createPointsRepository } from '../points/repository';
import { createWalletRepository, type WalletRepository } from '../wallet/repository';

/**
 * Feedback bounds and the points rule of one merchant, read and written through the messages and
 * points modules' own repositories (the tables player calls read), so the System screen and the
 * operator routes change the same rows and a player's next call sees the change.
 */

export type SettingsPatch =
  | { kind: 'feedback'; minWords: number; maxWords: number }
  | { kind: 'points'; turnoverPerPoint?: number | undefined; pointValue?: number | undefined; minConvertPoints?: number | undefined };

async function assertMerchant(db: Db, merchantCode: string, lock = false): Promise<void> {
  const query = db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, merchantCode)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
}

/**
 * `wallet` answers the merchant's currency: outside a transaction pass the wallet's shared repository
 * (fastify.walletRepository, cached reads); by default it is one bound to `db`, which inside a
 * transaction reads through that transaction.
 */
export async function systemSettings(
  db: Db,
  merchantCode: string,
  wallet: Pick<WalletRepository, 'settings'> = createWalletRepository(db),
): Promise<SystemSettings> {
  await assertMerchant(db, merchantCode);
  const feedback = (await createMessagesRepository(db).feedbackBounds(merchantCode)) ?? {
    minWords: FEEDBACK_DEFAULT_WORDS.min,
    maxWords: FEEDBACK_DEFAULT_WORDS.max,
  };
  const points = await createPointsRepository(db).rule(db, merchantCode);
  const { currency } = await wallet.settings(merchantCode);
  return { merchantCode, feedback, points, currency };
}

/** Within the caller's (audited) transaction: the settings before and after one change. */
export async function updateSystemSettings(tx: Db, merchantCode: string, patch: SettingsPatch, at: Date) {
  // The merchant row is the per-merchant lock: two owners changing different points fields at once
  // must not each write back the other's old value (the rule is read, merged, then written whole).
  await assertMerchant(tx, merchantCode, true);
  // Inside the transaction: a wallet repository bound to `tx`, not the shared one (its cached reads are for reads outside transactions).
  const wallet = createWalletRepository(tx);
  const before = await systemSettings(tx, merchantCode, wallet);
  if (patch.kind === 'feedback') {
    if (patch.maxWords < patch.minWords) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'maxWords must not be below minWords', { fields: { maxWords: { key: 'validation.range' } } });
    }
    await createMessagesRepository(tx).saveFeedbackBounds(merchantCode, { minWords: patch.minWords, maxWords: patch.maxWords }, at);
  } else {
    const next = {
      turnoverPerPoint: patch.turnoverPerPoint ?? before.points.turnoverPerPoint,
      pointValue: patch.pointValue ?? before.points.pointValue,
      minConvertPoints: patch.minConvertPoints ?? before.points.minConvertPoints,
    };
    await createPointsRepository(tx).saveRule(merchantCode, next, at);
  }
  const after = await systemSettings(tx, merchantCode, wallet);
  const changed = JSON.stringify(before) !== JSON.stringify(after);
  if (!changed) throw new HttpError(409, 'NOTHING_TO_CHANGE', 'The settings already have these values');
  // The audit row carries only the part that changed, with its before and after values.
  return { value: after, before: before[patch.kind], after: after[patch.kind] };
}
