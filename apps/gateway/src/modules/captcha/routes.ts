import { captchaCall } from '@platform/shared/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import type { CaptchaService } from './service';

const captchaRoutes: FastifyPluginAsync<{ service: CaptchaService }> = async (fastify, { service }) => {
  contractRoute(fastify, captchaCall, async ({ captchaKey }, _request, reply) => {
    // A captcha image is single-use: no cache may hand the same one to someone else.
    reply.header('cache-control', 'no-store');
    return service.issue(captchaKey);
  });
};

export default captchaRoutes;
