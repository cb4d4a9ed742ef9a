import type { FieldError, FieldRule } from '@platform/shared/validation';
import { normaliseInput, validateField } from '@platform/shared/validation';

/** The registration fields of spec §3 that the config can switch on, in display order. */
export const CONFIGURABLE_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'captcha',
] as const;
export type ConfigurableField = (typeof CONFIGURABLE_FIELDS)[number];

export const FIELD_LABEL_KEYS: Record<ConfigurableField | 'verificationCode', string> = {
  username: 'auth.username',
  password: 'auth.password',
  confirmPassword: 'auth.confirm_password',
  payeeName: 'auth.payee_name',
  email: 'auth.email',
  qqNum: 'auth.qq',
  mobileNum: 'auth.mobile',
  recommenderId: 'auth.recommender',
  affiliateCode: 'auth.affiliate_code',
  paymentPassword: 'auth.payment_password',
  line: 'auth.line',
  whatsapp: 'auth.whatsapp',
  facebook: 'auth.facebook',
  wechat: 'auth.wechat',
  idNumber: 'auth.id_number',
  captcha: 'auth.captcha',
  verificationCode: 'auth.verification_code',
};

export type RegistrationMode = 'register' | 'registerMobile';
export type RegisterValues = Partial<Record<ConfigurableField | 'verificationCode', string>>;
export type RegisterErrors = Partial<Record<ConfigurableField | 'verificationCode' | 'age', FieldError>>;

export interface RegisterRules {
  config: Partial<Record<string, FieldRule>>;
  mode: RegistrationMode;
  /** REGMOBVERF3: SMS verification at registration. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration also sets a password. */
  mobilePassword: boolean;
}

/** Which fields the form shows for a mode, from the server's config and the flags. */
export function visibleFields(rules: RegisterRules): (ConfigurableField | 'verificationCode')[] {
  if (rules.mode === 'registerMobile') {
    const fields: (ConfigurableField | 'verificationCode')[] = ['mobileNum'];
    if (rules.smsVerification) fields.push('verificationCode');
    if (rules.mobilePassword) fields.push('password', 'confirmPassword');
    if (rules.config.affiliateCode?.enabled) fields.push('affiliateCode');
    return fields;
  }
  const fields: (ConfigurableField | 'verificationCode')[] = CONFIGURABLE_FIELDS.filter((field) => {
    if (field === 'username' || field === 'password' || field === 'confirmPassword') return true;
    return rules.config[field]?.enabled === true;
  });
  const mobileIndex = fields.indexOf('mobileNum');
  if (rules.smsVerification && mobileIndex >= 0) fields.splice(mobileIndex + 1, 0, 'verificationCode');
  return fields;
}

/** Spec §5 registration rules; each field reports its first error. */
export function validateRegistration(
  rules: RegisterRules,
  raw: RegisterValues,
  ageConfirmed: boolean,
): RegisterErrors {
  const errors: RegisterErrors = {};
  const value = (field: ConfigurableField | 'verificationCode') =>
    normaliseInput(field, raw[field] ?? '');
  for (const field of visibleFields(rules)) {
    const v = value(field);
    if (field === 'confirmPassword') {
      if (!v) errors.confirmPassword = { key: 'validation.required' };
      else if (v !== value('password')) errors.confirmPassword = { key: 'validation.confirm_mismatch' };
      continue;
    }
    if (field === 'verificationCode') {
      if (!v) errors.verificationCode = { key: 'validation.required' };
      else if (v.length > 255) errors.verificationCode = { key: 'validation.valid_code' };
      continue;
    }
    if (field === 'mobileNum' && rules.mode === 'registerMobile' && !v) {
      errors.mobileNum = { key: 'validation.mobile_required' };
      continue;
    }
    const rule = rules.config[field] ?? defaultRule(field);
    const error = validateField(rule, v);
    if (error) errors[field] = error;
  }
  if (!ageConfirmed) errors.age = { key: 'validation.age_required' };
  return errors;
}

/** Username and password are always required, even if the config leaves them out. */
function defaultRule(field: ConfigurableField): FieldRule | undefined {
  if (field === 'username' || field === 'password') {
    return { enabled: true, required: true, minLength: 1, maxLength: 64, patternId: 0, acceptedPattern: '*' };
  }
  if (field === 'mobileNum') {
    return { enabled: true, required: true, minLength: 5, maxLength: 15, patternId: 6, acceptedPattern: '*' };
  }
  return undefined;
}

/**
 * The field errors of a VALIDATION_FAILED answer (`value.fields`: field → { key, params }), so each
 * shows its own reg_pattern_{patternId} text with (min) and (max) (spec §5), or null for any other answer.
 */
export function serverFieldErrors(value: unknown): RegisterErrors | null {
  if (typeof value !== 'object' || value === null || !('fields' in value)) return null;
  const fields = (value as { fields: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const found: Record<string, FieldError> = {};
  for (const [field, error] of Object.entries(fields)) {
    if (typeof error !== 'object' || error === null || typeof (error as { key?: unknown }).key !== 'string') continue;
    const { key, params } = error as { key: string; params?: unknown };
    const numbers =
      typeof params === 'object' && params !== null
        ? Object.fromEntries(Object.entries(params).filter(([, v]) => typeof v === 'number' || typeof v === 'string'))
        : undefined;
    found[field] = numbers ? { key, params: numbers as Record<string, string | number> } : { key };
  }
  return Object.keys(found).length > 0 ? (found as RegisterErrors) : null;
}
