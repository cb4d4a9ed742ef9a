// generated — do not edit. Source: ALL_FLAGS in libs/shared/brand/src/flags.ts, written by tools/brand-tools/src/flag-files.ts. Regenerate with `npx nx run brand-tools:generate-flag-files`.
// Vite's `define` (tools/brand-tools/src/vite-brand-plugin.ts) replaces each `__FLAG_<NAME>__` identifier textually with the brand's `true` or `false`, so the minifier can drop the code behind an off flag. Only a literal identifier in the source is replaced: hence one line per flag.
import type { FlagSet } from '@platform/shared/brand';

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
