import { queryOptions, useQuery } from '@tanstack/react-query';
import { announcementsCall, type Announcement } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { shellKeys } from './shell-query-keys';

/** Spec §9: the announcement popup reads types B, PL, PU and PR; the home page's notices are H. */
export const POPUP_ANNOUNCEMENT_TYPES = 'B,PL,PU,PR';
export const HOME_NOTICE_TYPES = 'H';

/**
 * Spec §4 "Announcement popups": fetched only when there is no token in the query or
 * session (a guest), or when logged in. A token whose login info has not loaded yet
 * waits, so a member is never shown the guests' announcements first.
 */
export function shouldFetchAnnouncements(session: { token: string | null; isLogin: boolean }): boolean {
  return session.token === null || session.isLogin;
}

/**
 * The contract marks the token optional (guests get execution B, members A and F).
 * The client sends a token only for calls marked T, so with a session the call is
 * made as a T call: the gateway then picks the member's executions.
 */
export function fetchAnnouncements(
  client: ApiClient,
  types: string,
  language: string,
  token: string | null,
): Promise<Announcement[]> {
  const contract = token ? { ...announcementsCall, token: true } : announcementsCall;
  return client.call(contract, { types, platform: 'W', language });
}

export function announcementsQueryOptions(
  client: ApiClient,
  options: { types: string; language: string; token: string | null; isLogin: boolean },
) {
  const { types, language, token, isLogin } = options;
  return queryOptions({
    queryKey: shellKeys.announcements(types, language, token),
    queryFn: () => fetchAnnouncements(client, types, language, token),
    enabled: shouldFetchAnnouncements({ token, isLogin }),
    staleTime: 5 * 60_000,
  });
}

export function useAnnouncements(options: { types: string; language: string; token: string | null; isLogin: boolean }) {
  const client = useApiClient();
  return useQuery(announcementsQueryOptions(client, options));
}
