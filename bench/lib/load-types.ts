// What bench/load.ts and its load generator (bench/lib/load-generator.ts) exchange.

export interface LoadPlan {
  base: string;
  merchantCode: string;
  users: { account: string; token: string }[];
  seconds: number;
  thinkMs: number;
  /** The kinds of action the users mix: browse, bet, transfer. */
  mix: ('browse' | 'bet' | 'transfer')[];
  out: string;
}

export interface CallFigures {
  count: number;
  ok: number;
  refusals: number;
  errors: number;
  status5xx: number;
  /** Latencies in ms of every answered request (refusals and errors included). */
  latencies: number[];
  /** Non-2xx answers by `status code` (or `network: message`). */
  codes: Record<string, number>;
}

export interface LoadResult {
  seconds: number;
  users: number;
  calls: Record<string, CallFigures>;
  /** Transfers retried with their key that answered another transfer (budget 0). */
  replayMismatches: number;
  replays: number;
}

/** Refusals a real player meets: a 4xx with one of these codes is a business answer. */
export const REFUSALS = new Set(['INSUFFICIENT_BALANCE', 'BETTING_CLOSED']);
/** The calls that move money: their 5xx budget is 0. */
export const MONEY_CALLS = new Set(['lottery bet', 'transfer', 'transfer replay']);
