// generated — do not edit. Source: ALL_FLAGS in libs/shared/brand/src/flags.ts, written by tools/brand-tools/src/flag-files.ts. Regenerate with `npx nx run brand-tools:generate-flag-files`.
// Vite's `define` (tools/brand-tools/src/vite-brand-plugin.ts) replaces each `__FLAG_<NAME>__` identifier textually with the brand's `true` or `false`, so the minifier can drop the code behind an off flag. Only a literal identifier in the source is replaced: hence one line per flag.
declare const __FLAG_USERNAMEREG3__: boolean;
declare const __FLAG_MOBILENUMREG3__: boolean;
declare const __FLAG_MOBILEVERCODELOGIN3__: boolean;
declare const __FLAG_DIRECTREG3__: boolean;
declare const __FLAG_REGMOBVERF3__: boolean;
declare const __FLAG_MOBILENUMPASSREG3__: boolean;
declare const __FLAG_CHNGPASSVERIF3__: boolean;
declare const __FLAG_AGENTPOLICY3__: boolean;
declare const __FLAG_SOCIALGOOGLE__: boolean;
declare const __FLAG_SOCIALFACEBOOK__: boolean;
declare const __FLAG_PHONEAUTHFIREBASE__: boolean;
