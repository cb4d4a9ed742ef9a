import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { MISSIONS } from './missions';
import { queryInt } from './games';
import { REALMS } from './wallet';

/**
 * The lottery (spec §2 lottery routes, §3 prize modes, §4 prize mode, §7 "Lottery", §9 lottery
 * launch). Draws are verifiable: before a period opens for bets its commitment (the SHA-256 of a
 * secret seed) is published; after the draw the seed is revealed, and anyone can recompute the
 * outcome from it (the algorithm is in the gateway's README, "Lottery"). Amounts are integers in
 * minor units (cents), as in the wallet calls.
 */

// ---------------------------------------------------------------- games, bet types and odds

/** Fast games (period LOTTERY_FAST_PERIOD_SECONDS) and the regional draws (LOTTERY_REGIONAL_PERIOD_SECONDS). */
export const FAST_LOTTERY_GAMES = ['SIX_BALL', 'TEN_BALL', 'DICE', 'PC28'] as const;
export const VN_LOTTERY_GAMES = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'] as const;
export const SEA_LOTTERY_GAMES = ['SEA_4D'] as const;
export const LOTTERY_GAMES = [
  ...FAST_LOTTERY_GAMES,
  ...VN_LOTTERY_GAMES,
  ...SEA_LOTTERY_GAMES,
] as const;
export type LotteryGame = (typeof LOTTERY_GAMES)[number];

export const LOTTERY_BET_TYPES = [
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'NUMBER',
  'LO_2D',
  'LO_3D',
  'DE_2D',
  'DE_3D',
  'FIRST_2D',
  'FIRST_3D',
  'FIRST_4D',
] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

/** Spec §3 "Prize modes". */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
/** The Vietnamese lotto's vendor code (spec §2) and the lottery card's. */
export const VN_LOTTO_VENDOR = 'TCG_LOTTO_VN';
export const LOTTERY_CARD_VENDOR = 'TCG_LOTTERY_CARD';

/**
 * Spec §4: the prize mode is ELOTT when the lottery category contains the Vietnamese lotto or the
 * lottery card, otherwise LOTT. `vendors` are the category's vendors (or their vassalage codes).
 */
export function prizeModeOf(
  vendors: readonly (string | { vassalage: string })[],
): 'ELOTT' | 'LOTT' {
  const codes = vendors.map((vendor) =>
    (typeof vendor === 'string' ? vendor : vendor.vassalage).toUpperCase(),
  );
  return codes.includes(VN_LOTTO_VENDOR) || codes.includes(LOTTERY_CARD_VENDOR) ? 'ELOTT' : 'LOTT';
}

/** Spec §9: lottery launch uses area VN, launch mode LOTT, and the betting or lobby view. */
export const LOTTERY_AREA = 'VN';
export const LOTTERY_LAUNCH_MODE = 'LOTT';
export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;

/** Ways to roll each sum of three dice (index = sum, 3..18) and of three digits 0-9 (0..27). */
function sumWays(faces: number, from: number): number[] {
  const ways: number[] = [];
  for (let a = 0; a < faces; a++)
    for (let b = 0; b < faces; b++)
      for (let c = 0; c < faces; c++)
        ways[a + b + c + 3 * from] = (ways[a + b + c + 3 * from] ?? 0) + 1;
  return ways;
}
const DICE_WAYS = sumWays(6, 1);
const PC28_WAYS = sumWays(10, 0);

/**
 * Decimal odds in thousandths, stake included: a winning bet of `stake` pays
 * floor(stake * odds * hits / 1000). `hits` is 1 except for lo bets (VN LO_2D, LO_3D), which win
 * once per prize number ending in the pick.
 *
 * - SIX_BALL (49 balls, 6 + special; bets on the special ball): NUMBER 1-49 pays 47; BIG 25-48 /
 *   SMALL 1-24 and ODD/EVEN pay 1.96; a special of 49 loses BIG, SMALL, ODD and EVEN.
 * - TEN_BALL (PK10; bets on the champion, the ball ranked first): NUMBER 1-10 pays 9.8; BIG 6-10 /
 *   SMALL 1-5 and ODD/EVEN pay 1.98.
 * - DICE (K3; bets on the sum of 3 dice): BIG 11-17 / SMALL 4-10 and ODD/EVEN pay 1.97, and a
 *   triple loses them; NUMBER (a sum 3-18) pays floor(0.96 * 216 / ways) (e.g. 10 pays 7.68).
 * - PC28 (three digits summed, 0-27): BIG 14-27 / SMALL 0-13 and ODD/EVEN pay 1.95; NUMBER (a sum
 *   0-27) pays floor(0.95 * 1000 / ways) (e.g. 13 pays 12.66).
 * - VN_NORTH / VN_CENTRAL / VN_SOUTH: LO_2D (00-99, the last 2 digits of every prize number) pays
 *   3.5 per hit in the north (27 numbers) and 5.2 in the centre and south (18 numbers); LO_3D
 *   (000-999, every prize number of 3 digits or more) pays 40 per hit north (23 numbers), 55
 *   centre/south (17); DE_2D (the special prize's last 2 digits) pays 95; DE_3D (its last 3) pays 900.
 * - SEA_4D: FIRST_4D (0000-9999, the first prize) pays 9000; FIRST_3D its last 3 digits 900;
 *   FIRST_2D its last 2 digits 90.
 *
 * Answers undefined for a bet the game does not offer or a selection out of range.
 */
export function lotteryOdds(
  game: LotteryGame,
  betType: LotteryBetType,
  selection: string | null | undefined,
): number | undefined {
  const pick = selection ?? '';
  const simple =
    betType === 'BIG' || betType === 'SMALL' || betType === 'ODD' || betType === 'EVEN';
  if (simple && pick !== '') return undefined;
  const number = (max: number, min = 1) =>
    /^\d{1,2}$/.test(pick) && Number(pick) >= min && Number(pick) <= max ? Number(pick) : undefined;
  const digits = (n: number) => new RegExp(`^\\d{${n}}$`).test(pick);
  switch (game) {
    case 'SIX_BALL':
      if (simple) return 1960;
      return betType === 'NUMBER' && number(49) !== undefined ? 47_000 : undefined;
    case 'TEN_BALL':
      if (simple) return 1980;
      return betType === 'NUMBER' && number(10) !== undefined ? 9800 : undefined;
    case 'DICE': {
      if (simple) return 1970;
      const sum = betType === 'NUMBER' ? number(18, 3) : undefined;
      return sum === undefined ? undefined : Math.floor((96 * 216 * 10) / DICE_WAYS[sum]!);
    }
    case 'PC28': {
      if (simple) return 1950;
      const sum = betType === 'NUMBER' ? number(27, 0) : undefined;
      return sum === undefined ? undefined : Math.floor((95 * 1000 * 10) / PC28_WAYS[sum]!);
    }
    case 'VN_NORTH':
    case 'VN_CENTRAL':
    case 'VN_SOUTH': {
      const north = game === 'VN_NORTH';
      if (betType === 'LO_2D' && digits(2)) return north ? 3500 : 5200;
      if (betType === 'LO_3D' && digits(3)) return north ? 40_000 : 55_000;
      if (betType === 'DE_2D' && digits(2)) return 95_000;
      if (betType === 'DE_3D' && digits(3)) return 900_000;
      return undefined;
    }
    case 'SEA_4D':
      if (betType === 'FIRST_4D' && digits(4)) return 9_000_000;
      if (betType === 'FIRST_3D' && digits(3)) return 900_000;
      if (betType === 'FIRST_2D' && digits(2)) return 90_000;
      return undefined;
  }
}

/** The bet types each game offers (for the betting view). */
export const LOTTERY_GAME_BET_TYPES: Readonly<Record<LotteryGame, readonly LotteryBetType[]>> = {
  SIX_BALL: ['BIG', 'SMALL', 'ODD', 'EVEN', 'NUMBER'],
  TEN_BALL: ['BIG', 'SMALL', 'ODD', 'EVEN', 'NUMBER'],
  DICE: ['BIG', 'SMALL', 'ODD', 'EVEN', 'NUMBER'],
  PC28: ['BIG', 'SMALL', 'ODD', 'EVEN', 'NUMBER'],
  VN_NORTH: ['LO_2D', 'LO_3D', 'DE_2D', 'DE_3D'],
  VN_CENTRAL: ['LO_2D', 'LO_3D', 'DE_2D', 'DE_3D'],
  VN_SOUTH: ['LO_2D', 'LO_3D', 'DE_2D', 'DE_3D'],
  SEA_4D: ['FIRST_4D', 'FIRST_3D', 'FIRST_2D'],
};

// ---------------------------------------------------------------- draws

/** The smallest and largest stake of one bet: 1.00 and 100,000.00. */
export const MIN_LOTTERY_STAKE = 100;
export const MAX_LOTTERY_STAKE = 10_000_000;
/** At most this many bets in one slip. */
export const MAX_SLIP_BETS = 20;

export const DRAW_STATUSES = ['open', 'closed', 'drawn', 'cancelled'] as const;
/** The statuses a draw is stored with: `closed` is never stored, it is an open draw past its close time. */
export const STORED_DRAW_STATUSES = ['open', 'drawn', 'cancelled'] as const satisfies readonly (typeof DRAW_STATUSES)[number][];

/** A prize tier of the regional draws: SPECIAL, FIRST ... EIGHTH, or STARTER / CONSOLATION (SEA). */
export const prizeTierSchema = z.lazy(() =>
  z.object({ tier: z.string(), numbers: z.array(z.string()) }),
);

export const drawOutcomeSchema = z.lazy(() =>
  z.object({
    /** SIX_BALL: the 6 main balls in draw order; TEN_BALL: balls 1-10 in rank order; DICE: 3 dice; PC28: 3 digits. */
    numbers: z.array(z.int()),
    /** SIX_BALL only: the special ball. */
    special: z.optional(z.int()),
    /** DICE and PC28: the sum. */
    sum: z.optional(z.int()),
    /** The regional draws: their prize tiers, SPECIAL first. */
    tiers: z.optional(z.array(prizeTierSchema)),
  }),
);
export type DrawOutcome = z.infer<typeof drawOutcomeSchema>;

export const drawSchema = z.lazy(() =>
  z.object({
    gameCode: z.enum(LOTTERY_GAMES),
    periodId: z.string(),
    opensAt: z.string(),
    /** Bets are refused from this instant (BETTING_CLOSED). */
    closesAt: z.string(),
    drawAt: z.string(),
    /** `closed` is an open period past its cut-off, waiting for its draw. */
    status: z.enum(DRAW_STATUSES),
    /** SHA-256 (hex) of the secret seed, published before the period opens for bets. */
    commitment: z.string(),
    /** The seed (hex), revealed once the period is drawn or cancelled; null before. */
    seed: z.nullable(z.string()),
    outcome: z.nullable(drawOutcomeSchema),
    /** The public verification page of this draw. */
    verifyUrl: z.string(),
  }),
);
export type LotteryDraw = z.infer<typeof drawSchema>;

const gameCode = z.enum(LOTTERY_GAMES);
const periodId = z
  .string()
  .check(z.regex(/^[A-Z0-9_]{2,16}-\d{1,12}$/, 'a period id such as DICE-29634567'));
const pageNo = z.optional(queryInt(100_000));
const pageSize = z.optional(queryInt(50));

const lobbyGameSchema = z.lazy(() =>
  z.object({
    gameCode: z.enum(LOTTERY_GAMES),
    name: z.string(),
    /** FAST, VN or SEA. */
    group: z.enum(['FAST', 'VN', 'SEA']),
    periodSeconds: z.int(),
    betTypes: z.array(z.enum(LOTTERY_BET_TYPES)),
    /** The period now open for bets (with its commitment). */
    current: drawSchema,
    /** The next period: its commitment is published already. */
    next: drawSchema,
    /** The last drawn period, if any. */
    last: z.nullable(drawSchema),
  }),
);
export type LotteryLobbyGame = z.infer<typeof lobbyGameSchema>;

/**
 * The lottery lobby (spec §7: GET, data parameter). `data` is a comma-separated list of game codes
 * or groups (FAST, VN, SEA); absent or ALL means every game.
 */
export const lotteryLobbyCall = defineCall({
  id: 'lotteryLobby',
  method: 'GET',
  path: '/api/lottery/lobby',
  token: false,
  encrypted: false,
  request: () => z.object({
    data: z.optional(
      z
        .string()
        .check(z.regex(/^[A-Z0-9_,]{1,200}$/, 'ALL, FAST, VN, SEA or game codes, comma-separated')),
    ),
  }),
  response: () => z.array(lobbyGameSchema),
});

/** The Vietnamese lottery menus: the three regions' games. */
export const vnLotteryMenusCall = defineCall({
  id: 'vnLotteryMenus',
  method: 'GET',
  path: '/api/lottery/vn/menus',
  token: false,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.array(
    z.object({
      region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']),
      gameCode: z.enum(VN_LOTTERY_GAMES),
      name: z.string(),
      periodSeconds: z.int(),
      betTypes: z.array(z.enum(LOTTERY_BET_TYPES)),
    }),
  ),
});

/** Recent draws (T), newest first: drawn and cancelled periods of one game or of all. */
export const lotteryRecentCall = defineCall({
  id: 'lotteryRecent',
  method: 'GET',
  path: '/api/lottery/recent',
  token: true,
  encrypted: false,
  request: () => z.object({ gameCode: z.optional(gameCode), pageSize }),
  response: () => z.array(drawSchema),
});

/** Opened numero (T): the last drawn numbers of each game (or of one). */
export const openedNumeroCall = defineCall({
  id: 'openedNumero',
  method: 'GET',
  path: '/api/lottery/opened-numero',
  token: true,
  encrypted: false,
  request: () => z.object({ gameCode: z.optional(gameCode) }),
  response: () => z.array(drawSchema),
});

/** The Vietnamese opened numero: each region's last results with their prize tiers (public). */
export const vnOpenedNumeroCall = defineCall({
  id: 'vnOpenedNumero',
  method: 'GET',
  path: '/api/lottery/vn/opened-numero',
  token: false,
  encrypted: false,
  request: () => z.object({ gameCode: z.optional(z.enum(VN_LOTTERY_GAMES)) }),
  response: () => z.array(drawSchema),
});

/**
 * Launch game (spec §7: POST, T; §9: area VN, launch mode LOTT, view betting or lobby). Answers the
 * SPA route that hosts the game (spec §2: /vnLottery, /seaLottery or /lottery with gameCode) and
 * the prize mode.
 */
export const lotteryLaunchCall = defineCall({
  id: 'lotteryLaunch',
  method: 'POST',
  path: '/api/lottery/launch',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    area: z.literal(LOTTERY_AREA),
    launchMode: z.literal(LOTTERY_LAUNCH_MODE),
    view: z.enum(LOTTERY_VIEWS),
    gameCode: z.optional(gameCode),
  }),
  response: () => z.object({
    url: z.string(),
    view: z.enum(LOTTERY_VIEWS),
    prizeMode: z.enum(PRIZE_MODES),
    gameCode: z.nullable(gameCode),
  }),
});

export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;
/** How a settlement ends a bet: every bet status but `open`. */
export const SETTLED_BET_STATUSES = ['won', 'lost', 'refunded'] as const satisfies readonly (typeof LOTTERY_BET_STATUSES)[number][];

export const lotteryBetSchema = z.lazy(() =>
  z.object({
    betId: z.string(),
    gameCode: z.enum(LOTTERY_GAMES),
    periodId: z.string(),
    betType: z.enum(LOTTERY_BET_TYPES),
    selection: z.string(),
    stake: z.int(),
    /** Decimal odds in thousandths (see lotteryOdds). */
    odds: z.int(),
    status: z.enum(LOTTERY_BET_STATUSES),
    /** What the settlement paid (a refund for a cancelled draw); 0 while open or lost. */
    payout: z.int(),
    realm: z.enum(REALMS),
    createdAt: z.string(),
    settledAt: z.nullable(z.string()),
  }),
);
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

/**
 * Place a bet slip (T) on an open period. Each bet debits the wallet (MAIN, or PLAY for a trial
 * account) through the ledger in one transaction; `idempotencyKey` makes a retried slip answer the
 * first answer and move nothing. After the period's cut-off: 409 BETTING_CLOSED.
 */
export const placeLotteryBetCall = defineCall({
  id: 'placeLotteryBet',
  method: 'POST',
  path: '/api/lottery/bets',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    idempotencyKey: z.uuid(),
    gameCode,
    periodId,
    bets: z
      .array(
        z.strictObject({
          betType: z.enum(LOTTERY_BET_TYPES),
          selection: z.optional(z.string().check(z.maxLength(4))),
          stake: z.int().check(z.minimum(MIN_LOTTERY_STAKE), z.maximum(MAX_LOTTERY_STAKE)),
        }),
      )
      .check(z.minLength(1), z.maxLength(MAX_SLIP_BETS)),
  }),
  response: () => z.object({ bets: z.array(lotteryBetSchema), balance: z.int() }),
});

/** My bets (T), newest first, paged. */
export const myLotteryBetsCall = defineCall({
  id: 'myLotteryBets',
  method: 'GET',
  path: '/api/lottery/bets',
  token: true,
  encrypted: false,
  request: () => z.object({
    pageNo,
    pageSize,
    gameCode: z.optional(gameCode),
    status: z.optional(z.enum(LOTTERY_BET_STATUSES)),
  }),
  response: () => z.object({
    pageNo: z.int(),
    pageSize: z.int(),
    total: z.int(),
    totalPages: z.int(),
    rows: z.array(lotteryBetSchema),
  }),
});

/**
 * A draw's verification data (public): the period, its commitment, the revealed seed, the outcome,
 * and the server's own recomputation from the seed with the documented algorithm.
 */
export const lotteryVerifyCall = defineCall({
  id: 'lotteryVerify',
  method: 'GET',
  path: '/api/lottery/verify',
  token: false,
  encrypted: false,
  request: () => z.object({ periodId }),
  response: () => z.object({
    draw: drawSchema,
    /** SHA-256 of the revealed seed equals the commitment. */
    commitmentMatches: z.nullable(z.boolean()),
    /** The outcome recomputed from the seed equals the published one. */
    outcomeMatches: z.nullable(z.boolean()),
    algorithm: z.string(),
  }),
});

/** The daily missions of the lottery's mission summary: a target per UTC day (the missions module owns them). */
export const LOTTERY_MISSIONS = MISSIONS.filter((mission) => mission.period === 'daily');

/** Mission summary (T): the member's lottery figures of the current UTC day and the missions' progress. */
export const lotteryMissionCall = defineCall({
  id: 'lotteryMission',
  method: 'GET',
  path: '/api/lottery/mission',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({
    day: z.string(),
    bets: z.int(),
    turnover: z.int(),
    payout: z.int(),
    wins: z.int(),
    missions: z.array(
      z.object({ id: z.string(), target: z.int(), progress: z.int(), done: z.boolean() }),
    ),
  }),
});

/** Leaderboard (T): the merchant's biggest lottery winners of the last 24 hours, names masked. */
export const lotteryLeaderboardCall = defineCall({
  id: 'lotteryLeaderboard',
  method: 'GET',
  path: '/api/lottery/leaderboard',
  token: true,
  encrypted: false,
  request: () => z.object({ gameCode: z.optional(gameCode) }),
  response: () => z.array(
    z.object({ rank: z.int(), account: z.string(), payout: z.int(), wins: z.int() }),
  ),
});

/** Operator: runs the lottery job now (open the next periods, draw the due ones, settle). */
export const operatorLotteryJobCall = defineCall({
  id: 'operatorLotteryJob',
  method: 'POST',
  path: '/api/operator/lottery/jobs/run',
  token: false,
  encrypted: false,
  request: () => z.strictObject({}),
  response: () => z.object({ opened: z.int(), drawn: z.int(), settled: z.int() }),
});

/** Operator: cancels a period not drawn yet; every stake on it is refunded by the settlement. */
export const operatorCancelDrawCall = defineCall({
  id: 'operatorCancelDraw',
  method: 'POST',
  path: '/api/operator/lottery/draws/cancel',
  token: false,
  encrypted: false,
  request: () => z.strictObject({ periodId }),
  response: () => z.object({ periodId: z.string(), cancelled: z.boolean(), refunded: z.int() }),
});
