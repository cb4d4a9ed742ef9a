import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import * as contracts from './index';
import { INT4_MAX, int4Id } from './integers';
import { isStorableText, malformedTextPath } from './well-formed';

type AnyContract = { id: string; request: z.ZodMiniType };
const CALLS = (Object.values(contracts) as unknown[]).filter(
  (value): value is AnyContract => typeof value === 'object' && value !== null && 'path' in value && 'request' in value && 'id' in value,
);

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: { check: string; value?: unknown } } }>;
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every number node of a schema that carries no explicit upper bound, by path. */
function unboundedNumbers(schema: unknown, path: string, out: string[], seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'number': {
      const checks = (def.checks ?? []).map((check) => check._zod.def.check);
      if (!checks.includes('less_than') || !checks.includes('greater_than')) out.push(path);
      return;
    }
    case 'object':
      for (const [key, child] of Object.entries(def['shape'] as object)) unboundedNumbers(child, `${path}.${key}`, out, seen);
      return;
    case 'array':
      return unboundedNumbers(def['element'], `${path}[]`, out, seen);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return unboundedNumbers(def['innerType'], path, out, seen);
    case 'lazy':
      return unboundedNumbers((def['getter'] as () => unknown)(), path, out, seen);
    case 'pipe': {
      // A coerced query number piped into a literal (queryConst) is bounded by the literal.
      const out_ = defOf(def['out']);
      if (out_.type === 'literal') return;
      unboundedNumbers(def['in'], path, out, seen);
      return unboundedNumbers(def['out'], path, out, seen);
    }
    case 'union':
      (def['options'] as unknown[]).forEach((option, i) => unboundedNumbers(option, `${path}|${i}`, out, seen));
      return;
    case 'intersection':
      unboundedNumbers(def['left'], path, out, seen);
      return unboundedNumbers(def['right'], path, out, seen);
    case 'record':
      return unboundedNumbers(def['valueType'], `${path}{}`, out, seen);
    case 'tuple':
      (def['items'] as unknown[]).forEach((item, i) => unboundedNumbers(item, `${path}[${i}]`, out, seen));
      return;
    default:
      return;
  }
}

describe('request bounds', () => {
  it('gives every integer of every call request an explicit lower and upper bound', () => {
    expect(CALLS.length).toBeGreaterThan(40);
    const unbounded: string[] = [];
    for (const call of CALLS) unboundedNumbers(call.request, call.id, unbounded);
    // z.int() alone reaches 2^53: an int4 column then answers "out of range" (a 500), so each
    // request integer says what it is: an int4Id, an int8Id, an amount, a page, a count.
    expect(unbounded).toEqual([]);
  });

  it('reads ids of int4 columns as 1 to 2^31 - 1', () => {
    expect(int4Id().safeParse(INT4_MAX).success).toBe(true);
    expect(int4Id().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(int4Id().safeParse(100_000_000_001).success).toBe(false);
    expect(int4Id().safeParse(0).success).toBe(false);
    expect(contracts.applyActivityCall.request.safeParse({ promotionId: 100_000_000_001 }).success).toBe(false);
  });
});

describe('malformedTextPath', () => {
  it('finds U+0000 and lone surrogates anywhere, keys included', () => {
    expect(malformedTextPath({ a: 'ok', b: ['fine', { c: 'x\u0000y' }] })).toBe('b[1].c');
    expect(malformedTextPath({ os: 'Win\uD800' })).toBe('os');
    expect(malformedTextPath({ os: '\uDC00dows' })).toBe('os');
    expect(malformedTextPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(malformedTextPath('\u0000')).toBe('(root)');
  });

  it('accepts well-formed text, emoji (surrogate pairs) included, and non-strings', () => {
    expect(malformedTextPath({ name: 'Zé 🎰', n: 2 ** 53, ok: true, none: null, list: [1, 'ü'] })).toBeUndefined();
  });

  it('reads query objects without a prototype, and skips binary bodies', () => {
    const query = Object.assign(Object.create(null) as object, { os: 'a\u0000' });
    expect(malformedTextPath(query)).toBe('os');
    // fast-querystring's objects: their prototype is an object that has no prototype itself.
    function Empty() {}
    Empty.prototype = Object.create(null) as object;
    const parsed = Object.assign(Object.create(Empty.prototype as object) as object, { os: 'a\u0000' });
    expect(malformedTextPath(parsed)).toBe('os');
    expect(malformedTextPath(new Uint8Array([0, 0xd8]))).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(malformedTextPath(deep)).toMatch(/\(root\)|^\[0\]/);
  });

  it('has a fallback for browsers without String.prototype.isWellFormed', () => {
    const native = Object.getOwnPropertyDescriptor(String.prototype, 'isWellFormed');
    try {
      Reflect.deleteProperty(String.prototype, 'isWellFormed');
      expect(isStorableText('a\uD83C\uDFB0b')).toBe(true);
      expect(isStorableText('a\uD83Cb')).toBe(false);
      expect(isStorableText('\uDFB0')).toBe(false);
      expect(isStorableText('a\uD83C')).toBe(false);
    } finally {
      if (native) Object.defineProperty(String.prototype, 'isWellFormed', native);
    }
  });
});
