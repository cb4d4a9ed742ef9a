import {
  bonusDetailsCall,
  changePasswordCall,
  firstLoginCall,
  languageUpdateCall,
  memberInfoCall,
  memberProfileCall,
  personalProfitCall,
  referralCall,
  sendContactCodeCall,
  totpConfirmCall,
  totpEnrolCall,
  updateProfileCall,
  verifyContactCall,
  verifyPasswordCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { normaliseIp } from '../../security/ip';
import type { ContactVerifyService } from './contact-verify-service';
import type { ProfileService } from './profile-service';
import type { ReportsService } from './reports-service';
import type { MemberService } from './service';

export interface MemberRoutesOptions {
  service: MemberService;
  profiles: ProfileService;
  contacts: ContactVerifyService;
  reports: ReportsService;
}

/** The logged-in member's own account: info, password, first login, TOTP, language, profile, contact verification, referral, profit and bonus reports. Every call here is T. */
const memberRoutes: FastifyPluginAsync<MemberRoutesOptions> = async (fastify, { service, profiles, contacts, reports }) => {
  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest) => request.member!;

  contractRoute(fastify, memberInfoCall, async (_input, request) => service.info(memberOf(request), normaliseIp(request.ip)));
  contractRoute(fastify, changePasswordCall, async (input, request) => service.changePassword(memberOf(request), input));
  contractRoute(fastify, verifyPasswordCall, async (input, request) => service.verifyPassword(memberOf(request), input.password));
  contractRoute(fastify, firstLoginCall, async (_input, request) => service.firstLogin(memberOf(request)));
  contractRoute(fastify, totpEnrolCall, async (_input, request) => service.totpEnrol(memberOf(request)));
  contractRoute(fastify, totpConfirmCall, async (input, request) => service.totpConfirm(memberOf(request), input));
  contractRoute(fastify, memberProfileCall, async (_input, request) => profiles.profile(memberOf(request)));
  contractRoute(fastify, updateProfileCall, async (input, request) => profiles.update(memberOf(request), input));
  contractRoute(fastify, referralCall, async (_input, request) => profiles.referral(memberOf(request)));
  contractRoute(fastify, sendContactCodeCall, async (input, request) => contacts.sendCode(memberOf(request), input, normaliseIp(request.ip)));
  contractRoute(fastify, verifyContactCall, async (input, request) => {
    await contacts.verify(memberOf(request), input);
    return profiles.profile(memberOf(request));
  });
  contractRoute(fastify, personalProfitCall, async (input, request) => reports.profit(memberOf(request), input));
  contractRoute(fastify, bonusDetailsCall, async (input, request) => reports.bonusDetails(memberOf(request), input));
  contractRoute(fastify, languageUpdateCall, async (input, request) => service.updateLanguage(memberOf(request), input.language));
};

export default memberRoutes;
