import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  lotteryOdds,
  type DrawOutcome,
  type LotteryBetType,
  type LotteryGame,
} from '@platform/shared/api-contract';

/**
 * The lottery's draw engine: pure functions, so the README's algorithm ("Lottery", "Verifying a
 * draw") can be checked against them and the statistical tests run without a database.
 *
 * - seed: 32 random bytes, written as 64 hex digits;
 * - commitment: SHA-256 of the 32 seed bytes, hex;
 * - byte stream: HMAC-SHA256(key = the 32 seed bytes, message = `${periodId}:${k}`) for k = 0, 1,
 *   2, ... concatenated;
 * - uniform(n): the next 4 bytes as a big-endian unsigned integer u; when u >= 2^32 - (2^32 mod n)
 *   they are discarded and the next 4 read (no modulo bias); otherwise u mod n.
 */

export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

export function commitmentOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

const TWO_32 = 2 ** 32;

/** The deterministic random stream of one period. */
export class DrawStream {
  private readonly key: Buffer;
  private block = Buffer.alloc(0);
  private offset = 0;
  private counter = 0;

  constructor(
    seedHex: string,
    private readonly periodId: string,
  ) {
    this.key = Buffer.from(seedHex, 'hex');
  }

  private u32(): number {
    if (this.offset + 4 > this.block.length) {
      // 32 bytes a block, read 4 at a time: a block is always used whole.
      this.block = createHmac('sha256', this.key)
        .update(`${this.periodId}:${this.counter}`)
        .digest();
      this.counter += 1;
      this.offset = 0;
    }
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  /** A uniform integer in [0, n). */
  uniform(n: number): number {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const u = this.u32();
      if (u < limit) return u % n;
    }
  }

  /** `count` distinct numbers from 1..max, in draw order: each a uniform index into the remaining ascending pool. */
  distinct(max: number, count: number): number[] {
    const pool = Array.from({ length: max }, (_, i) => i + 1);
    const drawn: number[] = [];
    for (let i = 0; i < count; i++) drawn.push(pool.splice(this.uniform(pool.length), 1)[0]!);
    return drawn;
  }

  /** A number of `digits` digits, leading zeros kept: uniform(10^digits). */
  digits(digits: number): string {
    return String(this.uniform(10 ** digits)).padStart(digits, '0');
  }
}

/** Prize tiers of the regional draws: [tier, how many numbers, digits each], drawn in this order. */
export const VN_NORTH_TIERS: readonly [string, number, number][] = [
  ['SPECIAL', 1, 5],
  ['FIRST', 1, 5],
  ['SECOND', 2, 5],
  ['THIRD', 6, 5],
  ['FOURTH', 4, 4],
  ['FIFTH', 6, 4],
  ['SIXTH', 3, 3],
  ['SEVENTH', 4, 2],
];
export const VN_REGIONAL_TIERS: readonly [string, number, number][] = [
  ['SPECIAL', 1, 6],
  ['FIRST', 1, 5],
  ['SECOND', 1, 5],
  ['THIRD', 2, 5],
  ['FOURTH', 7, 5],
  ['FIFTH', 1, 4],
  ['SIXTH', 3, 4],
  ['SEVENTH', 1, 3],
  ['EIGHTH', 1, 2],
];
export const SEA_TIERS: readonly [string, number, number][] = [
  ['FIRST', 1, 4],
  ['SECOND', 1, 4],
  ['THIRD', 1, 4],
  ['STARTER', 10, 4],
  ['CONSOLATION', 10, 4],
];

function tiersOf(
  stream: DrawStream,
  layout: readonly [string, number, number][],
): DrawOutcome['tiers'] {
  return layout.map(([tier, count, digits]) => ({
    tier,
    numbers: Array.from({ length: count }, () => stream.digits(digits)),
  }));
}

/**
 * The outcome of a period, from its seed and id:
 * - SIX_BALL: 7 distinct balls of 1..49; the first 6 are the numbers, the 7th the special;
 * - TEN_BALL: 10 distinct balls of 1..10: the ranking, first place first;
 * - DICE: 3 dice, each uniform(6) + 1; sum;
 * - PC28: 3 digits, each uniform(10); sum;
 * - VN_*, SEA_4D: the tiers in the order of the tables above, each number uniform(10^digits).
 */
export function outcomeOf(game: LotteryGame, seedHex: string, periodId: string): DrawOutcome {
  const stream = new DrawStream(seedHex, periodId);
  switch (game) {
    case 'SIX_BALL': {
      const balls = stream.distinct(49, 7);
      return { numbers: balls.slice(0, 6), special: balls[6]! };
    }
    case 'TEN_BALL':
      return { numbers: stream.distinct(10, 10) };
    case 'DICE': {
      const dice = [0, 0, 0].map(() => stream.uniform(6) + 1);
      return { numbers: dice, sum: dice[0]! + dice[1]! + dice[2]! };
    }
    case 'PC28': {
      const digits = [0, 0, 0].map(() => stream.uniform(10));
      return { numbers: digits, sum: digits[0]! + digits[1]! + digits[2]! };
    }
    case 'VN_NORTH':
      return { numbers: [], tiers: tiersOf(stream, VN_NORTH_TIERS) };
    case 'VN_CENTRAL':
    case 'VN_SOUTH':
      return { numbers: [], tiers: tiersOf(stream, VN_REGIONAL_TIERS) };
    case 'SEA_4D':
      return { numbers: [], tiers: tiersOf(stream, SEA_TIERS) };
  }
}

const isBig = (value: number, from: number, to: number) => value >= from && value <= to;

/** How many times a bet wins on an outcome (0 = lost); lo bets win once per matching prize number. */
export function hitsOf(
  game: LotteryGame,
  outcome: DrawOutcome,
  betType: LotteryBetType,
  selection: string,
): number {
  const one = (won: boolean) => (won ? 1 : 0);
  const simple = (
    value: number,
    big: [number, number],
    small: [number, number],
    excluded: boolean,
  ): number => {
    if (excluded) return 0;
    switch (betType) {
      case 'BIG':
        return one(isBig(value, ...big));
      case 'SMALL':
        return one(isBig(value, ...small));
      case 'ODD':
        return one(value % 2 === 1);
      case 'EVEN':
        return one(value % 2 === 0);
      default:
        return 0;
    }
  };
  switch (game) {
    case 'SIX_BALL': {
      const special = outcome.special!;
      if (betType === 'NUMBER') return one(special === Number(selection));
      return simple(special, [25, 48], [1, 24], special === 49);
    }
    case 'TEN_BALL': {
      const champion = outcome.numbers[0]!;
      if (betType === 'NUMBER') return one(champion === Number(selection));
      return simple(champion, [6, 10], [1, 5], false);
    }
    case 'DICE': {
      const sum = outcome.sum!;
      if (betType === 'NUMBER') return one(sum === Number(selection));
      const [a, b, c] = outcome.numbers;
      return simple(sum, [11, 17], [4, 10], a === b && b === c);
    }
    case 'PC28': {
      const sum = outcome.sum!;
      if (betType === 'NUMBER') return one(sum === Number(selection));
      return simple(sum, [14, 27], [0, 13], false);
    }
    case 'VN_NORTH':
    case 'VN_CENTRAL':
    case 'VN_SOUTH': {
      const tiers = outcome.tiers ?? [];
      const all = tiers.flatMap((tier) => tier.numbers);
      const special = tiers.find((tier) => tier.tier === 'SPECIAL')!.numbers[0]!;
      switch (betType) {
        case 'LO_2D':
          return all.filter((n) => n.slice(-2) === selection).length;
        case 'LO_3D':
          return all.filter((n) => n.length >= 3 && n.slice(-3) === selection).length;
        case 'DE_2D':
          return one(special.slice(-2) === selection);
        case 'DE_3D':
          return one(special.slice(-3) === selection);
        default:
          return 0;
      }
    }
    case 'SEA_4D': {
      const first = (outcome.tiers ?? []).find((tier) => tier.tier === 'FIRST')!.numbers[0]!;
      if (betType === 'FIRST_4D') return one(first === selection);
      if (betType === 'FIRST_3D') return one(first.slice(-3) === selection);
      if (betType === 'FIRST_2D') return one(first.slice(-2) === selection);
      return 0;
    }
  }
}

/** What a bet pays on an outcome: floor(stake * odds * hits / 1000), odds in thousandths (lotteryOdds). */
export function payoutOf(
  bet: {
    gameCode: LotteryGame;
    betType: LotteryBetType;
    selection: string;
    stake: number;
    odds: number;
  },
  outcome: DrawOutcome,
): number {
  const hits = hitsOf(bet.gameCode, outcome, bet.betType, bet.selection);
  return Math.floor((bet.stake * bet.odds * hits) / 1000);
}

/**
 * A bet's selection as stored: NUMBER without leading zeros, the digit bets as typed, the simple
 * bets empty. Undefined when the game does not offer it (BET_NOT_OFFERED).
 */
export function normaliseBet(
  game: LotteryGame,
  betType: LotteryBetType,
  selection: string | undefined,
): { selection: string; odds: number } | undefined {
  const raw = selection ?? '';
  const normalised = betType === 'NUMBER' && /^\d{1,2}$/.test(raw) ? String(Number(raw)) : raw;
  const odds = lotteryOdds(game, betType, normalised);
  return odds === undefined ? undefined : { selection: normalised, odds };
}
