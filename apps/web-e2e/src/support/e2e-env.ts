import { activeBrandGroup, BRAND_GROUPS } from './brand-groups';

/**
 * A dedicated port and operator token, so e2e never collides with `npm start` on :3000.
 * Each brand group (E2E_BRAND_GROUP, see brand-groups.ts) has a gateway on its own port,
 * so the groups can run side by side; unset, every journey runs against :3210.
 */
const group = activeBrandGroup();
export const E2E_GATEWAY_PORT: number = group ? BRAND_GROUPS[group].port : 3210;
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-not-a-secret-0001';
export const DEFAULT_MERCHANT = 'FORTUNA';
/** A member of support staff with a token of their own (the gateway's SUPPORT_STAFF), for the support console. */
export const E2E_SUPPORT_STAFF = { name: 'alice', token: 'e2e-staff-token-alice-not-a-secret-01' } as const;
export const E2E_DEFAULT_PASSWORD = 'Default123';
/** The local OpenID provider standing in for Google in the social-login journey. */
export const E2E_OIDC = {
  port: group ? BRAND_GROUPS[group].oidcPort : 3211,
  clientId: 'e2e-gateway',
  clientSecret: 'e2e-oidc-client-secret-0123456789',
} as const;
