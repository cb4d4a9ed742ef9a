import type { Envelope, ErrorCode } from '@platform/shared/api-contract';

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value };
}

/** `value` carries what the client needs to react, e.g. a login failure's `{ captcha: true }`. */
export function fail(code: ErrorCode, message: string, value?: unknown): Envelope<unknown> {
  return value === undefined ? { success: false, code, message } : { success: false, code, message, value };
}
