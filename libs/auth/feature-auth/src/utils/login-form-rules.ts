import type { FieldError } from '@platform/shared/validation';
import { normaliseInput } from '@platform/shared/validation';

/**
 * The mobile-number rule is "not shown" in the spec: 5 to 15 digits, without
 * the dialing code. Change it here; the gateway's contract uses the same bounds.
 */
export const MOBILE_RULE = /^[0-9]{5,15}$/;

export interface LoginFormValues {
  type: 'username' | 'sms';
  username: string;
  password: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, FieldError>>;

/** Inputs are trimmed except the verification code (spec §5). */
export function normaliseLoginForm(values: LoginFormValues): LoginFormValues {
  return {
    type: values.type,
    username: normaliseInput('username', values.username),
    password: normaliseInput('password', values.password),
    mobileNum: normaliseInput('mobileNum', values.mobileNum),
    verificationCode: normaliseInput('verificationCode', values.verificationCode),
    captcha: normaliseInput('captcha', values.captcha),
  };
}

/** Each field gets its first error only (spec §5 "Login"). */
export function validateLoginForm(values: LoginFormValues, captchaShown: boolean): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (values.type === 'username') {
    if (!values.username) errors.username = { key: 'validation.required' };
    if (!values.password) errors.password = { key: 'validation.required' };
    if (captchaShown && !values.captcha) errors.captcha = { key: 'validation.enter_captcha' };
  } else {
    if (!values.mobileNum) errors.mobileNum = { key: 'validation.required' };
    else if (!MOBILE_RULE.test(values.mobileNum)) errors.mobileNum = { key: 'validation.valid_mobile' };
    if (!values.verificationCode) errors.verificationCode = { key: 'validation.required' };
  }
  return errors;
}

export function canRequestCode(mobileNum: string): boolean {
  return MOBILE_RULE.test(mobileNum.trim());
}
