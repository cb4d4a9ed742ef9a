/** Spec §9: 60 seconds per expired minute; the phone-auth provider always uses 1 minute. */
export const SECONDS_PER_EXPIRED_MINUTE = 60;

export function smsCountdownSeconds(expiredMinutes: number, phoneAuth: boolean): number {
  return SECONDS_PER_EXPIRED_MINUTE * (phoneAuth ? 1 : Math.max(1, expiredMinutes));
}
