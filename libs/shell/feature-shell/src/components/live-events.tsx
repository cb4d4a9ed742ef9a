import { useAtomValue } from 'jotai';
import { useMemberInfo } from '@platform/auth/feature-auth';
import { tokenAtom } from '@platform/shared/session';
import { useLiveEvents } from '../hooks/use-live-events';

/** Keeps the live-event socket open while a member is logged in (it renders nothing). */
export function LiveEvents() {
  const token = useAtomValue(tokenAtom);
  const member = useMemberInfo(token);
  useLiveEvents(token && member.data ? { token, customerId: member.data.id, account: member.data.account } : null);
  return null;
}
