import type { Db } from '../../db/client';
import { ledgerReads } from '../ledger/reads';
import { assertStakeWithinLimits } from './guards';
import { assertNotExcluded } from './login-guard';

export interface VendorBet {
  merchantCode: string;
  memberId: number;
  /** The stake in minor units. */
  stake: number;
  /** The ledger idempotency key the bet's BET transfer will post under. */
  idempotencyKey: string;
  at: Date;
}

/**
 * The check before a vendor debits a real-money stake (a seamless wallet's per-bet debit, or a
 * round on a transfer vendor's wallet), called inside the transaction that posts the BET.
 *
 * A vendor's game session is signed by the gateway and outlives the gateway sessions that a
 * cool-off or self-exclusion ends, so the exclusion is checked here too: 403 COOLING_OFF /
 * SELF_EXCLUDED. The wager and loss limits answer 403 WAGER_LIMIT_EXCEEDED / LOSS_LIMIT_EXCEEDED,
 * as for in-house and lottery bets. A replayed bet (its transfer already posted) passes, so the
 * vendor's retry gets the first answer instead of a refusal of a bet that was already taken.
 */
export async function assertVendorBetAllowed(tx: Db, bet: VendorBet): Promise<void> {
  if (await ledgerReads.transferExists(tx, bet.merchantCode, bet.idempotencyKey)) return;
  await assertNotExcluded(tx, bet.memberId, bet.at);
  await assertStakeWithinLimits(tx, bet.memberId, bet.stake, bet.at);
}
