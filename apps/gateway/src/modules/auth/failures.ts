import type { ServiceDeps } from './deps';
import { HttpError } from '../../http/http-error';
import { appendAudit } from '../protection/audit-log';

export type FailureDeps = Pick<ServiceDeps, 'throttle' | 'now' | 'config' | 'db'>;

/** From this many failures of one account in the window, a login also needs a code (issue 11), besides the captcha. */
export const CODE_AFTER_FAILURES = 3;

const BY_ACCOUNT = 'login-fail-account';
const BY_IP = 'login-fail-ip';

/** The value every failed login carries once a captcha is needed (spec §3 "value.captcha"). */
export const CAPTCHA_VALUE = { captcha: true } as const;

/**
 * Login failures counted per account name and per IP over a sliding window, in the
 * database so every instance shares them. Unknown account names count exactly like
 * known ones, so the counters reveal nothing either.
 */
export function createFailureTracker(deps: FailureDeps) {
  const { auth } = deps.config;
  const since = () => new Date(deps.now().getTime() - auth.failureWindowMinutes * 60_000);

  return {
    /** Throws 429 past either cap; otherwise says whether the next attempt needs a captcha, and a code too. */
    async check(accountKey: string, ip: string): Promise<{ captchaRequired: boolean; codeRequired: boolean }> {
      const from = since();
      const [byAccount, byIp] = await Promise.all([
        deps.throttle.count(BY_ACCOUNT, accountKey, from),
        deps.throttle.count(BY_IP, ip, from),
      ]);
      if (byAccount >= auth.maxFailuresPerAccount || byIp >= auth.maxFailuresPerIp) {
        throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts, please try again later', CAPTCHA_VALUE);
      }
      return { captchaRequired: byAccount > 0 || byIp > 0, codeRequired: byAccount >= CODE_AFTER_FAILURES };
    },

    async record(accountKey: string, ip: string): Promise<void> {
      const at = deps.now();
      await Promise.all([deps.throttle.record(BY_ACCOUNT, accountKey, at), deps.throttle.record(BY_IP, ip, at)]);
      // The account key (merchant:name) is logged as typed: whether such a member exists stays unsaid.
      const merchantCode = accountKey.slice(0, accountKey.indexOf(':'));
      await appendAudit(deps.db, { event: 'login_failed', merchantCode, memberId: null, detail: { account: accountKey, ip }, at });
    },

    /**
     * A success clears the account's count only. The IP's count stays, or one valid
     * account would let an attacker reset the per-IP cap between guesses at others.
     */
    clear: (accountKey: string) => deps.throttle.clear(BY_ACCOUNT, accountKey),
  };
}

export type FailureTracker = ReturnType<typeof createFailureTracker>;
