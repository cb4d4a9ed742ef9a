import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { GAME_PAGE_SIZE, GAME_TYPES, gamePage, gameSchema, queryConst, queryInt } from './games';
import { REALMS } from './wallet';

/**
 * The player's side of the games (spec §4 favourites, §7 "Games"): favourites, recent games,
 * game launch (startGameV2) and the in-house (PGE) games. Every call needs a session (T).
 */

const pageNo = z.optional(queryInt(100_000));
const pageSize = z.optional(queryInt(GAME_PAGE_SIZE));
const vassalage = z.string().check(z.regex(/^[A-Za-z0-9_]{1,32}$/, 'a vendor code'));
const language = z.optional(z.string().check(z.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'a language code such as EN or PT-BR')));
const gameType = z.enum([...GAME_TYPES, 'INHOUSE'] as const);
/** The store keeps favourite ids as strings (spec §3); the gateway takes either. */
const nodeId = z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(2_147_483_647));

/** Favourite list (spec §7: T; pageNo, pageSize, gameType, vendor, language), newest first, for load-more. */
export const favouriteListCall = defineCall({
  id: 'favouriteList',
  method: 'GET',
  path: '/api/games/favourites',
  token: true,
  encrypted: false,
  request: () => z.object({ pageNo, pageSize, gameType: z.optional(gameType), vendor: z.optional(vassalage), language }),
  response: () => gamePage(gameSchema),
});

/** Spec §3 "Favourite game payload": nodeId, vendor, gameType. */
const favouritePayload = z.lazy(() =>
  z.object({ nodeId, vendor: z.optional(vassalage), gameType: z.optional(gameType) }),
);

/** Add favourite (T). Adding one that is already a favourite succeeds and changes nothing (spec §4). */
export const addFavouriteCall = defineCall({
  id: 'addFavourite',
  method: 'POST',
  path: '/api/games/favourites',
  token: true,
  encrypted: false,
  request: () => favouritePayload,
  response: () => z.object({ nodeId: z.string(), added: z.boolean() }),
});

/** Remove favourite (T, DELETE). Removing one that is not a favourite succeeds too (idempotent). */
export const removeFavouriteCall = defineCall({
  id: 'removeFavourite',
  method: 'DELETE',
  path: '/api/games/favourites',
  token: true,
  encrypted: false,
  request: () => favouritePayload,
  response: () => z.object({ nodeId: z.string(), removed: z.boolean() }),
});

/** Recent games (spec §7: T; page, pageSize, gameType, vassalage, language, clientType), last launched first. */
export const recentGamesCall = defineCall({
  id: 'recentGames',
  method: 'GET',
  path: '/api/games/recent',
  token: true,
  encrypted: false,
  request: () => z.object({
    page: pageNo,
    pageSize,
    gameType: z.optional(gameType),
    vassalage: z.optional(vassalage),
    language,
    clientType: z.optional(queryConst(3)),
  }),
  response: () => gamePage(gameSchema),
});

/**
 * Game launch (spec §7 startGameV2, the vendor passed). Answers a signed URL on one of the brand's
 * launch CDNs, valid until `expiresAt`. A trial account may launch in-house (play-money) games only.
 */
export const startGameCall = defineCall({
  id: 'startGameV2',
  method: 'POST',
  path: '/api/games/start-v2',
  token: true,
  encrypted: false,
  request: () => z.object({ vassalage, gameCode: z.string().check(z.minLength(1), z.maxLength(64)), language }),
  response: () => z.object({ url: z.string(), expiresAt: z.string(), nodeId: z.int() }),
});

/** The in-house (PGE) games that are really played with the wallet. */
export const IN_HOUSE_GAMES = ['PGE_SLOT3', 'PGE_DICE'] as const;
export type InHouseGame = (typeof IN_HOUSE_GAMES)[number];
/** Dice: two dice; LOW is 2-6, HIGH is 8-12, SEVEN is exactly 7. */
export const DICE_PICKS = ['LOW', 'HIGH', 'SEVEN'] as const;
/** The largest stake of one round: 10,000.00. */
export const MAX_ROUND_BET = 1_000_000;

const serverSeedHash = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'a SHA-256 hash in hex'));
/** Letters, digits, _ and -: the seed is part of the HMAC message `clientSeed:nonce:k`, so no ':'. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const clientSeed = z.string().check(z.regex(CLIENT_SEED_PATTERN, 'letters, digits, _ or -, at most 64'));

export const roundSchema = z.lazy(() =>
  z.object({
    roundId: z.string(),
    gameCode: z.enum(IN_HOUSE_GAMES),
    bet: z.int(),
    win: z.int(),
    /** Slot: the three reel symbols. Dice: the two dice. */
    outcome: z.array(z.union([z.string(), z.int()])),
    /** The wallet (MAIN, or PLAY for a trial account) right after the round. */
    balance: z.int(),
    realm: z.enum(REALMS),
    createdAt: z.string(),
    /** The seed pair's commitment and the nonce that decided the round; absent on rounds older than seeds. */
    fair: z.optional(z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.int() })),
  }),
);
export type Round = z.infer<typeof roundSchema>;

/**
 * One in-house round (T). The server decides it; the bet and the win settle in one ledger
 * transaction keyed by `roundId`, so a replayed round id answers the first round and moves nothing.
 */
export const playRoundCall = defineCall({
  id: 'playRound',
  method: 'POST',
  path: '/api/games/in-house/rounds',
  token: true,
  encrypted: false,
  request: () => z.strictObject({
    roundId: z.uuid(),
    gameCode: z.enum(IN_HOUSE_GAMES),
    bet: z.int().check(z.minimum(1), z.maximum(MAX_ROUND_BET)),
    /** Dice only. */
    pick: z.optional(z.enum(DICE_PICKS)),
    /**
     * The commitment the player was shown. When sent, a round is refused (SEED_CHANGED) unless it
     * is still the session's active one, so no round is decided by a seed the player has not seen.
     */
    serverSeedHash: z.optional(serverSeedHash),
  }),
  response: () => roundSchema,
});

/** The member's in-house rounds, newest first (game recall). */
export const roundHistoryCall = defineCall({
  id: 'roundHistory',
  method: 'GET',
  path: '/api/games/in-house/rounds',
  token: true,
  encrypted: false,
  request: () => z.object({ pageNo, pageSize }),
  response: () => gamePage(roundSchema),
});

// ---------------------------------------------------------------- provably fair play

/** The session's active seed pair: the server seed's hash (its commitment), the client seed and the next nonce. */
export const seedPairSchema = z.lazy(() =>
  z.object({
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.int(),
    createdAt: z.string(),
  }),
);
export type SeedPair = z.infer<typeof seedPairSchema>;

/** A rotated pair: the server seed is shown now, with how many rounds (nonces 0 .. rounds - 1) it decided. */
export const revealedSeedSchema = z.lazy(() =>
  z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    rounds: z.int(),
    revealedAt: z.string(),
  }),
);
export type RevealedSeed = z.infer<typeof revealedSeedSchema>;

/** The session's seed pair (T), created on first use: show its hash before the first round. */
export const gameSeedCall = defineCall({
  id: 'gameSeed',
  method: 'GET',
  path: '/api/games/in-house/seed',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => seedPairSchema,
});

/**
 * Rotates the session's pair (T): the old server seed is revealed, a new one is committed, the
 * nonce starts at 0. `clientSeed` sets the player's own seed (kept from the old pair when absent).
 */
export const rotateSeedCall = defineCall({
  id: 'rotateSeed',
  method: 'POST',
  path: '/api/games/in-house/seed/rotate',
  token: true,
  encrypted: false,
  request: () => z.strictObject({ clientSeed: z.optional(clientSeed) }),
  response: () => z.object({ revealed: revealedSeedSchema, active: seedPairSchema }),
});

export const roundVerificationSchema = z.lazy(() =>
  z.object({
    round: roundSchema,
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.int(),
    /** SHA-256(server seed) equals the hash shown before play. */
    hashMatches: z.boolean(),
    /** The round recomputed from the revealed seed, client seed and nonce. */
    outcome: z.array(z.union([z.string(), z.int()])),
    win: z.int(),
    /** The recomputed outcome and win equal the ones the round paid. */
    outcomeMatches: z.boolean(),
    algorithm: z.string(),
  }),
);
export type RoundVerification = z.infer<typeof roundVerificationSchema>;

/** Recomputes one of the member's rounds (T). Refused with SEED_NOT_REVEALED while its seed is still secret. */
export const verifyRoundCall = defineCall({
  id: 'verifyRound',
  method: 'GET',
  path: '/api/games/in-house/verify',
  token: true,
  encrypted: false,
  request: () => z.object({ roundId: z.uuid() }),
  response: () => roundVerificationSchema,
});

/** Game recall: this many last rounds of each game. */
export const RECALL_SIZE = 10;
export const RECALL_SOURCES = ['inHouse', 'lottery'] as const;
export type RecallSource = (typeof RECALL_SOURCES)[number];

export const recallRoundSchema = z.lazy(() =>
  z.object({
    source: z.enum(RECALL_SOURCES),
    /** The in-house round id, or the lottery bet id. */
    ref: z.string(),
    gameCode: z.string(),
    stake: z.int(),
    win: z.int(),
    /** Dice pick, or the lottery bet type and selection; null for the slot. */
    pick: z.nullable(z.string()),
    /** Null while a lottery draw is pending. */
    outcome: z.nullable(z.array(z.union([z.string(), z.int()]))),
    status: z.enum(['settled', 'open', 'won', 'lost', 'refunded']),
    realm: z.enum(REALMS),
    createdAt: z.string(),
    /** In-house: the verify call's URL; lottery: the draw's public verification page. */
    verifyUrl: z.string(),
    /** Whether the seed is revealed (in-house) or the draw done (lottery), so verifying can succeed now. */
    verifiable: z.boolean(),
  }),
);
export type RecallRound = z.infer<typeof recallRoundSchema>;

export const recallGameSchema = z.lazy(() =>
  z.object({
    source: z.enum(RECALL_SOURCES),
    gameCode: z.string(),
    rounds: z.array(recallRoundSchema),
  }),
);
export type RecallGame = z.infer<typeof recallGameSchema>;

/** Game recall (T): the last 10 rounds of each in-house game and of each lottery game played, newest first. */
export const gameRecallCall = defineCall({
  id: 'gameRecall',
  method: 'GET',
  path: '/api/games/recall',
  token: true,
  encrypted: false,
  request: () => z.object({}),
  response: () => z.object({ games: z.array(recallGameSchema) }),
});
