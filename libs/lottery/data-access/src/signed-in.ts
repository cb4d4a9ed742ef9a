import { useAtomValue } from 'jotai';
import { tokenAtom } from '@platform/shared/session';

/** The player's own lottery data is asked for only with a session; a guest would get a 401. */
export function useSignedIn() {
  return useAtomValue(tokenAtom) !== null;
}
