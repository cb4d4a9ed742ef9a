import { ALL_FLAGS } from './shared-brand';

/** The compile-time constant for a flag, e.g. `__FLAG_MOBILEVERCODELOGIN3__`. */
export function flagConstant(flag: string): string {
  return `__FLAG_${flag}__`;
}

/** The banner of every generated flag file; it starts as the generated JSON Schemas' note does. */
export const GENERATED_FLAGS_NOTE =
  'generated — do not edit. Source: ALL_FLAGS in libs/shared/brand/src/flags.ts, written by ' +
  'tools/brand-tools/src/flag-files.ts. Regenerate with `npx nx run brand-tools:generate-flag-files`.';

// Why the files spell every flag out instead of looping over ALL_FLAGS at run time.
const WHY_LITERAL =
  "Vite's `define` (tools/brand-tools/src/vite-brand-plugin.ts) replaces each `__FLAG_<NAME>__` " +
  "identifier textually with the brand's `true` or `false`, so the minifier can drop the code " +
  'behind an off flag. Only a literal identifier in the source is replaced: hence one line per flag.';

/** The generated files, by path from the workspace root. */
export const FLAG_FILES = {
  declarations: 'libs/shared/brand/src/compiled-flags.generated.d.ts',
  compiledFlags: 'libs/shared/session/src/compiled-flags.generated.ts',
} as const;

/** The ambient `declare const __FLAG_<NAME>__: boolean;` block, one per flag. */
export function compiledFlagsDeclarations(flags: readonly string[] = ALL_FLAGS): string {
  return [
    `// ${GENERATED_FLAGS_NOTE}`,
    `// ${WHY_LITERAL}`,
    ...flags.map((flag) => `declare const ${flagConstant(flag)}: boolean;`),
    '',
  ].join('\n');
}

/** The session lib's `COMPILED_FLAGS` object: every flag's name and its constant. */
export function compiledFlagsModule(flags: readonly string[] = ALL_FLAGS): string {
  return [
    `// ${GENERATED_FLAGS_NOTE}`,
    `// ${WHY_LITERAL}`,
    "import type { FlagSet } from '@platform/shared/brand';",
    '',
    '/**',
    " * The flags compiled into this build. Code that must vanish from a brand's",
    ' * bundle tests the `__FLAG_*__` constant itself; this object is for everything else.',
    ' */',
    'export const COMPILED_FLAGS: FlagSet = {',
    ...flags.map((flag) => `  ${flag}: ${flagConstant(flag)},`),
    '};',
    '',
  ].join('\n');
}

/** Every generated file and its exact text, as the generator writes it and the staleness test expects it. */
export function flagFiles(): Array<readonly [path: string, text: string]> {
  return [
    [FLAG_FILES.declarations, compiledFlagsDeclarations()],
    [FLAG_FILES.compiledFlags, compiledFlagsModule()],
  ];
}
