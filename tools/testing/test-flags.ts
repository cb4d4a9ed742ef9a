import { ALL_FLAGS, type FlagName } from '../../libs/shared/brand/src/flags';

/**
 * Vite `define` entries for unit tests, mirroring what the brand plugin
 * compiles in. Every flag is on unless a test config switches it off.
 */
export function testFlagDefines(overrides: Partial<Record<FlagName, boolean>> = {}): Record<string, string> {
  return Object.fromEntries(
    ALL_FLAGS.map((flag) => [`__FLAG_${flag}__`, JSON.stringify(overrides[flag] ?? true)]),
  );
}
