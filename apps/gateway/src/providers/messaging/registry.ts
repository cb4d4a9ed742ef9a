import type { FastifyBaseLogger } from 'fastify';
import type { ProvidersConfig } from '../../config';
import type { OutboxRepository } from '../../modules/outbox/repository';
import { providerUnavailable } from '../unavailable';
import { createOutboxMessaging } from './outbox-provider';
import { createSmtpEmail } from './smtp-provider';
import { createHttpSms } from './sms-http-provider';
import type { EmailProvider, Messaging, SmsProvider } from './types';

export interface MessagingDeps {
  outbox: OutboxRepository;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** No provider for a channel: its sends are refused (503 SERVICE_UNAVAILABLE) rather than stored or dropped. */
const noSms: SmsProvider = {
  sendSms: async () => {
    throw providerUnavailable('SMS');
  },
};
const noEmail: EmailProvider = {
  sendEmail: async () => {
    throw providerUnavailable('E-mail');
  },
};

export interface MessagingChannels {
  sms: boolean;
  email: boolean;
}

/**
 * Whether the channel a code's recipient (or a send-throttle key) belongs to has a provider:
 * e-mail addresses and the e-mail reset's keys are e-mail, everything else is a mobile number.
 */
export function channelReady(channels: MessagingChannels, recipient: string): boolean {
  return recipient.includes('@') || recipient.startsWith('email-') ? channels.email : channels.sms;
}

/**
 * The configured SMS and e-mail providers, and which channels have one (a channel without a
 * provider refuses its sends).
 * MESSAGING_PROVIDER=outbox (development only) stores both channels; otherwise e-mail goes over
 * SMTP when SMTP_URL is set and SMS over HTTP when SMS_HTTP_URL is set, each on its own.
 */
export function messagingProvider(
  providers: Pick<ProvidersConfig, 'messaging' | 'smtp' | 'smsHttp'>,
  deps: MessagingDeps,
): { messaging: Messaging; channels: MessagingChannels } {
  if (providers.messaging === 'outbox') {
    return { messaging: createOutboxMessaging(deps.outbox, deps.log, deps.now), channels: { sms: true, email: true } };
  }
  const messaging: Messaging = {
    email: providers.smtp ? createSmtpEmail(providers.smtp, deps.log) : noEmail,
    sms: providers.smsHttp ? createHttpSms(providers.smsHttp, deps.log) : noSms,
  };
  return { messaging, channels: { sms: providers.smsHttp !== null, email: providers.smtp !== null } };
}
