import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionsCall, type Promotion } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { promotionsKeys } from './promotions-keys';

export function fetchPromotions(client: ApiClient, language: string): Promise<Promotion[]> {
  return client.call(promotionsCall, { language });
}

export function promotionsQueryOptions(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: promotionsKeys.list(language),
    queryFn: () => fetchPromotions(client, language),
    staleTime: 5 * 60_000,
  });
}

export function usePromotions(language: string) {
  const client = useApiClient();
  return useQuery(promotionsQueryOptions(client, language));
}
