import { STATUS_CODES } from 'node:http';
import type { ErrorCode } from '@platform/shared/api-contract';
import { fail } from '../../http/envelope';
import { HttpError } from '../../http/http-error';
import { sharedPlugin } from '../../http/shared-plugin';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'FORBIDDEN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

/**
 * Every failure leaves as the envelope. Only HttpError messages are written for
 * clients; anything else may hold SQL, paths or secrets, so the client gets a
 * fixed text and the details go to the log under the request id.
 */
export default sharedPlugin(
  async (fastify) => {
    fastify.setErrorHandler((error, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send(fail(error.code, error.message, error.value));
      }
      // Anything can be thrown in JavaScript; only read fields an object may carry.
      const fields = (typeof error === 'object' && error !== null ? error : {}) as {
        statusCode?: unknown;
        validation?: unknown;
      };
      const status = typeof fields.statusCode === 'number' ? fields.statusCode : 500;
      if (fields.validation) {
        return reply.code(400).send(fail('VALIDATION_FAILED', 'Invalid request'));
      }
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'request rejected');
        return reply.code(status).send(fail(CODE_BY_STATUS[status] ?? 'BAD_REQUEST', STATUS_CODES[status] ?? 'Bad request'));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(fail('INTERNAL', 'Unknown error'));
    });

    // An attacker could search for valid URLs if 404s were slow or chatty: keep the answer fixed and cheap.
    fastify.setNotFoundHandler((_request, reply) => reply.code(404).send(fail('NOT_FOUND', 'Not found')));
  },
  { name: 'error-handler' },
);
