import { HttpError } from '../http/http-error';

/**
 * The answer of a feature whose provider is not configured (PAYMENTS_PROVIDER, GAME_VENDOR_PROVIDER,
 * MESSAGING_PROVIDER unset): it fails closed instead of falling back to a simulator.
 */
export function providerUnavailable(what: string): HttpError {
  return new HttpError(503, 'SERVICE_UNAVAILABLE', `${what} is not available: no provider is configured`);
}
