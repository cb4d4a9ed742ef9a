import type { WalletBalance } from '@platform/shared/api-contract';
import { prepare, type Prepared } from '../../http/prepared-answer';
import type { ChangeFeed } from '../../plugins/app/change-feed';
import { createKeyedCache } from '../../plugins/app/config-cache';

/**
 * The balance call is the one a client repeats most (every page, every push), so each member's
 * whole answer is kept serialized. It is built from three things, and each one's change drops it
 * on every instance: the member's ledger accounts (`balance:<id>`, raised by the ledger's trigger
 * in the same commit), the merchant's wallet settings (`merchants`) and the vendor wallets
 * (`catalogue`). CONFIG_CACHE_SECONDS is only the backstop. Trial accounts are not kept: their
 * balance call may fund the trial first.
 */
export function createBalanceAnswers(feed: ChangeFeed, ttlMs: number) {
  const cache = createKeyedCache<Prepared<WalletBalance>>({
    feed,
    prefix: 'balance:',
    topics: ['merchants', 'catalogue'],
    ttlMs,
    maxEntries: 100_000,
  });
  return {
    get: (memberId: number, build: () => Promise<WalletBalance>): Promise<Prepared<WalletBalance>> =>
      cache.get(String(memberId), 'answer', async () => prepare(await build())),
  };
}
