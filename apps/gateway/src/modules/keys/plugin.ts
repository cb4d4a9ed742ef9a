import { sharedPlugin } from '../../http/shared-plugin';
import keysRoutes from './routes';

/**
 * The keys module's route. Its key store is loaded at boot by the `keys` app plugin (plugins/app/keys.ts),
 * before any route, because every E call decrypts with it.
 */
export default sharedPlugin(
  async (fastify) => {
    await fastify.register(keysRoutes);
  },
  { name: 'public-key', dependencies: ['keys'] },
);
