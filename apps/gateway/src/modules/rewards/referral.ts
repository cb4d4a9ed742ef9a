import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { deposits, walletSettings } from '../../db/wallet-schema';
import type { Ledger } from '../ledger/service';

/** The ledger key of a referral reward: one per referred member, whatever the deposits or retries. */
export const referralRewardKey = (referredMemberId: number) => `referral:${referredMemberId}`;

export interface ReferralPayee {
  uplineId: number;
  amount: number;
  houseAccountId: number;
  uplineAccountId: number;
}

/**
 * Who a referred member's first deposit rewards (issue 19): the upline whose code they registered
 * with, when the merchant pays a referral reward (wallet settings `referralReward`, 0 = none) and the
 * upline is an active member. Paying at registration let a farmer mint rewards with empty accounts;
 * a real deposit costs the farmer real money. The accounts are created here, outside the deposit's
 * transaction (PGlite has one connection). Undefined: nothing to pay.
 */
async function referralPayee(db: Db, ledger: Ledger, referredMemberId: number, currency: string): Promise<ReferralPayee | undefined> {
  const [referred] = await db
    .select({ merchantCode: members.merchantCode, uplineId: members.uplineId })
    .from(members)
    .where(eq(members.id, referredMemberId));
  if (!referred?.uplineId) return undefined;
  const [[settings], [upline]] = await Promise.all([
    db.select({ referralReward: walletSettings.referralReward }).from(walletSettings).where(eq(walletSettings.merchantCode, referred.merchantCode)),
    db.select({ status: members.status, merchantCode: members.merchantCode }).from(members).where(eq(members.id, referred.uplineId)),
  ]);
  const amount = settings?.referralReward ?? 0;
  if (amount <= 0 || !upline || upline.status !== 'active' || upline.merchantCode !== referred.merchantCode) return undefined;
  const [house, main] = await Promise.all([
    ledger.systemAccount(referred.merchantCode, 'HOUSE', currency),
    ledger.memberAccount(referred.merchantCode, referred.uplineId, 'MAIN', currency),
  ]);
  return { uplineId: referred.uplineId, amount, houseAccountId: house.id, uplineAccountId: main.id };
}

/**
 * Pays the referral reward inside the transaction that approves a deposit, if it is the referred
 * member's first approved one. Exactly once: two first deposits approved at the same time both see
 * no earlier deposit, but they post under one ledger key, so the second is a replay that moves
 * nothing. The reward is bonus money (kind BONUS): it carries the upline's wagering requirement.
 */
async function payReferralRewardWithin(
  tx: Db,
  ledger: Ledger,
  payee: ReferralPayee,
  deposit: { id: number; merchantCode: string; memberId: number; at: Date },
): Promise<void> {
  const [earlier] = await tx
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.memberId, deposit.memberId), eq(deposits.status, 'approved'), ne(deposits.id, deposit.id)));
  if (Number(earlier?.n ?? 0) > 0) return;
  await ledger.postWithin(tx, {
    merchantCode: deposit.merchantCode,
    kind: 'BONUS',
    idempotencyKey: referralRewardKey(deposit.memberId),
    legs: [
      { accountId: payee.houseAccountId, amount: -payee.amount },
      { accountId: payee.uplineAccountId, amount: payee.amount },
    ],
    // bonusDetails shows the title as the row's detail.
    metadata: { referredMemberId: deposit.memberId, depositId: deposit.id, title: 'Referral reward' },
    at: deposit.at,
  });
}

/** The referral reward as the wallet's deposit approval uses it. */
export function createReferralRewards(db: Db, ledger: Ledger) {
  return {
    payee: (referredMemberId: number, currency: string) => referralPayee(db, ledger, referredMemberId, currency),
    payWithin: (tx: Db, payee: ReferralPayee, deposit: { id: number; merchantCode: string; memberId: number; at: Date }) =>
      payReferralRewardWithin(tx, ledger, payee, deposit),
  };
}

export type ReferralRewards = ReturnType<typeof createReferralRewards>;
