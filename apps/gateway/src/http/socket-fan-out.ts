import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/**
 * Several instances (ARCHITECTURE "Scale-out"): an event emitted on one instance reaches the
 * sockets of every instance through Redis pub/sub, on a channel of its own per socket.io server
 * (`channel`, after REDIS_KEY_PREFIX so two deployments on one Redis stay apart). Without
 * REDIS_URL the server keeps its in-memory adapter. The Redis pair closes with the gateway.
 */
export async function fanOutAcrossInstances(fastify: FastifyInstance, io: Server, channel: string): Promise<void> {
  const redisUrl = fastify.config.redisUrl;
  if (!redisUrl) return;
  const pub = new Redis(redisUrl, { lazyConnect: true });
  const sub = new Redis(redisUrl, { lazyConnect: true });
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key: `${fastify.config.redisKeyPrefix}${channel}` }));
  fastify.addHook('onClose', async () => {
    await Promise.all([pub.quit(), sub.quit()]);
  });
}
