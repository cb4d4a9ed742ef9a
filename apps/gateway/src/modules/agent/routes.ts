import {
  acceptContractCall,
  agentAnnouncementsCall,
  agreeContractEndCall,
  contractsCall,
  offerContractCall,
  rejectContractCall,
  requestContractEndCall,
  terminateContractCall,
  downlineTransactionsCall,
  downlinesCall,
  registerDownlineCall,
  teamOverviewCall,
  transferDownlineCall,
  transferUplineCall,
  myIncomeCall,
  payoutRecordsCall,
  teamBettingCall,
  userLossCall,
} from '@platform/shared/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import type { AgentAnnouncements } from './announcements';
import type { ContractService } from './contracts';
import type { ReportService } from './reports';
import type { AgentService } from './service';

export interface AgentRoutesOptions {
  service: AgentService;
  reports: ReportService;
  contracts: ContractService;
  announcements: AgentAnnouncements;
}

/** The agent centre (spec §2, §6) and the member's transfer to their upline. Every call here is T. */
const agentRoutes: FastifyPluginAsync<AgentRoutesOptions> = async (fastify, { service, reports, contracts, announcements }) => {
  // contractRoute has authenticated every T call before the handler runs.
  const memberOf = (request: FastifyRequest) => request.member!;

  contractRoute(fastify, agentAnnouncementsCall, async (input, request) => {
    const agent = memberOf(request);
    const merchant = await fastify.merchantRepository.findByCode(agent.merchantCode);
    if (!merchant) throw new Error(`member ${agent.id} has no merchant ${agent.merchantCode}`);
    return announcements.list(agent, merchant, input);
  });
  contractRoute(fastify, teamOverviewCall, async (input, request) => service.overview(memberOf(request), input));
  contractRoute(fastify, downlinesCall, async (input, request) => service.downlines(memberOf(request), input));
  contractRoute(fastify, registerDownlineCall, async (input, request) => service.registerDownline(memberOf(request), input));
  contractRoute(fastify, downlineTransactionsCall, async (input, request) => service.transactions(memberOf(request), input));
  contractRoute(fastify, transferDownlineCall, async (input, request) => service.transferDownline(memberOf(request), input));
  contractRoute(fastify, transferUplineCall, async (input, request) => service.transferUpline(memberOf(request), input));

  contractRoute(fastify, teamBettingCall, async (input, request) => reports.teamBetting(memberOf(request), input));
  contractRoute(fastify, userLossCall, async (input, request) => reports.userLoss(memberOf(request), input));
  contractRoute(fastify, myIncomeCall, async (input, request) => reports.myIncome(memberOf(request), input));
  contractRoute(fastify, payoutRecordsCall, async (input, request) => reports.payoutRecords(memberOf(request), input));

  contractRoute(fastify, offerContractCall, async (input, request) => contracts.offer(memberOf(request), input));
  contractRoute(fastify, contractsCall, async (input, request) => contracts.list(memberOf(request), input));
  contractRoute(fastify, acceptContractCall, async (input, request) => contracts.accept(memberOf(request), input));
  contractRoute(fastify, rejectContractCall, async (input, request) => contracts.reject(memberOf(request), input.contractId));
  contractRoute(fastify, requestContractEndCall, async (input, request) => contracts.requestEnd(memberOf(request), input.contractId));
  contractRoute(fastify, agreeContractEndCall, async (input, request) => contracts.agreeEnd(memberOf(request), input.contractId));
  contractRoute(fastify, terminateContractCall, async (input, request) => contracts.terminate(memberOf(request), input.contractId));
};

export default agentRoutes;
