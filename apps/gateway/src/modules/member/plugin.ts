import { sharedPlugin } from '../../http/shared-plugin';
import { serviceDeps } from '../auth/deps';
import { createContactVerifyService } from './contact-verify-service';
import { createProfileService } from './profile-service';
import { createReportsRepository } from './reports-repository';
import { createReportsService } from './reports-service';
import memberRoutes from './routes';
import { createMemberService, type MemberService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The member's own account rules (password check, TOTP, language); other modules check passwords through it. */
    memberService: MemberService;
  }
}

/** The member module: the account, profile, contact-verification and report services, built once, and their routes. */
export default sharedPlugin(
  async (fastify) => {
    const deps = serviceDeps(fastify);
    const service = createMemberService(deps);
    const profiles = createProfileService(deps, (member, password) => service.verifyPassword(member, password));
    const contacts = createContactVerifyService(deps);
    const reports = createReportsService({ repository: createReportsRepository(fastify.db), now: deps.now });
    fastify.decorate('memberService', service);
    await fastify.register(memberRoutes, { service, profiles, contacts, reports });
  },
  { name: 'member', dependencies: ['auth-services', 'captcha', 'bot-check'] },
);
