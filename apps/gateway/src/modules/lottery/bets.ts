import {
  LOTTERY_GAMES,
  LOTTERY_MISSIONS,
  prizeModeOf,
  type LotteryGame,
  type lotteryLaunchCall,
  type myLotteryBetsCall,
  type placeLotteryBetCall,
} from '@platform/shared/api-contract';
import type { Db } from '../../db/client';
import type { LotteryDrawRow } from '../../db/lottery-schema';
import type { Member } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { ledgerReads } from '../ledger/reads';
import { lotteryFigures, periodWindow } from '../missions/progress';
import { assertStakeWithinLimits } from '../protection/guards';
import type { LotteryDeps } from './deps';
import type { LotteryDraws } from './draws';
import { normaliseBet } from './engine';
import { lotteryRepository as repo } from './repository';
import { groupOf, parsePeriodId, periodAt } from './schedule';
import { betValue, maskAccount } from './views';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A member's side of the lottery: the launch, placing a slip (bets and their BET transfers),
 * listing their bets, the daily mission and the winners' board. Periods come from `draws`.
 */
export function createLotteryBets(deps: LotteryDeps, draws: Pick<LotteryDraws, 'ensurePeriod'>) {
  const { db, ledger } = deps;

  /** The period's row if it takes bets at `at` (created on first use); 404 or 409 otherwise. */
  async function openBetPeriod(
    gameCode: LotteryGame,
    periodId: string,
    at: Date,
  ): Promise<LotteryDrawRow> {
    const parsed = parsePeriodId(periodId, LOTTERY_GAMES);
    if (!parsed || parsed.gameCode !== gameCode)
      throw new HttpError(404, 'DRAW_NOT_FOUND', 'Unknown period');
    const period = periodAt(gameCode, parsed.index, deps.lengths);
    if (at.getTime() < period.opensAt.getTime())
      throw new HttpError(409, 'BETTING_CLOSED', 'This period is not open for bets yet');
    if (at.getTime() >= period.closesAt.getTime())
      throw new HttpError(409, 'BETTING_CLOSED', 'Betting on this period is closed');
    return (await draws.ensurePeriod(period, at)).row;
  }

  return {
    /**
     * Spec §2 and §9: the SPA route of the game and its view. Spec §4: the prize mode is a property of
     * the lottery category (the LOTT vendors), not of the launched game: ELOTT when the category
     * holds the Vietnamese lotto or the lottery card, LOTT otherwise.
     */
    async launch(input: Input<typeof lotteryLaunchCall>) {
      const game = input.gameCode ?? null;
      const group = game ? groupOf(game) : null;
      const route = group === 'VN' ? '/vnLottery' : group === 'SEA' ? '/seaLottery' : '/lottery';
      const query = new URLSearchParams({ ...(game ? { gameCode: game } : {}), view: input.view });
      const prizeMode = prizeModeOf(await repo.lotteryVendors(db));
      return {
        url: `${route}?${query.toString()}`,
        view: input.view,
        prizeMode,
        gameCode: game,
      } as const;
    },

    /**
     * A bet slip. Every bet row and its BET transfer (key `lottery:bet:<bet id>`) are written in one
     * transaction that holds the period's row FOR SHARE, so a draw cannot happen between the
     * cut-off check and the commit. A replayed slip key answers the stored bets.
     */
    async placeBets(member: Member, input: Input<typeof placeLotteryBetCall>) {
      const at = deps.now();
      const items = input.bets.map((item) => {
        const normalised = normaliseBet(input.gameCode, item.betType, item.selection);
        if (!normalised)
          throw new HttpError(
            400,
            'BET_NOT_OFFERED',
            `${input.gameCode} does not offer ${item.betType} ${item.selection ?? ''}`.trim(),
          );
        return { ...item, ...normalised };
      });
      const { wallet, house } = await deps.wallet.gameAccounts(member);
      const replay = async (tx: Db) => {
        const rows = await repo.slipBets(tx, member.id, input.idempotencyKey);
        const same =
          rows.length === items.length &&
          rows.every(
            (row, i) =>
              row.periodId === input.periodId &&
              row.betType === items[i]!.betType &&
              row.selection === items[i]!.selection &&
              row.stake === items[i]!.stake,
          );
        if (!same)
          throw new HttpError(
            422,
            'IDEMPOTENCY_MISMATCH',
            'This key was already used for another slip',
          );
        return { bets: rows.map(betValue), balance: await ledgerReads.balanceOf(tx, wallet.id) };
      };
      if (await repo.slipExists(db, member.id, input.idempotencyKey)) return replay(db);
      const draw = await openBetPeriod(input.gameCode, input.periodId, at);
      return ledger.transaction(async (tx) => {
        const locked = await repo.drawForShare(tx, draw.id);
        if (!locked || locked.status !== 'open' || at.getTime() >= locked.closesAt.getTime()) {
          throw new HttpError(409, 'BETTING_CLOSED', 'Betting on this period is closed');
        }
        const inserted = await repo.insertBets(
          tx,
          items.map((item, slipIndex) => ({
            merchantCode: member.merchantCode,
            memberId: member.id,
            drawId: draw.id,
            gameCode: input.gameCode,
            periodId: draw.periodId,
            betType: item.betType,
            selection: item.selection,
            stake: item.stake,
            odds: item.odds,
            realm: wallet.realm,
            walletAccountId: wallet.id,
            houseAccountId: house.id,
            idempotencyKey: input.idempotencyKey,
            slipIndex,
            createdAt: at,
          })),
        );
        // A concurrent request with this key got there first.
        if (inserted.length !== items.length) {
          if (inserted.length === 0) return replay(tx);
          throw new HttpError(409, 'IDEMPOTENCY_IN_FLIGHT', 'This slip is being placed');
        }
        await assertStakeWithinLimits(tx, member.id, items.reduce((sum, item) => sum + item.stake, 0), at);
        let balance = 0;
        for (const bet of inserted.sort((a, b) => a.slipIndex - b.slipIndex)) {
          const posted = await ledger.postWithin(tx, {
            merchantCode: member.merchantCode,
            kind: 'BET',
            idempotencyKey: `lottery:bet:${bet.id}`,
            legs: [
              { accountId: wallet.id, amount: -bet.stake },
              { accountId: house.id, amount: bet.stake },
            ],
            metadata: {
              category: groupOf(input.gameCode) === 'VN' ? 'ELOTT' : 'LOTT',
              gameCode: input.gameCode,
              periodId: draw.periodId,
              betId: bet.id,
            },
            at,
          });
          balance = posted.balanceAfter.get(wallet.id)!;
        }
        return { bets: inserted.map(betValue), balance };
      });
    },

    async myBets(member: Member, input: Input<typeof myLotteryBetsCall>) {
      const pageNo = input.pageNo ?? 1;
      const pageSize = input.pageSize ?? 20;
      const { rows, total } = await repo.memberBets(db, {
        memberId: member.id,
        gameCode: input.gameCode,
        status: input.status,
        pageNo,
        pageSize,
      });
      return {
        pageNo,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
        rows: rows.map(betValue),
      };
    },

    /** Mission summary: the member's figures of the current UTC day and each mission's progress (the missions module measures them). */
    async mission(member: Member) {
      const day = periodWindow('daily', deps.now());
      const figures = await lotteryFigures(db, member.id, day);
      return {
        day: day.key,
        ...figures,
        missions: LOTTERY_MISSIONS.map((m) => ({
          id: m.id,
          target: m.target,
          progress: Math.min(figures[m.metric], m.target),
          done: figures[m.metric] >= m.target,
        })),
      };
    },

    /** Leaderboard: the merchant's biggest winners of the last 24 hours (won bets' payouts), accounts masked. */
    async leaderboard(member: Member, game: LotteryGame | undefined) {
      const since = new Date(deps.now().getTime() - DAY_MS);
      const rows = await repo.topWinners(db, member.merchantCode, since, game);
      return rows.map((row, i) => ({
        rank: i + 1,
        account: maskAccount(row.account),
        payout: Number(row.payout),
        wins: Number(row.wins),
      }));
    },
  };
}
