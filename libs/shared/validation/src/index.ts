export { PATTERN_FAMILIES, patternFamily } from './pattern-families';
export type { PatternFamily } from './pattern-families';
export {
  validateField,
  normaliseInput,
  fillMinMax,
  patternErrorKey,
  REQUIRED_ERROR,
} from './field-rules';
export type { FieldRule, FieldError } from './field-rules';
