import { REBATE_CATEGORIES, type RebateCategory } from '@platform/shared/api-contract';

/**
 * VIP levels by lifetime turnover (real-money bets, minor units). The spec names the fields
 * (hasVip, vipLabelName, vipRankLevel) but not the levels; these are this gateway's choice
 * (README "Money"). Level 0 is not VIP.
 */
export const VIP_LEVELS: readonly { level: number; label: string; turnover: number }[] = [
  { level: 0, label: 'VIP0', turnover: 0 },
  { level: 1, label: 'VIP1', turnover: 1_000_00 },
  { level: 2, label: 'VIP2', turnover: 10_000_00 },
  { level: 3, label: 'VIP3', turnover: 50_000_00 },
  { level: 4, label: 'VIP4', turnover: 200_000_00 },
  { level: 5, label: 'VIP5', turnover: 1_000_000_00 },
];

export function vipOf(turnover: number) {
  let current = VIP_LEVELS[0]!;
  for (const level of VIP_LEVELS) if (turnover >= level.turnover) current = level;
  const next = VIP_LEVELS.find((level) => level.level === current.level + 1);
  return {
    hasVip: current.level > 0,
    vipLabelName: current.label,
    vipRankLevel: current.level,
    turnover,
    nextLevelTurnover: next ? next.turnover : null,
    nextVipLabelName: next ? next.label : null,
  };
}

/**
 * Spec §9 "Rebate display": lottery 1%, e-lottery 1%, PVP -, fish 1%, RNG 1.2%, live 0.8%,
 * sports 1%, esports 1%. In basis points; null pays no rebate.
 */
export const REBATE_BASIS_POINTS: Readonly<Record<RebateCategory, number | null>> = {
  LOTT: 100,
  ELOTT: 100,
  PVP: null,
  FISH: 100,
  RNG: 120,
  LIVE: 80,
  SPORTS: 100,
  ESPORTS: 100,
};

export function rebateRates() {
  return REBATE_CATEGORIES.map((category) => {
    const bp = REBATE_BASIS_POINTS[category];
    return { category, rate: bp === null ? null : bp / 100, display: bp === null ? '-' : `${bp / 100}%` };
  });
}

/** The rebate on one category's turnover, rounded down to the minor unit. */
export function rebateOn(category: string, turnover: number): number {
  const bp = (REBATE_BASIS_POINTS as Record<string, number | null | undefined>)[category];
  if (bp === null || bp === undefined || turnover <= 0) return 0;
  return Math.floor((turnover * bp) / 10_000);
}
