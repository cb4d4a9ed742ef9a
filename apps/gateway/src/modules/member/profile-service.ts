import { PROFILE_CONTACTS, type MemberProfile, type ProfileContact, type updateProfileCall } from '@platform/shared/api-contract';
import type { Member } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import type { ServiceDeps } from '../auth/deps';
import { DuplicateMemberError } from './repository';
import { isTrial, toMobile } from './rules';
import { DEFAULT_DIALING_CODE } from '../registration/country-codes';
import { AFFILIATE_ALPHABET } from '../registration/service';
import { randomString } from '../../security/tokens';
import { collisionRetry, withRetry } from '../../db/retry';
import { clearContactVerification, verifiedContactsOf } from './contact-verification';

/** Spec §5 / §9: the minimum age is 18. */
export const MINIMUM_AGE = 18;

/** a***@example.com: enough to recognise one's own address, useless to anyone else. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** +55*******21: the dialing code and the last two digits. */
export function maskMobile(mobile: string): string {
  return mobile.length <= 5 ? mobile : `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-2)}`;
}

function ageOn(birthday: string, today: Date): number | null {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d)) age -= 1;
  return age;
}

const fieldError = (field: string, key: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', `${field}: ${message}`, { fields: { [field]: { key } } });

export function createProfileService(deps: ServiceDeps, verifyPassword: (member: Member, password: string) => Promise<unknown>) {
  const { memberRepository: members } = deps;

  function refuseTrial(member: Member): void {
    if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
  }

  async function view(member: Member): Promise<MemberProfile> {
    const verified = await verifiedContactsOf(deps.db, member.id);
    const contacts: Partial<Record<ProfileContact, string>> = {};
    for (const key of PROFILE_CONTACTS) if (member.profile[key]) contacts[key] = member.profile[key];
    return {
      account: member.account,
      nickname: member.nickname,
      emailMasked: member.email ? maskEmail(member.email) : null,
      mobileMasked: member.mobile ? maskMobile(member.mobile) : null,
      emailVerified: verified.email !== null,
      mobileVerified: verified.mobile !== null,
      birthday: member.profile['birthday'] ?? null,
      contacts: contacts as Record<ProfileContact, string>,
      totpEnabled: member.totpEnabled,
    };
  }

  /** Registration gives every member a code; accounts made another way (seeds, imports) get one on first use. */
  async function referralCodeOf(member: Member): Promise<string> {
    if (member.affiliateCode) return member.affiliateCode;
    return withRetry(collisionRetry((error) => error instanceof DuplicateMemberError, 6), async () => {
      const updated = await members.update(member.id, { affiliateCode: randomString(8, AFFILIATE_ALPHABET) });
      if (updated?.affiliateCode) return updated.affiliateCode;
      throw new Error(`member ${member.id} vanished while getting a referral code`);
    });
  }

  return {
    async profile(member: Member): Promise<MemberProfile> {
      refuseTrial(member);
      return view(member);
    },

    async update(member: Member, input: Input<typeof updateProfileCall>): Promise<MemberProfile> {
      refuseTrial(member);
      const changesChannel = input.email !== undefined || input.mobileNum !== undefined;
      if (changesChannel) {
        if (!input.password) throw fieldError('password', 'validation.required', 'required to change the e-mail or mobile number');
        await verifyPassword(member, input.password);
      }
      if (input.birthday) {
        const age = ageOn(input.birthday, deps.now());
        if (age === null) throw fieldError('birthday', 'validation.date', 'not a real date');
        if (age < MINIMUM_AGE) throw new HttpError(400, 'UNDER_AGE', 'You must be 18 years old or over');
      }
      const profile = { ...member.profile };
      if (input.birthday !== undefined) {
        if (input.birthday) profile['birthday'] = input.birthday;
        else delete profile['birthday'];
      }
      for (const [key, value] of Object.entries(input.contacts ?? {})) {
        if (value) profile[key] = value;
        else delete profile[key];
      }
      try {
        const updated = await members.update(member.id, {
          profile,
          ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
          ...(input.email !== undefined ? { email: input.email.toLowerCase() } : {}),
          ...(input.mobileNum !== undefined ? { mobile: toMobile(input.countryDialingCode ?? DEFAULT_DIALING_CODE, input.mobileNum) } : {}),
        });
        // A new contact is not proven yet (the password proves the account, not the address), so
        // its mark goes; it no longer carries an exclusion to other brands until verified again.
        if (updated && input.email !== undefined && updated.email?.toLowerCase() !== member.email?.toLowerCase()) {
          await clearContactVerification(deps.db, member.id, 'email');
        }
        if (updated && input.mobileNum !== undefined && updated.mobile !== member.mobile) {
          await clearContactVerification(deps.db, member.id, 'mobile');
        }
        return view(updated ?? member);
      } catch (error) {
        if (error instanceof DuplicateMemberError && error.field === 'mobile') {
          throw new HttpError(409, 'MOBILE_TAKEN', 'This mobile number is already registered');
        }
        throw error;
      }
    },

    async referral(member: Member): Promise<{ referralCode: string; invited: number }> {
      refuseTrial(member);
      return { referralCode: await referralCodeOf(member), invited: await members.countInvited(member.id) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
