import type { BackofficePermission, StaffGrant } from '@platform/shared/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRow } from '../../db/backoffice-schema';
import { HttpError } from '../../http/http-error';
import { sharedPlugin } from '../../http/shared-plugin';
import { can } from '../../modules/backoffice/roles';
import { createStaffSessions, sessionToken, type StaffSessions } from '../../modules/backoffice/sessions';
import { createStaffRepository, type StaffRepository } from '../../modules/backoffice/staff';

/** The signed-in staff member of a back-office request (set by `requireStaff`). */
export interface StaffPrincipal {
  row: StaffRow;
  grants: StaffGrant[];
  /** The SHA-256 of the session cookie's token. */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffRepository: StaffRepository;
    staffSessions: StaffSessions;
    /**
     * onRequest hook of every back-office route but the two sign-in steps: a live, full
     * (password and TOTP) session, else 401 NOT_LOGGED_IN, or 401 EXTRA_VERIFICATION_REQUIRED
     * for a session that has only passed the password step.
     */
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * The one authorisation check (issue 22 §1, as fastify/demo's authorization plugin): the
     * staff member must hold a role that grants `permission` in `merchantCode`, else 403 FORBIDDEN.
     * Another merchant's data is refused here, whatever the UI shows.
     */
    authorize(request: FastifyRequest, permission: BackofficePermission, merchantCode: string): StaffPrincipal;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

export default sharedPlugin(
  async (fastify) => {
    const staffRepository = createStaffRepository(fastify.db);
    const staffSessions = createStaffSessions(fastify.db, {
      idleMinutes: fastify.config.backoffice.idleMinutes,
      maxHours: fastify.config.auth.sessionMaxHours,
      now: () => fastify.now(),
    });
    fastify.decorate('staffRepository', staffRepository);
    fastify.decorate('staffSessions', staffSessions);
    fastify.decorateRequest('staff', null);

    fastify.decorate('requireStaff', async (request: FastifyRequest) => {
      const token = sessionToken(request.headers.cookie);
      const session = token ? await staffSessions.find(token) : undefined;
      if (!session) throw new HttpError(401, 'NOT_LOGGED_IN', 'Sign in to the back office');
      if (session.stage !== 'full') throw new HttpError(401, 'EXTRA_VERIFICATION_REQUIRED', 'Enter the code of your authenticator app');
      const staff = await staffRepository.byId(session.staffId);
      if (!staff) throw new HttpError(401, 'NOT_LOGGED_IN', 'Sign in to the back office');
      request.staff = { ...staff, tokenHash: session.tokenHash };
    });

    fastify.decorate('authorize', (request: FastifyRequest, permission: BackofficePermission, merchantCode: string) => {
      const staff = request.staff;
      // requireStaff runs first on every route that authorises; a route without it is a wiring bug.
      if (!staff) throw new HttpError(401, 'NOT_LOGGED_IN', 'Sign in to the back office');
      if (!can(staff.grants, permission, merchantCode)) {
        throw new HttpError(403, 'FORBIDDEN', `Your roles do not allow ${permission} for ${merchantCode}`);
      }
      return staff;
    });
  },
  { name: 'authorization', dependencies: ['db', 'clock'] },
);
