import * as z from 'zod/mini';
import { defineCall } from '../define-call';

/**
 * The security centre (member centre "my account") and the referral page (spec §2 member centre;
 * §3 "Other profile fields named in texts": nickname, telegram, zalo, birthday). Trial accounts are
 * refused (TRIAL_BLOCKED).
 */
export const PROFILE_CONTACTS = ['telegram', 'zalo', 'whatsapp', 'line', 'facebook', 'wechat'] as const;
export type ProfileContact = (typeof PROFILE_CONTACTS)[number];

const contact = z.string().check(z.trim(), z.maxLength(64));
/** yyyy-MM-dd (spec §5 date pattern family); empty clears it. */
const birthday = z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'a date as yyyy-MM-dd'));

export const memberProfileSchema = z.lazy(() =>
  z.object({
    account: z.string(),
    nickname: z.string(),
    /** Shown masked (a***@example.com, +55*******21): the full value never leaves the server. */
    emailMasked: z.nullable(z.string()),
    mobileMasked: z.nullable(z.string()),
    /** The member proved this e-mail / mobile with a code (or an identity provider vouched for it). */
    emailVerified: z.boolean(),
    mobileVerified: z.boolean(),
    birthday: z.nullable(z.string()),
    contacts: z.partialRecord(z.enum(PROFILE_CONTACTS), z.string()),
    totpEnabled: z.boolean(),
  }),
);
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberProfileCall = defineCall({
  id: 'memberProfile',
  method: 'GET',
  path: '/api/member/profile',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => memberProfileSchema,
});

/**
 * Saves the fields present. Changing the e-mail or the mobile number needs the login password
 * again (a stolen session must not be able to take the account's recovery channels).
 */
export const updateProfileCall = defineCall({
  id: 'updateProfile',
  method: 'POST',
  path: '/api/member/profile',
  token: true,
  encrypted: true,
  request: () => z.strictObject({
    nickname: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
    birthday: z.optional(birthday),
    contacts: z.optional(z.partialRecord(z.enum(PROFILE_CONTACTS), contact)),
    email: z.optional(z.string().check(z.trim(), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address'))),
    mobileNum: z.optional(z.string().check(z.trim(), z.regex(/^[0-9]{5,15}$/, 'digits only, 5 to 15'))),
    countryDialingCode: z.optional(z.string().check(z.trim(), z.regex(/^\+?[0-9]{1,4}$/, 'a dialing code such as +55'))),
    /** Required when email or mobileNum is present. */
    password: z.optional(z.string().check(z.maxLength(128))),
  }),
  response: () => memberProfileSchema,
});

/** Invite friends (spec §2 "referral"): the member's code for the register link's referralCode. */
export const referralCall = defineCall({
  id: 'referral',
  method: 'GET',
  path: '/api/member/referral',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ referralCode: z.string(), invited: z.int() }),
});

/** The contact a member proves in the security centre (issue 11: exclusions match verified contacts). */
export const CONTACT_CHANNELS = ['mobile', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** Sends a code to the member's own mobile (SMS) or e-mail; the code-send throttles apply. */
export const sendContactCodeCall = defineCall({
  id: 'sendContactCode',
  method: 'POST',
  path: '/api/member/contact/code',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ channel: z.enum(CONTACT_CHANNELS) }),
  response: () => z.object({ expiredMinutes: z.int().check(z.positive()) }),
});

/** Checks the code; on success the contact is marked verified and the new profile is answered. */
export const verifyContactCall = defineCall({
  id: 'verifyContact',
  method: 'POST',
  path: '/api/member/contact/verify',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ channel: z.enum(CONTACT_CHANNELS), code: z.string().check(z.trim(), z.regex(/^[0-9]{4,8}$/, 'the digits of the code')) }),
  response: () => memberProfileSchema,
});
