import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client';

/** The channel the triggers of migration 0015_gateway_change_feed notify on. */
export const CHANGE_CHANNEL = 'gateway_changes';
/** What a listener receives when changes may have been missed: drop everything. */
export const EVERYTHING = '*';

/**
 * Changes to the rows the gateway keeps in memory, from the database itself (triggers plus
 * pg_notify): `member:<id>` (a session of that member ended or moved its end, or the member row
 * changed), `merchants` (merchant or wallet settings) and `catalogue` (the vendors). Triggers see
 * every write, whatever module or instance made it, so no code path can forget to invalidate.
 */
export interface ChangeFeed {
  subscribe(listener: (change: string) => void): () => void;
  /** False while changes may be missed (the listening connection is down): caches must not serve then. */
  readonly live: boolean;
  /**
   * Before serving from memory: lets a notification that has already reached this process be
   * handled first (PostgreSQL delivers over a socket, so a request read in the same event-loop
   * turn could otherwise overtake it). Undefined where delivery is synchronous (PGlite).
   */
  readonly settle: (() => Promise<void>) | undefined;
  close(): Promise<unknown>;
}

interface Listeners {
  emit(change: string): void;
  subscribe(listener: (change: string) => void): () => void;
}

function listeners(log: FastifyBaseLogger): Listeners {
  const set = new Set<(change: string) => void>();
  return {
    emit(change) {
      for (const listener of set) {
        try {
          listener(change);
        } catch (error) {
          log.error({ err: error, change }, 'change feed listener failed');
        }
      }
    },
    subscribe(listener) {
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * PGlite: one in-process connection, whose notifications arrive before the committing query
 * resolves, so an invalidation is always seen by the very next request.
 */
async function pgliteFeed(client: PgliteLike, log: FastifyBaseLogger): Promise<ChangeFeed> {
  const feed = listeners(log);
  const unlisten = await client.listen(CHANGE_CHANNEL, (payload) => feed.emit(payload));
  return { subscribe: feed.subscribe, live: true, settle: undefined, close: () => unlisten().catch(() => undefined) };
}

const RECONNECT_MS = 1_000;

/**
 * PostgreSQL: every pooled connection LISTENs too. A session receives its own transaction's
 * notifications before the commit's answer, so this instance drops a changed row before the
 * write that changed it returns. A dedicated connection then carries the other instances'
 * changes (pooled connections come and go); while it is down the feed is not live and caches
 * serve nothing, and on reconnect everything is dropped, since changes may have been missed.
 */
async function postgresFeed(pool: pg.Pool, log: FastifyBaseLogger): Promise<ChangeFeed> {
  const feed = listeners(log);
  const onNotification = (message: pg.Notification) => {
    if (message.channel === CHANGE_CHANNEL) feed.emit(message.payload ?? EVERYTHING);
  };
  const pooled = new WeakSet<pg.PoolClient>();
  // 'acquire' runs before the borrower's first query, so LISTEN is queued ahead of it on that connection.
  pool.on('acquire', (client) => {
    if (pooled.has(client)) return;
    pooled.add(client);
    client.on('notification', onNotification);
    client.query(`LISTEN ${CHANGE_CHANNEL}`).catch(() => pooled.delete(client));
  });

  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', onNotification);
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      live = false;
      feed.emit(EVERYTHING);
      if (!closed) {
        log.warn('change feed connection lost: in-memory caches are off until it is back');
        timer = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
        timer.unref();
      }
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost();
      throw error;
    }
    feed.emit(EVERYTHING);
    live = true;
  };
  await connect();

  // setImmediate runs after the poll phase, which has read every socket that was ready, the listener's too.
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    subscribe: feed.subscribe,
    settle,
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/** The change feed of whichever database `db` runs on. */
export function openChangeFeed(db: Db, log: FastifyBaseLogger): Promise<ChangeFeed> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return postgresFeed(client, log);
  return pgliteFeed(client as PgliteLike, log);
}
