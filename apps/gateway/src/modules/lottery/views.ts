import {
  LOTTERY_GAMES,
  type LotteryBet,
  type LotteryBetType,
  type LotteryDraw,
  type LotteryGame,
} from '@platform/shared/api-contract';
import type { LotteryBetRow, LotteryDrawRow } from '../../db/lottery-schema';
import { groupOf } from './schedule';

/**
 * How the lottery's rows look on the API, and the pure helpers its answers share. No database here:
 * draws.ts and bets.ts read the rows (repository.ts) and shape them with these.
 */

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

/** An account as others may see it: the first two and last two characters, the rest starred. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** JSON with the object keys sorted (jsonb stores keys in its own order). */
export function canonical(value: unknown): string {
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
