import { describe, expect, it } from 'vitest';
import { validateRegistration, visibleFields, type RegisterRules } from './registration-form';

const config = {
  username: { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 1, acceptedPattern: '*' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 5, acceptedPattern: '*' },
  email: { enabled: true, required: false, minLength: 5, maxLength: 64, patternId: 3, acceptedPattern: '*' },
  mobileNum: { enabled: true, required: false, minLength: 7, maxLength: 15, patternId: 6, acceptedPattern: '*' },
  qqNum: { enabled: false, required: true, minLength: 5, maxLength: 12, patternId: 6, acceptedPattern: '*' },
};
const username: RegisterRules = { config, mode: 'register', smsVerification: false, mobilePassword: false };
const mobile: RegisterRules = { config, mode: 'registerMobile', smsVerification: true, mobilePassword: true };

describe('registration form (spec §5)', () => {
  it('shows the fields the server config enables and hides disabled ones', () => {
    expect(visibleFields(username)).toEqual(['username', 'password', 'confirmPassword', 'email', 'mobileNum']);
  });

  it('adds the verification code after the mobile number when SMS verification is on', () => {
    expect(visibleFields({ ...username, smsVerification: true })).toContain('verificationCode');
    expect(visibleFields(mobile)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword']);
  });

  it('requires username and password and the age confirmation', () => {
    const errors = validateRegistration(username, {}, false);
    expect(errors.username).toEqual({ key: 'validation.required' });
    expect(errors.password).toEqual({ key: 'validation.required' });
    expect(errors.age).toEqual({ key: 'validation.age_required' });
  });

  it('checks the confirmation against the password (checkPass)', () => {
    const errors = validateRegistration(username, { username: 'alice01', password: 'abc123', confirmPassword: 'abc124' }, true);
    expect(errors.confirmPassword).toEqual({ key: 'validation.confirm_mismatch' });
  });

  it('uses reg_pattern_{patternId} with (min) and (max) for a bad optional field', () => {
    const errors = validateRegistration(
      username,
      { username: 'alice01', password: 'abc123', confirmPassword: 'abc123', email: 'not-mail' },
      true,
    );
    expect(errors).toEqual({ email: { key: 'reg_pattern_3', params: { min: 5, max: 64 } } });
  });

  it('requires the mobile number for mobile registration and the code when SMS verification is on', () => {
    const errors = validateRegistration(mobile, { password: 'abc123', confirmPassword: 'abc123' }, true);
    expect(errors.mobileNum).toEqual({ key: 'validation.mobile_required' });
    expect(errors.verificationCode).toEqual({ key: 'validation.required' });
  });

  it('limits the verification code to 255 characters', () => {
    const errors = validateRegistration(
      mobile,
      { mobileNum: '11987654321', verificationCode: 'x'.repeat(256), password: 'abc123', confirmPassword: 'abc123' },
      true,
    );
    expect(errors.verificationCode).toEqual({ key: 'validation.valid_code' });
  });

  it('passes a complete username registration', () => {
    expect(
      validateRegistration(username, { username: 'alice01', password: 'abc123', confirmPassword: 'abc123' }, true),
    ).toEqual({});
  });
});
