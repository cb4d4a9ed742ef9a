import { describe, expect, it } from 'vitest';
import { fillMinMax, normaliseInput, validateField, type FieldRule } from './field-rules';

const username: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 16,
  patternId: 1,
  acceptedPattern: '*',
};

describe('registration field rules (spec §5)', () => {
  it('reports required first for an empty required field', () => {
    expect(validateField(username, '')).toEqual({ key: 'validation.required' });
  });

  it('accepts an empty optional field', () => {
    expect(validateField({ ...username, required: false }, '')).toBeNull();
  });

  it('ignores a disabled field', () => {
    expect(validateField({ ...username, enabled: false }, '!')).toBeNull();
  });

  it('uses reg_pattern_{patternId} with min and max for a length error', () => {
    expect(validateField(username, 'ab1')).toEqual({
      key: 'reg_pattern_1',
      params: { min: 6, max: 16 },
    });
  });

  it('uses reg_pattern_{patternId} for a pattern error', () => {
    expect(validateField(username, '1abcdef')?.key).toBe('reg_pattern_1');
  });

  it('treats an acceptedPattern of a single asterisk as match anything', () => {
    const any: FieldRule = { ...username, patternId: 0, acceptedPattern: '*' };
    expect(validateField(any, '§§ weird ✓')).toBeNull();
  });

  it('applies a narrower acceptedPattern on top of the family', () => {
    const narrow: FieldRule = { ...username, acceptedPattern: '^vip' };
    expect(validateField(narrow, 'abcdefg')?.key).toBe('reg_pattern_1');
    expect(validateField(narrow, 'vipabc1')).toBeNull();
  });

  it('replaces (min) and (max) in the text', () => {
    expect(fillMinMax('password must have (min) - (max) characters', 6, 20)).toBe(
      'password must have 6 - 20 characters',
    );
  });

  it('uses the single form when min and max are equal', () => {
    expect(fillMinMax('password must have (min) - (max) characters', 8, 8)).toBe(
      'password must have 8 characters',
    );
  });

  it('trims every input except the verification code', () => {
    expect(normaliseInput('username', '  bob  ')).toBe('bob');
    expect(normaliseInput('verificationCode', ' 12 ')).toBe(' 12 ');
  });
});
