import { openDatabase, type Database, type Db } from '../../db/client';
import { sharedPlugin } from '../../http/shared-plugin';
import { openChangeFeed, type ChangeFeed } from './change-feed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Changes to the rows kept in memory (sessions, members, merchant config, vendors), from every instance. */
    changeFeed: ChangeFeed;
  }
}

export interface DbPluginOptions {
  /** An already-open database; the caller keeps ownership and closes it. */
  database?: Database;
}

export default sharedPlugin<DbPluginOptions>(
  async (fastify, opts) => {
    const database = opts.database ?? (await openDatabase(fastify.config.database));
    if (!opts.database) fastify.addHook('onClose', () => database.close());
    try {
      await database.migrate();
    } catch (error) {
      if (!opts.database) await database.close();
      throw error;
    }
    fastify.log.info({ kind: database.kind }, 'database ready');
    fastify.decorate('db', database.db);
    const feed = await openChangeFeed(database.db, fastify.log);
    // Registered after the database's own onClose hook, so it runs first (Fastify runs them in reverse).
    fastify.addHook('onClose', () => feed.close());
    fastify.decorate('changeFeed', feed);
  },
  { name: 'db' },
);
