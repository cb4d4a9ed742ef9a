import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from '../../modules/outbox/repository';
import type { Messaging } from './types';

/**
 * The built-in development provider: nothing leaves the machine. Each message is
 * stored in the outbox table (read back through the operator outbox route by the
 * demo and the e2e tests) and logged, code included, for a developer at a console.
 */
export function createOutboxMessaging(repository: OutboxRepository, log: FastifyBaseLogger, now: () => Date): Messaging {
  return {
    sms: {
      async sendSms({ to, body, code }) {
        await repository.add({ channel: 'sms', to, body, code: code ?? null, createdAt: now() });
        log.info({ channel: 'sms', to, body }, 'development outbox: message stored');
      },
    },
    email: {
      async sendEmail({ to, subject, body, code }) {
        await repository.add({ channel: 'email', to, body: `${subject}\n\n${body}`, code: code ?? null, createdAt: now() });
        log.info({ channel: 'email', to, subject, body }, 'development outbox: message stored');
      },
    },
  };
}
