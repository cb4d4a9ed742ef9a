import { bearerToken, entryByToken } from '../../security/api-keys';

/** One support-console account: the name shown on its replies, and its own secret token. */
export interface SupportStaff {
  name: string;
  token: string;
}

/** Staff names: 1–32 characters once trimmed, letters, digits, space, dot, dash and underscore. */
export const STAFF_NAME = /^[\p{L}\p{N}](?:[\p{L}\p{N} ._-]{0,30}[\p{L}\p{N}._-])?$/u;
/** As long as OPERATOR_TOKEN must be: a staff token opens every merchant's conversations. */
export const STAFF_TOKEN_MIN_LENGTH = 24;

/**
 * SUPPORT_STAFF: `alice:token1,bob:token2`. Each member of staff has a token of their own, so a
 * reply records who really sent it (a name typed at sign-in would prove nothing). Throws a message
 * naming the bad entry; names and tokens must be unique.
 */
export function parseSupportStaff(raw: string | undefined): SupportStaff[] {
  if (raw === undefined || raw.trim() === '') return [];
  const staff: SupportStaff[] = [];
  raw.split(',').forEach((entry, index) => {
    const at = entry.indexOf(':');
    const name = (at < 0 ? entry : entry.slice(0, at)).trim();
    const token = at < 0 ? '' : entry.slice(at + 1).trim();
    const where = `entry ${index + 1}${name ? ` (${name})` : ''}`;
    if (!STAFF_NAME.test(name)) throw new Error(`${where}: the name must be 1-32 letters, digits, spaces, dots, dashes or underscores`);
    if (token.length < STAFF_TOKEN_MIN_LENGTH || /\s/.test(token)) {
      throw new Error(`${where}: the token must be at least ${STAFF_TOKEN_MIN_LENGTH} characters without spaces`);
    }
    if (staff.some((other) => other.name.toLowerCase() === name.toLowerCase())) throw new Error(`${where}: the name is used twice`);
    if (staff.some((other) => other.token === token)) throw new Error(`${where}: the token is used twice`);
    staff.push({ name, token });
  });
  return staff;
}

/**
 * The member of staff a `Bearer <token>` header (or a bare token) belongs to, or null: compared as
 * the operator API keys are, in constant time and against every entry (security/api-keys.ts).
 */
export function staffByToken(staff: readonly SupportStaff[], presented: string | undefined): SupportStaff | null {
  if (presented === undefined) return null;
  return entryByToken(staff, bearerToken(presented) ?? presented);
}
