import { ROLE_PERMISSIONS, permissionsOf, type BackofficePermission, type StaffGrant, type StaffRole } from '@platform/shared/api-contract';

/**
 * The permission table (role -> permissions) lives in the contract so the app can hide what a role
 * cannot do; these checks are the gateway's, and the only ones that count (issue 22 §1).
 */

/** Whether the grants give `permission` in `merchantCode`: a role counts only in the merchant it was granted for. */
export function can(grants: readonly StaffGrant[], permission: BackofficePermission, merchantCode: string): boolean {
  return grants.some((grant) => grant.merchantCode === merchantCode && ROLE_PERMISSIONS[grant.role].includes(permission));
}

/** Per merchant, what the staff member may do there (the UI's menu). */
export function permissionsByMerchant(grants: readonly StaffGrant[]): Record<string, BackofficePermission[]> {
  const roles = new Map<string, StaffRole[]>();
  for (const grant of grants) roles.set(grant.merchantCode, [...(roles.get(grant.merchantCode) ?? []), grant.role]);
  return Object.fromEntries([...roles].map(([merchant, list]) => [merchant, permissionsOf(list)]));
}
