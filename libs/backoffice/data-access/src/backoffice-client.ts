import { createApiClient, type ApiClient } from '@platform/shared/api-client';

/**
 * The back office's API client. Staff calls ride on the HttpOnly session cookie the gateway sets
 * (Path=/api/backoffice, SameSite=Strict), so there is no token in script reach and none to send;
 * the merchant is a field of each call, not a header. `onSignedOut` runs when the gateway says
 * the session is gone (idle timeout, sign-out elsewhere), so the app can show the sign-in page.
 */
export function createBackofficeClient(options: { onSignedOut: () => void; fetchImpl?: typeof fetch }): ApiClient {
  return createApiClient({
    baseUrl: '',
    getToken: () => null,
    getMerchantCode: () => null,
    onNotLoggedIn: options.onSignedOut,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  });
}
