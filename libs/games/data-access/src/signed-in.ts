import { useAtomValue } from 'jotai';
import { tokenAtom } from '@platform/shared/session';

/** Most game calls need a session (T in spec §9); a guest's call would only answer 401. */
export function useSignedIn(): boolean {
  return useAtomValue(tokenAtom) !== null;
}
