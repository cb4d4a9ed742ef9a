import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wageringRequirements } from '../../db/wallet-schema';
import { HttpError } from '../../http/http-error';

/**
 * The wagering requirement of bonus money (issue 19, README "Bonus wagering").
 *
 * Design: one row per member holding the turnover still owed (`outstanding`, minor units). A bonus
 * raises it by amount × the merchant's multiplier in the transaction that credits the bonus; a
 * settled bet lowers it by its stake in the transaction that settles the bet. While it is above
 * zero, no money leaves the member's hands: a withdrawal or a transfer to another member is refused
 * whole. We chose this over "withdrawable = balance − locked bonus" because money is fungible: once a
 * bonus is staked and won back, no one can say which cents were the bonus, and a partial lock is
 * exactly what a farmer would probe. The player sees the remaining turnover and can always bet it.
 *
 * Races (PostgreSQL, READ COMMITTED): every path takes its ledger account locks first (the ledger
 * locks them in id order) and touches this row second, so no two paths wait on each other in
 * opposite orders. A cash-out reads the row FOR SHARE after holding the member's MAIN account, and
 * every bonus is credited to MAIN under that same lock before it raises the row: a bonus either
 * commits before the cash-out reads (and the cash-out is refused) or waits until it has finished.
 */

/** The transfer kinds whose credit to a member is bonus money; REBATE only if the merchant says so. */
export const BONUS_KINDS = ['BONUS', 'REBATE'] as const;

export interface WageringProgress {
  /** Turnover required since the requirement was last fully met (minor units). */
  required: number;
  /** Turnover still owed; 0 when bonus money may be withdrawn or transferred. */
  outstanding: number;
}

/** The refusal of a cash-out while turnover is owed; `value` fills the translated text. */
export function wageringRequired(outstanding: number): HttpError {
  return new HttpError(409, 'WAGERING_REQUIRED', `Bonus turnover still required: ${(outstanding / 100).toFixed(2)}`, {
    remaining: outstanding,
    remainingText: (outstanding / 100).toFixed(2),
  });
}

/** The merchant's multiplier for a bonus of this kind: 0 means the credit carries no requirement. */
async function multiplierOf(tx: Db, merchantCode: string, kind: string): Promise<number> {
  const result = (await tx.execute(sql`
    select wagering_multiplier, rebate_wagering from wallet_settings where merchant_code = ${merchantCode}`)) as unknown as {
    rows: { wagering_multiplier: number; rebate_wagering: boolean }[];
  };
  const row = result.rows[0];
  const multiplier = row ? Number(row.wagering_multiplier) : 1;
  if (kind === 'REBATE' && !(row?.rebate_wagering ?? false)) return 0;
  return multiplier;
}

/**
 * Raises the member's requirement by amount × multiplier, inside the crediting transaction. A
 * requirement that was fully met starts over, so the progress shown is the current one's.
 */
export async function raiseRequirementWithin(
  tx: Db,
  credit: { merchantCode: string; memberId: number; kind: string; amount: number; at: Date },
): Promise<void> {
  if (credit.amount <= 0) return;
  const add = credit.amount * (await multiplierOf(tx, credit.merchantCode, credit.kind));
  if (add <= 0) return;
  await tx.execute(sql`
    insert into wagering_requirements (member_id, merchant_code, outstanding, required, updated_at)
    values (${credit.memberId}, ${credit.merchantCode}, ${add}, ${add}, ${credit.at.toISOString()}::timestamptz)
    on conflict (member_id) do update set
      required = case when wagering_requirements.outstanding = 0 then excluded.required
                      else wagering_requirements.required + excluded.required end,
      outstanding = wagering_requirements.outstanding + excluded.outstanding,
      updated_at = excluded.updated_at`);
}

/**
 * Counts a settled bet's stake against the requirement, inside the settling transaction (the
 * caller makes it once per bet). One conditional UPDATE: concurrent bets queue on the row lock and
 * each subtracts from the value the previous one committed, never below zero.
 */
export async function countTurnoverWithin(tx: Db, bet: { memberId: number; turnover: number; at: Date }): Promise<void> {
  if (bet.turnover <= 0) return;
  await tx.execute(sql`
    update wagering_requirements
       set outstanding = greatest(outstanding - ${bet.turnover}, 0), updated_at = ${bet.at.toISOString()}::timestamptz
     where member_id = ${bet.memberId} and outstanding > 0`);
}

/**
 * Refuses (409 WAGERING_REQUIRED) while the member owes turnover. Call it inside the cash-out's
 * transaction after the member's MAIN account is locked: FOR SHARE then waits for any bet or bonus
 * touching the row to commit, and reads what it committed.
 */
export async function assertRequirementMetWithin(tx: Db, memberId: number): Promise<void> {
  const [row] = await tx
    .select({ outstanding: wageringRequirements.outstanding })
    .from(wageringRequirements)
    .where(eq(wageringRequirements.memberId, memberId))
    .for('share');
  if (row && row.outstanding > 0) throw wageringRequired(row.outstanding);
}

/** The member's progress, for the wallet answers (a member without a bonus owes nothing). */
export async function wageringProgress(db: Db, memberId: number): Promise<WageringProgress> {
  const [row] = await db
    .select({ required: wageringRequirements.required, outstanding: wageringRequirements.outstanding })
    .from(wageringRequirements)
    .where(eq(wageringRequirements.memberId, memberId));
  return { required: row?.required ?? 0, outstanding: row?.outstanding ?? 0 };
}
