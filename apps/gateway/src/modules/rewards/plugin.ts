import { sharedPlugin } from '../../http/shared-plugin';
import { createRewardsRepository } from './repository';
import rewardsRoutes from './routes';
import { createRewardsService } from './service';

/**
 * The rewards module (spec §2 rewardCenter, §5 activities): its repository and service, built once,
 * and its routes. The currency and the uploads come from the wallet's shared (read-cached) repository.
 */
export default sharedPlugin(
  async (fastify) => {
    const wallets = fastify.walletRepository;
    const rewards = createRewardsService({
      repository: createRewardsRepository(fastify.db),
      ledger: fastify.ledger,
      currencyOf: async (code) => (await wallets.settings(code)).currency,
      ownUploads: wallets.ownUploads,
      findMerchant: (code) => fastify.merchantRepository.findByCode(code),
      findMember: (merchantCode, account) => fastify.memberRepository.findByAccount(merchantCode, account),
      now: () => fastify.now(),
    });

    await fastify.register(rewardsRoutes, { rewards });
  },
  { name: 'rewards', dependencies: ['db', 'clock', 'wallet', 'auth-services', 'merchant-repository', 'authorization'] },
);
