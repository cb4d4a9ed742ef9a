import {
  MAX_LIMIT_AMOUNT,
  MAX_SESSION_LIMIT_MINUTES,
  MIN_SESSION_LIMIT_MINUTES,
  type LimitKind,
} from '@platform/shared/api-contract';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const MINUTES = /^\d{1,5}$/;

/** A limit as typed by the player: the value to send, or the translation key of what is wrong. */
export type ParsedLimit = { value: number } | { error: 'protection.amount_invalid' | 'protection.minutes_invalid' };

/**
 * "10.5" -> 1050 minor units for a money limit (1 cent up to the contract's maximum), or whole
 * minutes within the contract's range for the session-time limit.
 */
export function parseLimitInput(kind: LimitKind, text: string): ParsedLimit {
  const trimmed = text.trim();
  if (kind === 'session') {
    const minutes = MINUTES.test(trimmed) ? Number(trimmed) : NaN;
    return minutes >= MIN_SESSION_LIMIT_MINUTES && minutes <= MAX_SESSION_LIMIT_MINUTES
      ? { value: minutes }
      : { error: 'protection.minutes_invalid' };
  }
  if (!AMOUNT.test(trimmed)) return { error: 'protection.amount_invalid' };
  const [whole = '0', fraction = ''] = trimmed.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minor >= 1 && minor <= MAX_LIMIT_AMOUNT ? { value: minor } : { error: 'protection.amount_invalid' };
}

export { formatMinor } from '@platform/shared/i18n';
