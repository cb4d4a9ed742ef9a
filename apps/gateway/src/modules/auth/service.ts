import { randomBytes } from 'node:crypto';
import type {
  LoginFailureValue,
  LoginValue,
  loginCall,
  loginCodeCall,
  rememberLoginCall,
  sendVerificationCall,
  verifyLoginCall,
} from '@platform/shared/api-contract';
import type { Member, Merchant } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { expiresInText } from '../../providers/messaging/expiry-text';
import type { PhoneAuthVerifier } from '../../providers/phone-auth/firebase-verifier';
import type { Claim, GuessCap } from '../../security/attempts';
import { matchTotp } from '../../security/totp';
import { isAgentType, isTrial, requireFlag, toMobile, flagOn } from '../member/rules';
import { markContactVerified } from '../member/contact-verification';
import { completeLogin, passwordExpired, type LoginVerdict } from './complete-login';
import type { ServiceDeps } from './deps';
import { CAPTCHA_VALUE, createFailureTracker } from './failures';
import { rememberIntentOf, rememberIntentOfChallenge, withRememberIntent, type RememberIntent, type RememberTokens } from './remember';
import type { LoginChallengeRepository } from './repository';

export type AuthDeps = ServiceDeps & { challenges: LoginChallengeRepository; remember: RememberTokens; phoneAuth: PhoneAuthVerifier };

type Method = NonNullable<LoginFailureValue['verification']>['methods'][number];

/** An extra check must be finished within this time, and survives this many wrong answers. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** Counted per challenge from its creation: it never outlives CHALLENGE_TTL_MS. */
const CHALLENGE_GUESSES: GuessCap = { bucket: 'login-challenge', max: CHALLENGE_MAX_ATTEMPTS, windowMs: CHALLENGE_TTL_MS };
const challengeClaim = (challenge: { id: string; createdAt: Date }): Claim => ({
  cap: CHALLENGE_GUESSES,
  key: challenge.id,
  since: challenge.createdAt,
});
const challengeSpent = () => new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong answers, please log in again');

/** The extra checks a member can pass, in the order the spec lists them. */
export function verificationMethods(member: Member): Method[] {
  const methods: Method[] = [];
  if (member.mobile) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.bankAccountName) methods.push('bankName');
  if (member.totpEnabled && member.totpSecret) methods.push('totp');
  return methods;
}

/**
 * Spec §4 "First login ... forces a password change": the member's very first login (an account an
 * agent or operator made). From then on the forced change is kept on the row (complete-login.ts)
 * until the password is changed; the firstTimeLogin flag itself only drives the first-login step.
 */
function firstLogin(member: Member): boolean {
  return member.firstTimeLogin && member.lastLoginAt === null;
}

/** Names compare the way a person reads them: case, outer and repeated spaces do not matter. */
function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return norm(a) === norm(b);
}

function loginFailed(): HttpError {
  // One answer for a wrong password and an unknown account: same status, code, text and value.
  return new HttpError(401, 'LOGIN_FAILED', 'Incorrect account or password', CAPTCHA_VALUE);
}

export function createAuthService(deps: AuthDeps) {
  const failures = createFailureTracker(deps);

  async function requireCaptcha(input: { captcha?: string | undefined; captchaKey?: string | undefined }): Promise<void> {
    if (!input.captcha || !input.captchaKey) {
      throw new HttpError(400, 'CAPTCHA_REQUIRED', 'Please enter the captcha', CAPTCHA_VALUE);
    }
    if (!(await deps.captcha.check(input.captchaKey, input.captcha))) {
      throw new HttpError(400, 'CAPTCHA_INVALID', 'The captcha is not correct', CAPTCHA_VALUE);
    }
  }

  /** Password or SMS code: the member when the secret is right, else a counted failure. */
  async function authenticate(merchant: Merchant, input: Input<typeof loginCall>, accountKey: string, ip: string) {
    if (input.type === 'sms') {
      const mobile = toMobile(input.countryDialingCode!, input.username);
      const firebaseIdToken = input.firebaseIdToken;
      await failures.guess(
        accountKey,
        ip,
        async () => {
          try {
            // With the phone-auth provider, Firebase sent and checked the code; its token vouches for the number.
            if (firebaseIdToken !== undefined) await deps.phoneAuth.verifyMobile(firebaseIdToken, mobile);
            else await deps.codes.verify('login', mobile, input.password);
            return true;
          } catch (error) {
            if (error instanceof HttpError) throw new HttpError(error.statusCode, error.code, error.message, CAPTCHA_VALUE);
            throw error;
          }
        },
        loginFailed,
      );
      const member = await deps.memberRepository.findByMobile(merchant.code, mobile);
      // The provider proved the caller holds this number, so saying it has no account tells them only about their own phone.
      if (!member && firebaseIdToken !== undefined) throw new HttpError(404, 'NOT_REGISTERED', 'Please Register An Account First');
      // Codes are only ever sent to members' numbers, so a valid code without a member cannot happen.
      if (!member) throw new HttpError(400, 'VERIFICATION_CODE_INVALID', 'Enter a valid verification code', CAPTCHA_VALUE);
      // The code reached this number, so the member holds it (issue 11: exclusions match verified contacts).
      await markContactVerified(deps.db, member.id, 'mobile', mobile, deps.now());
      return member;
    }
    const member = await deps.memberRepository.findByAccount(merchant.code, input.username);
    // An unknown account still pays for one argon2 verification, so timing cannot tell the two apart.
    await failures.guess(
      accountKey,
      ip,
      () => (member ? deps.passwords.verify(member.passwordHash, input.password) : deps.passwords.burn(input.password)),
      loginFailed,
    );
    return member!;
  }

  /**
   * Throws EXTRA_VERIFICATION_REQUIRED when a password login comes from an IP the member has not used,
   * or follows CODE_AFTER_FAILURES failures (`codeRequired`), which only a code can answer.
   */
  async function checkIp(
    member: Member,
    ip: string,
    verdict: LoginVerdict,
    codeRequired: boolean,
    remember: RememberIntent | undefined,
  ): Promise<void> {
    if (isTrial(member)) return;
    const known = await deps.memberRepository.knownIps(member.id);
    // The first login teaches the first IP; a member with nothing to verify with is let through.
    if (!codeRequired && (known.length === 0 || known.includes(ip))) return;
    // A bank account name is not a code: after repeated failures it could be guessed or known.
    const methods = verificationMethods(member).filter((method) => !codeRequired || method !== 'bankName');
    if (methods.length === 0) return;
    // The remember-me choice is carried to /verify-login, which issues (or drops) the token then.
    const challengeId = withRememberIntent(randomBytes(18).toString('base64url'), remember);
    const now = deps.now();
    await deps.challenges.add({
      id: challengeId,
      memberId: member.id,
      ip,
      mustChangePassword: verdict.mustChangePassword,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
    const value: LoginFailureValue = { verification: { challengeId, methods } };
    throw new HttpError(403, 'EXTRA_VERIFICATION_REQUIRED', 'This login needs one more check', value);
  }

  /** The pending challenge for this caller, or the reason it cannot be used. */
  async function openChallenge(challengeId: string, ip: string) {
    const challenge = await deps.challenges.find(challengeId);
    // A challenge is bound to the IP that passed the password step.
    if (!challenge || challenge.ip !== ip) {
      throw new HttpError(400, 'VERIFICATION_CODE_INVALID', 'This verification is no longer valid, please log in again');
    }
    if (challenge.expiresAt.getTime() <= deps.now().getTime()) {
      await deps.challenges.take(challenge.id);
      throw new HttpError(400, 'CODE_EXPIRED', 'This verification has expired, please log in again');
    }
    // Reads only, so a spent challenge is not offered another code; verifyLogin's guess enforces the cap.
    if ((await deps.attempts.count(challengeClaim(challenge))) >= CHALLENGE_MAX_ATTEMPTS) {
      await deps.challenges.take(challenge.id);
      throw challengeSpent();
    }
    const member = await deps.memberRepository.findById(challenge.memberId);
    if (!member || member.status !== 'active') {
      throw new HttpError(400, 'VERIFICATION_CODE_INVALID', 'This verification is no longer valid, please log in again');
    }
    return { challenge, member };
  }

  async function checkAnswer(member: Member, method: Method, answer: string): Promise<void> {
    const invalid = new HttpError(400, 'VERIFICATION_CODE_INVALID', 'Enter a valid verification code');
    switch (method) {
      // A code that came back proves the member holds the contact it was sent to.
      case 'sms':
        await deps.codes.verify('verify-login', member.mobile!, answer);
        return markContactVerified(deps.db, member.id, 'mobile', member.mobile!, deps.now());
      case 'email':
        await deps.codes.verify('verify-login', member.email!, answer);
        return markContactVerified(deps.db, member.id, 'email', member.email!, deps.now());
      case 'bankName':
        if (!sameName(member.bankAccountName!, answer)) throw invalid;
        return;
      case 'totp': {
        const step = matchTotp(member.totpSecret!, answer.trim(), deps.now(), member.totpLastStep);
        if (step === null || !(await deps.memberRepository.advanceTotpStep(member.id, step))) throw invalid;
        return;
      }
    }
  }

  return {
    async login(merchant: Merchant, input: Input<typeof loginCall>, ip: string): Promise<LoginValue> {
      const sms = input.type === 'sms';
      requireFlag(merchant, sms ? 'MOBILEVERCODELOGIN3' : 'USERNAMEREG3');
      if (input.firebaseIdToken !== undefined || input.firebaseChannel !== undefined) {
        // The phone-auth token only ever stands in for an SMS code, and only on a brand that enables the provider.
        requireFlag(merchant, 'PHONEAUTHFIREBASE');
        if (!sms || input.firebaseChannel !== 'sms' || !input.firebaseIdToken) {
          throw new HttpError(400, 'BAD_REQUEST', 'A phone-auth login needs type sms, firebaseChannel sms and firebaseIdToken');
        }
      }
      if (sms && (!input.countryDialingCode || !/^[0-9]{5,15}$/.test(input.username))) {
        throw new HttpError(400, 'INVALID_MOBILE', 'Please enter a valid mobile number');
      }
      const accountKey = `${merchant.code}:${sms ? toMobile(input.countryDialingCode!, input.username) : input.username.toLowerCase()}`;

      const { captchaRequired, codeRequired } = await failures.check(accountKey, ip);
      // Spec §5: username login needs the bot check; SMS login skips it (the code already costs a phone).
      if (!sms) await deps.botCheck.verify(input.altcha);
      // The SMS form has no captcha (spec §2); its code already allows only 5 guesses and the caps still apply.
      if (captchaRequired && !sms) await requireCaptcha(input);

      const member = await authenticate(merchant, input, accountKey, ip);
      if (member.status !== 'active') throw new HttpError(403, 'NON_MEMBER', 'Non-member account unable to login');
      if (input.agentPage && !isAgentType(member.type)) throw new HttpError(403, 'AGENTS_ONLY', 'Only agents can log in');

      const expired = passwordExpired(deps, member);
      // Spec §4: the forced change never applies to SMS logins, which did not use the password.
      const mustChangePassword =
        !sms &&
        (firstLogin(member) ||
          member.mustChangePassword ||
          input.password === deps.config.auth.defaultPassword ||
          (expired && flagOn(merchant, 'CHNGPASSVERIF3')));
      const verdict = { mustChangePassword, passwordExpired: expired };
      // Holding the phone is itself the second factor, so only password logins meet the IP check.
      if (!sms) await checkIp(member, ip, verdict, codeRequired, rememberIntentOf(input));
      // Cleared only once a session is issued: a pending extra check keeps the count.
      await failures.clear(accountKey);
      return completeLogin(deps, member, merchant, ip, verdict);
    },

    /** Finishes a challenged login; `remember` is what the password step asked of remember-me. */
    async verifyLogin(
      merchant: Merchant,
      input: Input<typeof verifyLoginCall>,
      ip: string,
    ): Promise<{ value: LoginValue; member: Member; remember: RememberIntent | undefined }> {
      const { challenge, member } = await openChallenge(input.challengeId, ip);
      if (member.merchantCode !== merchant.code || !verificationMethods(member).includes(input.method)) {
        throw new HttpError(400, 'BAD_REQUEST', 'This verification method is not available');
      }
      const accountKey = `${merchant.code}:${member.account.toLowerCase()}`;
      const spent = challengeSpent();
      try {
        // Wrong answers also count against the account, so logging in again for a fresh
        // challenge does not buy unlimited guesses at a TOTP or SMS code.
        await failures.guess(
          accountKey,
          ip,
          async () => {
            await checkAnswer(member, input.method, input.answer);
            return true;
          },
          () => new HttpError(400, 'VERIFICATION_CODE_INVALID', 'Enter a valid verification code'),
          { claims: [challengeClaim(challenge)], capped: () => spent },
        );
      } catch (error) {
        if (error === spent) await deps.challenges.take(challenge.id);
        throw error;
      }
      if (!(await deps.challenges.take(challenge.id))) {
        throw new HttpError(400, 'VERIFICATION_CODE_INVALID', 'This verification is no longer valid, please log in again');
      }
      await failures.clear(accountKey);
      const value = await completeLogin(deps, member, merchant, ip, {
        mustChangePassword: challenge.mustChangePassword,
        passwordExpired: passwordExpired(deps, member),
      });
      return { value, member, remember: rememberIntentOfChallenge(challenge.id) };
    },

    async sendLoginVerification(merchant: Merchant, input: Input<typeof sendVerificationCall>, ip: string) {
      const { member } = await openChallenge(input.challengeId, ip);
      if (member.merchantCode !== merchant.code || !verificationMethods(member).includes(input.method)) {
        throw new HttpError(400, 'BAD_REQUEST', 'This verification method is not available');
      }
      const recipient = input.method === 'sms' ? member.mobile! : member.email!;
      return deps.codes.send({
        purpose: 'verify-login',
        recipient,
        ip,
        deliver: async (code, minutes) => {
          const body = `Your ${merchant.displayName} login verification code is ${code}. ${expiresInText(minutes)}`;
          if (input.method === 'sms') await deps.messaging.sms.sendSms({ to: recipient, body, code });
          else await deps.messaging.email.sendEmail({ to: recipient, subject: `${merchant.displayName} login verification`, body, code });
        },
      });
    },

    async loginCode(merchant: Merchant, input: Input<typeof loginCodeCall>, ip: string) {
      requireFlag(merchant, 'MOBILEVERCODELOGIN3');
      // Optional on this call (spec §7); a solution that is sent must still be genuine.
      if (input.altcha !== undefined) await deps.botCheck.verify(input.altcha);
      const mobile = toMobile(input.countryDialingCode, input.mobileNum);
      const member = await deps.memberRepository.findByMobile(merchant.code, mobile);
      // Same answer whether or not the number is a member's; only members' numbers get an SMS.
      return deps.codes.send({
        purpose: 'login',
        recipient: mobile,
        ip,
        ...(member && member.status === 'active'
          ? {
              deliver: (code: string, minutes: number) =>
                deps.messaging.sms.sendSms({
                  to: mobile,
                  body: `Your ${merchant.displayName} login code is ${code}. ${expiresInText(minutes)}`,
                  code,
                }),
            }
          : {}),
      });
    },

    /**
     * A remembered login (issue 26): the HttpOnly token stands in for the password. It was issued
     * only after a full password login from this browser (captcha, IP check and all), so it skips
     * those; the forced change still applies, from what the member row says.
     */
    async rememberLogin(
      merchant: Merchant,
      input: Input<typeof rememberLoginCall>,
      cookie: string | undefined,
      ip: string,
    ): Promise<{ value: LoginValue; remember: { value: string; expiresAt: Date } }> {
      requireFlag(merchant, 'USERNAMEREG3');
      const member = await deps.memberRepository.findByAccount(merchant.code, input.username);
      const { expiresAt } = await deps.remember.consume(cookie, member);
      if (!member || member.status !== 'active') throw new HttpError(403, 'NON_MEMBER', 'Non-member account unable to login');
      const expired = passwordExpired(deps, member);
      const verdict = {
        mustChangePassword: firstLogin(member) || member.mustChangePassword || (expired && flagOn(merchant, 'CHNGPASSVERIF3')),
        passwordExpired: expired,
      };
      const value = await completeLogin(deps, member, merchant, ip, verdict);
      // Rotation: the spent token is replaced by one with the same end, never a later one.
      return { value, remember: await deps.remember.issue(member, expiresAt) };
    },

    async logout(member: Member | null, tokenHash: string | null, forget: boolean): Promise<{ loggedOut: true }> {
      if (tokenHash) await deps.sessions.end(tokenHash);
      if (forget && member) await deps.remember.revokeAllFor(member.id);
      return { loggedOut: true };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
