import * as z from 'zod/mini';
import { defineCall } from '../define-call';

/** ALTCHA proof-of-work solution (base64 JSON), the spec's "bot-check fields". */
const botCheck = z.string().check(z.maxLength(4096));
const username = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const password = z.string().check(z.minLength(1), z.maxLength(128));
const mobileNum = z.string().check(z.trim(), z.regex(/^[0-9]{5,15}$/, 'digits only, 5 to 15'));
const dialingCode = z.string().check(z.trim(), z.regex(/^\+?[0-9]{1,4}$/, 'a dialing code such as +55'));
/** Verification codes are not trimmed (spec §5) and may be up to 255 long. */
const verificationCode = z.string().check(z.minLength(1), z.maxLength(255));

export const loginValueSchema = z.lazy(() =>
  z.object({
    token: z.string().check(z.minLength(22)),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
    /** The gateway's verdict: the change-password popup must open (spec §4 "Login"). */
    mustChangePassword: z.boolean(),
    /** The previous login time, shown after login (ISO 8601), or null on the first. */
    previousLoginAt: z.nullable(z.string()),
  }),
);
export type LoginValue = z.infer<typeof loginValueSchema>;

/** What a failed login carries in `value`. */
export const loginFailureValueSchema = z.lazy(() =>
  z.object({
    captcha: z.optional(z.boolean()),
    /** An unrecognised IP: one extra check is needed to finish the login. */
    verification: z.optional(
      z.object({
        challengeId: z.string(),
        methods: z.array(z.enum(['sms', 'email', 'bankName', 'totp'])),
      }),
    ),
  }),
);
export type LoginFailureValue = z.infer<typeof loginFailureValueSchema>;

export const publicKeyCall = defineCall({
  id: 'publicKey',
  method: 'GET',
  path: '/api/auth/public-key',
  token: false,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ kid: z.string(), spki: z.string() }),
});

export const botChallengeCall = defineCall({
  id: 'botChallenge',
  method: 'GET',
  path: '/api/auth/bot-challenge',
  token: false,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({
    algorithm: z.string(),
    challenge: z.string(),
    maxnumber: z.optional(z.number()),
    salt: z.string(),
    signature: z.string(),
  }),
});

export const captchaCall = defineCall({
  id: 'captcha',
  method: 'GET',
  path: '/api/auth/captcha',
  token: false,
  encrypted: false,
  request: () => z.object({ captchaKey: z.uuid() }),
  /** A data URL of the captcha image (spec §3 "Captcha response": value is the image). */
  response: () => z.string(),
});

export const loginCall = defineCall({
  id: 'login',
  method: 'POST',
  path: '/api/auth/login',
  token: false,
  encrypted: true,
  request: () => z.strictObject({
      /** The mobile number when type is sms. */
      username,
      /** The verification code when type is sms. */
      password,
      type: z.enum(['username', 'sms']),
      countryDialingCode: z.optional(dialingCode),
      captcha: z.optional(z.string().check(z.trim(), z.maxLength(12))),
      captchaKey: z.optional(z.uuid()),
      altcha: z.optional(botCheck),
      /** Agent-page mode: only agents may log in. */
      agentPage: z.optional(z.boolean()),
      /**
       * Remember-me (spec §3, §9): true sets an HttpOnly remember token keyed by the username,
       * valid 24 hours; false clears the one this browser holds for it. The password is never stored.
       */
      remember: z.optional(z.boolean()),
      /**
       * SMS login through the phone-auth provider (PHONEAUTHFIREBASE, spec §7): its ID token proves
       * the number instead of a gateway code; password then carries the code the player typed.
       */
      firebaseChannel: z.optional(z.literal('sms')),
      firebaseIdToken: z.optional(z.string().check(z.maxLength(4096))),
    }),
  response: () => loginValueSchema,
});

/**
 * Exchanges the HttpOnly remember token of `username` for a session (a remembered login: the
 * player does not retype the password). The token is single use and rotated on success; a
 * missing, expired, reused or revoked one answers 401 REMEMBER_INVALID.
 */
export const rememberLoginCall = defineCall({
  id: 'rememberLogin',
  method: 'POST',
  path: '/api/auth/remember-login',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ username }),
  response: () => loginValueSchema,
});

export const verifyLoginCall = defineCall({
  id: 'verifyLogin',
  method: 'POST',
  path: '/api/auth/verify-login',
  token: false,
  encrypted: true,
  request: () => z.strictObject({
      challengeId: z.string().check(z.minLength(1), z.maxLength(64)),
      method: z.enum(['sms', 'email', 'bankName', 'totp']),
      /** The code, or the bank account name for bankName. */
      answer: z.string().check(z.minLength(1), z.maxLength(255)),
    }),
  response: () => loginValueSchema,
});

export const sendVerificationCall = defineCall({
  id: 'sendLoginVerification',
  method: 'POST',
  path: '/api/auth/verify-login/send',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ challengeId: z.string().check(z.minLength(1), z.maxLength(64)), method: z.enum(['sms', 'email']) }),
  response: () => z.object({ expiredMinutes: z.int().check(z.positive()) }),
});

export const loginCodeCall = defineCall({
  id: 'loginCode',
  method: 'POST',
  path: '/api/auth/login-code',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ mobileNum, countryDialingCode: dialingCode, altcha: z.optional(botCheck) }),
  response: () => z.object({ expiredMinutes: z.int().check(z.positive()) }),
});

export const freePlayCall = defineCall({
  id: 'freePlay',
  method: 'POST',
  path: '/api/auth/free-play',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
      os: z.string().check(z.maxLength(32)),
      platform: z.literal('WEB'),
      encryptionKey: z.optional(z.string().check(z.maxLength(256))),
      gatewayVersion: z.literal(3),
    }),
  response: () => loginValueSchema,
});

export const logoutCall = defineCall({
  id: 'logout',
  method: 'POST',
  path: '/api/auth/logout',
  token: true,
  encrypted: false,
  /** forget: "forget me" also revokes the member's remember tokens and clears this browser's. */
  request: () => z.object({ forget: z.optional(z.boolean()) }),
  response: () => z.object({ loggedOut: z.literal(true) }),
});

const registrationFields = {
  username: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  password: z.string().check(z.maxLength(128)),
  confirmPassword: z.string().check(z.maxLength(128)),
  payeeName: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  email: z.optional(z.string().check(z.trim(), z.maxLength(128))),
  qqNum: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  mobileNum: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  recommenderId: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  captcha: z.optional(z.string().check(z.trim(), z.maxLength(12))),
  captchaKey: z.optional(z.uuid()),
  verificationCode: z.optional(z.string().check(z.maxLength(255))),
  affiliateCode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  paymentPassword: z.optional(z.string().check(z.maxLength(64))),
  line: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  whatsapp: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  facebook: z.optional(z.string().check(z.trim(), z.maxLength(128))),
  wechat: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  idNumber: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  referralCode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  domain: z.string().check(z.trim(), z.maxLength(253)),
  countryDialingCode: z.optional(dialingCode),
  firebaseChannel: z.optional(z.literal('sms')),
  firebaseIdToken: z.optional(z.string().check(z.maxLength(4096))),
  registerUrl: z.string().check(z.maxLength(2048)),
  registerMethod: z.literal('WEB'),
  login: z.literal(true),
  altcha: z.optional(botCheck),
  /** The age checkbox: 'I am 18 years old and agree to accept' the terms. */
  ageConfirmed: z.literal(true),
};

export const registerCall = defineCall({
  id: 'register',
  method: 'POST',
  path: '/api/auth/register',
  token: false,
  encrypted: true,
  request: () => z.strictObject(registrationFields),
  response: () => loginValueSchema,
});

export const registerMobileCall = defineCall({
  id: 'registerMobile',
  method: 'POST',
  path: '/api/auth/register-mobile',
  token: false,
  encrypted: true,
  request: () => z.strictObject(registrationFields),
  response: () => loginValueSchema,
});

export const registerCodeCall = defineCall({
  id: 'registerCode',
  method: 'POST',
  path: '/api/auth/register-code',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
      countryDialingCode: dialingCode,
      mobileNo: mobileNum,
      username: z.optional(z.string().check(z.trim(), z.maxLength(64))),
      altcha: z.optional(botCheck),
    }),
  response: () => z.object({ expiredMinutes: z.int().check(z.positive()) }),
});

export const affiliateCheckCall = defineCall({
  id: 'affiliateCheck',
  method: 'GET',
  path: '/api/auth/affiliate-check',
  token: false,
  encrypted: false,
  request: () => z.object({
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
    domain: z.string().check(z.maxLength(253)),
  }),
  response: () => z.object({ valid: z.literal(true) }),
});

/**
 * Whether this gateway verifies the phone-auth provider's tokens for this brand (PHONEAUTHFIREBASE with
 * FIREBASE_PROJECT_ID set), and for which Firebase project. The web app uses Firebase for SMS login and
 * registration only when this answers with its own web config's project; otherwise the gateway's codes.
 * emulatorHost: development and tests only, the Auth emulator the browser must talk to.
 */
export const phoneAuthConfigCall = defineCall({
  id: 'phoneAuthConfig',
  method: 'GET',
  path: '/api/auth/phone-auth',
  token: false,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ projectId: z.string(), emulatorHost: z.nullable(z.string()) }),
});

export const countryCodesCall = defineCall({
  id: 'countryCodes',
  method: 'GET',
  path: '/api/system/country-codes',
  token: false,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string() })),
});

export const resetByEmailCall = defineCall({
  id: 'resetByEmail',
  method: 'POST',
  path: '/api/auth/reset/email',
  token: false,
  encrypted: false,
  /** Sent form-encoded, as the spec says. */
  request: () => z.strictObject({
    username,
    email: z.string().check(z.trim(), z.maxLength(128), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address')),
  }),
  /** Always the i18n key in_been_out, whether or not the account exists (no enumeration). */
  response: () => z.object({ message: z.literal('in_been_out') }),
});

export const resetByPhoneCall = defineCall({
  id: 'resetByPhone',
  method: 'POST',
  path: '/api/auth/reset/phone',
  token: false,
  encrypted: false,
  request: () => z.strictObject({
      newPassword: password,
      mobileNum,
      countryDialingCode: dialingCode,
      verificationCode,
    }),
  response: () => z.object({ account: z.string() }),
});

export const resetCodeCall = defineCall({
  id: 'resetCode',
  method: 'POST',
  path: '/api/auth/reset/phone-code',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ mobileNum, countryDialingCode: dialingCode, altcha: z.optional(botCheck) }),
  response: () => z.object({ expiredMinutes: z.int().check(z.positive()) }),
});
