import { queryOptions, useQuery } from '@tanstack/react-query';
import { sponsorsCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { promotionsKeys } from './promotions-keys';

/** The brand's sponsorships (the /sponsor page); visitors see them too. */
export function fetchSponsors(client: ApiClient, language: string) {
  return client.call(sponsorsCall, { language });
}

export function sponsorsQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: promotionsKeys.sponsors(language),
    queryFn: () => fetchSponsors(client, language),
    staleTime: 10 * 60_000,
  });
}

export function useSponsors(language: string) {
  const client = useApiClient();
  return useQuery(sponsorsQueryOptions(client, language));
}
