import type { PointsConfig } from '@platform/shared/api-contract';

/**
 * The defaults of a merchant without a `points_settings` row (README "Points mall"): one point per
 * 1.00 of turnover, one point converts to 0.01, a conversion takes at least 100 points. An operator
 * changes them per merchant with PUT /api/operator/points/settings.
 */
export const DEFAULT_POINTS_RULE = { turnoverPerPoint: 100, pointValue: 1, minConvertPoints: 100 } as const;

export type PointsRule = Pick<PointsConfig, 'turnoverPerPoint' | 'pointValue' | 'minConvertPoints'>;

/**
 * The points one bet earns, counted on the member's whole turnover so the part of a bet below one
 * point is not lost: a member betting 0.50 twice earns one point on the second bet.
 */
export function pointsForTurnover(countedBefore: number, turnover: number, turnoverPerPoint: number): number {
  if (turnover <= 0 || turnoverPerPoint <= 0) return 0;
  return Math.floor((countedBefore + turnover) / turnoverPerPoint) - Math.floor(countedBefore / turnoverPerPoint);
}

/** Money a conversion pays, in minor units. */
export function convertedAmount(points: number, pointValue: number): number {
  return points * pointValue;
}

/** A reward's title in the requested language, else English, else any. */
export function titleIn(titles: Record<string, string>, language: string): string {
  return titles[language] ?? titles['EN'] ?? Object.values(titles)[0] ?? '';
}
