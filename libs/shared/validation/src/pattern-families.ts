/**
 * The spec's pattern families (§5), by patternId. The id also picks the
 * error text `reg_pattern_{patternId}`. Operators reference a family by id in
 * the brand's registration config; `acceptedPattern` may narrow it further.
 */
export interface PatternFamily {
  id: number;
  name: string;
  regex: RegExp;
}

const family = (id: number, name: string, regex: RegExp): PatternFamily => ({ id, name, regex });

export const PATTERN_FAMILIES: readonly PatternFamily[] = [
  family(0, 'any characters', /^[\s\S]*$/),
  family(1, 'letter first, then letters and digits', /^[A-Za-z][A-Za-z0-9]*$/),
  family(2, 'Chinese characters and digits', /^[\u4e00-\u9fa50-9]+$/),
  family(3, 'mailbox format', /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  family(4, 'alphanumeric without special characters', /^[A-Za-z0-9]+$/),
  family(5, 'letters and digits combination', /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/),
  family(6, 'digits only', /^[0-9]+$/),
  family(7, 'alphanumeric with at least one uppercase', /^(?=.*[A-Z])[A-Za-z0-9]+$/),
  family(8, 'English letters and spaces only', /^[A-Za-z ]+$/),
  family(9, 'no spaces', /^\S+$/),
  family(10, 'Chinese characters and punctuation', /^[\u4e00-\u9fa5\u3000-\u303f\uff00-\uffef]+$/),
  family(11, 'letters and spaces', /^[\p{L} ]+$/u),
  family(12, 'alphanumeric only', /^[A-Za-z0-9]+$/),
  family(13, 'Korean only', /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/),
  family(14, 'date yyyy-MM-dd', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  family(15, 'date MM-dd-yyyy', /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/),
];

export function patternFamily(id: number): PatternFamily | undefined {
  return PATTERN_FAMILIES.find((f) => f.id === id);
}
