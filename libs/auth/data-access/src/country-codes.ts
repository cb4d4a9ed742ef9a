import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryCodesCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { authKeys } from './auth-keys';

export function countryCodesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: authKeys.countryCodes(),
    queryFn: () => client.call(countryCodesCall, {}),
    staleTime: Infinity,
  });
}

export function useCountryCodes() {
  const client = useApiClient();
  return useQuery(countryCodesQueryOptions(client));
}
