import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error';
import type { GuessCap } from '../../security/attempts';
import { matchTotp } from '../../security/totp';
import type { StaffWithGrants } from './staff';

/**
 * The two sign-in steps' guess caps (issue 19's one gate, security/attempts.ts): an attempt is
 * taken before anything is compared, atomically, so parallel guesses compare at most `max` times.
 * The password is capped per staff name and per address; the TOTP code per staff member.
 */
export function createSignIn(fastify: FastifyInstance) {
  const { auth } = fastify.config;
  const windowMs = auth.failureWindowMinutes * 60_000;
  const passwordPerName: GuessCap = { bucket: 'backoffice-password', max: auth.maxFailuresPerAccount, windowMs };
  const passwordPerIp: GuessCap = { bucket: 'backoffice-password-ip', max: auth.maxFailuresPerIp, windowMs };
  const totpPerStaff: GuessCap = { bucket: 'backoffice-totp', max: auth.maxFailuresPerAccount, windowMs };
  const tooMany = () => new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts, please try again later');
  const failed = () => new HttpError(401, 'LOGIN_FAILED', 'Wrong name, password or code');

  return {
    /** The staff member whose password this is; an unknown or disabled name costs the same time and the same answer. */
    async password(name: string, password: string, ip: string): Promise<StaffWithGrants> {
      const staff = await fastify.staffRepository.byName(name);
      await fastify.attempts.guess(
        [
          { cap: passwordPerName, key: name },
          { cap: passwordPerIp, key: ip },
        ],
        async () =>
          staff && !staff.row.disabled ? fastify.passwords.verify(staff.row.passwordHash, password) : fastify.passwords.burn(password),
        { capped: tooMany, wrong: failed, onRight: 'give-back' },
      );
      return staff!;
    },

    /** Accepts the code of the current time step (one either side), once: a spent step is refused even with the right code. */
    async totp(staff: StaffWithGrants, code: string): Promise<void> {
      await fastify.attempts.guess(
        [{ cap: totpPerStaff, key: String(staff.row.id) }],
        async () => {
          const step = matchTotp(staff.row.totpSecret, code, fastify.now(), staff.row.totpLastStep);
          return step !== null && (await fastify.staffRepository.spendTotpStep(staff.row.id, step));
        },
        { capped: tooMany, wrong: failed, onRight: 'give-back' },
      );
    },
  };
}
