import { useAtomValue } from 'jotai';
import { tokenAtom } from '@platform/shared/session';

/** Wallet screens show money, so they refetch whenever they are looked at again. */
export const MONEY_STALE_MS = 0;

/** The wallet reads are the player's own: without a session they would only answer 401. */
export function useSignedIn() {
  return useAtomValue(tokenAtom) !== null;
}
