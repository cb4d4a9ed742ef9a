import { useFeatureFlags } from '@platform/shared/session';

export type LoginMethod = 'username' | 'sms';

/**
 * Spec §2 "A method is offered only if its flag is on: USERNAMEREG3 for username,
 * MOBILEVERCODELOGIN3 for SMS. The first enabled method is the default." The compiled constant
 * comes first so a brand built without a method drops its code; the served flags can only turn
 * one off.
 */
export function useLoginMethods(): LoginMethod[] {
  const flags = useFeatureFlags();
  const methods: LoginMethod[] = [];
  if (__FLAG_USERNAMEREG3__ && flags.USERNAMEREG3) methods.push('username');
  if (__FLAG_MOBILEVERCODELOGIN3__ && flags.MOBILEVERCODELOGIN3) methods.push('sms');
  return methods;
}
