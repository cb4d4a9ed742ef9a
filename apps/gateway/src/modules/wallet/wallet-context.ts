import type { Member, Merchant } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { isTrial } from '../member/rules';
import type { WalletDeps } from './service-support';
import { uploadInvalid } from './uploads';

/** The play money a trial account starts with (2,000.00), from its merchant's PLAY_MONEY_SOURCE. */
export const TRIAL_PLAY_MONEY = 2_000_00;
const WITHDRAW_PASSWORD_FAILURES = 'withdraw-password-fail';
/** Shared with the member module: wrong login passwords count against one cap wherever they are typed. */
const PASSWORD_FAILURES = 'password-fail-member';

/**
 * What the wallet's services share, built once per wallet service: the merchant's settings and
 * vendor wallets, a member's accounts (a trial account's play money funded on first use), the
 * password checks with their guess caps, and the ownership check of uploads.
 */
export function createWalletContext(deps: WalletDeps) {
  const { ledger, repository: repo } = deps;
  // Trial accounts already funded by this instance: skips the (idempotent) posting on every call.
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

  async function checkLoginPassword(member: Member, password: string): Promise<void> {
    await guarded(PASSWORD_FAILURES, member, () => deps.passwords.verify(member.passwordHash, password), () =>
      new HttpError(400, 'OLD_PASSWORD_WRONG', 'The password is not correct'),
    );
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

  return { currencyOf, merchantOf, vendorWallets, ensureTrialFunded, gameAccounts, checkLoginPassword, checkWithdrawPassword, ownUploadsOrFail };
}

export type WalletContext = ReturnType<typeof createWalletContext>;
