import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import pt from './locales/pt.json';

/** Every key path of a nested catalogue, with its value. */
function entries(tree: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? entries(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

describe('the back-office catalogues (EN and PT)', () => {
  it('have the same keys, so no PT screen falls back to English', () => {
    const enKeys = entries(en).map(([key]) => key).sort();
    const ptKeys = entries(pt).map(([key]) => key).sort();
    expect(ptKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !ptKeys.includes(key))).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = [...entries(en), ...entries(pt)].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });
});
