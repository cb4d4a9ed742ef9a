/** Spec §9: SMS send on login at most once a second; captcha refresh at most once a second. */
export const SMS_SEND_THROTTLE_MS = 1000;
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

/**
 * Leading-edge throttle: the first call runs, further calls within `ms` are
 * dropped. Returns whether the call ran, so the UI can ignore a double click.
 */
export function createThrottle(ms: number, now: () => number = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return function attempt(action: () => void): boolean {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    action();
    return true;
  };
}
