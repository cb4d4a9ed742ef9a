import type { z } from 'zod';
import { brandManifestSchema, type BrandManifest } from './manifest-schema';

export class BrandConfigError extends Error {
  constructor(
    readonly file: string,
    readonly issues: readonly { path: string; message: string }[],
  ) {
    super(
      `Config error in ${file}:\n` +
        issues.map((i) => `  at ${i.path}: ${i.message}`).join('\n'),
    );
    this.name = 'BrandConfigError';
  }
}

/** Renders a zod issue path the way JSON tools do: `$.flags.USERNAMEREG3`, `$.domains[0]`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`),
    '$',
  );
}

export function formatIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
    return { path: jsonPath(issue.path), message: issue.message + keys };
  });
}

/** Validates a parsed brand.json; throws a BrandConfigError naming the file and JSON paths. */
export function parseBrandManifest(raw: unknown, file: string): BrandManifest {
  const result = brandManifestSchema.safeParse(raw);
  if (!result.success) throw new BrandConfigError(file, formatIssues(result.error));
  const manifest = result.data;
  if (!file.replace(/\\/g, '/').includes(`/${manifest.id}/`) && file.includes('brands/')) {
    throw new BrandConfigError(file, [
      { path: '$.id', message: `id "${manifest.id}" must match its folder name` },
    ]);
  }
  return manifest;
}
