import type { FastifyBaseLogger } from 'fastify';
import { providerUnavailable } from '../unavailable';
import type { SmsProvider } from './types';

export interface SmsHttpConfig {
  /** The aggregator's (or a small bridge's) endpoint: SMS_HTTP_URL. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set: SMS_HTTP_TOKEN. */
  token: string | null;
  /** The sender id or number the aggregator shows, sent as `from` when set: SMS_HTTP_SENDER. */
  sender: string | null;
}

const SMS_TIMEOUT_MS = 10_000;

/**
 * The one HTTP shape an operator plugs an SMS aggregator into (README "SMS over HTTP"):
 *
 *   POST SMS_HTTP_URL
 *   Content-Type: application/json
 *   Authorization: Bearer SMS_HTTP_TOKEN          (when set)
 *   Idempotency-Key: <uuid>                       (the same on a retry by a proxy)
 *   {"to":"+5511987654321","text":"…","from":"SMS_HTTP_SENDER"}   (from only when set)
 *
 * Any 2xx means accepted; anything else, or no answer within 10 s, is a failed send (503 to the
 * member). Aggregators with another body shape sit behind a small bridge that speaks this one.
 */
export function createHttpSms(config: SmsHttpConfig, log: FastifyBaseLogger): SmsProvider {
  return {
    async sendSms({ to, body }) {
      let status: number | undefined;
      try {
        const response = await fetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': crypto.randomUUID(),
            ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
          },
          body: JSON.stringify({ to, text: body, ...(config.sender ? { from: config.sender } : {}) }),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        log.error({ channel: 'sms', err: error }, 'the SMS endpoint could not be reached');
        throw providerUnavailable('SMS');
      }
      if (status < 200 || status >= 300) {
        log.error({ channel: 'sms', status }, 'the SMS endpoint refused a message');
        throw providerUnavailable('SMS');
      }
      log.info({ channel: 'sms', status }, 'SMS accepted by the HTTP endpoint');
    },
  };
}
