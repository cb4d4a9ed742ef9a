import { useAtomValue } from 'jotai';
import type { BackofficePermission } from '@platform/shared/api-contract';
import { can } from './permissions';
import { merchantCodeAtom } from './merchant';
import { useStaffSession } from './session';

/** What every screen reads: the chosen merchant, the signed-in staff member, and what they may do there. */
export function useWorkspace() {
  const merchantCode = useAtomValue(merchantCodeAtom);
  const staff = useStaffSession().data?.staff ?? null;
  return {
    merchantCode,
    staff,
    allows: (permission: BackofficePermission) => can(staff, merchantCode, permission),
  };
}
