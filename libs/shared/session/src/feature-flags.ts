import { useAtomValue } from 'jotai';
import { effectiveFlags, type FlagSet } from '@platform/shared/brand';
import { systemInfoAtom } from './system-info';

/**
 * The flags compiled into this build. Code that must vanish from a brand's
 * bundle tests the `__FLAG_*__` constant itself; this object is for everything else.
 */
export const COMPILED_FLAGS: FlagSet = {
  USERNAMEREG3: __FLAG_USERNAMEREG3__,
  MOBILENUMREG3: __FLAG_MOBILENUMREG3__,
  MOBILEVERCODELOGIN3: __FLAG_MOBILEVERCODELOGIN3__,
  DIRECTREG3: __FLAG_DIRECTREG3__,
  REGMOBVERF3: __FLAG_REGMOBVERF3__,
  MOBILENUMPASSREG3: __FLAG_MOBILENUMPASSREG3__,
  CHNGPASSVERIF3: __FLAG_CHNGPASSVERIF3__,
  AGENTPOLICY3: __FLAG_AGENTPOLICY3__,
  SOCIALGOOGLE: __FLAG_SOCIALGOOGLE__,
  SOCIALFACEBOOK: __FLAG_SOCIALFACEBOOK__,
  PHONEAUTHFIREBASE: __FLAG_PHONEAUTHFIREBASE__,
};

/** Compiled flags with the runtime kill-switch applied: served config can only turn features off. */
export function useFeatureFlags(): FlagSet {
  const info = useAtomValue(systemInfoAtom);
  return effectiveFlags(COMPILED_FLAGS, info?.whitelabelVal ?? {});
}
