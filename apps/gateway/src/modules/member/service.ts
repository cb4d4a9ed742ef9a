import type { MemberInfo, changePasswordCall, totpConfirmCall } from '@platform/shared/api-contract';
import type { Member } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../security/totp';
import type { ServiceDeps } from '../auth/deps';
import { auditPasswordChange } from '../protection/security-audit';
import { assertPasswordRule, isAgentType, isTrial } from './rules';

const PASSWORD_FAILURES = 'password-fail-member';
const TOTP_FAILURES = 'totp-fail-member';

export function createMemberService(deps: ServiceDeps) {
  const { memberRepository: members } = deps;
  const { auth } = deps.config;

  async function merchantOf(member: Member) {
    const merchant = await deps.merchantRepository.findByCode(member.merchantCode);
    if (!merchant) throw new Error(`member ${member.id} has no merchant ${member.merchantCode}`);
    return merchant;
  }

  /** Spec §6: trial users are blocked from the account and member centres. */
  function refuseTrial(member: Member): void {
    if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
  }

  /**
   * Wrong guesses per member are capped like logins, so a stolen token cannot be
   * used to brute-force the password (or a TOTP code) behind it.
   */
  async function guarded(bucket: string, member: Member, check: () => Promise<boolean>, wrong: HttpError): Promise<void> {
    // The attempt is taken before the compare, so parallel guesses cannot outrun the cap (issue 19).
    const cap = { bucket, max: auth.maxFailuresPerAccount, windowMs: auth.failureWindowMinutes * 60_000 };
    await deps.attempts.guess([{ cap, key: String(member.id) }], check, {
      capped: () => new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts, please try again later'),
      wrong: () => wrong,
      onRight: 'clear',
    });
  }

  const checkPassword = (member: Member, password: string) =>
    guarded(
      PASSWORD_FAILURES,
      member,
      () => deps.passwords.verify(member.passwordHash, password),
      new HttpError(400, 'OLD_PASSWORD_WRONG', 'The password is not correct'),
    );

  return {
    info(member: Member, ip: string): MemberInfo {
      return {
        id: member.id,
        account: member.account,
        nickname: member.nickname,
        type: member.type,
        isAgent: isAgentType(member.type),
        isTrial: isTrial(member),
        firstTimeLogin: member.firstTimeLogin,
        previousLoginAt: member.previousLoginAt ? member.previousLoginAt.toISOString() : null,
        location: { ip },
        totpEnabled: member.totpEnabled,
      };
    },

    /**
     * Spec §5 "Change password". Every session of the member ends, this one included,
     * and a fresh token comes back: a thief holding an old token is logged out.
     */
    async changePassword(member: Member, input: Input<typeof changePasswordCall>): Promise<{ token: string }> {
      refuseTrial(member);
      if (input.newPassword !== input.confirmNewPassword) {
        throw new HttpError(400, 'PASSWORD_MISMATCH', 'The confirmation password is not correct');
      }
      const merchant = await merchantOf(member);
      assertPasswordRule(merchant, 'newPassword', input.newPassword);
      if (input.newPassword === auth.defaultPassword) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'The default password cannot be chosen', {
          fields: { newPassword: { key: 'validation.default_password' } },
        });
      }
      if (!input.oldPassword) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'oldPassword: required', { fields: { oldPassword: { key: 'validation.required' } } });
      }
      await checkPassword(member, input.oldPassword);
      await members.update(member.id, {
        passwordHash: await deps.passwords.hash(input.newPassword),
        passwordChangedAt: deps.now(),
        mustChangePassword: false,
      });
      await auditPasswordChange(deps.db, member, 'change', deps.now());
      await deps.sessions.endAllFor(member.id);
      return { token: await deps.sessions.start(member.id, merchant.sessionTimeoutMinutes) };
    },

    async verifyPassword(member: Member, password: string): Promise<{ verified: true }> {
      refuseTrial(member);
      await checkPassword(member, password);
      return { verified: true };
    },

    async firstLogin(member: Member): Promise<{ acknowledged: true }> {
      await members.update(member.id, { firstTimeLogin: false });
      return { acknowledged: true };
    },

    /**
     * Spec §4 "Other transitions": the language choice is stored on the server too. Only a
     * language the brand supports (brand.json languages.supported) is accepted.
     */
    async updateLanguage(member: Member, language: string): Promise<{ language: string }> {
      const merchant = await merchantOf(member);
      if (!merchant.supportedLanguages.includes(language)) {
        throw new HttpError(400, 'VALIDATION_FAILED', `language: ${language} is not supported by this brand`, {
          fields: { language: { key: 'validation.unsupported_language' } },
          supported: merchant.supportedLanguages,
        });
      }
      const updated = await members.update(member.id, { language });
      return { language: updated?.language ?? language };
    },

    /** Starts enrolment; the secret replaces an active one only once a code from it is confirmed. */
    async totpEnrol(member: Member): Promise<{ secret: string; otpauthUrl: string }> {
      refuseTrial(member);
      const merchant = await merchantOf(member);
      const secret = newTotpSecret();
      await members.update(member.id, { totpPendingSecret: secret });
      return { secret, otpauthUrl: otpauthUrl(merchant.displayName, member.account, secret) };
    },

    async totpConfirm(member: Member, input: Input<typeof totpConfirmCall>): Promise<{ enabled: true }> {
      refuseTrial(member);
      const pending = member.totpPendingSecret;
      if (!pending) throw new HttpError(400, 'BAD_REQUEST', 'Start the enrolment first');
      let step: number | null = null;
      await guarded(
        TOTP_FAILURES,
        member,
        async () => (step = matchTotp(pending, input.code, deps.now(), null)) !== null,
        new HttpError(400, 'VERIFICATION_CODE_INVALID', 'Enter a valid verification code'),
      );
      await members.update(member.id, { totpSecret: pending, totpPendingSecret: null, totpEnabled: true, totpLastStep: step });
      return { enabled: true };
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
