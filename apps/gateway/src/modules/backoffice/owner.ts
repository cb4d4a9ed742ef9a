import { randomBytes } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import type { PasswordHasher } from '../../security/passwords';
import { newTotpSecret, otpauthUrl } from '../../security/totp';
import { appendAuditWithin } from './audit';
import { createStaffRepository, toStaff } from './staff';
import { TOTP_ISSUER } from './routes-staff';

/** Who the command line's audit rows name. */
export const COMMAND_LINE_ACTOR = { staffId: null, staffName: 'command line' };

export interface CreatedOwner {
  name: string;
  merchantCode: string;
  /** Shown once: a 24-character random password (about 144 bits). */
  password: string;
  totpSecret: string;
  totpUri: string;
}

/**
 * The first owner (README "Back office"): an owner of one merchant, named, with a generated password
 * and a TOTP enrolment, both printed once. The merchant may be named by its code or its brand id.
 */
export async function createOwner(db: Db, passwords: PasswordHasher, input: { name: string; merchant: string; now: Date }): Promise<CreatedOwner> {
  const [merchant] = await db
    .select({ code: merchants.code })
    .from(merchants)
    .where(or(eq(merchants.code, input.merchant.toUpperCase()), eq(merchants.brandId, input.merchant)))
    .limit(1);
  if (!merchant) throw new Error(`No merchant ${input.merchant}: start the gateway once so the brands are loaded, then name a merchant code or brand id`);
  const password = randomBytes(18).toString('base64url');
  const totpSecret = newTotpSecret();
  const passwordHash = await passwords.hash(password);
  const repository = createStaffRepository(db);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const created = await repository.create(tx, { name: input.name, passwordHash, totpSecret, grants: [{ role: 'owner', merchantCode: merchant.code }], at: input.now });
    if (!created) throw new Error(`A staff member is already named ${input.name}`);
    const staff = toStaff(created);
    await appendAuditWithin(tx, {
      ...COMMAND_LINE_ACTOR,
      merchantCode: merchant.code,
      action: 'staff.create-owner',
      target: `staff:${staff.name}`,
      before: null,
      after: { name: staff.name, grants: staff.grants },
      at: input.now,
    });
  });
  return { name: input.name, merchantCode: merchant.code, password, totpSecret, totpUri: otpauthUrl(TOTP_ISSUER, input.name, totpSecret) };
}
