import {
  MAX_COOL_OFF_DAYS,
  MAX_SELF_EXCLUSION_MONTHS,
  MIN_COOL_OFF_DAYS,
  MIN_SELF_EXCLUSION_MONTHS,
} from '@platform/shared/api-contract';

/** Cool-off lengths offered, in days: 24 hours to 6 weeks (the contract's range). */
export const COOL_OFF_DAYS = [MIN_COOL_OFF_DAYS, 3, 7, 14, 28, MAX_COOL_OFF_DAYS] as const;
/** Self-exclusion lengths offered, in months: 6 months to 5 years, or permanent. */
export const SELF_EXCLUSION_MONTHS = [MIN_SELF_EXCLUSION_MONTHS, 12, 24, 36, MAX_SELF_EXCLUSION_MONTHS, 'permanent'] as const;
export type SelfExclusionLength = (typeof SELF_EXCLUSION_MONTHS)[number];
