import { HttpError } from '../../../http/http-error';
import type { Attempts, GuessCap } from '../../../security/attempts';
import { hmacHex, randomDigits, safeEqual } from '../../../security/tokens';
import type { ThrottleRepository } from '../throttle-repository';
import type { CodePurpose, CodesRepository } from './repository';

/** Spec §9: "Resend and too-many-requests wait: 5 minutes"; one send per second per number. */
export const SEND_INTERVAL_MS = 1000;
export const BURST_WINDOW_MS = 5 * 60 * 1000;
export const BURST_PER_RECIPIENT = 5;
export const BURST_PER_IP = 10;
/** Wrong guesses a code survives: a 6-digit code must not be brute-forced within its lifetime. */
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Counted per issued code from its issue (the claim's `since`), so a code's count never resets while
 * it lives and a reissued code starts afresh. The window only has to outlast a code (at most 60 minutes).
 */
export const CODE_GUESSES: GuessCap = { bucket: 'code-guess', max: MAX_CODE_ATTEMPTS, windowMs: 24 * 60 * 60 * 1000 };
const CODE_LENGTH = 6;

export interface CodeDeps {
  repository: CodesRepository;
  throttle: ThrottleRepository;
  attempts: Attempts;
  pepper: () => Promise<string>;
  now: () => Date;
  codeMinutes: number;
}

export interface SendRequest {
  purpose: CodePurpose;
  recipient: string;
  ip: string;
  /**
   * Writes the message. Omitted when there is nobody to send to (an unknown number):
   * the throttles still apply and the answer is the same, so nothing is revealed.
   */
  deliver?: (code: string, expiredMinutes: number) => Promise<void>;
  /**
   * Binds the code to one holder (e.g. `member:42`) as well as the recipient: only a verify naming
   * the same holder can use it. Another account typing the same e-mail cannot spend or guess the
   * owner's code. The send throttles still count per recipient.
   */
  holder?: string;
}

/** Where a code is stored: the recipient, or the recipient bound to its holder. */
function codeKey(recipient: string, holder: string | undefined): string {
  return holder === undefined ? recipient : `${holder}|${recipient}`;
}

export function createCodeService(deps: CodeDeps) {
  const { repository, throttle, now } = deps;

  /** Throttles first, under a lock per recipient, so concurrent sends cannot slip past the caps. */
  async function admit(recipient: string, ip: string): Promise<void> {
    await throttle.withLock(`code-send:${recipient}`, async (locked) => {
      const at = now();
      const since = new Date(at.getTime() - BURST_WINDOW_MS);
      const [toRecipient, fromIp] = await Promise.all([
        locked.count('code-send-to', recipient, since),
        locked.count('code-send-ip', ip, since),
      ]);
      if (toRecipient >= BURST_PER_RECIPIENT || fromIp >= BURST_PER_IP) {
        throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many requests, please try again after 5 minutes.');
      }
      const last = await locked.latest('code-send-to', recipient);
      if (last && at.getTime() - last.getTime() < SEND_INTERVAL_MS) {
        throw new HttpError(429, 'RATE_LIMITED', 'Please wait a second before asking for another code');
      }
      await locked.record('code-send-to', recipient, at);
      await locked.record('code-send-ip', ip, at);
    });
  }

  return {
    /** The send throttles alone, for a message that is not a code (the e-mail reset). */
    admit,

    async send(request: SendRequest): Promise<{ expiredMinutes: number }> {
      await admit(request.recipient, request.ip);
      const expiredMinutes = deps.codeMinutes;
      if (request.deliver) {
        const code = randomDigits(CODE_LENGTH);
        const createdAt = now();
        await repository.add({
          purpose: request.purpose,
          recipient: codeKey(request.recipient, request.holder),
          codeHash: hmacHex(await deps.pepper(), code),
          createdAt,
          expiresAt: new Date(createdAt.getTime() + expiredMinutes * 60_000),
        });
        await request.deliver(code, expiredMinutes);
      }
      return { expiredMinutes };
    },

    /** Single use: a code that verifies is consumed, and the newest code is the only valid one. */
    async verify(purpose: CodePurpose, recipient: string, code: string, holder?: string): Promise<void> {
      const row = await repository.latestOpen(purpose, codeKey(recipient, holder));
      const invalid = new HttpError(400, 'VERIFICATION_CODE_INVALID', 'Enter a valid verification code');
      if (!row) throw invalid;
      // The attempt is taken before the compare: parallel guesses cannot outrun the cap (issue 19).
      // A capped code answers like a wrong one, so the cap does not tell a guesser anything.
      const pepper = await deps.pepper();
      await deps.attempts.guess(
        [{ cap: CODE_GUESSES, key: String(row.id), since: row.createdAt }],
        async () => safeEqual(hmacHex(pepper, code), row.codeHash),
        { capped: () => invalid, wrong: () => invalid, onRight: 'keep' },
      );
      if (row.expiresAt.getTime() <= now().getTime()) {
        throw new HttpError(400, 'CODE_EXPIRED', 'Verification code has expired, please send again.');
      }
      if (!(await repository.consume(row.id, now()))) throw invalid;
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
