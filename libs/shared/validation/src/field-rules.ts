import { patternFamily } from './pattern-families';

/** The server's registration validation config for one field (spec §3). */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: number;
  /** A regular expression, or a single asterisk meaning "match anything". */
  acceptedPattern: string;
}

/** A translation key plus its parameters; the UI renders it with i18next. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

export const REQUIRED_ERROR: FieldError = { key: 'validation.required' };

export function patternErrorKey(patternId: number): string {
  return `reg_pattern_${patternId}`;
}

/**
 * Fills (min) and (max) in a reg_pattern text. When the two are equal the
 * range collapses to the single number, so "(min) - (max)" reads "6", not "6 - 6".
 */
export function fillMinMax(text: string, min: number, max: number): string {
  if (min === max) {
    return text.replace('(min) - (max)', String(min)).replace('(min)', String(min)).replace('(max)', String(max));
  }
  return text.replace('(min)', String(min)).replace('(max)', String(max));
}

function matchesAccepted(rule: FieldRule, value: string): boolean {
  if (rule.acceptedPattern === '*') return true;
  try {
    return new RegExp(rule.acceptedPattern, 'u').test(value);
  } catch {
    // A broken operator pattern must not lock players out; fall back to the family.
    return patternFamily(rule.patternId)?.regex.test(value) ?? true;
  }
}

/**
 * Checks one value against its rule and returns the first error, or null.
 * Order: required, then length, then pattern (spec §5: "each field shows its first error").
 */
export function validateField(rule: FieldRule | undefined, value: string): FieldError | null {
  if (!rule || !rule.enabled) return null;
  if (value.length === 0) return rule.required ? REQUIRED_ERROR : null;
  const patternError: FieldError = {
    key: patternErrorKey(rule.patternId),
    params: { min: rule.minLength, max: rule.maxLength },
  };
  if (value.length < rule.minLength || value.length > rule.maxLength) return patternError;
  const family = patternFamily(rule.patternId);
  if (family && !family.regex.test(value)) return patternError;
  if (!matchesAccepted(rule, value)) return patternError;
  return null;
}

/** Inputs are trimmed, except the verification code (spec §5). */
export function normaliseInput(field: string, value: string): string {
  return field === 'verificationCode' ? value : value.trim();
}
