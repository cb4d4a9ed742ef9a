import { sharedPlugin } from '../../http/shared-plugin';
import { createIdempotency } from '../ledger/idempotency';
import { createAgentAnnouncements } from './announcements';
import { createContractService } from './contracts';
import { createAgentPayouts, startPayoutTimer, type AgentPayoutJobs } from './payout-timer';
import { createAgentRepository, type AgentRepository } from './repository';
import { createReportService } from './reports';
import { createReportsRepository } from './reports-repository';
import agentRoutes from './routes';
import { createAgentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    agentPayouts: AgentPayoutJobs;
    /** The agent tree's reads (the exports module's agent reports use them too). */
    agentRepository: AgentRepository;
  }
}

/**
 * The agent module (spec §2, §6, §9): the agent centre's services, built once, the payout jobs and
 * their timer, and the routes. Settings reads (the currency) go through the wallet's cached repository.
 */
export default sharedPlugin(
  async (fastify) => {
    const { db } = fastify;
    const now = () => fastify.now();
    const wallet = fastify.walletRepository;
    const repository = createAgentRepository(db);
    const service = createAgentService({
      repository,
      wallet,
      ledger: fastify.ledger,
      idempotency: createIdempotency(db, now),
      memberRepository: fastify.memberRepository,
      merchantRepository: fastify.merchantRepository,
      passwords: fastify.passwords,
      now,
    });
    const reports = createReportService({ reports: createReportsRepository(db), tree: repository, memberRepository: fastify.memberRepository, now });
    const contracts = createContractService({ db, memberRepository: fastify.memberRepository, now });
    const announcements = createAgentAnnouncements({ content: fastify.contentRepository, now });

    const payouts = createAgentPayouts(fastify, wallet);
    fastify.decorate('agentPayouts', payouts);
    fastify.decorate('agentRepository', repository);
    if (fastify.config.agent.payoutTimer) startPayoutTimer(fastify, payouts);

    await fastify.register(agentRoutes, { service, reports, contracts, announcements });
  },
  { name: 'agent', dependencies: ['db', 'clock', 'wallet', 'auth-services', 'merchant-repository', 'content'] },
);
