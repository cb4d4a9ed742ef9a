import { describe, expect, it } from 'vitest';
import { PATTERN_FAMILIES, patternFamily } from './pattern-families';

const cases: [number, string[], string[]][] = [
  [0, ['anything at all!', ''], []],
  [1, ['a123', 'Bob7'], ['1abc', 'a_b', 'ab c']],
  [2, ['中文123', '123'], ['abc', '中文 ']],
  [3, ['a@b.co', 'x.y@mail.example'], ['a@b', 'a b@c.d', 'nope']],
  [4, ['abc123', 'ABC'], ['abc-1', 'a b']],
  [5, ['abc123', '1a'], ['abcdef', '123456', 'ab-12']],
  [6, ['0123456789'], ['12a', '1 2', '-1']],
  [7, ['Abc123', 'ABC'], ['abc123', 'Ab_1']],
  [8, ['John Smith'], ['José', 'John1']],
  [9, ['a_b-c!'], ['a b', ' a']],
  [10, ['中文，。'], ['中文abc']],
  [11, ['José Álvarez', 'Ana'], ['Ana1', 'a_b']],
  [12, ['abc123'], ['abc_123']],
  [13, ['한국어'], ['한국어1', 'abc']],
  [14, ['2024-02-29'], ['2024-13-01', '02-29-2024']],
  [15, ['02-29-2024'], ['2024-02-29', '13-01-2024']],
];

describe('the spec §5 pattern families', () => {
  it('defines 16 families with ids 0 to 15', () => {
    expect(PATTERN_FAMILIES.map((f) => f.id)).toEqual([...Array(16).keys()]);
  });

  it.each(cases)('family %i accepts its valid samples and rejects the rest', (id, good, bad) => {
    const family = patternFamily(id);
    expect(family).toBeDefined();
    for (const value of good) expect(family?.regex.test(value), `${value} should pass`).toBe(true);
    for (const value of bad) expect(family?.regex.test(value), `${value} should fail`).toBe(false);
  });
});
