import { randomBytes } from 'node:crypto';
import type { LoginValue, affiliateCheckCall, registerCall, registerCodeCall } from '@platform/shared/api-contract';
import { REQUIRED_ERROR, normaliseInput, type FieldError } from '@platform/shared/validation';
import type { Member, Merchant } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { expiresInText } from '../../providers/messaging/expiry-text';
import { randomString } from '../../security/tokens';
import { collisionRetry, withRetry } from '../../db/retry';
import { completeLogin } from '../auth/complete-login';
import type { ServiceDeps } from '../auth/deps';
import type { PhoneAuthVerifier } from '../../providers/phone-auth/firebase-verifier';
import { DuplicateMemberError } from '../member/repository';
import { MEMBER_TYPE, fieldError, flagOn, isTrial, requireFlag, ruleOf, toMobile, validationFailed } from '../member/rules';
import { markContactVerified } from '../member/contact-verification';
import { DEFAULT_DIALING_CODE } from './country-codes';

type RegistrationInput = Input<typeof registerCall>;
export type RegistrationMode = 'register' | 'registerMobile';

/** Profile fields a brand may switch on (spec §3 "Registration form user"), validated by its config. */
const PROFILE_FIELDS = ['qqNum', 'recommenderId', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;
/** No 0/O or 1/I, so a code read aloud or copied by hand survives. */
/** Unambiguous capitals and digits (no I, O, 0, 1), as people read codes aloud. */
export const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const taken = (field: DuplicateMemberError['field']) =>
  field === 'mobile'
    ? new HttpError(409, 'MOBILE_TAKEN', 'This mobile number is already registered')
    : new HttpError(409, 'USERNAME_TAKEN', 'This account name is already taken');

/** Whether this registration takes a field at all; a field the brand has not switched on is dropped, unvalidated data is never stored. */
function accepts(merchant: Merchant, mode: RegistrationMode, field: string): boolean {
  if (field === 'mobileNum' && mode === 'registerMobile') return true;
  if (mode === 'registerMobile' && field !== 'affiliateCode') return false;
  return ruleOf(merchant, field)?.enabled === true;
}

/** What the brand's config and flags require of this registration; the first error per field (spec §5). */
function fieldErrors(merchant: Merchant, mode: RegistrationMode, input: RegistrationInput): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const check = (field: string, value: string | undefined, required = false) => {
    const normalised = normaliseInput(field, value ?? '');
    if (required && normalised === '') errors[field] = REQUIRED_ERROR;
    else {
      const error = fieldError(merchant, field, normalised);
      if (error) errors[field] = error;
    }
  };
  const enabled = (field: string) => accepts(merchant, mode, field);
  // A phone-auth token replaces the gateway's SMS code: there is no code field to check.
  const smsVerification = flagOn(merchant, 'REGMOBVERF3') && input.firebaseIdToken === undefined;

  if (mode === 'register') {
    check('username', input.username, true);
    check('password', input.password, true);
    for (const field of ['payeeName', 'email', 'mobileNum', 'affiliateCode', 'paymentPassword', ...PROFILE_FIELDS] as const) {
      if (enabled(field)) check(field, input[field]);
    }
    if (smsVerification && input.mobileNum) check('verificationCode', input.verificationCode, true);
  } else {
    check('mobileNum', input.mobileNum, true);
    if (smsVerification) check('verificationCode', input.verificationCode, true);
    // Without MOBILENUMPASSREG3 the password is optional and a random one is set.
    if (flagOn(merchant, 'MOBILENUMPASSREG3') || input.password !== '') check('password', input.password, true);
    if (enabled('affiliateCode')) check('affiliateCode', input.affiliateCode);
  }
  if (ruleOf(merchant, 'captcha')?.enabled) check('captcha', input.captcha, true);
  return errors;
}

const HOUR_MS = 60 * 60 * 1000;

export function createRegistrationService(deps: ServiceDeps & { phoneAuth: PhoneAuthVerifier }) {
  const { memberRepository: members } = deps;

  /**
   * Registrations per IP and per merchant in a rolling hour (issue 19: ten accounts from one IP in
   * two seconds farmed their sign-up bonuses). Checked and recorded under one advisory lock per
   * merchant, so parallel registrations cannot all pass the check before any is recorded.
   */
  async function admit(merchant: Merchant, ip: string): Promise<void> {
    const { registrationMaxPerIpPerHour: perIp, registrationMaxPerMerchantPerHour: perMerchant } = deps.config.auth;
    await deps.throttle.withLock(`registration:${merchant.code}`, async (locked) => {
      const at = deps.now();
      const since = new Date(at.getTime() - HOUR_MS);
      const ipKey = `${merchant.code}:${ip}`;
      const [fromIp, forMerchant] = await Promise.all([locked.count('register-ip', ipKey, since), locked.count('register-merchant', merchant.code, since)]);
      if (fromIp >= perIp || forMerchant >= perMerchant) {
        throw new HttpError(429, 'REGISTRATION_LIMITED', 'Too many accounts were registered from here recently. Please try again in an hour.');
      }
      await locked.record('register-ip', ipKey, at);
      await locked.record('register-merchant', merchant.code, at);
    });
  }

  /** A valid invitation is an active, non-trial member of the same merchant. */
  async function referrer(merchant: Merchant, code: string | undefined): Promise<Member | undefined> {
    if (!code) return undefined;
    const member = await members.findByAffiliateCode(merchant.code, code.trim());
    return member && member.status === 'active' && !isTrial(member) ? member : undefined;
  }

  async function insertWithAffiliateCode(row: Parameters<typeof members.insert>[0]): Promise<Member> {
    const affiliateCodeClash = (error: unknown) => error instanceof DuplicateMemberError && error.field === 'affiliateCode';
    try {
      return await withRetry(collisionRetry(affiliateCodeClash), () => members.insert({ ...row, affiliateCode: randomString(8, AFFILIATE_ALPHABET) }));
    } catch (error) {
      if (error instanceof DuplicateMemberError) throw taken(error.field);
      throw error;
    }
  }

  return {
    async register(merchant: Merchant, mode: RegistrationMode, input: RegistrationInput, ip: string): Promise<LoginValue> {
      requireFlag(merchant, mode === 'register' ? 'USERNAMEREG3' : 'MOBILENUMREG3');
      const firebaseIdToken = input.firebaseIdToken;
      if (firebaseIdToken !== undefined || input.firebaseChannel !== undefined) {
        // Spec §3: the phone-auth provider's SMS sends firebaseChannel 'sms' with the token, on brands that enable it.
        requireFlag(merchant, 'PHONEAUTHFIREBASE');
        if (input.firebaseChannel !== 'sms' || !firebaseIdToken || !input.mobileNum) {
          throw new HttpError(400, 'BAD_REQUEST', 'A phone-auth registration needs mobileNum, firebaseChannel sms and firebaseIdToken');
        }
      }
      await deps.botCheck.verify(input.altcha);

      const errors = fieldErrors(merchant, mode, input);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const wantsPassword = mode === 'register' || flagOn(merchant, 'MOBILENUMPASSREG3') || input.password !== '';
      if (wantsPassword && input.password !== input.confirmPassword) {
        throw new HttpError(400, 'PASSWORD_MISMATCH', 'The confirmation password is not correct');
      }
      if (ruleOf(merchant, 'captcha')?.enabled && !(await deps.captcha.check(input.captchaKey ?? '', input.captcha ?? ''))) {
        throw new HttpError(400, 'CAPTCHA_INVALID', 'The captcha is not correct');
      }

      const take = <K extends keyof RegistrationInput>(field: K) => (accepts(merchant, mode, field) ? input[field] : undefined);
      const mobileNum = take('mobileNum');
      const mobile = mobileNum ? toMobile(input.countryDialingCode ?? DEFAULT_DIALING_CODE, mobileNum) : null;
      const account = mode === 'register' ? input.username!.trim() : mobile!.slice(1);
      // Spec §8: a bad invitation code is `invitation_code_error`. A referral code comes from a link the
      // player cannot fix, so a stale one is ignored rather than blocking the registration.
      const affiliateCode = take('affiliateCode');
      const upline = (await referrer(merchant, affiliateCode)) ?? (await referrer(merchant, input.referralCode));
      if (affiliateCode && !upline) throw new HttpError(400, 'INVITATION_CODE_ERROR', 'Invalid invitation code');
      if (mobile && (await members.findByMobile(merchant.code, mobile))) throw taken('mobile');
      if (await members.findByAccount(merchant.code, account)) throw taken('account');
      await admit(merchant, ip);
      // Checked last, so a form error does not spend the code the player typed.
      const viaPhoneAuth = mobile !== null && firebaseIdToken !== undefined;
      const mobileProven = viaPhoneAuth || (mobile !== null && flagOn(merchant, 'REGMOBVERF3'));
      if (viaPhoneAuth) await deps.phoneAuth.verifyMobile(firebaseIdToken, mobile);
      else if (mobileProven) await deps.codes.verify('register', mobile!, input.verificationCode ?? '');

      const now = deps.now();
      const password = wantsPassword ? input.password : randomBytes(24).toString('base64url');
      const profile: Record<string, string> = { domain: input.domain, registerUrl: input.registerUrl, registerMethod: input.registerMethod };
      for (const field of PROFILE_FIELDS) {
        const value = take(field);
        if (value) profile[field] = value;
      }
      if (input.referralCode) profile['referralCode'] = input.referralCode;
      const paymentPassword = take('paymentPassword');
      // A withdrawal password is a password: hashed like one, never kept readable in the profile.
      if (paymentPassword) profile['paymentPasswordHash'] = await deps.passwords.hash(paymentPassword);

      const member = await insertWithAffiliateCode({
        merchantCode: merchant.code,
        account,
        nickname: mode === 'register' ? account : `Player ${account.slice(-4)}`,
        type: MEMBER_TYPE.MEMBER,
        passwordHash: await deps.passwords.hash(password),
        passwordChangedAt: now,
        firstTimeLogin: true,
        mobile,
        email: take('email')?.toLowerCase() || null,
        payeeName: take('payeeName') || null,
        profile,
        uplineId: upline?.id ?? null,
      });
      // The SMS code (or the phone-auth token) proved the number: it may carry a cool-off or self-exclusion across brands.
      if (mobileProven) await markContactVerified(deps.db, member.id, 'mobile', mobile!, now);
      // The player just chose this password, so registration itself never forces a change.
      return completeLogin(deps, member, merchant, ip, { mustChangePassword: false, passwordExpired: false });
    },

    async registerCode(merchant: Merchant, input: Input<typeof registerCodeCall>, ip: string) {
      requireFlag(merchant, 'REGMOBVERF3');
      if (input.altcha !== undefined) await deps.botCheck.verify(input.altcha);
      if (fieldError(merchant, 'mobileNum', input.mobileNo)) {
        throw new HttpError(400, 'INVALID_MOBILE', 'Please enter a valid mobile number');
      }
      const mobile = toMobile(input.countryDialingCode, input.mobileNo);
      if (await members.findByMobile(merchant.code, mobile)) throw taken('mobile');
      return deps.codes.send({
        purpose: 'register',
        recipient: mobile,
        ip,
        deliver: (code, minutes) =>
          deps.messaging.sms.sendSms({
            to: mobile,
            body: `Your ${merchant.displayName} registration code is ${code}. ${expiresInText(minutes)}`,
            code,
          }),
      });
    },

    async affiliateCheck(merchant: Merchant, input: Input<typeof affiliateCheckCall>): Promise<{ valid: true }> {
      if (!(await referrer(merchant, input.code))) throw new HttpError(400, 'INVITATION_CODE_ERROR', 'Invalid invitation code');
      return { valid: true };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
