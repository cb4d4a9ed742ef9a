import { useCallback, useRef } from 'react';

/** Errors after which the server may or may not have acted: a retry must replay the same key. */
const UNCERTAIN = new Set(['NETWORK', 'TIMEOUT', 'IDEMPOTENCY_IN_FLIGHT']);

/**
 * One idempotency key per user action (ARCHITECTURE "Money"): re-sent while the outcome is
 * uncertain, so pressing redeem again after a timeout cannot redeem twice; renewed once the
 * server has answered for certain. (The wallet lib has its own; scopes do not share code.)
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    key.current ??= crypto.randomUUID();
    return key.current;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (!error || !UNCERTAIN.has((error as { code?: string } | null)?.code ?? '')) key.current = null;
  }, []);
  return { current, settle };
}
