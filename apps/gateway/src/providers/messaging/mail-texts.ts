/**
 * The texts of the e-mails the gateway sends, in EN and PT (Brazilian, as the site's catalogue).
 * They live here rather than in libs/shared/i18n because that catalogue ships to every browser
 * (the home route's size budget) and no page shows these texts. Other languages fall back to EN,
 * as the site's catalogues do.
 */
import { expiresInText } from './expiry-text';

export type MailTemplate =
  | { name: 'password-reset'; values: { brand: string; account: string; password: string } }
  | { name: 'contact-verification'; values: { brand: string; code: string; minutes: number } };

export interface ComposedMail {
  subject: string;
  /** The plain-text part: every mail has one (mail clients without HTML, spam filters). */
  body: string;
  html: string;
}

type Values<N extends MailTemplate['name']> = Extract<MailTemplate, { name: N }>['values'];
/** A paragraph, or the secret the mail carries (set apart, on a line of its own). */
type Paragraph = string | { secret: string };
interface Text<N extends MailTemplate['name']> {
  subject: (v: Values<N>) => string;
  paragraphs: (v: Values<N>) => Paragraph[];
}
type Catalogue = { [N in MailTemplate['name']]: Text<N> };

const EN: Catalogue = {
  'password-reset': {
    subject: (v) => `${v.brand} password reset`,
    paragraphs: (v) => [
      `Hello ${v.account},`,
      'Your temporary password is:',
      { secret: v.password },
      'You will be asked to choose a new password when you log in. If you did not ask for a reset, contact support: your old password no longer works.',
    ],
  },
  'contact-verification': {
    subject: (v) => `${v.brand} e-mail verification`,
    paragraphs: (v) => [
      `Your ${v.brand} verification code is:`,
      { secret: v.code },
      `${expiresInText(v.minutes, 'EN')} If you did not ask for it, ignore this e-mail.`,
    ],
  },
};

const PT: Catalogue = {
  'password-reset': {
    subject: (v) => `${v.brand}: redefinição de senha`,
    paragraphs: (v) => [
      `Olá, ${v.account},`,
      'Sua senha temporária é:',
      { secret: v.password },
      'Você deverá escolher uma nova senha ao entrar. Se você não pediu a redefinição, fale com o suporte: a senha antiga não funciona mais.',
    ],
  },
  'contact-verification': {
    subject: (v) => `${v.brand}: verificação de e-mail`,
    paragraphs: (v) => [
      `Seu código de verificação ${v.brand} é:`,
      { secret: v.code },
      `${expiresInText(v.minutes, 'PT')} Se você não o pediu, ignore este e-mail.`,
    ],
  },
};

const CATALOGUES: Record<string, Catalogue> = { EN, PT };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The subject, plain-text and HTML parts of a mail in the member's language (spec codes: EN, PT …). */
export function composeMail(template: MailTemplate, language: string | null | undefined): ComposedMail {
  const catalogue = CATALOGUES[(language ?? 'EN').toUpperCase()] ?? EN;
  const text = catalogue[template.name] as Text<typeof template.name>;
  const values = template.values as never;
  const paragraphs = text.paragraphs(values);
  const plain = paragraphs.map((p) => (typeof p === 'string' ? p : p.secret));
  const body = `${[...plain, template.values.brand].join('\n\n')}\n`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p style="font-size:1.4em;font-family:monospace;letter-spacing:0.1em"><strong>${escapeHtml(p.secret)}</strong></p>`,
    ),
    `<p>${escapeHtml(template.values.brand)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: text.subject(values), body, html };
}
