import { sharedPlugin } from '../../http/shared-plugin';
import { createKeysRepository } from '../../modules/keys/repository';
import { createGatewaySecrets, loadPayloadKeys, type GatewaySecrets, type PayloadKeys } from '../../modules/keys/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Named random secrets (ALTCHA HMAC key, code pepper), shared by every instance. */
    secrets: GatewaySecrets;
    /** The E-payload RSA key pair. */
    payloadKeys: PayloadKeys;
  }
}

// Loaded at boot, so the first E call does not pay for key generation and a broken key store stops the deploy.
export default sharedPlugin(
  async (fastify) => {
    const repository = createKeysRepository(fastify.db);
    fastify.decorate('secrets', createGatewaySecrets(repository));
    fastify.decorate('payloadKeys', await loadPayloadKeys(repository));
  },
  { name: 'keys', dependencies: ['db'] },
);
