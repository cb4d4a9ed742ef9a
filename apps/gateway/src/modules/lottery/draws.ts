import {
  LOTTERY_GAMES,
  VN_LOTTERY_GAMES,
  type LotteryBetType,
  type LotteryDraw,
  type LotteryGame,
  type LotteryLobbyGame,
} from '@platform/shared/api-contract';
import type { LotteryDrawRow } from '../../db/lottery-schema';
import { HttpError } from '../../http/http-error';
import { earnPointsOnTurnover } from '../points/earning';
import type { LotteryDeps } from './deps';
import { commitmentOf, newSeed, outcomeOf, payoutOf } from './engine';
import { lotteryRepository as repo } from './repository';
import { currentPeriod, gameInfo, periodAt, periodSecondsOf, type Period } from './schedule';
import { ALGORITHM, canonical, drawValue, gamesOfData } from './views';

/**
 * The periods' life: open them (seed and commitment first), draw the due ones, settle their bets,
 * and the reads of draws (lobby, recent, verification). The job every instance runs is `runAll`.
 */
export function createLotteryDraws(deps: LotteryDeps) {
  const { db, ledger } = deps;

  /** The period's row, created (seed and commitment) if it does not exist yet. Answers it and whether this call created it. */
  async function ensurePeriod(
    period: Period,
    at: Date,
  ): Promise<{ row: LotteryDrawRow; created: boolean }> {
    const seed = newSeed();
    const inserted = await repo.insertDraw(db, {
      gameCode: period.gameCode,
      periodId: period.periodId,
      opensAt: period.opensAt,
      closesAt: period.closesAt,
      drawAt: period.drawAt,
      seed,
      commitment: commitmentOf(seed),
      createdAt: at,
    });
    if (inserted) return { row: inserted, created: true };
    return { row: (await repo.drawOfPeriod(db, period.periodId))!, created: false };
  }

  async function findDraw(periodId: string): Promise<LotteryDrawRow | undefined> {
    return repo.drawOfPeriod(db, periodId);
  }

  /** Opens the running and the next period of every game: their commitments are public before bets open. */
  async function openPeriods(at: Date): Promise<number> {
    let opened = 0;
    for (const game of LOTTERY_GAMES) {
      const current = currentPeriod(game, at, deps.lengths);
      for (const period of [current, periodAt(game, current.index + 1, deps.lengths)]) {
        if ((await ensurePeriod(period, at)).created) opened += 1;
      }
    }
    return opened;
  }

  /**
   * Draws every open period whose draw time has come. The outcome is a pure function of the seed
   * and the period id, and the UPDATE only moves rows still `open`: instances racing here write the
   * same result once. Answers the periods this call drew.
   */
  async function drawDue(at: Date): Promise<LotteryDraw[]> {
    const due = await repo.dueDraws(db, at, 500);
    const drawn: LotteryDraw[] = [];
    for (const row of due) {
      const outcome = outcomeOf(row.gameCode as LotteryGame, row.seed, row.periodId);
      const updated = await repo.markDrawn(db, row.id, outcome, at);
      if (updated) drawn.push(drawValue(updated, at));
    }
    if (drawn.length > 0) deps.onDrawn?.(drawn);
    return drawn;
  }

  /**
   * Settles one bet, at most once: the bet is claimed FOR UPDATE SKIP LOCKED while still `open`,
   * and the settlement row (unique per draw and bet), the payout's ledger transfer (unique key
   * `lottery:settle:<bet>`) and the bet's new status commit together or not at all.
   */
  async function settleBet(betId: number, at: Date): Promise<boolean> {
    return ledger.transaction(async (tx) => {
      const bet = await repo.claimOpenBet(tx, betId);
      if (!bet) return false;
      const draw = await repo.drawById(tx, bet.drawId);
      if (!draw || draw.status === 'open') return false;
      const result = draw.status === 'cancelled' ? 'refunded' : null;
      const payout =
        result === 'refunded'
          ? bet.stake
          : payoutOf(
              {
                ...bet,
                gameCode: bet.gameCode as LotteryGame,
                betType: bet.betType as LotteryBetType,
              },
              draw.outcome!,
            );
      const status = result ?? (payout > 0 ? 'won' : 'lost');
      const settlementId = await repo.insertSettlement(tx, {
        drawId: draw.id,
        betId: bet.id,
        result: status,
        payout,
        createdAt: at,
      });
      if (settlementId === undefined) return false;
      let transferId: number | null = null;
      if (payout > 0) {
        const posted = await ledger.postWithin(tx, {
          merchantCode: bet.merchantCode,
          kind: status === 'refunded' ? 'BET_REFUND' : 'WIN',
          idempotencyKey: `lottery:settle:${bet.id}`,
          legs: [
            { accountId: bet.houseAccountId, amount: -payout },
            { accountId: bet.walletAccountId, amount: payout },
          ],
          metadata: { category: 'LOTT', gameCode: bet.gameCode, periodId: bet.periodId, betId: bet.id },
          at,
        });
        transferId = posted.transferId;
      }
      // A refunded bet (cancelled draw) was no turnover.
      if (status !== 'refunded') await earnPointsOnTurnover(tx, { merchantCode: bet.merchantCode, memberId: bet.memberId, source: 'lottery', betKey: String(bet.id), turnover: bet.stake, realm: bet.realm, at });
      deps.afterPayout?.(bet.id);
      if (transferId !== null) await repo.linkSettlementTransfer(tx, settlementId, transferId);
      await repo.markBetSettled(tx, bet.id, { status, payout, settledAt: at });
      return true;
    });
  }

  /**
   * Settles every open bet of the drawn and cancelled periods. Safe to run on every instance at
   * once and after a crash: each bet is claimed and settled in its own transaction (settleBet).
   * Answers how many bets this call settled.
   */
  async function settle(at: Date, limit = Number.POSITIVE_INFINITY): Promise<number> {
    let settled = 0;
    while (settled < limit) {
      const candidates = await repo.settleCandidates(db, 200);
      if (candidates.length === 0) break;
      let mine = 0;
      for (const id of candidates) {
        if (settled + mine >= limit) break;
        if (await settleBet(id, at)) mine += 1;
      }
      settled += mine;
      // Every candidate left is being settled by another instance right now.
      if (mine === 0) break;
    }
    return settled;
  }

  return {
    openPeriods,
    drawDue,
    settle,
    settleBet,
    ensurePeriod,
    findDraw,

    /** The job every instance runs on its timer: open the next periods, draw the due ones, settle. */
    async runAll(at = deps.now()) {
      const opened = await openPeriods(at);
      const drawn = await drawDue(at);
      const settled = await settle(at);
      return { opened, drawn: drawn.length, settled };
    },

    /** Cancels a period not drawn yet; the settlement then refunds every stake on it. */
    async cancel(periodId: string, at = deps.now()) {
      const row = await repo.cancelOpenDraw(db, periodId);
      if (!row && !(await findDraw(periodId)))
        throw new HttpError(404, 'DRAW_NOT_FOUND', 'Unknown period');
      const refunded = await settle(at);
      return { periodId, cancelled: Boolean(row), refunded };
    },

    async lobby(data: string | undefined): Promise<LotteryLobbyGame[]> {
      const at = deps.now();
      return Promise.all(
        gamesOfData(data).map(async (game) => {
          const current = currentPeriod(game, at, deps.lengths);
          const [now, next] = await Promise.all([
            ensurePeriod(current, at),
            ensurePeriod(periodAt(game, current.index + 1, deps.lengths), at),
          ]);
          const [last] = await repo.lastPublished(db, game, 1);
          return {
            ...gameInfo(game),
            betTypes: [...gameInfo(game).betTypes],
            periodSeconds: periodSecondsOf(game, deps.lengths),
            current: drawValue(now.row, at),
            next: drawValue(next.row, at),
            last: last ? drawValue(last, at) : null,
          };
        }),
      );
    },

    vnMenus() {
      const regions = { VN_NORTH: 'NORTH', VN_CENTRAL: 'CENTRAL', VN_SOUTH: 'SOUTH' } as const;
      return VN_LOTTERY_GAMES.map((game) => ({
        region: regions[game],
        gameCode: game,
        name: gameInfo(game).name,
        periodSeconds: periodSecondsOf(game, deps.lengths),
        betTypes: [...gameInfo(game).betTypes],
      }));
    },

    async recent(game: LotteryGame | undefined, pageSize = 20): Promise<LotteryDraw[]> {
      const at = deps.now();
      const rows = await repo.lastPublished(db, game, pageSize);
      return rows.map((row) => drawValue(row, at));
    },

    /** The last drawn period of each of `games`. */
    async opened(games: readonly LotteryGame[]): Promise<LotteryDraw[]> {
      const at = deps.now();
      const rows = await Promise.all(
        games.map(async (game) =>
          (await repo.lastPublished(db, game, 1)).filter((row) => row.status === 'drawn'),
        ),
      );
      return rows.flat().map((row) => drawValue(row, at));
    },

    /** The verification data of a period: the commitment checked against the seed, the outcome recomputed. */
    async verify(periodId: string) {
      const row = await findDraw(periodId);
      if (!row) throw new HttpError(404, 'DRAW_NOT_FOUND', 'Unknown period');
      const draw = drawValue(row, deps.now());
      const commitmentMatches = draw.seed ? commitmentOf(draw.seed) === draw.commitment : null;
      const outcomeMatches =
        draw.seed && draw.outcome
          ? canonical(outcomeOf(draw.gameCode, draw.seed, draw.periodId)) ===
            canonical(draw.outcome)
          : null;
      return { draw, commitmentMatches, outcomeMatches, algorithm: ALGORITHM };
    },
  };
}

export type LotteryDraws = ReturnType<typeof createLotteryDraws>;
