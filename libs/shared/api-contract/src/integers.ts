import * as z from 'zod/mini';

/**
 * Integer bounds of the columns request integers land in. zod's `z.int()` stops at ±(2^53 − 1),
 * which fits a bigint column but not an int4 one: an id of 100000000001 passed the schema and
 * PostgreSQL answered "out of range for type integer", a 500 instead of a 400. Every request
 * integer therefore carries an explicit maximum (contracts.spec.ts checks every call), and the
 * ids below say which column type they are read against.
 */
export const INT4_MAX = 2_147_483_647;

/** A row id stored in an int4 (`integer`) column: promotions, banners, announcements, point rewards, game nodes. */
export const int4Id = () => z.int().check(z.minimum(1), z.maximum(INT4_MAX));

/** A row id stored in a bigint column (messages, conversations, deposits, withdrawals, contracts, redemptions). */
export const int8Id = () => z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
