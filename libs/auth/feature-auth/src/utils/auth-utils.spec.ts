import { describe, expect, it } from 'vitest';
import { SECONDS_PER_EXPIRED_MINUTE, smsCountdownSeconds } from './sms-countdown';
import { CAPTCHA_REFRESH_THROTTLE_MS, SMS_SEND_THROTTLE_MS, createThrottle } from './throttle';
import { REMEMBER_ME_MS, canUseRememberedLogin, readRememberedLogin, saveOrClearRememberedLogin } from './remember-me';
import { normaliseLoginForm, validateLoginForm, canRequestCode } from './login-form-rules';

describe('SMS countdown (spec §4, §9)', () => {
  it('counts 60 seconds times expiredMinutes', () => {
    expect(SECONDS_PER_EXPIRED_MINUTE).toBe(60);
    expect(smsCountdownSeconds(5, false)).toBe(300);
    expect(smsCountdownSeconds(1, false)).toBe(60);
  });

  it('counts 1 minute for the phone-auth provider whatever expiredMinutes says', () => {
    expect(smsCountdownSeconds(5, true)).toBe(60);
  });
});

describe('throttles (spec §9)', () => {
  it('sends an SMS at most once a second and refreshes the captcha at most once a second', () => {
    expect(SMS_SEND_THROTTLE_MS).toBe(1000);
    expect(CAPTCHA_REFRESH_THROTTLE_MS).toBe(1000);
  });

  it('drops a second action inside the window and allows one after it', () => {
    let t = 0;
    const attempt = createThrottle(1000, () => t);
    let runs = 0;
    expect(attempt(() => runs++)).toBe(true);
    t = 999;
    expect(attempt(() => runs++)).toBe(false);
    t = 1000;
    expect(attempt(() => runs++)).toBe(true);
    expect(runs).toBe(2);
  });
});

describe('remember-me cookies (spec §3, §9)', () => {
  it('last 24 hours (86400000 ms)', () => {
    expect(REMEMBER_ME_MS).toBe(86_400_000);
  });

  it('saves the last username, the flag and the mobile, and never the password (issue 26: the gateway keeps an HttpOnly token instead)', () => {
    saveOrClearRememberedLogin(document, {
      remember: true,
      username: 'alice01',
      mobile: { countryDialingCode: '+55', mobileNum: '11987654321' },
    });
    expect(document.cookie).not.toContain('pwd_');
    expect(readRememberedLogin(document)).toEqual({
      remember: true,
      username: 'alice01',
      mobile: { countryDialingCode: '+55', mobileNum: '11987654321' },
    });
  });

  it('deletes a password cookie an older build left behind', () => {
    document.cookie = 'pwd_alice01=pw1234; path=/';
    readRememberedLogin(document);
    expect(document.cookie).not.toContain('pw1234');
  });

  it('offers the remembered login only for the remembered username', () => {
    saveOrClearRememberedLogin(document, { remember: true, username: 'carol01' });
    const remembered = readRememberedLogin(document);
    expect(canUseRememberedLogin(remembered, ' carol01 ')).toBe(true);
    expect(canUseRememberedLogin(remembered, 'dave001')).toBe(false);
    expect(canUseRememberedLogin({ ...remembered, remember: false }, 'carol01')).toBe(false);
  });

  it('clears the remembered login data when remember-me is off', () => {
    saveOrClearRememberedLogin(document, { remember: true, username: 'bob001' });
    saveOrClearRememberedLogin(document, { remember: false });
    expect(readRememberedLogin(document)).toEqual({ remember: false, username: '', mobile: null });
  });
});

describe('login validation (spec §5)', () => {
  const empty = { type: 'username' as const, username: '', password: '', mobileNum: '', verificationCode: '', captcha: '' };

  it('requires username and password', () => {
    expect(validateLoginForm(empty, false)).toEqual({
      username: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
  });

  it('requires the captcha only when it is shown', () => {
    const filled = { ...empty, username: 'alice', password: 'pw' };
    expect(validateLoginForm(filled, false)).toEqual({});
    expect(validateLoginForm(filled, true)).toEqual({ captcha: { key: 'validation.enter_captcha' } });
  });

  it('requires a valid mobile number and a verification code for SMS login', () => {
    const sms = { ...empty, type: 'sms' as const, mobileNum: '12ab' };
    expect(validateLoginForm(sms, false)).toEqual({
      mobileNum: { key: 'validation.valid_mobile' },
      verificationCode: { key: 'validation.required' },
    });
  });

  it('trims every input except the verification code', () => {
    const n = normaliseLoginForm({ ...empty, username: ' al ', verificationCode: ' 12 ', mobileNum: ' 123456 ' });
    expect(n.username).toBe('al');
    expect(n.mobileNum).toBe('123456');
    expect(n.verificationCode).toBe(' 12 ');
  });

  it('asks for a valid mobile number before sending a code', () => {
    expect(canRequestCode('123')).toBe(false);
    expect(canRequestCode(' 11987654321 ')).toBe(true);
  });
});
