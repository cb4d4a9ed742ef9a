import type { ErrorCode } from '@platform/shared/api-contract';

/** An expected failure: its code, message and value are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Sent as the envelope's `value`, e.g. `{ captcha: true }` after a failed login. */
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
