import type * as z from 'zod/mini';

/**
 * The game list is the hottest catalogue call and its queries repeat (the client pages a few
 * filters), so each distinct query is checked once by the contract's own schema and its frozen
 * result reused. Only a query of plain text values is kept (a repeated parameter arrives as an
 * array and is checked every time); a failed check is never kept. The searched name makes the
 * key space open-ended, hence the bound, oldest out first.
 */
export function checkedOnce<S extends z.ZodMiniType>(schema: S, maxEntries = 1_000): S {
  type Result = ReturnType<S['safeParse']>;
  const kept = new Map<string, Result>();
  const check = (raw: unknown): Result => {
    const key = keyOf(raw);
    if (key === undefined) return schema.safeParse(raw) as Result;
    const hit = kept.get(key);
    if (hit) return hit;
    const result = schema.safeParse(raw) as Result;
    if (result.success) {
      Object.freeze(result.data);
      if (kept.size >= maxEntries) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      kept.set(key, Object.freeze(result) as Result);
    }
    return result;
  };
  // Any other reader of the schema still finds the contract's own.
  return Object.assign(Object.create(schema) as S, { safeParse: check });
}

/** JSON keeps the key unambiguous whatever the free text holds; undefined when a value is not text. */
function keyOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  for (const key in raw) if (typeof (raw as Record<string, unknown>)[key] !== 'string') return undefined;
  return JSON.stringify(raw);
}
