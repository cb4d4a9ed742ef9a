import {
  LOTTERY_GAMES,
  LOTTERY_MISSIONS,
  VN_LOTTERY_GAMES,
  prizeModeOf,
  type LotteryBet,
  type LotteryBetType,
  type LotteryDraw,
  type LotteryGame,
  type LotteryLobbyGame,
  type lotteryLaunchCall,
  type myLotteryBetsCall,
  type placeLotteryBetCall,
} from '@platform/shared/api-contract';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  lotteryBets,
  lotteryDraws,
  lotterySettlements,
  type LotteryBetRow,
  type LotteryDrawRow,
} from '../../db/lottery-schema';
import { members, vendors, type Member } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import type { Ledger } from '../ledger/service';
import { ledgerReads } from '../ledger/reads';
import { assertStakeWithinLimits } from '../protection/guards';
import type { WalletService } from '../wallet/service';
import { lotteryFigures, periodWindow } from '../missions/progress';
import { commitmentOf, newSeed, normaliseBet, outcomeOf, payoutOf } from './engine';
import {
  currentPeriod,
  gameInfo,
  groupOf,
  parsePeriodId,
  periodAt,
  periodSecondsOf,
  type Period,
  type PeriodLengths,
} from './schedule';
import { earnPointsOnTurnover } from '../points/earning';

export interface LotteryDeps {
  db: Db;
  ledger: Ledger;
  wallet: Pick<WalletService, 'gameAccounts'>;
  now(): Date;
  lengths: PeriodLengths;
  /** Called with the periods a job run has just drawn (for the live `draw` event). */
  onDrawn?: (draws: readonly LotteryDraw[]) => void;
  /** Tests only: runs inside a bet's settlement transaction after its payout posted; a throw rolls the bet back (a crash). */
  afterPayout?: (betId: number) => void;
}

export const verifyPageUrl = (periodId: string) =>
  `/api/lottery/verify/page?periodId=${encodeURIComponent(periodId)}`;

/** A draw row as the API shows it: the seed only once drawn or cancelled; `closed` past the cut-off. */
export function drawValue(row: LotteryDrawRow, now: Date): LotteryDraw {
  const published = row.status !== 'open';
  const status =
    row.status === 'open' && now.getTime() >= row.closesAt.getTime() ? 'closed' : row.status;
  return {
    gameCode: row.gameCode as LotteryGame,
    periodId: row.periodId,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    status,
    commitment: row.commitment,
    seed: published ? row.seed : null,
    outcome: row.status === 'drawn' ? row.outcome! : null,
    verifyUrl: verifyPageUrl(row.periodId),
  };
}

export function betValue(row: LotteryBetRow): LotteryBet {
  return {
    betId: String(row.id),
    gameCode: row.gameCode as LotteryGame,
    periodId: row.periodId,
    betType: row.betType as LotteryBetType,
    selection: row.selection,
    stake: row.stake,
    odds: row.odds,
    status: row.status,
    payout: row.payout,
    realm: row.realm,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt ? row.settledAt.toISOString() : null,
  };
}

/** The games a lobby `data` parameter names: ALL (or nothing), groups FAST, VN, SEA, or game codes. */
export function gamesOfData(data: string | undefined): LotteryGame[] {
  const parts = (data ?? 'ALL').split(',').filter(Boolean);
  const chosen = new Set<LotteryGame>();
  for (const part of parts) {
    for (const game of LOTTERY_GAMES) {
      if (part === 'ALL' || part === game || part === groupOf(game)) chosen.add(game);
    }
  }
  return LOTTERY_GAMES.filter((game) => chosen.has(game));
}

export function createLotteryService(deps: LotteryDeps) {
  const { db, ledger } = deps;

  /** The period's row, created (seed and commitment) if it does not exist yet. Answers it and whether this call created it. */
  async function ensurePeriod(
    period: Period,
    at: Date,
  ): Promise<{ row: LotteryDrawRow; created: boolean }> {
    const seed = newSeed();
    const [inserted] = await db
      .insert(lotteryDraws)
      .values({
        gameCode: period.gameCode,
        periodId: period.periodId,
        opensAt: period.opensAt,
        closesAt: period.closesAt,
        drawAt: period.drawAt,
        seed,
        commitment: commitmentOf(seed),
        createdAt: at,
      })
      .onConflictDoNothing({ target: lotteryDraws.periodId })
      .returning();
    if (inserted) return { row: inserted, created: true };
    const [row] = await db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.periodId, period.periodId));
    return { row: row!, created: false };
  }

  async function findDraw(periodId: string): Promise<LotteryDrawRow | undefined> {
    const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.periodId, periodId));
    return row;
  }

  async function lastDrawn(game: LotteryGame, limit: number): Promise<LotteryDrawRow[]> {
    return db
      .select()
      .from(lotteryDraws)
      .where(
        and(eq(lotteryDraws.gameCode, game), inArray(lotteryDraws.status, ['drawn', 'cancelled'])),
      )
      .orderBy(desc(lotteryDraws.drawAt))
      .limit(limit);
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
    const due = await db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawAt, at)))
      .orderBy(asc(lotteryDraws.drawAt))
      .limit(500);
    const drawn: LotteryDraw[] = [];
    for (const row of due) {
      const outcome = outcomeOf(row.gameCode as LotteryGame, row.seed, row.periodId);
      const [updated] = await db
        .update(lotteryDraws)
        .set({ status: 'drawn', outcome, drawnAt: at })
        .where(and(eq(lotteryDraws.id, row.id), eq(lotteryDraws.status, 'open')))
        .returning();
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
      const [bet] = await tx
        .select()
        .from(lotteryBets)
        .where(and(eq(lotteryBets.id, betId), eq(lotteryBets.status, 'open')))
        .for('update', { skipLocked: true });
      if (!bet) return false;
      const [draw] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, bet.drawId));
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
      const [settlement] = await tx
        .insert(lotterySettlements)
        .values({ drawId: draw.id, betId: bet.id, result: status, payout, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: lotterySettlements.id });
      if (!settlement) return false;
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
          metadata: {
            category: 'LOTT',
            gameCode: bet.gameCode,
            periodId: bet.periodId,
            betId: bet.id,
          },
          at,
        });
        transferId = posted.transferId;
      }
      // A refunded bet (cancelled draw) was no turnover.
      if (status !== 'refunded') await earnPointsOnTurnover(tx, { merchantCode: bet.merchantCode, memberId: bet.memberId, source: 'lottery', betKey: String(bet.id), turnover: bet.stake, realm: bet.realm, at });
      deps.afterPayout?.(bet.id);
      if (transferId !== null)
        await tx
          .update(lotterySettlements)
          .set({ transferId })
          .where(eq(lotterySettlements.id, settlement.id));
      await tx
        .update(lotteryBets)
        .set({ status, payout, settledAt: at })
        .where(eq(lotteryBets.id, bet.id));
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
      const candidates = await db
        .select({ id: lotteryBets.id })
        .from(lotteryBets)
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
        .where(
          and(eq(lotteryBets.status, 'open'), inArray(lotteryDraws.status, ['drawn', 'cancelled'])),
        )
        .orderBy(asc(lotteryBets.id))
        .limit(200);
      if (candidates.length === 0) break;
      let mine = 0;
      for (const { id } of candidates) {
        if (settled + mine >= limit) break;
        if (await settleBet(id, at)) mine += 1;
      }
      settled += mine;
      // Every candidate left is being settled by another instance right now.
      if (mine === 0) break;
    }
    return settled;
  }

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
    return (await ensurePeriod(period, at)).row;
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
      const [row] = await db
        .update(lotteryDraws)
        .set({ status: 'cancelled' })
        .where(and(eq(lotteryDraws.periodId, periodId), eq(lotteryDraws.status, 'open')))
        .returning();
      if (!row && !(await findDraw(periodId)))
        throw new HttpError(404, 'DRAW_NOT_FOUND', 'Unknown period');
      const refunded = await settle(at);
      return { periodId, cancelled: Boolean(row), refunded };
    },

    async lobby(data: string | undefined): Promise<LotteryLobbyGame[]> {
      const at = deps.now();
      const games = gamesOfData(data);
      return Promise.all(
        games.map(async (game) => {
          const current = currentPeriod(game, at, deps.lengths);
          const [now, next] = await Promise.all([
            ensurePeriod(current, at),
            ensurePeriod(periodAt(game, current.index + 1, deps.lengths), at),
          ]);
          const [last] = await lastDrawn(game, 1);
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
      const rows = await db
        .select()
        .from(lotteryDraws)
        .where(
          and(
            game ? eq(lotteryDraws.gameCode, game) : sql`true`,
            inArray(lotteryDraws.status, ['drawn', 'cancelled']),
          ),
        )
        .orderBy(desc(lotteryDraws.drawAt), asc(lotteryDraws.gameCode))
        .limit(pageSize);
      return rows.map((row) => drawValue(row, at));
    },

    /** The last drawn period of each of `games`. */
    async opened(games: readonly LotteryGame[]): Promise<LotteryDraw[]> {
      const at = deps.now();
      const rows = await Promise.all(
        games.map(async (game) =>
          (await lastDrawn(game, 1)).filter((row) => row.status === 'drawn'),
        ),
      );
      return rows.flat().map((row) => drawValue(row, at));
    },

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
      const category = await db
        .select({ vassalage: vendors.vassalage })
        .from(vendors)
        .where(eq(vendors.gameType, 'LOTT'));
      const prizeMode = prizeModeOf(category);
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
        const rows = await tx
          .select()
          .from(lotteryBets)
          .where(
            and(
              eq(lotteryBets.memberId, member.id),
              eq(lotteryBets.idempotencyKey, input.idempotencyKey),
            ),
          )
          .orderBy(asc(lotteryBets.slipIndex));
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
      const existing = await db
        .select({ id: lotteryBets.id })
        .from(lotteryBets)
        .where(
          and(
            eq(lotteryBets.memberId, member.id),
            eq(lotteryBets.idempotencyKey, input.idempotencyKey),
          ),
        )
        .limit(1);
      if (existing.length > 0) return replay(db);
      const draw = await openBetPeriod(input.gameCode, input.periodId, at);
      return ledger.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(lotteryDraws)
          .where(eq(lotteryDraws.id, draw.id))
          .for('share');
        if (!locked || locked.status !== 'open' || at.getTime() >= locked.closesAt.getTime()) {
          throw new HttpError(409, 'BETTING_CLOSED', 'Betting on this period is closed');
        }
        const inserted = await tx
          .insert(lotteryBets)
          .values(
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
          )
          .onConflictDoNothing()
          .returning();
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
      const where = and(
        eq(lotteryBets.memberId, member.id),
        input.gameCode ? eq(lotteryBets.gameCode, input.gameCode) : sql`true`,
        input.status ? eq(lotteryBets.status, input.status) : sql`true`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(lotteryBets)
          .where(where)
          .orderBy(desc(lotteryBets.createdAt), desc(lotteryBets.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ n: count() }).from(lotteryBets).where(where),
      ]);
      const n = Number(total?.n ?? 0);
      return {
        pageNo,
        pageSize,
        total: n,
        totalPages: Math.ceil(n / pageSize),
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
      const total = sql<string>`sum(${lotteryBets.payout})`;
      const rows = await db
        .select({ account: members.account, payout: total, wins: count() })
        .from(lotteryBets)
        .innerJoin(members, eq(members.id, lotteryBets.memberId))
        .where(
          and(
            eq(lotteryBets.merchantCode, member.merchantCode),
            eq(lotteryBets.status, 'won'),
            eq(lotteryBets.realm, 'real'),
            gte(lotteryBets.settledAt, since),
            game ? eq(lotteryBets.gameCode, game) : sql`true`,
          ),
        )
        .groupBy(members.account)
        .orderBy(desc(total), asc(members.account))
        .limit(10);
      return rows.map((row, i) => ({
        rank: i + 1,
        account: maskAccount(row.account),
        payout: Number(row.payout),
        wins: Number(row.wins),
      }));
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

export type LotteryService = ReturnType<typeof createLotteryService>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An account as others may see it: the first two and last two characters, the rest starred. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** JSON with the object keys sorted (jsonb stores keys in its own order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The algorithm in one paragraph (the README's "Verifying a draw" has it in full). */
export const ALGORITHM =
  'commitment = hex(SHA-256(seed bytes)); block k = HMAC-SHA256(key = seed bytes, message = "<periodId>:<k>") for k = 0, 1, ...; ' +
  'the blocks are read 4 bytes at a time as big-endian uint32 u; uniform(n) discards u >= 2^32 - (2^32 mod n) and answers u mod n. ' +
  'SIX_BALL: 7 balls, each pool.splice(uniform(pool.length)) from the ascending pool 1..49, the 7th is the special; ' +
  'TEN_BALL: the same for 10 balls of 1..10 (the ranking); DICE: 3 x (uniform(6) + 1); PC28: 3 x uniform(10), summed; ' +
  'VN_* and SEA_4D: each prize tier in order, each number uniform(10^digits) zero-padded.';
