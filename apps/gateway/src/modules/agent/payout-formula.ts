import type { ContractKind, ContractTier } from '@platform/shared/api-contract';

/** Rates are basis points (150 is 1.50 %). */
const BASIS = 10_000n;

/** One team member's real-money play in a period. */
export interface MemberPlay {
  memberId: number;
  /** Stakes of bets placed in the period (refunded lottery bets left out). */
  turnover: number;
  /** What those bets paid back to the player. */
  payout: number;
}

export interface TeamFigures {
  turnover: number;
  payoutToPlayers: number;
  /** Stakes minus wins: what the team lost (negative when it won). */
  teamLoss: number;
  /** Members with at least one bet. */
  activeMembers: number;
}

export interface PayoutResult extends TeamFigures {
  /** The tier met, or null: then the rate and the amount are 0. */
  tierIndex: number | null;
  rate: number;
  amount: number;
}

export function teamFigures(plays: readonly MemberPlay[]): TeamFigures {
  let turnover = 0;
  let payoutToPlayers = 0;
  let activeMembers = 0;
  for (const play of plays) {
    turnover += play.turnover;
    payoutToPlayers += play.payout;
    if (play.turnover > 0) activeMembers += 1;
  }
  return { turnover, payoutToPlayers, teamLoss: turnover - payoutToPlayers, activeMembers };
}

/**
 * The contract formula (spec §3 "contract terms": minimum bet amount, P&L, minimum active members,
 * rate). A tier is met when the team's turnover reaches its minimum bet amount, its active members
 * reach the minimum, and the team's loss (stakes minus wins) reaches its P&L threshold. Of the tiers
 * met, the one with the highest rate applies (the first such, on a tie). Then:
 *   - salaries (daily, hourly, real-time) pay rate x turnover;
 *   - a dividend pays rate x the team's loss, and nothing when the team won.
 * Amounts are floored to the minor unit, so a payout never exceeds the formula.
 */
export function payoutFor(kind: ContractKind, tiers: readonly ContractTier[], figures: TeamFigures): PayoutResult {
  let tierIndex: number | null = null;
  tiers.forEach((tier, index) => {
    const met = figures.turnover >= tier.minBet && figures.activeMembers >= tier.minActiveMembers && figures.teamLoss >= tier.pnl;
    if (met && (tierIndex === null || tier.rate > tiers[tierIndex]!.rate)) tierIndex = index;
  });
  if (tierIndex === null) return { ...figures, tierIndex: null, rate: 0, amount: 0 };
  const rate = tiers[tierIndex]!.rate;
  const base = kind === 'dividend' ? Math.max(0, figures.teamLoss) : figures.turnover;
  // BigInt: turnover x rate can pass 2^53 before the division.
  return { ...figures, tierIndex, rate, amount: Number((BigInt(base) * BigInt(rate)) / BASIS) };
}
