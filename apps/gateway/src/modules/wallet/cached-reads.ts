import type { ChangeFeed } from '../../plugins/app/change-feed';
import { createConfigCache, createKeyedCache } from '../../plugins/app/config-cache';
import type { WalletRepository } from './repository';

/**
 * The balance call reads at most the member's ledger accounts (one indexed query): the merchant's
 * wallet settings and the vendor list are kept in memory, dropped by the change feed when
 * wallet_settings or vendors change. The balances themselves are kept per member too, dropped by
 * the feed's `balance:<member id>` when any of their ledger accounts changes (migration 0017),
 * which reaches this instance before the committing write returns. Only reads use them: the
 * ledger checks funds inside its own transaction.
 */
export function cachedReads(inner: WalletRepository, feed: ChangeFeed, ttlMs: number): WalletRepository {
  const settings = createConfigCache<Awaited<ReturnType<WalletRepository['settings']>>>({ feed, topics: ['merchants'], ttlMs });
  const vendorCodes = createConfigCache<Awaited<ReturnType<WalletRepository['vendorCodes']>>>({ feed, topics: ['catalogue'], ttlMs });
  const balances = createKeyedCache<Map<string, number>>({ feed, prefix: 'balance:', ttlMs, maxEntries: 100_000 });
  return {
    ...inner,
    settings: (merchantCode) => settings.get(merchantCode, () => inner.settings(merchantCode)),
    vendorCodes: () => vendorCodes.get('all', () => inner.vendorCodes()),
    // A copy each time: callers may not share (or change) the cached map.
    memberBalances: async (memberId, currency) =>
      new Map(await balances.get(String(memberId), currency, () => inner.memberBalances(memberId, currency))),
  };
}
