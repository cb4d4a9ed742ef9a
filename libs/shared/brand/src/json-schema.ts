import { z } from 'zod';
import { brandManifestSchema } from './manifest-schema';
import { brandTokensSchema } from './tokens';

/** The banner every generated schema file carries (CONVENTIONS §11). */
export const GENERATED_SCHEMA_NOTE =
  'generated — do not edit. Source: libs/shared/brand/src (zod). ' +
  'Regenerate with `npx nx run shared-brand:generate-schemas`.';

/** Where the generated files live, relative to libs/shared/brand. */
export const SCHEMA_FILES = {
  brand: 'brand.schema.json',
  tokens: 'tokens.schema.json',
} as const;

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, title: string, description: string): JsonSchema {
  // draft-07 is what editors (VS Code, JetBrains) autocomplete most reliably.
  // `io: 'input'` describes what a person writes in the file, before defaults.
  const generated = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'input',
    // Inline rather than $ref: editors then show a field's rules where it is typed.
    reused: 'inline',
    unrepresentable: 'throw',
  }) as JsonSchema;
  const { $schema, ...rest } = generated;
  return { $schema, $comment: GENERATED_SCHEMA_NOTE, title, description, ...rest };
}

/** JSON Schema of brands/<id>/brand.json, generated from `brandManifestSchema`. */
export function brandManifestJsonSchema(): JsonSchema {
  return toSchema(
    brandManifestSchema,
    'Brand manifest',
    'brands/<id>/brand.json: identity, merchant code, languages, domains, flags, registration rules and jurisdiction of one white-label brand. Unknown keys are errors.',
  );
}

/** JSON Schema of brands/<id>/tokens.json, generated from `brandTokensSchema`. */
export function brandTokensJsonSchema(): JsonSchema {
  return toSchema(
    brandTokensSchema,
    'Brand tokens',
    'brands/<id>/tokens.json: a partial of the base design tokens. Every group is optional; unknown keys are errors.',
  );
}

/** The exact text written to disk, so the staleness check compares like with like. */
export function serialiseJsonSchema(schema: JsonSchema): string {
  return JSON.stringify(schema, null, 2) + '\n';
}
