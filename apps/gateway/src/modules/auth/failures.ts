import type { ServiceDeps } from './deps';
import { HttpError } from '../../http/http-error';
import type { Claim, GuessCap } from '../../security/attempts';
import { appendAudit } from '../protection/audit-log';

export type FailureDeps = Pick<ServiceDeps, 'attempts' | 'now' | 'config' | 'db'>;

/** From this many failures of one account in the window, a login also needs a code (issue 11), besides the captcha. */
export const CODE_AFTER_FAILURES = 3;

const BY_ACCOUNT = 'login-fail-account';
const BY_IP = 'login-fail-ip';

/** The value every failed login carries once a captcha is needed (spec §3 "value.captcha"). */
export const CAPTCHA_VALUE = { captcha: true } as const;

const tooMany = () => new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts, please try again later', CAPTCHA_VALUE);

/**
 * Login failures counted per account name and per IP over a sliding window, in the
 * database so every instance shares them. Unknown account names count exactly like
 * known ones, so the counters reveal nothing either.
 *
 * Every secret typed at login (password, SMS code, the answer of an extra check) is
 * compared only after `guess` has taken its attempt from both caps (issue 19).
 */
export function createFailureTracker(deps: FailureDeps) {
  const { auth } = deps.config;
  const windowMs = auth.failureWindowMinutes * 60_000;
  const byAccount: GuessCap = { bucket: BY_ACCOUNT, max: auth.maxFailuresPerAccount, windowMs };
  const byIp: GuessCap = { bucket: BY_IP, max: auth.maxFailuresPerIp, windowMs };
  const claims = (accountKey: string, ip: string): Claim[] => [
    { cap: byAccount, key: accountKey },
    { cap: byIp, key: ip },
  ];

  async function audit(accountKey: string, ip: string): Promise<void> {
    // The account key (merchant:name) is logged as typed: whether such a member exists stays unsaid.
    const merchantCode = accountKey.slice(0, accountKey.indexOf(':'));
    await appendAudit(deps.db, {
      event: 'login_failed',
      merchantCode,
      memberId: null,
      detail: { account: accountKey, ip },
      at: deps.now(),
    });
  }

  return {
    /**
     * Reads only: throws 429 at either cap before the bot check and captcha are spent; otherwise
     * says whether the next attempt needs a captcha, and a code too. `guess` enforces the caps.
     */
    async check(accountKey: string, ip: string): Promise<{ captchaRequired: boolean; codeRequired: boolean }> {
      const [account, fromIp] = claims(accountKey, ip);
      const [failedAccount, failedIp] = await Promise.all([deps.attempts.count(account!), deps.attempts.count(fromIp!)]);
      if (failedAccount >= auth.maxFailuresPerAccount || failedIp >= auth.maxFailuresPerIp) throw tooMany();
      return { captchaRequired: failedAccount > 0 || failedIp > 0, codeRequired: failedAccount >= CODE_AFTER_FAILURES };
    },

    /**
     * Takes one attempt from the account's and the IP's caps (and from `extra`), then compares.
     * A wrong answer keeps the attempt as its failure and is audited; a right one gives it back.
     * `capped` answers for a claim of `extra` at its cap; the login caps answer 429 TOO_MANY_ATTEMPTS.
     */
    guess(
      accountKey: string,
      ip: string,
      compare: () => Promise<boolean>,
      wrong: () => Error,
      extra: { claims: Claim[]; capped: (claim: Claim) => Error } = { claims: [], capped: tooMany },
    ): Promise<void> {
      return deps.attempts.guess([...claims(accountKey, ip), ...extra.claims], compare, {
        capped: (claim) => (claim.cap === byAccount || claim.cap === byIp ? tooMany() : extra.capped(claim)),
        wrong,
        onRight: 'give-back',
        onWrong: () => audit(accountKey, ip),
      });
    },

    /**
     * A success clears the account's count only. The IP's count stays, or one valid
     * account would let an attacker reset the per-IP cap between guesses at others.
     */
    clear: (accountKey: string) => deps.attempts.clear(byAccount, accountKey),
  };
}

export type FailureTracker = ReturnType<typeof createFailureTracker>;
