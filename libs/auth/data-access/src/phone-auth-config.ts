import { queryOptions } from '@tanstack/react-query';
import { phoneAuthConfigCall } from '@platform/shared/api-contract';
import type { ApiClient } from '@platform/shared/api-client';
import { authKeys } from './auth-keys';

/**
 * Whether this gateway verifies phone-auth tokens for the brand, and for which Firebase project
 * (with the Auth emulator's host in development). An error (503 unconfigured, 403 flag off) means
 * the app keeps the gateway's own SMS codes. Not retried: the answer only changes with a redeploy.
 */
export function phoneAuthConfigQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: authKeys.phoneAuthConfig(),
    queryFn: () => client.call(phoneAuthConfigCall, {}),
    staleTime: Infinity,
    retry: false,
  });
}
