import { affiliateCheckCall } from '@platform/shared/api-contract';
import type { ApiClient } from '@platform/shared/api-client';

/** Affiliate check (code, domain); a bad code fails with INVITATION_CODE_ERROR. */
export function checkAffiliateCode(client: ApiClient, code: string, domain: string) {
  return client.call(affiliateCheckCall, { code, domain });
}
