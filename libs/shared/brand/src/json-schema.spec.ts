import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brandManifestJsonSchema,
  brandTokensJsonSchema,
  GENERATED_SCHEMA_NOTE,
  SCHEMA_FILES,
} from './json-schema';
import { REGISTRATION_FIELDS } from './manifest-schema';
import { ALL_FLAGS } from './flags';

const libRoot = resolve(import.meta.dirname, '..');
const committed = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(resolve(libRoot, name), 'utf8')) as Record<string, unknown>;

type Node = {
  properties?: Record<string, Node>;
  additionalProperties?: unknown;
  required?: string[];
};

describe('generated JSON Schema', () => {
  it.each([
    [SCHEMA_FILES.brand, brandManifestJsonSchema],
    [SCHEMA_FILES.tokens, brandTokensJsonSchema],
  ] as const)(
    '%s matches the zod schema (run `npx nx run shared-brand:generate-schemas` if not)',
    (file, generate) => {
      expect(committed(file)).toEqual(generate());
    },
  );

  it('says it is generated and must not be edited', () => {
    for (const file of Object.values(SCHEMA_FILES)) {
      expect(committed(file)['$comment']).toBe(GENERATED_SCHEMA_NOTE);
      expect(GENERATED_SCHEMA_NOTE).toMatch(/^generated — do not edit/);
    }
  });

  it('forbids unknown keys at the top and in nested blocks, as the zod schema does', () => {
    const schema = brandManifestJsonSchema() as Node;
    expect(schema.additionalProperties).toBe(false);
    const props = schema.properties!;
    for (const block of ['flags', 'registration', 'menu', 'jurisdiction', 'languages']) {
      expect(props[block]?.additionalProperties, block).toBe(false);
    }
    expect(props['registration']?.properties?.['username']?.additionalProperties).toBe(false);
  });

  it('lets editors autocomplete every flag and registration field', () => {
    const props = (brandManifestJsonSchema() as Node).properties!;
    expect(Object.keys(props['flags']?.properties ?? {})).toEqual([...ALL_FLAGS]);
    expect(props['flags']?.required).toEqual([...ALL_FLAGS]);
    expect(Object.keys(props['registration']?.properties ?? {})).toEqual([...REGISTRATION_FIELDS]);
  });

  it('describes tokens.json as a partial: no group is required', () => {
    const schema = brandTokensJsonSchema() as Node;
    expect(schema.required ?? []).toEqual([]);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties?.['colors']?.additionalProperties).toBe(false);
  });
});
