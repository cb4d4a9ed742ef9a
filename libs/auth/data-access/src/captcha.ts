import { queryOptions, useQuery } from '@tanstack/react-query';
import { captchaCall } from '@platform/shared/api-contract';
import { useApiClient, type ApiClient } from '@platform/shared/api-client';
import { authKeys } from './auth-keys';

export function captchaQueryOptions(client: ApiClient, captchaKey: string, nonce: number, enabled: boolean) {
  return queryOptions({
    queryKey: authKeys.captcha(captchaKey, nonce),
    queryFn: () => client.call(captchaCall, { captchaKey }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** The captcha image as a data URL; bump `nonce` to refresh it. */
export function useCaptcha(captchaKey: string, nonce: number, enabled: boolean) {
  const client = useApiClient();
  return useQuery(captchaQueryOptions(client, captchaKey, nonce, enabled));
}
