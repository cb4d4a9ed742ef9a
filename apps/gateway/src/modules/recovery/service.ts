import type { resetByEmailCall, resetByPhoneCall, resetCodeCall } from '@platform/shared/api-contract';
import type { Merchant } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { composeMail } from '../../providers/messaging/mail-texts';
import { expiresInText } from '../../providers/messaging/expiry-text';
import { HttpError } from '../../http/http-error';
import { randomString } from '../../security/tokens';
import type { ServiceDeps } from '../auth/deps';
import { auditPasswordChange } from '../protection/security-audit';
import { markContactVerified } from '../member/contact-verification';
import { assertPasswordRule, isTrial, toMobile } from '../member/rules';

const IN_BEEN_OUT = { message: 'in_been_out' } as const;

/**
 * A temporary password that passes the usual brand rules (letters and digits, an
 * uppercase letter): 12 characters from 55 symbols, about 69 bits.
 */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  return randomString(1, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + randomString(1, '23456789') + randomString(10, letters + '23456789');
}

export function createRecoveryService(deps: ServiceDeps) {
  const { memberRepository: members } = deps;

  return {
    /**
     * Spec §4/§8: the answer is always in_been_out, so the call cannot tell whether an
     * account or address exists. On a match the member gets a temporary password by
     * e-mail, which must be changed at the next login.
     */
    async resetByEmail(merchant: Merchant, input: Input<typeof resetByEmailCall>, ip: string) {
      // Throttled per account name and per IP whether or not it exists, so the throttle reveals nothing either.
      await deps.codes.admit(`email-reset:${merchant.code}:${input.username.toLowerCase()}`, ip);
      const member = await members.findByAccount(merchant.code, input.username);
      const matches =
        member !== undefined &&
        member.status === 'active' &&
        !isTrial(member) &&
        member.email !== null &&
        member.email.toLowerCase() === input.email.toLowerCase();
      if (!matches) {
        // The match path pays for one argon2 hash; this one pays the same, so timing tells nothing.
        await deps.passwords.burn(input.email);
        return IN_BEEN_OUT;
      }
      const password = temporaryPassword();
      await members.update(member.id, {
        passwordHash: await deps.passwords.hash(password),
        passwordChangedAt: deps.now(),
        mustChangePassword: true,
      });
      await auditPasswordChange(deps.db, member, 'reset', deps.now());
      await deps.sessions.endAllFor(member.id);
      await deps.messaging.email.sendEmail({
        to: member.email!,
        ...composeMail({ name: 'password-reset', values: { brand: merchant.displayName, account: member.account, password } }, member.language ?? merchant.defaultLanguage),
        code: password,
      });
      return IN_BEEN_OUT;
    },

    async resetCode(merchant: Merchant, input: Input<typeof resetCodeCall>, ip: string) {
      if (input.altcha !== undefined) await deps.botCheck.verify(input.altcha);
      const mobile = toMobile(input.countryDialingCode, input.mobileNum);
      const member = await members.findByMobile(merchant.code, mobile);
      // Same answer for any number; only a member's number gets the SMS.
      return deps.codes.send({
        purpose: 'reset',
        recipient: mobile,
        ip,
        ...(member && member.status === 'active'
          ? {
              deliver: (code: string, minutes: number) =>
                deps.messaging.sms.sendSms({
                  to: mobile,
                  body: `Your ${merchant.displayName} password reset code is ${code}. ${expiresInText(minutes)}`,
                  code,
                }),
            }
          : {}),
      });
    },

    /** Sets the new password after the SMS code, ends every session, and answers the account to log in with. */
    async resetByPhone(merchant: Merchant, input: Input<typeof resetByPhoneCall>): Promise<{ account: string }> {
      // The password rule is checked first, so a weak password does not spend the code.
      assertPasswordRule(merchant, 'newPassword', input.newPassword);
      if (input.newPassword === deps.config.auth.defaultPassword) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'The default password cannot be chosen', {
          fields: { newPassword: { key: 'validation.default_password' } },
        });
      }
      const mobile = toMobile(input.countryDialingCode, input.mobileNum);
      await deps.codes.verify('reset', mobile, input.verificationCode);
      const member = await members.findByMobile(merchant.code, mobile);
      if (!member || member.status !== 'active') {
        throw new HttpError(400, 'VERIFICATION_CODE_INVALID', 'Enter a valid verification code');
      }
      await members.update(member.id, {
        passwordHash: await deps.passwords.hash(input.newPassword),
        passwordChangedAt: deps.now(),
        mustChangePassword: false,
      });
      // The SMS code proved the number (issue 11: exclusions match verified contacts).
      await markContactVerified(deps.db, member.id, 'mobile', mobile, deps.now());
      await auditPasswordChange(deps.db, member, 'reset', deps.now());
      await deps.sessions.endAllFor(member.id);
      return { account: member.account };
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
