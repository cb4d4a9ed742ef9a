import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannersCall, type Banner, type BANNER_GROUPS } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { takeBootBanners } from './boot-banners';
import { shellKeys } from './shell-query-keys';

export type BannerGroup = (typeof BANNER_GROUPS)[number];

export function fetchBanners(client: ApiClient, groupName: BannerGroup, language: string): Promise<Banner[]> {
  return client.call(bannersCall, { groupName, language });
}

export function bannersQueryOptions(client: ApiClient, groupName: BannerGroup, language: string) {
  return queryOptions({
    queryKey: shellKeys.banners(groupName, language),
    queryFn: () => fetchBanners(client, groupName, language),
    // The home banners may already be in the page, as fresh as the HTML that carried them.
    initialData: groupName === 'w_home' ? takeBootBanners : undefined,
    staleTime: 5 * 60_000,
  });
}

export function useBanners(groupName: BannerGroup, language: string) {
  const client = useApiClient();
  return useQuery(bannersQueryOptions(client, groupName, language));
}
