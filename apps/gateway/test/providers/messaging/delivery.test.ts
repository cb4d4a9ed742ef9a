import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/config';
import { composeMail } from '../../../src/providers/messaging/mail-texts';
import { testConfig } from '../../support/app';
import { createMember, freshIp, freshName, login, openAuthHarness, post, tokenOf, type AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { createBrandsFixture } from '../../support/brands';
import { readMail, startSmsEndpoint, startSmtpCatcher } from './catchers';

const PASSWORD = 'Secret123';
const FROM = 'Fortuna <no-reply@fortuna.test>';

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`e-mail over SMTP and SMS over HTTP (issue 23 §2, §3) on ${backend.name}`, () => {
    let h: AuthHarness;
    let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
    let sms: Awaited<ReturnType<typeof startSmsEndpoint>>;
    beforeAll(async () => {
      [smtp, sms] = await Promise.all([startSmtpCatcher(), startSmsEndpoint()]);
      h = await openAuthHarness(backend, {
        env: { MESSAGING_PROVIDER: '', SMTP_URL: smtp.url, SMTP_FROM: FROM, SMS_HTTP_URL: sms.url, SMS_HTTP_TOKEN: 'sms-token-1', SMS_HTTP_SENDER: 'Fortuna' },
      });
    });
    afterAll(async () => {
      await h?.close();
      await Promise.all([smtp?.close(), sms?.close()]);
    });

    const resetByEmail = (username: string, email: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/auth/reset/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, email }).toString(),
        remoteAddress: freshIp(),
      });
    const mailTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address)).map((mail) => ({ ...mail, read: readMail(mail.raw) }));

    it('delivers the password reset to the SMTP server, in the member’s language, with a plain-text part holding a working password', async () => {
      const account = freshName('pt');
      const email = `${account}@example.test`;
      await createMember(h.app, { account, password: PASSWORD, email, language: 'PT' });
      expect((await resetByEmail(account, email)).json()).toEqual({ success: true, value: { message: 'in_been_out' } });

      const [mail, ...more] = mailTo(email);
      expect(more).toEqual([]);
      expect(mail!.from).toBe('no-reply@fortuna.test');
      expect(mail!.read.headers['from']).toContain('no-reply@fortuna.test');
      expect(mail!.read.subject).toBe('Fortuna Play: redefinição de senha');
      const text = mail!.read.parts.find((part) => part.type === 'text/plain')!.text;
      const html = mail!.read.parts.find((part) => part.type === 'text/html')!.text;
      expect(text).toContain('Sua senha temporária é:');
      expect(html).toContain('Sua senha temporária é:');
      const temporary = /^([A-Za-z0-9]{8,})$/m.exec(text.split('Sua senha temporária é:')[1]!.trim())?.[1];
      expect(temporary).toBeDefined();
      // The mailed password is the one the gateway set: it logs in (and must then be changed).
      const answer = (await login(h.app, { username: account, password: temporary! }, { ip: freshIp() })).json();
      expect(answer.success).toBe(true);
    });

    it('writes the reset in English for a member without a language on an EN brand', async () => {
      const account = freshName('en');
      const email = `${account}@example.test`;
      await createMember(h.app, { account, password: PASSWORD, email });
      await resetByEmail(account, email);
      const [mail] = mailTo(email);
      expect(mail!.read.subject).toMatch(/password reset$/);
      expect(mail!.read.parts.map((part) => part.type).sort()).toEqual(['text/html', 'text/plain']);
      expect(mail!.read.parts.find((part) => part.type === 'text/plain')!.text).toContain(`Hello ${account},`);
    });

    it('e-mails the contact-verification code over SMTP and the code verifies the address', async () => {
      const account = freshName('ve');
      const email = `${account}@example.test`;
      await createMember(h.app, { account, password: PASSWORD, email });
      const ip = freshIp();
      const token = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
      expect((await post(h.app, '/api/member/contact/code', { channel: 'email' }, { token, ip })).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
      const [mail] = mailTo(email);
      expect(mail!.read.subject).toMatch(/e-mail verification$/);
      const code = /^(\d{6})$/m.exec(mail!.read.parts.find((part) => part.type === 'text/plain')!.text)?.[1];
      expect(code).toBeDefined();
      expect((await post(h.app, '/api/member/contact/verify', { channel: 'email', code: code! }, { token, ip })).json()).toMatchObject({ success: true });
    });

    it('posts an SMS in the documented shape (bearer token, JSON to/text/from) and the code it carries verifies the number', async () => {
      const account = freshName('sm');
      const mobile = `+55119${String(Date.now()).slice(-8)}`;
      await createMember(h.app, { account, password: PASSWORD, mobile });
      const ip = freshIp();
      const token = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
      expect((await post(h.app, '/api/member/contact/code', { channel: 'mobile' }, { token, ip })).json()).toMatchObject({ success: true });
      const sent = sms.received.filter((message) => message.body.to === mobile);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.headers['authorization']).toBe('Bearer sms-token-1');
      expect(sent[0]!.headers['content-type']).toBe('application/json');
      expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(sent[0]!.body.from).toBe('Fortuna');
      const code = /\b(\d{6})\b/.exec(sent[0]!.body.text)?.[1];
      expect((await post(h.app, '/api/member/contact/verify', { channel: 'mobile', code: code! }, { token, ip })).json()).toMatchObject({ success: true });
    });

    it('answers 503 SERVICE_UNAVAILABLE when the SMS endpoint refuses the message', async () => {
      const account = freshName('sf');
      await createMember(h.app, { account, password: PASSWORD, mobile: `+55118${String(Date.now()).slice(-8)}` });
      const ip = freshIp();
      const token = tokenOf(await login(h.app, { username: account, password: PASSWORD }, { ip }));
      sms.answer.status = 500;
      try {
        const response = await post(h.app, '/api/member/contact/code', { channel: 'mobile' }, { token, ip });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      } finally {
        sms.answer.status = 202;
      }
    });
  });
}

describe('messaging configuration (issue 23 §2)', () => {
  it('refuses SMTP_URL without SMTP_FROM, and the outbox combined with a real transport', async () => {
    const fixture = await createBrandsFixture();
    try {
      expect(() => testConfig(fixture, { MESSAGING_PROVIDER: '', SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(ConfigError);
      expect(() => testConfig(fixture, { SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: FROM })).toThrow(/outbox cannot be combined/);
      expect(() => testConfig(fixture, { MESSAGING_PROVIDER: 'outbox', APP_ENV: 'production', PAYMENTS_PROVIDER: '', GAME_VENDOR_PROVIDER: '', GAME_CATALOGUE: '' })).toThrow(
        /MESSAGING_PROVIDER/,
      );
      const config = testConfig(fixture, { MESSAGING_PROVIDER: '', SMTP_URL: 'smtps://u:p@relay.test:465', SMTP_FROM: FROM });
      expect(config.providers.smtp).toEqual({ url: 'smtps://u:p@relay.test:465', from: FROM });
      expect(config.providers.smsHttp).toBeNull();
    } finally {
      await fixture.cleanup();
    }
  });

  it('falls back to English for a language without mail texts, and escapes the brand in the HTML part', () => {
    const mail = composeMail({ name: 'contact-verification', values: { brand: 'A<b>&C', code: '123456', minutes: 5 } }, 'JA');
    expect(mail.subject).toBe('A<b>&C e-mail verification');
    expect(mail.body).toContain('\n\n123456\n\n');
    expect(mail.html).toContain('A&#60;b&#62;&#38;C');
    expect(mail.html).not.toContain('<b>&C');
  });
});
