import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { providerUnavailable } from '../unavailable';
import type { EmailProvider } from './types';

export interface SmtpConfig {
  /** nodemailer's connection URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  url: string;
  /** The From header, e.g. "Fortuna <no-reply@fortuna.example>". */
  from: string;
}

/** A slow or silent relay must not hold the member's request (and its connection) for long. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * E-mail over SMTP with nodemailer: a connection per mail (codes and resets are rare, and
 * nothing stays open to close at shutdown), a plain-text part on every
 * mail and the HTML alternative when there is one. A relay that refuses or is unreachable is a
 * 503 for the member (the code was not delivered) and an error in the log for the operator.
 */
export function createSmtpEmail(config: SmtpConfig, log: FastifyBaseLogger): EmailProvider {
  // The URL's own parameters (e.g. ?ignoreTLS=true for a local catcher) win over these defaults.
  const transport = nodemailer.createTransport(
    { url: config.url, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS },
    { from: config.from },
  );
  return {
    async sendEmail({ to, subject, body, html }) {
      try {
        const info = await transport.sendMail({ to, subject, text: body, ...(html ? { html } : {}) });
        log.info({ channel: 'email', messageId: info.messageId }, 'e-mail accepted by the SMTP relay');
      } catch (error) {
        // The address is left out of the log line: it is personal data, and the relay's answer is what the operator needs.
        log.error({ channel: 'email', err: error }, 'the SMTP relay did not accept an e-mail');
        throw providerUnavailable('E-mail');
      }
    },
  };
}
