import { AGENT_TYPES, TRIAL_TYPE } from '@platform/shared/api-contract';
import type { FlagName } from '@platform/shared/brand';
import { normaliseInput, validateField, type FieldError, type FieldRule } from '@platform/shared/validation';
import type { Member, Merchant } from '../../db/schema';
import { HttpError } from '../../http/http-error';

/** Member types (spec §3), named for the code that branches on them. */
export const MEMBER_TYPE = { MEMBER: 0, TRIAL: TRIAL_TYPE } as const;

export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

export function isTrial(member: Pick<Member, 'type'>): boolean {
  return member.type === TRIAL_TYPE;
}

/**
 * A white-label flag of the merchant: compiled into the brand (a flag the row does not list is off)
 * and not switched off at run time by an owner (back office, System screen).
 */
export function flagOn(merchant: Pick<Merchant, 'whitelabel' | 'whitelabelOff'>, flag: FlagName): boolean {
  return merchant.whitelabel[flag] === true && !merchant.whitelabelOff.includes(flag);
}

export function requireFlag(merchant: Merchant, flag: FlagName): void {
  if (!flagOn(merchant, flag)) throw new HttpError(403, 'FEATURE_DISABLED', 'This feature is not enabled');
}

/**
 * One spelling per number: "+", the dialing code's digits, then the national number's
 * digits. Dialing codes are prefix-free (ITU E.164), so the join is unambiguous.
 */
export function toMobile(dialingCode: string, number: string): string {
  return `+${dialingCode.replace(/\D/g, '')}${number.replace(/\D/g, '')}`;
}

/** Username and password are always required, even when a brand's config leaves them out (as on the web). */
const FALLBACK_RULES: Partial<Record<string, FieldRule>> = {
  username: { enabled: true, required: true, minLength: 1, maxLength: 64, patternId: 0, acceptedPattern: '*' },
  password: { enabled: true, required: true, minLength: 1, maxLength: 64, patternId: 0, acceptedPattern: '*' },
  mobileNum: { enabled: true, required: true, minLength: 5, maxLength: 15, patternId: 6, acceptedPattern: '*' },
};

/** The brand's registration rule for a field (spec §3 "Registration validation config"). */
export function ruleOf(merchant: Merchant, field: string): FieldRule | undefined {
  const config = merchant.registerConfig as Partial<Record<string, FieldRule>>;
  return config[field] ?? FALLBACK_RULES[field];
}

/** The same check the web form runs, from @platform/shared/validation, on the trimmed value. */
export function fieldError(merchant: Merchant, field: string, value: string | undefined): FieldError | null {
  return validateField(ruleOf(merchant, field), normaliseInput(field, value ?? ''));
}

/** A field-level failure the client can show under each field, with the reg_pattern key and its (min)/(max). */
export function validationFailed(fields: Record<string, FieldError>): HttpError {
  const message = Object.entries(fields)
    .map(([field, error]) => `${field}: ${error.key}`)
    .join('; ');
  return new HttpError(400, 'VALIDATION_FAILED', message, { fields });
}

/** The brand's password rule, for every password a member sets (spec §5 "Change password"). */
export function assertPasswordRule(merchant: Merchant, field: string, password: string): void {
  const error = validateField(ruleOf(merchant, 'password'), password);
  if (error) throw validationFailed({ [field]: error });
}
