import { describe, expect, it } from 'vitest';
import { expiresInText } from '../../../src/providers/messaging/expiry-text';
import { composeMail } from '../../../src/providers/messaging/mail-texts';

describe("a code message's expiry sentence", () => {
  it('says minute for one and minutes otherwise, in EN and PT', () => {
    expect(expiresInText(1)).toBe('It expires in 1 minute.');
    expect(expiresInText(5)).toBe('It expires in 5 minutes.');
    expect(expiresInText(1, 'PT')).toBe('Ele expira em 1 minuto.');
    expect(expiresInText(10, 'PT')).toBe('Ele expira em 10 minutos.');
  });

  it("reaches the contact-verification e-mail in the member's language", () => {
    const values = { brand: 'Fortuna', code: '123456', minutes: 1 };
    expect(composeMail({ name: 'contact-verification', values }, 'EN').body).toContain('It expires in 1 minute. If you did not');
    expect(composeMail({ name: 'contact-verification', values }, 'PT').body).toContain('Ele expira em 1 minuto. Se você');
  });
});
