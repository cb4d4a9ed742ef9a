import {
  backofficeCreateStaffCall,
  backofficeResetStaffTotpCall,
  backofficeStaffListCall,
  backofficeUpdateStaffCall,
  type Staff,
} from '@platform/shared/api-contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { StaffPrincipal } from '../../plugins/app/authorization';
import { newTotpSecret, otpauthUrl } from '../../security/totp';
import { actorOf, audited, backofficeRoute } from './route';
import { toStaff, type StaffWithGrants } from './staff';

/** The TOTP enrolment's issuer, as the authenticator app lists it. */
export const TOTP_ISSUER = 'Back office';

/** What the audit keeps of a staff member: never the password hash or the TOTP secret. */
const auditedStaff = (staff: Staff) => ({ name: staff.name, grants: staff.grants, disabled: staff.disabled });

/**
 * The staff member an owner of `merchantCode` may change: one holding a role there (another
 * merchant's staff are unknown here, 404), and not the owner themselves (so no one locks
 * themselves or the last owner out).
 */
async function targetOf(fastify: FastifyInstance, tx: Db, owner: StaffPrincipal, merchantCode: string, staffId: number): Promise<StaffWithGrants> {
  const target = await fastify.staffRepository.byId(staffId, tx);
  if (!target || !target.grants.some((grant) => grant.merchantCode === merchantCode)) {
    throw new HttpError(404, 'NOT_FOUND', 'No staff member with this id in this merchant');
  }
  if (target.row.id === owner.row.id) throw new HttpError(400, 'BAD_REQUEST', 'Your own account is changed by another owner');
  return target;
}

/** An owner lists, adds and changes the staff of the merchants they own; every change writes one audit row. */
const staffRoutes: FastifyPluginAsync = async (fastify) => {
  backofficeRoute(fastify, backofficeStaffListCall, async (input) => (await fastify.staffRepository.ofMerchant(input.merchantCode)).map(toStaff));

  backofficeRoute(fastify, backofficeCreateStaffCall, async (input, staff) => {
    const passwordHash = await fastify.passwords.hash(input.password);
    const totpSecret = newTotpSecret();
    const created = await audited(fastify, actorOf(staff), { merchantCode: input.merchantCode, action: 'staff.create', target: `staff:${input.name}` }, async (tx) => {
      const row = await fastify.staffRepository.create(tx, {
        name: input.name,
        passwordHash,
        totpSecret,
        grants: [...new Set(input.roles)].map((role) => ({ role, merchantCode: input.merchantCode })),
        at: fastify.now(),
      });
      if (!row) throw new HttpError(409, 'USERNAME_TAKEN', 'A staff member already has this name');
      const value = toStaff(row);
      return { value, before: null, after: auditedStaff(value) };
    });
    return { staff: created, totpUri: otpauthUrl(TOTP_ISSUER, input.name, totpSecret), totpSecret };
  });

  backofficeRoute(fastify, backofficeUpdateStaffCall, async (input, owner) => {
    if (input.roles === undefined && input.disabled === undefined) throw new HttpError(400, 'BAD_REQUEST', 'Send roles or disabled');
    return audited(fastify, actorOf(owner), { merchantCode: input.merchantCode, action: 'staff.update', target: `staff:${input.staffId}` }, async (tx) => {
      const target = await targetOf(fastify, tx, owner, input.merchantCode, input.staffId);
      const before = toStaff(target);
      if (input.roles) await fastify.staffRepository.setRolesIn(tx, target.row.id, input.merchantCode, input.roles);
      if (input.disabled !== undefined) {
        await fastify.staffRepository.setDisabled(tx, target.row.id, input.disabled);
        // A disabled account is signed out at once, not at its next idle timeout.
        if (input.disabled) await fastify.staffRepository.endSessions(tx, target.row.id);
      }
      const after = toStaff((await fastify.staffRepository.byId(target.row.id, tx))!);
      return { value: after, before: auditedStaff(before), after: auditedStaff(after) };
    });
  });

  backofficeRoute(fastify, backofficeResetStaffTotpCall, async (input, owner) => {
    const totpSecret = newTotpSecret();
    const staff = await audited(fastify, actorOf(owner), { merchantCode: input.merchantCode, action: 'staff.reset-totp', target: `staff:${input.staffId}` }, async (tx) => {
      const target = await targetOf(fastify, tx, owner, input.merchantCode, input.staffId);
      await fastify.staffRepository.setTotpSecret(tx, target.row.id, totpSecret);
      // Whoever held the old factor (a lost phone) is signed out with it.
      await fastify.staffRepository.endSessions(tx, target.row.id);
      const value = toStaff(target);
      // The audit says a reset happened, never the secret.
      return { value, before: { totp: 'replaced' }, after: { totp: 'new' } };
    });
    return { staff, totpUri: otpauthUrl(TOTP_ISSUER, staff.name, totpSecret), totpSecret };
  });
};

export default staffRoutes;
