import type { ContractTier } from '@platform/shared/api-contract';

/** One tier as typed in the offer form: money in major units ("100.50"), the rate in percent ("1.5"). */
export interface TierDraft {
  minBet: string;
  pnl: string;
  minActiveMembers: string;
  rate: string;
}

export const emptyTier = (): TierDraft => ({ minBet: '0', pnl: '0', minActiveMembers: '1', rate: '' });

const MONEY = /^-?\d{1,9}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** "100.5" -> 10050 minor units, or null when it is not an amount with at most two decimals. */
export function parseMoney(text: string, allowNegative = false): number | null {
  const trimmed = text.trim();
  if (!MONEY.test(trimmed) || (!allowNegative && trimmed.startsWith('-'))) return null;
  const [whole, cents = ''] = trimmed.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  return trimmed.startsWith('-') ? -value : value;
}

/** "1.5" (%) -> 150 basis points; at most 100 %. */
export function parseRate(text: string): number | null {
  const trimmed = text.trim();
  if (!PERCENT.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value <= 10_000 ? value : null;
}

export type TierErrors = Partial<Record<keyof TierDraft, string>>;

/** The tiers as the offer call takes them, or the translation key of each invalid field. */
export function parseTiers(drafts: readonly TierDraft[]): { tiers: ContractTier[] } | { errors: TierErrors[] } {
  const errors: TierErrors[] = [];
  const tiers: ContractTier[] = [];
  for (const draft of drafts) {
    const minBet = parseMoney(draft.minBet);
    const pnl = parseMoney(draft.pnl, true);
    const members = /^\d{1,7}$/.test(draft.minActiveMembers.trim()) ? Number(draft.minActiveMembers) : null;
    const rate = parseRate(draft.rate);
    const e: TierErrors = {};
    if (minBet === null) e.minBet = 'agent.invalid_amount';
    if (pnl === null) e.pnl = 'agent.invalid_amount';
    if (members === null) e.minActiveMembers = 'agent.invalid_count';
    if (rate === null) e.rate = 'agent.invalid_rate';
    errors.push(e);
    if (minBet !== null && pnl !== null && members !== null && rate !== null) tiers.push({ minBet, pnl, minActiveMembers: members, rate });
  }
  return errors.some((e) => Object.keys(e).length > 0) ? { errors } : { tiers };
}
