import formbody from '@fastify/formbody';
import { sharedPlugin } from '../../http/shared-plugin';

// Spec §7 sends the e-mail password reset form-encoded, so the gateway must read that body type too.
export default sharedPlugin(
  async (fastify) => {
    await fastify.register(formbody);
  },
  { name: 'formbody' },
);
