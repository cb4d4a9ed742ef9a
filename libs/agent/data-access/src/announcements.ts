import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { agentAnnouncementsCall } from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { languageAtom } from '@platform/shared/session';
import { agentKeys, useSignedIn } from './agent';

/** The agent centre's announcement page: the announcements addressed to agents, in the chosen language. */
export function useAgentAnnouncements() {
  const client = useApiClient();
  const language = useAtomValue(languageAtom);
  return useQuery({
    queryKey: agentKeys.announcements(language),
    queryFn: () => client.call(agentAnnouncementsCall, { language }),
    enabled: useSignedIn(),
  });
}
