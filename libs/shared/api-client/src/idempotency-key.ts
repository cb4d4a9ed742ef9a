import { useCallback, useRef } from 'react';
import type { ApiError } from './api-error';

/** Errors after which the server may or may not have acted: a retry must replay the same key. */
const UNCERTAIN = new Set(['NETWORK', 'TIMEOUT', 'IDEMPOTENCY_IN_FLIGHT']);

export function isUncertainFailure(error: unknown): boolean {
  return UNCERTAIN.has((error as Partial<ApiError> | null)?.code ?? '');
}

/**
 * One idempotency key per user action (ARCHITECTURE "Money"): the same key is re-sent while the
 * outcome is uncertain, so pressing the button again after a timeout cannot pay, bet or redeem
 * twice; a new key is made once the server has answered for certain. Every money call of every
 * domain (wallet, lottery, points) uses this one hook.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    key.current ??= crypto.randomUUID();
    return key.current;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (!error || !isUncertainFailure(error)) key.current = null;
  }, []);
  return { current, settle };
}
