import fc from 'fast-check';

/**
 * A fast-check arbitrary of requests a contract's schema accepts, read from the zod definition
 * (the subset the api-contract uses: objects, strings with lengths, patterns and formats, bounded
 * numbers, enums, literals, unions, arrays, records, lazy and piped schemas). The fuzz test then
 * poisons one field of an accepted request, so the bad value passes every other check and reaches
 * the service and the database, which is where a NUL or an int4 overflow used to become a 500.
 * No maintained generator reads zod 4 mini schemas (zod-fast-check targets zod 3), hence this one.
 */
interface Check {
  _zod: { def: { check: string; value?: number; inclusive?: boolean; minimum?: number; maximum?: number; length?: number; format?: string; pattern?: RegExp } };
}
interface Def {
  type: string;
  format?: string;
  checks?: Check[];
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  options?: unknown[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => unknown;
  in?: unknown;
  out?: unknown;
  valueType?: unknown;
  keyType?: unknown;
  defaultValue?: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  let min = 0;
  let max = 24;
  let pattern: RegExp | undefined;
  let format = def.format;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max);
    if (check.check === 'length_equals') min = max = check.length ?? min;
    if (check.check === 'string_format') {
      if (check.format === 'regex' && check.pattern) pattern = check.pattern;
      else format = check.format;
    }
  }
  max = Math.max(max, min);
  if (format === 'uuid' || format === 'guid') return fc.uuid({ version: 4 });
  if (format === 'ipv4') return fc.ipV4();
  if (format === 'ipv6') return fc.ipV6();
  if (format === 'email') return fc.emailAddress();
  if (format === 'url') return fc.webUrl();
  if (pattern) {
    const bounded = new RegExp(pattern.source, pattern.flags.replace('g', ''));
    return fc.stringMatching(bounded).filter((text) => text.length >= min && text.length <= Math.max(max, min) + 200);
  }
  return fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than' && typeof check.value === 'number') min = Math.max(min, check.inclusive ? check.value : check.value + 1);
    if (check.check === 'less_than' && typeof check.value === 'number') max = Math.min(max, check.inclusive ? check.value : check.value - 1);
  }
  if (min > max) return fc.constant(Math.ceil(min));
  // Small values first: ids and pages that exist are near the bottom of their range.
  return fc.oneof(fc.constant(Math.ceil(min)), fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 1_000)) }));
}

export function arbitraryOf(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 12) return fc.constant(undefined);
  switch (def.type) {
    case 'object': {
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        const childType = defOf(child).type;
        const value = arbitraryOf(child, depth + 1);
        fields[key] = childType === 'optional' ? fc.option(value, { nil: undefined, freq: 2 }) : value;
      }
      return fc.record(fields).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
    }
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return arbitraryOf(def.innerType, depth + 1);
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType, depth + 1), { nil: null, freq: 4 });
    case 'lazy':
      return arbitraryOf(def.getter!(), depth + 1);
    case 'pipe':
      // A coerced query value piped into a literal is that literal; otherwise the input side decides.
      return defOf(def.out).type === 'literal' ? arbitraryOf(def.out, depth + 1) : arbitraryOf(def.in, depth + 1);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryOf(option, depth + 1)));
    case 'array': {
      let minLength = 0;
      let maxLength = 3;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') minLength = check.minimum ?? 0;
        if (check.check === 'max_length') maxLength = Math.min(maxLength, check.maximum ?? maxLength);
      }
      return fc.array(arbitraryOf(def.element, depth + 1), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'record':
      return fc.dictionary(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }), arbitraryOf(def.valueType, depth + 1), { maxKeys: 2 });
    default:
      return fc.constant(undefined);
  }
}

/** Where a leaf (string or number) sits in a sample, and what it is. */
export interface Leaf {
  path: Array<string | number>;
  kind: 'string' | 'number';
}

export function leavesOf(value: unknown, path: Array<string | number> = [], out: Leaf[] = []): Leaf[] {
  if (typeof value === 'string') out.push({ path, kind: 'string' });
  else if (typeof value === 'number') out.push({ path, kind: 'number' });
  else if (Array.isArray(value)) value.forEach((item, i) => leavesOf(item, [...path, i], out));
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) leavesOf(item, [...path, key], out);
  return out;
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: Array<string | number>, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? withLeaf(item, rest, leaf) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: withLeaf(record[head!], rest, leaf) };
}
