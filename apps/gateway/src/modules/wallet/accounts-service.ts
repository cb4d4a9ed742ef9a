import { MAIN_WALLET, type Transaction, type WalletBalance, type transactionHistoryCall } from '@platform/shared/api-contract';
import type { Member } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { isTrial } from '../member/rules';
import { pageOf, validation, type WalletDeps } from './service-support';
import { rebateRates, vipOf } from './vip';
import type { WalletContext } from './wallet-context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Parses an ISO date or date-time; a bare date as `to` means the end of that day (UTC). */
function parseDate(field: string, text: string, endOfDay: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) throw validation(field, 'validation.date');
  return dateOnly && endOfDay ? new Date(date.getTime() + DAY_MS - 1) : date;
}

/**
 * A member's accounts, read (README "Money", calls): balances, consolidated funds, the transaction
 * history, VIP and rebate rates, and the merchant's wallet settings. A trial account shows its
 * play money, funded on first read.
 */
export function createAccountsService(deps: WalletDeps, context: WalletContext) {
  const { ledger, repository: repo } = deps;
  const { currencyOf, vendorWallets, ensureTrialFunded } = context;

  return {
    async balance(member: Member): Promise<WalletBalance> {
      const settings = await currencyOf(member.merchantCode);
      const base = { currency: settings.currency, currencySymbol: settings.currencySymbol };
      if (isTrial(member)) {
        await ensureTrialFunded(member);
        const balances = await repo.memberBalances(member.id, settings.currency);
        const play = balances.get('PLAY') ?? 0;
        return { balance: play, ...base, isTrial: true, held: 0, wallets: [{ code: 'PLAY', name: 'Play money', balance: play }] };
      }
      const balances = await repo.memberBalances(member.id, settings.currency);
      const main = balances.get('MAIN') ?? 0;
      const wallets = [{ code: MAIN_WALLET, name: 'Main wallet', balance: main }];
      if (!settings.singleWallet) {
        for (const vendor of await vendorWallets(member.merchantCode)) {
          wallets.push({ code: vendor.vassalage, name: vendor.name, balance: balances.get(`VENDOR:${vendor.vassalage}`) ?? 0 });
        }
      }
      return { balance: main, ...base, isTrial: false, held: balances.get('HELD') ?? 0, wallets, wagering: await ledger.wagering(member.id) };
    },

    async merchantWallet(member: Member): Promise<{ isSingle: boolean }> {
      return { isSingle: (await currencyOf(member.merchantCode)).singleWallet };
    },

    async consolidated(member: Member) {
      const settings = await currencyOf(member.merchantCode);
      if (isTrial(member)) await ensureTrialFunded(member);
      const balances = await repo.memberBalances(member.id, settings.currency);
      const main = balances.get(isTrial(member) ? 'PLAY' : 'MAIN') ?? 0;
      let vendors = 0;
      for (const [kind, balance] of balances) if (kind.startsWith('VENDOR:')) vendors += balance;
      return { total: main + vendors, main, vendors, held: balances.get('HELD') ?? 0, currencySymbol: settings.currencySymbol };
    },

    async history(member: Member, input: Input<typeof transactionHistoryCall>) {
      if (input.preset && (input.from || input.to)) throw validation('preset', 'validation.preset_or_dates');
      const now = deps.now();
      let from: Date | null = input.from ? parseDate('from', input.from, false) : null;
      let to: Date | null = input.to ? parseDate('to', input.to, true) : null;
      if (input.preset) {
        const days = input.preset.endsWith('30') ? 30 : 7;
        const span = days * DAY_MS;
        [from, to] = input.preset.startsWith('next')
          ? [now, new Date(now.getTime() + span)]
          : [new Date(now.getTime() - span), now];
      }
      if (from && to && from > to) throw validation('from', 'validation.date_order');
      const settings = await currencyOf(member.merchantCode);
      if (isTrial(member)) await ensureTrialFunded(member);
      const accountKind = isTrial(member) ? 'PLAY' : 'MAIN';
      const account = await ledger.memberAccount(member.merchantCode, member.id, accountKind, settings.currency);
      const page = pageOf(input.pageNo, input.pageSize);
      const { total, rows } = await repo.history({
        memberId: member.id,
        accountId: account.id,
        type: input.type && input.type !== 'all' ? input.type : null,
        from,
        to,
        limit: page.pageSize,
        offset: page.offset,
      });
      return {
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        total,
        totalPages: Math.ceil(total / page.pageSize),
        rows: rows.map(
          (row): Transaction => ({
            id: row.id,
            type: row.type as Transaction['type'],
            amount: Number(row.amount),
            balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
            status: row.status,
            createdAt: new Date(row.created_at).toISOString(),
          }),
        ),
      };
    },

    async vip(member: Member) {
      return vipOf(isTrial(member) ? 0 : await repo.turnover(member.id));
    },

    rebateRates,

    /** For the seed and the tests: a merchant's wallet settings. */
    saveSettings: (merchantCode: string, patch: { singleWallet?: boolean; currency?: string; currencySymbol?: string }) =>
      repo.saveSettings(merchantCode, patch),
  };
}
