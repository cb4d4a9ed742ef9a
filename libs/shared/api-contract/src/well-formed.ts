/**
 * Text PostgreSQL cannot store, found anywhere in a request: U+0000 (text columns refuse it,
 * "invalid byte sequence for encoding UTF8: 0x00") and an unpaired UTF-16 surrogate (no UTF-8
 * form; PGlite fails on it). Zod's string checks do not look for either, so the gateway walks
 * every request once, whatever its schema, and answers 400 instead of letting the database throw.
 *
 * Returns the path of the first such string (a key counts too), or undefined when all are well
 * formed. Iterative, not recursive: a deeply nested JSON body must not overflow the stack.
 */
export function malformedTextPath(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path || '(root)';
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) stack.push({ value: current[i], path: `${path}[${i}]` });
    } else if (isPlainObject(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/**
 * Parsed JSON, query and form objects. Their prototypes vary (a query parser's is often an
 * object that itself has none), so only binary bodies are told apart: a Buffer is no text.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type MaybeWellFormed = string & { isWellFormed?: () => boolean };

/**
 * No U+0000 and no lone surrogate. `isWellFormed` (ES2024; Node 20) is native and linear; the
 * regular expression is for browsers older than 2023, since the web client imports this check too.
 */
export function isStorableText(text: string): boolean {
  if (text.includes('\u0000')) return false;
  const candidate = text as MaybeWellFormed;
  return typeof candidate.isWellFormed === 'function' ? candidate.isWellFormed() : !LONE_SURROGATE.test(text);
}
