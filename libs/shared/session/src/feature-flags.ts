import { useAtomValue } from 'jotai';
import { effectiveFlags, type FlagSet } from '@platform/shared/brand';
// Generated from ALL_FLAGS: `npx nx run brand-tools:generate-flag-files`.
import { COMPILED_FLAGS } from './compiled-flags.generated';
import { systemInfoAtom } from './system-info';

export { COMPILED_FLAGS };

/** Compiled flags with the runtime kill-switch applied: served config can only turn features off. */
export function useFeatureFlags(): FlagSet {
  const info = useAtomValue(systemInfoAtom);
  return effectiveFlags(COMPILED_FLAGS, info?.whitelabelVal ?? {});
}
