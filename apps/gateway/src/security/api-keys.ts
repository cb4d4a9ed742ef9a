import { createHash, timingSafeEqual } from 'node:crypto';
import { BACKOFFICE_PERMISSIONS, STAFF_NAME_PATTERN, type BackofficePermission } from '@platform/shared/api-contract';

/**
 * Named API keys of the operator routes (issue 25): scripted automation gets a key per job, each
 * with the permissions (and, optionally, the merchants) it needs, so a leaked scraper key cannot
 * credit money. OPERATOR_TOKEN stays, as the key named `automation`.
 */
export interface ApiKey {
  name: string;
  token: string;
  permissions: readonly BackofficePermission[];
  /** The merchant codes the key may act for; '*': every merchant. */
  merchants: readonly string[] | '*';
}

/** OPERATOR_TOKEN's key: its permissions default to all, narrowed by OPERATOR_TOKEN_PERMISSIONS. */
export const AUTOMATION_KEY_NAME = 'automation';
/** As long as OPERATOR_TOKEN must be. */
export const API_KEY_TOKEN_MIN_LENGTH = 24;
const MERCHANT = /^[A-Z0-9_]{1,32}$/;

/** `perm+perm` (or `*` for every permission); throws naming the unknown one. */
export function parsePermissions(list: readonly string[], where: string): BackofficePermission[] {
  const names = list.map((name) => name.trim());
  if (names.length === 1 && names[0] === '*') return [...BACKOFFICE_PERMISSIONS];
  if (names.length === 0 || names.some((name) => name === '')) throw new Error(`${where}: list at least one permission, or * for all`);
  for (const name of names) {
    if (!(BACKOFFICE_PERMISSIONS as readonly string[]).includes(name)) {
      throw new Error(`${where}: unknown permission "${name}" (known: ${BACKOFFICE_PERMISSIONS.join(', ')})`);
    }
  }
  return [...new Set(names as BackofficePermission[])];
}

function parseMerchants(raw: string | undefined, where: string): ApiKey['merchants'] {
  if (raw === undefined || raw.trim() === '*') return '*';
  const codes = raw.split('+').map((code) => code.trim());
  if (codes.some((code) => !MERCHANT.test(code))) throw new Error(`${where}: merchants must be codes like LUCKY+ROYAL, or *`);
  return [...new Set(codes)];
}

/**
 * OPERATOR_API_KEYS: entries separated by commas, fields by colons, permissions and merchants by
 * plus signs: `name:token:perm+perm[@MERCHANT+MERCHANT]` (no `@`: every merchant). Throws a message
 * naming the bad entry, never its token. Names and tokens must be unique; `automation` is taken.
 */
export function parseApiKeys(raw: string | undefined): ApiKey[] {
  if (raw === undefined || raw.trim() === '') return [];
  const keys: ApiKey[] = [];
  raw.split(',').forEach((entry, index) => {
    const fields = entry.trim().split(':');
    const name = fields[0]?.trim() ?? '';
    const where = `entry ${index + 1}${STAFF_NAME_PATTERN.test(name) ? ` (${name})` : ''}`;
    if (fields.length !== 3) throw new Error(`${where} must be name:token:permissions`);
    const [, token, grant] = fields as [string, string, string];
    if (!STAFF_NAME_PATTERN.test(name)) throw new Error(`${where}: the name must be 2-32 of a-z 0-9 . _ - starting with a letter`);
    if (name === AUTOMATION_KEY_NAME || keys.some((key) => key.name === name)) {
      throw new Error(`${where}: the name is used twice (${AUTOMATION_KEY_NAME} is OPERATOR_TOKEN's)`);
    }
    if (token.length < API_KEY_TOKEN_MIN_LENGTH || /\s/.test(token)) {
      throw new Error(`${where}: the token must be at least ${API_KEY_TOKEN_MIN_LENGTH} characters without spaces`);
    }
    if (keys.some((key) => key.token === token)) throw new Error(`${where}: the token is used twice`);
    const at = grant.indexOf('@');
    const permissions = parsePermissions((at < 0 ? grant : grant.slice(0, at)).split('+'), where);
    const merchants = parseMerchants(at < 0 ? undefined : grant.slice(at + 1), where);
    keys.push({ name, token, permissions, merchants });
  });
  return keys;
}

/** OPERATOR_TOKEN as a key: every permission unless OPERATOR_TOKEN_PERMISSIONS (comma-separated) narrows it. */
export function automationKey(token: string, permissions: string | undefined): ApiKey {
  return {
    name: AUTOMATION_KEY_NAME,
    token,
    permissions: permissions === undefined ? [...BACKOFFICE_PERMISSIONS] : parsePermissions(permissions.split(','), 'the list'),
    merchants: '*',
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The entry whose token is `token`, or null. Every entry is compared, in constant time on the
 * SHA-256 of both sides (equal lengths, so the token's length does not leak either), and all of
 * them, so the answer's timing tells nothing about which one matched.
 */
export function entryByToken<T extends { token: string }>(entries: readonly T[], token: string): T | null {
  if (token.length === 0 || /\s/.test(token)) return null;
  const wanted = digest(token);
  let found: T | null = null;
  for (const entry of entries) {
    if (timingSafeEqual(wanted, digest(entry.token)) && found === null) found = entry;
  }
  return found;
}

/** The token of an `Authorization: Bearer <token>` header; null for any other header. */
export function bearerToken(authorization: string | undefined): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? null;
}

/** Whether `key` may act for `merchantCode`. */
export function keyCovers(key: Pick<ApiKey, 'merchants'>, merchantCode: string): boolean {
  return key.merchants === '*' || key.merchants.includes(merchantCode);
}
