import type { QueryClient } from '@tanstack/react-query';
import { languageUpdateCall } from '@platform/shared/api-contract';
import { useContractMutation } from '@platform/shared/api-client';
import { shellKeys } from './shell-query-keys';
import { SESSION_CACHE_KEYS, clearSessionCache } from './session-cache';

/** Spec §4: the language choice is sent to the server (members only: the call is T). */
export function useLanguageUpdate() {
  return useContractMutation(languageUpdateCall);
}

/** What a language change reloads (spec §4): hot games, winners, announcements and vendors. */
export const LANGUAGE_RELOADED_QUERIES = [
  shellKeys.hotGamesAll(),
  shellKeys.popularGamesAll(),
  shellKeys.winnersAll(),
  shellKeys.announcementsAll(),
  shellKeys.gameMenus(),
] as const;

/**
 * Drops the session caches (HOT_GAMES, WINNERS) and invalidates the language-dependent
 * queries, so they are fetched again in the new language.
 */
export async function reloadForLanguage(
  queryClient: QueryClient,
  storage: Pick<Storage, 'removeItem'> = sessionStorage,
): Promise<void> {
  clearSessionCache(storage, SESSION_CACHE_KEYS.hotGames);
  clearSessionCache(storage, SESSION_CACHE_KEYS.winners);
  await Promise.all(LANGUAGE_RELOADED_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
