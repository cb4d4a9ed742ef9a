import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { REALMS } from '@platform/shared/api-contract';
import { members } from './schema';

/**
 * The player's game tables (README "Games"). The catalogue itself is generated in code
 * (modules/games/catalogue.ts), so these hold only what a player does: favourites, recent
 * launches and in-house rounds. client.ts and drizzle.config.ts load this file with the others.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Spec §4 favourites: one row per member and game, so adding twice is a no-op by the key. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('favourite_games_member_created_idx').on(t.memberId, t.createdAt)],
);

/** Recent games: the last launch of each game per member (a relaunch moves it to the top). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id').notNull(),
    launchedAt: at('launched_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('recent_games_member_launched_idx').on(t.memberId, t.launchedAt)],
);

/**
 * Provably fair in-house play (issue 11 "Verifiable in-house games"): one server seed per member and
 * session, committed by its SHA-256 before any round uses it. The seed itself stays secret until
 * the pair is rotated (or its session is gone); only then may it be shown. `next_nonce` counts the
 * pair's rounds. At most one unrevealed pair per member and session, by the partial unique index.
 */
export const gameSeeds = pgTable(
  'game_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    /** The session the pair belongs to (sessions.token_hash); no key, as sessions are deleted. */
    sessionTokenHash: text('session_token_hash').notNull(),
    /** 32 random bytes as 64 hex digits: secret while revealed_at is null. */
    serverSeed: text('server_seed').notNull(),
    /** hex(SHA-256(server seed bytes)): the commitment shown before play. */
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: at('created_at').notNull(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('game_seeds_active_uq').on(t.memberId, t.sessionTokenHash).where(sql`${t.revealedAt} is null`),
    index('game_seeds_member_idx').on(t.memberId, t.createdAt),
    check('game_seeds_nonce_nonnegative', sql`${t.nextNonce} >= 0`),
  ],
);

export type GameSeed = typeof gameSeeds.$inferSelect;

/**
 * One in-house round, stored for game recall. The unique (member, round id) is what makes a
 * replayed round answer the first one; the ledger's idempotency keys guard the money as well.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    realm: text('realm', { enum: REALMS }).notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    /** The player's choice and the server's draw, as the round answered them. */
    detail: jsonb('detail').$type<{ pick: string | null; outcome: (string | number)[] }>().notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
    /** The seed pair and nonce that decided the round; null only for rounds played before seeds existed. */
    seedId: bigint('seed_id', { mode: 'number' }).references(() => gameSeeds.id, { onDelete: 'restrict' }),
    nonce: integer('nonce'),
  },
  (t) => [
    unique('game_rounds_member_round_uq').on(t.memberId, t.roundId),
    // A nonce decides one round only: a replayed stream would repeat an outcome.
    unique('game_rounds_seed_nonce_uq').on(t.seedId, t.nonce),
    index('game_rounds_member_created_idx').on(t.memberId, t.createdAt),
    // Game recall: the last rounds of each game of a member.
    index('game_rounds_member_game_created_idx').on(t.memberId, t.gameCode, t.createdAt),
    check('game_rounds_amounts_nonnegative', sql`${t.bet} > 0 and ${t.win} >= 0`),
  ],
);

export type GameRound = typeof gameRounds.$inferSelect;
