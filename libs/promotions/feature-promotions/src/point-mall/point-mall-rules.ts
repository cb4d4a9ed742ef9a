import type { PointsEntryKind, RedeemStatus } from '@platform/shared/api-contract';

/** Spec §4 "Redeem statuses": in process, rejected, approved → their translation keys. */
export function redeemStatusKey(status: RedeemStatus): string {
  return `point_mall.status.${status}`;
}

export function entryKindKey(kind: PointsEntryKind): string {
  return `point_mall.kind.${kind}`;
}

/** Why a reward cannot be redeemed now (a translation key), or null when it can. */
export function redeemBlockReason(balance: number, cost: number): string | null {
  return balance < cost ? 'point_mall.not_enough_points' : null;
}

/** The redeem form's rule: the login password is required (the gateway checks it). */
export function redeemFormError(password: string): string | null {
  return password.length === 0 ? 'validation.required' : null;
}

export interface ConvertCheck {
  /** A translation key and its values, or null when the form may be sent. */
  pointsError: { key: string; values?: Record<string, number> } | null;
  passwordError: string | null;
  points: number | null;
}

/** The convert form's rules: whole points, at least the minimum, at most the balance; the password is required. */
export function checkConvert(pointsText: string, password: string, balance: number, minConvertPoints: number): ConvertCheck {
  const text = pointsText.trim();
  const passwordError = password.length === 0 ? 'validation.required' : null;
  if (text === '') return { pointsError: { key: 'validation.required' }, passwordError, points: null };
  if (!/^\d{1,10}$/.test(text)) return { pointsError: { key: 'point_mall.convert_whole' }, passwordError, points: null };
  const points = Number(text);
  if (points < minConvertPoints) return { pointsError: { key: 'point_mall.convert_min', values: { min: minConvertPoints } }, passwordError, points };
  if (points > balance) return { pointsError: { key: 'point_mall.not_enough_points' }, passwordError, points };
  return { pointsError: null, passwordError, points };
}
