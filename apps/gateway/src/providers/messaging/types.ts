/**
 * SMS and e-mail go through these interfaces (ARCHITECTURE, "Providers sit behind
 * interfaces"), so a real gateway replaces the development outbox without touching
 * the auth rules. `code` is the secret the message carries, kept apart for the outbox.
 */
export interface SmsMessage {
  /** "+" dialing code and national number, digits only. */
  to: string;
  body: string;
  code?: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text part, always sent. */
  body: string;
  /** An HTML alternative of the same text (mail-texts.ts composes both). */
  html?: string;
  code?: string;
}

export interface SmsProvider {
  sendSms(message: SmsMessage): Promise<void>;
}

export interface EmailProvider {
  sendEmail(message: EmailMessage): Promise<void>;
}

export interface Messaging {
  sms: SmsProvider;
  email: EmailProvider;
}
