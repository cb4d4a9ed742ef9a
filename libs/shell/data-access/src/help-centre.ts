import { queryOptions, useQuery } from '@tanstack/react-query';
import { helpCentreCall, type ResponseOf } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { shellKeys } from './shell-query-keys';

export type HelpTopic = ResponseOf<typeof helpCentreCall>[number];

/** Spec §7 "help centre (lang, device WEB)". */
export function fetchHelpCentre(client: ApiClient, language: string): Promise<HelpTopic[]> {
  return client.call(helpCentreCall, { lang: language, device: 'WEB' });
}

export function helpCentreQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: shellKeys.helpCentre(language),
    queryFn: () => fetchHelpCentre(client, language),
    staleTime: 10 * 60_000,
  });
}

export function useHelpCentre(language: string) {
  const client = useApiClient();
  return useQuery(helpCentreQueryOptions(client, language));
}
