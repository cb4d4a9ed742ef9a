import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { agentAnnouncementsCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { languageAtom } from '@platform/shared/session';
import { agentKeys } from './agent-keys';
import { useSignedIn } from './signed-in';

/** The agent centre's announcement page: the announcements addressed to agents, in the chosen language. */
export function fetchAgentAnnouncements(client: ApiClient, language: string) {
  return client.call(agentAnnouncementsCall, { language });
}

export function agentAnnouncementsQueryOptions(client: ApiClient, language: string, signedIn: boolean) {
  return queryOptions({
    queryKey: agentKeys.announcements(language),
    queryFn: () => fetchAgentAnnouncements(client, language),
    enabled: signedIn,
  });
}

export function useAgentAnnouncements() {
  const client = useApiClient();
  const language = useAtomValue(languageAtom);
  return useQuery(agentAnnouncementsQueryOptions(client, language, useSignedIn()));
}
