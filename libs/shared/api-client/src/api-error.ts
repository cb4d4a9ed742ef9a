/**
 * A failed call, carrying a code from the shared error catalogue (or the
 * client-side NETWORK / TIMEOUT / UNKNOWN) so the UI can translate it.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** The envelope's value on failure, e.g. `{ captcha: true }` after a failed login. */
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
