import { MAIN_WALLET, type transferRelayCall } from '@platform/shared/api-contract';
import type { Member } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { auditMoney } from '../protection/money-audit';
import { memberScope, refuseTrial, validation, type WalletDeps } from './service-support';
import type { WalletContext } from './wallet-context';

interface GameMove {
  amount: number;
  category: string;
  metadata?: Record<string, unknown>;
}

/**
 * Money moving between a member's own wallets (the transfer relay, MAIN <-> a vendor wallet) and
 * between the member and the house (the in-house games' bets and wins). Each is one ledger
 * posting under a key that makes a replay move nothing.
 */
export function createTransfersService(deps: WalletDeps, context: WalletContext) {
  const { ledger, idempotency } = deps;
  const { currencyOf, vendorWallets, gameAccounts } = context;

  /** One posting between the member's game account and the house: a BET takes from the member, a WIN pays them. */
  async function gameMove(member: Member, kind: 'BET' | 'WIN', idempotencyKey: string, move: GameMove, metadata: Record<string, unknown>) {
    if (!Number.isSafeInteger(move.amount) || move.amount <= 0) throw validation('amount', 'validation.amount');
    const { wallet, house } = await gameAccounts(member);
    const [from, to] = kind === 'BET' ? [wallet, house] : [house, wallet];
    const posted = await ledger.post({
      merchantCode: member.merchantCode,
      kind,
      idempotencyKey,
      legs: [
        { accountId: from.id, amount: -move.amount },
        { accountId: to.id, amount: move.amount },
      ],
      metadata: { ...move.metadata, category: move.category, ...metadata },
      at: deps.now(),
    });
    return { transferId: posted.transferId, balance: posted.balanceAfter.get(wallet.id)!, replayed: posted.replayed };
  }

  return {
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

    // ------------------------------------------------------------ in-house games (internal API)

    /** The game module settles a round's bet and win in one transaction of its own over these accounts. */
    gameAccounts,

    /**
     * A bet: MAIN -> HOUSE (a trial account: PLAY -> PLAY_HOUSE). `betKey` is the game's own id
     * for the bet; posting it again moves nothing and answers the first result.
     */
    placeBet: (member: Member, bet: GameMove & { betKey: string }) =>
      gameMove(member, 'BET', `bet:${member.id}:${bet.betKey}`, bet, { betKey: bet.betKey }),

    /** A win: HOUSE -> MAIN (trial: PLAY_HOUSE -> PLAY), once per `winKey`. */
    settleWin: (member: Member, win: GameMove & { winKey: string }) =>
      gameMove(member, 'WIN', `win:${member.id}:${win.winKey}`, win, { winKey: win.winKey }),
  };
}
