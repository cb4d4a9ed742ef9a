import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  compiledFlagsDeclarations,
  compiledFlagsModule,
  flagConstant,
  flagFiles,
  GENERATED_FLAGS_NOTE,
} from './flag-files';
import { ALL_FLAGS } from './shared-brand';
import { WORKSPACE_ROOT } from './testing/workspace';

const committed = (path: string): string => readFileSync(resolve(WORKSPACE_ROOT, path), 'utf8');

describe('generated flag files', () => {
  it.each(flagFiles())(
    '%s matches ALL_FLAGS (run `npx nx run brand-tools:generate-flag-files` if not)',
    (path, text) => {
      expect(committed(path)).toBe(text);
    },
  );

  it.each(flagFiles())(
    '%s is already as prettier writes it, so formatting never makes it stale',
    async (path, text) => {
      const file = resolve(WORKSPACE_ROOT, path);
      const options = (await resolveConfig(file)) ?? {};
      expect(await format(text, { ...options, filepath: file })).toBe(text);
    },
  );

  it('says it is generated and must not be edited', () => {
    expect(GENERATED_FLAGS_NOTE).toMatch(/^generated — do not edit/);
    for (const [, text] of flagFiles())
      expect(text.split('\n')[0]).toBe(`// ${GENERATED_FLAGS_NOTE}`);
  });

  it('declares and lists every flag by its literal constant, in ALL_FLAGS order', () => {
    const declared = [
      ...compiledFlagsDeclarations().matchAll(/^declare const (\w+): boolean;$/gm),
    ].map((m) => m[1]);
    expect(declared).toEqual(ALL_FLAGS.map(flagConstant));
    const listed = [...compiledFlagsModule().matchAll(/^ {2}(\w+): (\w+),$/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(listed).toEqual(ALL_FLAGS.map((flag) => [flag, flagConstant(flag)]));
  });

  it('follows a change to the flag list', () => {
    expect(compiledFlagsDeclarations(['NEWFLAG'])).toContain(
      'declare const __FLAG_NEWFLAG__: boolean;',
    );
    expect(compiledFlagsModule(['NEWFLAG'])).toContain('  NEWFLAG: __FLAG_NEWFLAG__,');
    expect(compiledFlagsModule(['NEWFLAG'])).not.toContain('USERNAMEREG3');
  });
});
