import { useQuery } from '@tanstack/react-query';
import { sponsorsCall } from '@platform/shared/api-contract';
import { useApiClient } from '@platform/shared/api-client';
import { promotionsKeys } from './promotions-keys';

/** The brand's sponsorships (the /sponsor page); visitors see them too. */
export function useSponsors(language: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: promotionsKeys.sponsors(language),
    queryFn: () => client.call(sponsorsCall, { language }),
    staleTime: 10 * 60_000,
  });
}
