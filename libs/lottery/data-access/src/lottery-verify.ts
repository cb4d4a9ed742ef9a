import { queryOptions, useQuery } from '@tanstack/react-query';
import { lotteryVerifyCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { lotteryKeys } from './lottery-keys';

/** A draw's verification data (public); a published result never changes, so it is cached for good once drawn. */
export function fetchLotteryVerify(client: ApiClient, periodId: string) {
  return client.call(lotteryVerifyCall, { periodId });
}

export function lotteryVerifyQueryOptions(client: ApiClient, periodId: string | null) {
  return queryOptions({
    queryKey: lotteryKeys.verify(periodId ?? ''),
    queryFn: () => fetchLotteryVerify(client, periodId ?? ''),
    enabled: periodId !== null,
  });
}

export function useLotteryVerify(periodId: string | null) {
  const client = useApiClient();
  return useQuery(lotteryVerifyQueryOptions(client, periodId));
}
