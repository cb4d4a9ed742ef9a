import { STAFF_NAME_PATTERN, STAFF_PASSWORD_MIN, STAFF_ROLES, type StaffRole } from '@platform/shared/api-contract';

/**
 * BACKOFFICE_SEED_STAFF (development and e2e only; APP_ENV=production refuses it): named staff
 * created or reset at boot, so a test can sign in with a password and a TOTP secret it knows.
 * Entries are separated by commas, fields by colons, grants by plus signs:
 * `name:password:BASE32SECRET:role@MERCHANT+role@MERCHANT`.
 */
export interface SeedStaff {
  name: string;
  password: string;
  totpSecret: string;
  grants: { role: StaffRole; merchantCode: string }[];
}

const SECRET = /^[A-Z2-7]{16,128}$/;
const MERCHANT = /^[A-Z0-9_]{1,32}$/;

export function parseSeedStaff(raw: string | undefined): SeedStaff[] {
  if (!raw) return [];
  const seen = new Set<string>();
  return raw.split(',').map((entry, index) => {
    const fields = entry.trim().split(':');
    if (fields.length !== 4) throw new Error(`entry ${index + 1} must be name:password:secret:grants`);
    const [name, password, totpSecret, grantList] = fields as [string, string, string, string];
    if (!STAFF_NAME_PATTERN.test(name)) throw new Error(`entry ${index + 1}: the name must be 2-32 of a-z 0-9 . _ - starting with a letter`);
    if (seen.has(name)) throw new Error(`entry ${index + 1}: ${name} is listed twice`);
    seen.add(name);
    if (password.length < STAFF_PASSWORD_MIN) throw new Error(`entry ${index + 1}: the password must have at least ${STAFF_PASSWORD_MIN} characters`);
    if (!SECRET.test(totpSecret)) throw new Error(`entry ${index + 1}: the TOTP secret must be base32 (A-Z, 2-7), at least 16 characters`);
    const grants = grantList.split('+').map((grant) => {
      const [role, merchantCode] = grant.split('@');
      if (!role || !(STAFF_ROLES as readonly string[]).includes(role) || !merchantCode || !MERCHANT.test(merchantCode)) {
        throw new Error(`entry ${index + 1}: a grant must be role@MERCHANT with role one of ${STAFF_ROLES.join(', ')}`);
      }
      return { role: role as StaffRole, merchantCode };
    });
    return { name, password, totpSecret, grants };
  });
}
