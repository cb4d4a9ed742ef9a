import { publicKeyCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';

/** The key the web client wraps its E-payload AES keys with. Public by nature, so no token. */
const keysRoutes: FastifyPluginAsync = async (fastify) => {
  contractRoute(fastify, publicKeyCall, async () => fastify.payloadKeys.current());
};

export default keysRoutes;
