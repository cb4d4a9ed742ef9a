import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannersCall, type Banner } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { authKeys } from './auth-keys';

export type PopupBannerGroup = 'w_login' | 'w_register' | 'w_forget';

export function popupBannerQueryOptions(client: ApiClient, groupName: PopupBannerGroup, language: string) {
  return queryOptions({
    queryKey: authKeys.popupBanner(groupName, language),
    queryFn: () => client.call(bannersCall, { groupName, language }),
    select: (banners: Banner[]) => banners[0] ?? null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The optional banner at the top of the login, register and forgot-password popups. */
export function usePopupBanner(groupName: PopupBannerGroup, language: string) {
  const client = useApiClient();
  return useQuery(popupBannerQueryOptions(client, groupName, language));
}
