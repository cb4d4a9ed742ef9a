import type { ContactChannel, sendContactCodeCall, verifyContactCall } from '@platform/shared/api-contract';
import type { Member } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { composeMail } from '../../providers/messaging/mail-texts';
import { expiresInText } from '../../providers/messaging/expiry-text';
import type { ServiceDeps } from '../auth/deps';
import { isTrial } from './rules';
import { markContactVerified } from './contact-verification';

/** The code is bound to the member as well as the address (codes service `holder`). */
const holderOf = (member: Member) => `member:${member.id}`;

function contactOf(member: Member, channel: ContactChannel): string {
  const contact = channel === 'mobile' ? member.mobile : member.email?.toLowerCase();
  if (!contact) {
    // The security centre offers the code only for a contact that is set; a direct call gets the plain refusal.
    throw new HttpError(400, 'BAD_REQUEST', channel === 'mobile' ? 'Add a mobile number first' : 'Add an e-mail address first');
  }
  return contact;
}

/**
 * Security centre "send code" / "enter code" for the member's own mobile or e-mail. A verified
 * contact is what carries a cool-off or self-exclusion to the person's accounts on other brands.
 */
export function createContactVerifyService(deps: ServiceDeps) {
  function refuseTrial(member: Member): void {
    if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
  }

  return {
    async sendCode(member: Member, input: Input<typeof sendContactCodeCall>, ip: string) {
      refuseTrial(member);
      const recipient = contactOf(member, input.channel);
      const merchant = await deps.merchantRepository.findByCode(member.merchantCode);
      const brand = merchant?.displayName ?? member.merchantCode;
      return deps.codes.send({
        purpose: 'verify-contact',
        recipient,
        ip,
        holder: holderOf(member),
        deliver: async (code, minutes) => {
          const body = `Your ${brand} verification code is ${code}. ${expiresInText(minutes)}`;
          if (input.channel === 'mobile') await deps.messaging.sms.sendSms({ to: recipient, body, code });
          else {
            const mail = composeMail({ name: 'contact-verification', values: { brand, code, minutes } }, member.language ?? merchant?.defaultLanguage);
            await deps.messaging.email.sendEmail({ to: recipient, ...mail, code });
          }
        },
      });
    },

    /** Marks the contact verified once its code checks out; answers nothing, the caller reloads the profile. */
    async verify(member: Member, input: Input<typeof verifyContactCall>): Promise<void> {
      refuseTrial(member);
      const contact = contactOf(member, input.channel);
      await deps.codes.verify('verify-contact', contact, input.code, holderOf(member));
      await markContactVerified(deps.db, member.id, input.channel, contact, deps.now());
    },
  };
}

export type ContactVerifyService = ReturnType<typeof createContactVerifyService>;
