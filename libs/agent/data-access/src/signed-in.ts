import { useAtomValue } from 'jotai';
import { tokenAtom } from '@platform/shared/session';

/** The agent calls are the member's own (T): without a session they would only answer 401. */
export const useSignedIn = () => useAtomValue(tokenAtom) !== null;
