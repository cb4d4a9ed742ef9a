import type { BackofficePermission, Staff } from '@platform/shared/api-contract';

/** The merchants a staff member holds any grant in, in a stable order. */
export function merchantsOf(staff: Pick<Staff, 'permissions'>): string[] {
  return Object.keys(staff.permissions).sort();
}

/**
 * Whether the UI should offer an action. Only a convenience: the gateway checks every call's
 * permission again (BACKOFFICE_PERMISSION_OF), so a hidden button is never the guard.
 */
export function can(staff: Pick<Staff, 'permissions'> | null | undefined, merchantCode: string | null, permission: BackofficePermission): boolean {
  if (!staff || !merchantCode) return false;
  return staff.permissions[merchantCode]?.includes(permission) ?? false;
}
