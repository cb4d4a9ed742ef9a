import { randomBytes, randomUUID, createHash } from 'node:crypto';
import {
  MAIN_WALLET,
  type DepositInfo,
  type Transaction,
  type WalletBalance,
  type depositCall,
  type operatorCreditCall,
  type operatorDepositDecisionCall,
  type operatorWalletSettingsCall,
  type transactionHistoryCall,
  type transferRelayCall,
  type uploadCall,
} from '@platform/shared/api-contract';
import type { Member, Merchant } from '../../db/schema';
import type { Deposit } from '../../db/wallet-schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import type { PaymentProvider } from '../../providers/payments/types';
import { providerUnavailable } from '../../providers/unavailable';
import { isTrial } from '../member/rules';
import { assertDepositWithinLimits } from '../protection/guards';
import { auditMoney } from '../protection/money-audit';
import type { Commit } from '../ledger/idempotency';
import { decodeImage, uploadInvalid } from './uploads';
import { localisedName } from './localised-name';
import { rebateRates, vipOf } from './vip';
import { OPERATOR_SCOPE, iso, memberScope, pageOf, refuseTrial, validation, type WalletDeps } from './service-support';
import { createWithdrawalsService } from './withdrawals-service';

export type { WalletDeps } from './service-support';

/** The play money a trial account starts with (2,000.00), from its merchant's PLAY_MONEY_SOURCE. */
export const TRIAL_PLAY_MONEY = 2_000_00;
const WITHDRAW_PASSWORD_FAILURES = 'withdraw-password-fail';
/** Shared with the member module: wrong login passwords count against one cap wherever they are typed. */
const PASSWORD_FAILURES = 'password-fail-member';
const DAY_MS = 24 * 60 * 60 * 1000;

export function depositValue(row: Deposit, payments: PaymentProvider | null): DepositInfo {
  return {
    id: row.id,
    channelCode: row.channelCode,
    kind: row.kind,
    amount: row.amount,
    status: row.status,
    receiptUploadId: row.receiptUploadId,
    redirectUrl: row.gatewayRef && payments ? payments.checkoutUrl(row.gatewayRef) : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

/** Parses an ISO date or date-time; a bare date as `to` means the end of that day (UTC). */
function parseDate(field: string, text: string, endOfDay: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) throw validation(field, 'validation.date');
  return dateOnly && endOfDay ? new Date(date.getTime() + DAY_MS - 1) : date;
}

/**
 * The wallet rules (README "Money"): balances, transfers between the main and vendor wallets,
 * deposits, history, VIP, the operator's deposit decisions and credits, and the bet API the games
 * modules use; the withdrawals (withdrawals-service.ts) are spread into the same object, so the
 * wiring sees one wallet service. Every movement goes through the ledger, every row through the
 * repository, in the transaction of its posting.
 */
export function createWalletService(deps: WalletDeps) {
  const { ledger, idempotency, repository: repo } = deps;
  const fundedTrials = new Set<number>();

  async function currencyOf(merchantCode: string) {
    return repo.settings(merchantCode);
  }

  async function merchantOf(code: string): Promise<Merchant> {
    const merchant = await deps.findMerchant(code);
    if (!merchant) throw new Error(`unknown merchant ${code}`);
    return merchant;
  }

  /** Vendor wallets: every vendor of the catalogue except the brand's in-house ones, which play from MAIN. */
  async function vendorWallets(merchantCode: string) {
    const merchant = await merchantOf(merchantCode);
    const inHouse = new Set(merchant.menu.inHouseVendors);
    return (await repo.vendorCodes()).filter((v) => !inHouse.has(v.vassalage));
  }

  /** A trial account's play money, granted once (the transfer key makes it once across instances). */
  async function ensureTrialFunded(member: Member): Promise<void> {
    if (!isTrial(member) || fundedTrials.has(member.id)) return;
    const { currency } = await currencyOf(member.merchantCode);
    const [source, play] = await Promise.all([
      ledger.systemAccount(member.merchantCode, 'PLAY_MONEY_SOURCE', currency),
      ledger.memberAccount(member.merchantCode, member.id, 'PLAY', currency),
    ]);
    await ledger.post({
      merchantCode: member.merchantCode,
      kind: 'TRIAL_FUND',
      idempotencyKey: `trial-fund:${member.id}`,
      legs: [
        { accountId: source.id, amount: -TRIAL_PLAY_MONEY },
        { accountId: play.id, amount: TRIAL_PLAY_MONEY },
      ],
      at: deps.now(),
    });
    fundedTrials.add(member.id);
  }

  async function checkLoginPassword(member: Member, password: string): Promise<void> {
    await guarded(PASSWORD_FAILURES, member, () => deps.passwords.verify(member.passwordHash, password), () =>
      new HttpError(400, 'OLD_PASSWORD_WRONG', 'The password is not correct'),
    );
  }

  /** Wrong guesses per member are capped like logins: a stolen token cannot brute-force the password. */
  async function guarded(bucket: string, member: Member, check: () => Promise<boolean>, wrong: () => HttpError): Promise<void> {
    // The attempt is taken before the compare, so parallel guesses cannot outrun the cap (issue 19).
    const cap = { bucket, max: deps.maxFailures, windowMs: deps.failureWindowMinutes * 60_000 };
    await deps.attempts.guess([{ cap, key: String(member.id) }], check, {
      capped: () => new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed attempts, please try again later'),
      wrong,
      onRight: 'clear',
    });
  }

  async function checkWithdrawPassword(member: Member, password: string): Promise<void> {
    const hash = await repo.withdrawPasswordHash(member.id);
    if (!hash) throw new HttpError(400, 'WITHDRAW_PASSWORD_NOT_SET', 'Please set a withdraw password first');
    await guarded(WITHDRAW_PASSWORD_FAILURES, member, () => deps.passwords.verify(hash, password), () =>
      new HttpError(400, 'WITHDRAW_PASSWORD_WRONG', 'The withdraw password is incorrect'),
    );
  }

  async function ownUploadsOrFail(member: Member, ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const own = await repo.ownUploads(member.id, unique);
    if (own.length !== unique.length) throw uploadInvalid('Unknown upload');
  }

  /** Approves (external -> main) or rejects a pending deposit; the deposit row lock makes it once. */
  async function settleDeposit(depositId: number, decision: 'approve' | 'reject', remark: string | null, commit?: Commit) {
    const found = await repo.deposit(depositId);
    if (!found) throw new HttpError(404, 'NOT_FOUND', 'Unknown deposit');
    const { currency } = await currencyOf(found.merchantCode);
    const [external, main] = await Promise.all([
      ledger.systemAccount(found.merchantCode, 'EXTERNAL', currency),
      ledger.memberAccount(found.merchantCode, found.memberId, 'MAIN', currency),
    ]);
    const account = await repo.accountOf(found.memberId);
    const referral = decision === 'approve' && deps.referral ? await deps.referral.payee(found.memberId, currency) : undefined;
    return ledger.transaction(async (tx) => {
      const row = await repo.lockDeposit(tx, depositId);
      if (!row || row.status !== 'pending') throw new HttpError(409, 'DEPOSIT_NOT_PENDING', 'This deposit has already been processed');
      const at = deps.now();
      let transferId: number | null = null;
      if (decision === 'approve') {
        const posted = await ledger.postWithin(tx, {
          merchantCode: row.merchantCode,
          kind: 'DEPOSIT',
          idempotencyKey: `deposit:${row.id}`,
          legs: [
            { accountId: external.id, amount: -row.amount },
            { accountId: main.id, amount: row.amount },
          ],
          metadata: { depositId: row.id, channel: row.channelCode },
          at,
        });
        transferId = posted.transferId;
        // The upline's referral reward waits for the referred member's first real deposit (issue 19).
        if (referral && deps.referral) await deps.referral.payWithin(tx, referral, { id: row.id, merchantCode: row.merchantCode, memberId: row.memberId, at });
      }
      const updated = await repo.updateDeposit(tx, row.id, { status: decision === 'approve' ? 'approved' : 'rejected', transferId, decidedAt: at, remark });
      const value = { ...depositValue(updated, deps.payments), merchantCode: updated.merchantCode, account };
      await auditMoney(tx, 'deposit', row, { depositId: row.id, amount: row.amount, decision }, at);
      if (commit) await commit(tx, value);
      return value;
    });
  }

  const withdrawals = createWithdrawalsService(deps, { currencyOf, checkLoginPassword, checkWithdrawPassword, ownUploadsOrFail });

  /** The account whose money a bet moves: MAIN for real accounts, PLAY for trial ones. */
  async function gameAccounts(member: Member) {
    const { currency } = await currencyOf(member.merchantCode);
    if (isTrial(member)) {
      await ensureTrialFunded(member);
      const [wallet, house] = await Promise.all([
        ledger.memberAccount(member.merchantCode, member.id, 'PLAY', currency),
        ledger.systemAccount(member.merchantCode, 'PLAY_HOUSE', currency),
      ]);
      return { wallet, house };
    }
    const [wallet, house] = await Promise.all([
      ledger.memberAccount(member.merchantCode, member.id, 'MAIN', currency),
      ledger.systemAccount(member.merchantCode, 'HOUSE', currency),
    ]);
    return { wallet, house };
  }

  return {
    // ------------------------------------------------------------ balances

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

    /** MAIN <-> VENDOR:<vassalage>; refused in single-wallet mode. */
    async transfer(member: Member, input: Input<typeof transferRelayCall>) {
      refuseTrial(member);
      const settings = await currencyOf(member.merchantCode);
      if (settings.singleWallet) throw new HttpError(403, 'FEATURE_DISABLED', 'Transfers are off in single-wallet mode');
      if ((input.from === MAIN_WALLET) === (input.to === MAIN_WALLET)) {
        throw validation('to', 'validation.one_side_main');
      }
      const vendorCode = input.from === MAIN_WALLET ? input.to : input.from;
      if (!(await vendorWallets(member.merchantCode)).some((v) => v.vassalage === vendorCode)) {
        throw validation(input.from === MAIN_WALLET ? 'to' : 'from', 'validation.unknown_wallet');
      }
      const ctx = {
        scope: memberScope(member),
        key: input.idempotencyKey,
        merchantCode: member.merchantCode,
        memberId: member.id,
        callId: 'transferRelay',
        params: { from: input.from, to: input.to, amount: input.amount },
      };
      return idempotency.run(ctx, async (commit) => {
        const [main, vendor] = await Promise.all([
          ledger.memberAccount(member.merchantCode, member.id, 'MAIN', settings.currency),
          ledger.memberAccount(member.merchantCode, member.id, `VENDOR:${vendorCode}`, settings.currency),
        ]);
        const [from, to] = input.from === MAIN_WALLET ? [main, vendor] : [vendor, main];
        return ledger.transaction(async (tx) => {
          const posted = await ledger.postWithin(tx, {
            merchantCode: member.merchantCode,
            kind: 'TRANSFER',
            idempotencyKey: `${ctx.scope}:transferRelay:${input.idempotencyKey}`,
            legs: [
              { accountId: from.id, amount: -input.amount },
              { accountId: to.id, amount: input.amount },
            ],
            metadata: { from: input.from, to: input.to },
            at: deps.now(),
          });
          const value = {
            transferId: posted.transferId,
            from: input.from,
            to: input.to,
            amount: input.amount,
            fromBalance: posted.balanceAfter.get(from.id)!,
            toBalance: posted.balanceAfter.get(to.id)!,
          };
          await auditMoney(tx, 'transfer', { merchantCode: member.merchantCode, memberId: member.id }, { transferId: posted.transferId, from: input.from, to: input.to, amount: input.amount }, deps.now());
          await commit(tx, value);
          return value;
        });
      });
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

    // ------------------------------------------------------------ deposits

    /** The member's channels, each named in `language` (the request's) when the operator gave that name. */
    async channels(member: Member, language?: string) {
      refuseTrial(member);
      // Without a payment provider the gateway channels are not offered (and a deposit on one is refused below).
      const rows = (await repo.channels(member.merchantCode)).filter((row) => deps.payments || row.kind !== 'payment_gateway');
      return rows.map((row) => ({
        code: row.code,
        kind: row.kind,
        name: localisedName(row, language),
        minAmount: row.minAmount,
        maxAmount: row.maxAmount,
        bankDetails: row.kind === 'bank_transfer' ? (row.bankDetails ?? null) : null,
      }));
    },

    async deposit(member: Member, input: Input<typeof depositCall>): Promise<DepositInfo> {
      refuseTrial(member);
      const channel = await repo.channel(member.merchantCode, input.channelCode);
      if (!channel) throw validation('channelCode', 'validation.unknown_channel');
      if (channel.kind === 'payment_gateway' && !deps.payments) throw providerUnavailable('Payment gateway');
      if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
        throw validation('amount', 'validation.amount_range', { min: channel.minAmount, max: channel.maxAmount });
      }
      if (input.receiptUploadId) await ownUploadsOrFail(member, [input.receiptUploadId]);
      const ctx = {
        scope: memberScope(member),
        key: input.idempotencyKey,
        merchantCode: member.merchantCode,
        memberId: member.id,
        callId: 'deposit',
        params: { channelCode: input.channelCode, amount: input.amount, receiptUploadId: input.receiptUploadId ?? null },
      };
      return idempotency.run(ctx, async (commit) =>
        ledger.transaction(async (tx) => {
          await assertDepositWithinLimits(tx, member.id, input.amount, deps.now());
          const row = await repo.insertDeposit(tx, {
            merchantCode: member.merchantCode,
            memberId: member.id,
            channelCode: channel.code,
            kind: channel.kind,
            amount: input.amount,
            status: 'pending',
            receiptUploadId: input.receiptUploadId ?? null,
            gatewayRef: channel.kind === 'payment_gateway' ? randomBytes(16).toString('base64url') : null,
            createdAt: deps.now(),
          });
          const value = depositValue(row, deps.payments);
          await commit(tx, value);
          return value;
        }),
      );
    },

    /** The payment provider's callback: verified by the provider (constant time), credits at most once. */
    async paymentCallback(input: { ref: string; amount: string; status: 'paid' | 'failed'; signature: string }) {
      if (!deps.payments) throw providerUnavailable('Payment gateway');
      if (!(await deps.payments.verifyCallback(input))) throw new HttpError(401, 'FORBIDDEN', 'Bad signature');
      const found = await repo.depositByRef(input.ref);
      if (!found || String(found.amount) !== input.amount) throw new HttpError(404, 'NOT_FOUND', 'Unknown payment');
      const wanted = input.status === 'paid' ? 'approved' : 'rejected';
      if (found.status === 'pending') {
        try {
          await settleDeposit(found.id, input.status === 'paid' ? 'approve' : 'reject', null);
        } catch (error) {
          // A concurrent replay of the callback got there first: fall through to the settled state.
          if (!(error instanceof HttpError && error.code === 'DEPOSIT_NOT_PENDING')) throw error;
        }
      }
      const settled = (await repo.deposit(found.id))!;
      if (settled.status !== wanted) throw new HttpError(409, 'DEPOSIT_NOT_PENDING', 'This deposit has already been processed');
      return { depositId: settled.id, status: settled.status };
    },

    async paymentPage(ref: string) {
      const found = await repo.depositByRef(ref);
      if (!found) return undefined;
      const merchant = await merchantOf(found.merchantCode);
      const { currencySymbol } = await currencyOf(found.merchantCode);
      return {
        ref,
        amount: `${currencySymbol} ${(found.amount / 100).toFixed(2)}`,
        rawAmount: String(found.amount),
        merchant: merchant.displayName,
        status: found.status,
      };
    },

    // ------------------------------------------------------------ uploads

    async upload(member: Member, input: Input<typeof uploadCall>) {
      refuseTrial(member);
      const { bytes, contentType } = await decodeImage(input.dataBase64, deps.uploadLimits);
      const id = randomUUID();
      await repo.insertUpload({
        id,
        merchantCode: member.merchantCode,
        memberId: member.id,
        filename: input.filename,
        contentType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        data: bytes,
        createdAt: deps.now(),
      });
      return { uploadId: id, contentType, size: bytes.length };
    },

    findUpload: (id: string) => repo.upload(id),

    // ------------------------------------------------------------ withdrawals (withdrawals-service.ts)

    ...withdrawals,

    // ------------------------------------------------------------ VIP and rebates

    async vip(member: Member) {
      return vipOf(isTrial(member) ? 0 : await repo.turnover(member.id));
    },

    rebateRates,

    // ------------------------------------------------------------ operator

    async operatorDeposits(merchantCode: string, status: string | undefined) {
      const rows = await repo.operatorDeposits(merchantCode, status);
      return rows.map((row) => ({ ...depositValue(row.deposit, deps.payments), merchantCode: row.deposit.merchantCode, account: row.account }));
    },

    async decideDeposit(input: Input<typeof operatorDepositDecisionCall>) {
      const ctx = {
        scope: OPERATOR_SCOPE,
        key: input.idempotencyKey,
        merchantCode: null,
        memberId: null,
        callId: 'operatorDepositDecision',
        params: { depositId: input.depositId, decision: input.decision, remark: input.remark ?? null },
      };
      return idempotency.run(ctx, (commit) => settleDeposit(input.depositId, input.decision, input.remark ?? null, commit));
    },

    /** EXTERNAL -> MAIN, for demos, tests and manual adjustments. A trial account takes play money only. */
    async credit(input: Input<typeof operatorCreditCall>) {
      const ctx = {
        scope: OPERATOR_SCOPE,
        key: input.idempotencyKey,
        merchantCode: input.merchantCode,
        memberId: null,
        callId: 'operatorCredit',
        params: { merchantCode: input.merchantCode, account: input.account, amount: input.amount, remark: input.remark ?? null },
      };
      return idempotency.run(ctx, async (commit) => {
        const member = await deps.members.findByAccount(input.merchantCode, input.account);
        if (!member) throw new HttpError(404, 'NOT_FOUND', 'Unknown account');
        if (isTrial(member)) throw new HttpError(403, 'PLAY_MONEY_ONLY', 'Trial accounts hold play money only');
        const { currency } = await currencyOf(member.merchantCode);
        const [external, main] = await Promise.all([
          ledger.systemAccount(member.merchantCode, 'EXTERNAL', currency),
          ledger.memberAccount(member.merchantCode, member.id, 'MAIN', currency),
        ]);
        return ledger.transaction(async (tx) => {
          const posted = await ledger.postWithin(tx, {
            merchantCode: member.merchantCode,
            kind: 'CREDIT',
            idempotencyKey: `operator:credit:${input.idempotencyKey}`,
            legs: [
              { accountId: external.id, amount: -input.amount },
              { accountId: main.id, amount: input.amount },
            ],
            metadata: { remark: input.remark ?? null },
            at: deps.now(),
          });
          const value = { transferId: posted.transferId, account: member.account, amount: input.amount, balance: posted.balanceAfter.get(main.id)! };
          await commit(tx, value);
          return value;
        });
      });
    },

    // ------------------------------------------------------------ in-house games (internal API)

    /** The game module settles a round's bet and win in one transaction of its own over these accounts. */
    gameAccounts,

    /**
     * A bet: MAIN -> HOUSE (a trial account: PLAY -> PLAY_HOUSE). `betKey` is the game's own id
     * for the bet; posting it again moves nothing and answers the first result.
     */
    async placeBet(member: Member, bet: { betKey: string; amount: number; category: string; metadata?: Record<string, unknown> }) {
      if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) throw validation('amount', 'validation.amount');
      const { wallet, house } = await gameAccounts(member);
      const posted = await ledger.post({
        merchantCode: member.merchantCode,
        kind: 'BET',
        idempotencyKey: `bet:${member.id}:${bet.betKey}`,
        legs: [
          { accountId: wallet.id, amount: -bet.amount },
          { accountId: house.id, amount: bet.amount },
        ],
        metadata: { ...bet.metadata, category: bet.category, betKey: bet.betKey },
        at: deps.now(),
      });
      return { transferId: posted.transferId, balance: posted.balanceAfter.get(wallet.id)!, replayed: posted.replayed };
    },

    /** A win: HOUSE -> MAIN (trial: PLAY_HOUSE -> PLAY), once per `winKey`. */
    async settleWin(member: Member, win: { winKey: string; amount: number; category: string; metadata?: Record<string, unknown> }) {
      if (!Number.isSafeInteger(win.amount) || win.amount <= 0) throw validation('amount', 'validation.amount');
      const { wallet, house } = await gameAccounts(member);
      const posted = await ledger.post({
        merchantCode: member.merchantCode,
        kind: 'WIN',
        idempotencyKey: `win:${member.id}:${win.winKey}`,
        legs: [
          { accountId: house.id, amount: -win.amount },
          { accountId: wallet.id, amount: win.amount },
        ],
        metadata: { ...win.metadata, category: win.category, winKey: win.winKey },
        at: deps.now(),
      });
      return { transferId: posted.transferId, balance: posted.balanceAfter.get(wallet.id)!, replayed: posted.replayed };
    },

    async updateSettings(input: Input<typeof operatorWalletSettingsCall>) {
      if (!(await deps.findMerchant(input.merchantCode))) throw new HttpError(404, 'MERCHANT_UNKNOWN', 'Unknown merchant code');
      await repo.saveSettings(input.merchantCode, {
        ...(input.singleWallet !== undefined ? { singleWallet: input.singleWallet } : {}),
        ...(input.currencySymbol !== undefined ? { currencySymbol: input.currencySymbol } : {}),
        ...(input.wageringMultiplier !== undefined ? { wageringMultiplier: input.wageringMultiplier } : {}),
        ...(input.rebateWagering !== undefined ? { rebateWagering: input.rebateWagering } : {}),
        ...(input.referralReward !== undefined ? { referralReward: input.referralReward } : {}),
      });
      const { merchantCode, singleWallet, currency, currencySymbol, wageringMultiplier, rebateWagering, referralReward } = await repo.settings(input.merchantCode);
      return { merchantCode, singleWallet, currency, currencySymbol, wageringMultiplier, rebateWagering, referralReward };
    },

    /** For the seed and the tests: a merchant's wallet settings. */
    saveSettings: (merchantCode: string, patch: { singleWallet?: boolean; currency?: string; currencySymbol?: string }) =>
      repo.saveSettings(merchantCode, patch),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
