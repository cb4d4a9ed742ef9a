import { randomBytes } from 'node:crypto';
import type { InHouseGame } from '@platform/shared/api-contract';
import { playGame, type DicePick, type Draw, type Outcome } from '../games/in-house';
import { DrawStream, commitmentOf } from '../lottery/engine';

/**
 * Provably fair in-house rounds: the lottery's commit-reveal scheme (lottery/engine.ts), keyed by
 * a per-session server seed instead of a draw's seed.
 *
 * - server seed: 32 random bytes (64 hex digits), secret until its pair is rotated;
 * - commitment (shown before play): hex(SHA-256(server seed bytes));
 * - block k of round `nonce`: HMAC-SHA256(key = server seed bytes, message = `${clientSeed}:${nonce}:${k}`);
 * - uniform(n) reads 4 bytes big-endian and rejects u >= 2^32 - (2^32 mod n): no modulo bias.
 *
 * The HMAC key is the secret seed, never its published hash: anyone holding the hash (every player)
 * could otherwise compute each outcome before betting (the KaniCasino #152 mistake).
 */

export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
}

export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** A client seed the player did not choose yet: 16 hex digits. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

export const serverSeedHashOf = (serverSeed: string): string => commitmentOf(serverSeed);

/** The draw of one round: uniform integers in [min, maxExclusive) from the pair's HMAC stream. */
export function fairDraw(pair: SeedPair, nonce: number): Draw {
  const stream = new DrawStream(pair.serverSeed, `${pair.clientSeed}:${nonce}`);
  return (min, maxExclusive) => min + stream.uniform(maxExclusive - min);
}

/**
 * The round the pair and nonce decide. Real and free play (trial accounts) both come here: the
 * realm only chooses which wallet pays, never the outcome (UKGC RTS 6).
 */
export function decideRound(game: InHouseGame, bet: number, pick: DicePick | undefined, pair: SeedPair, nonce: number): Outcome {
  return playGame(game, bet, pick, fairDraw(pair, nonce));
}

/** The algorithm in one paragraph, for the verify view and anyone recomputing a round by hand. */
export const FAIRNESS_ALGORITHM =
  'serverSeedHash = hex(SHA-256(server seed bytes)); block k = HMAC-SHA256(key = server seed bytes, message = "<clientSeed>:<nonce>:<k>") ' +
  'for k = 0, 1, ...; the blocks are read 4 bytes at a time as big-endian uint32 u; uniform(n) discards u >= 2^32 - (2^32 mod n) ' +
  'and answers u mod n. PGE_SLOT3: 3 reels, each REEL[uniform(20)] of the 20-stop reel (6 CHERRY, 5 LEMON, 4 BELL, 3 BAR, 2 SEVEN); ' +
  'three of a kind pays bet x (5, 10, 20, 50, 200). PGE_DICE: 2 dice, each uniform(6) + 1; LOW (2-6) and HIGH (8-12) pay 2x, SEVEN pays 5x.';
