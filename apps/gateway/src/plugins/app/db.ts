import { openDatabase, type Database, type Db } from '../../db/client';
import { sharedPlugin } from '../../http/shared-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
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
  },
  { name: 'db' },
);
