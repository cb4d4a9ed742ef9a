import { describe, expect, it } from 'vitest';
import { isBlocked, servedWhitelabel } from '../../../src/modules/system/service';

describe('isBlocked', () => {
  it('compares addresses, not spellings, for IPv4, IPv4-mapped and IPv6', () => {
    expect(isBlocked('203.0.113.9', ['203.0.113.9'])).toBe(true);
    expect(isBlocked('::ffff:203.0.113.9', ['203.0.113.9'])).toBe(true);
    expect(isBlocked('2001:0db8:0000::0001', ['2001:db8::1'])).toBe(true);
    expect(isBlocked('203.0.113.10', ['203.0.113.9'])).toBe(false);
  });

  it('never blocks when the list is empty or the caller address is not an IP', () => {
    expect(isBlocked('203.0.113.9', [])).toBe(false);
    expect(isBlocked('unknown', ['203.0.113.9'])).toBe(false);
  });
});

describe('servedWhitelabel', () => {
  it('switches a social login off when its OIDC issuer is not configured, never on', () => {
    const brand = { USERNAMEREG3: true, SOCIALGOOGLE: true, SOCIALFACEBOOK: false };
    expect(servedWhitelabel(brand, { google: false, facebook: true })).toEqual({
      USERNAMEREG3: true,
      SOCIALGOOGLE: false,
      SOCIALFACEBOOK: false,
    });
    expect(servedWhitelabel(brand, { google: true, facebook: true }).SOCIALGOOGLE).toBe(true);
  });
});
