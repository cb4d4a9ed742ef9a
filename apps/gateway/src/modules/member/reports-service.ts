import {
  BONUS_DETAILS_PAGE_SIZE,
  MAX_REPORT_DAYS,
  type BonusEntry,
  type bonusDetailsCall,
  type personalProfitCall,
} from '@platform/shared/api-contract';
import type { Member } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import { isTrial } from './rules';
import { BONUS_KINDS, type BonusKind, type Range, type ReportsRepository } from './reports-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRESET_DAYS = { today: 1, previous7: 7, previous30: 30 } as const;

function validation(field: string, key: string, params?: Record<string, unknown>): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', `${field}: ${key}`, { fields: { [field]: params ? { key, params } : { key } } });
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A yyyy-MM-dd that is a real calendar day, as its UTC midnight. */
function parseDay(field: string, text: string): Date {
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || dayOf(date) !== text) throw validation(field, 'validation.date');
  return date;
}

/**
 * The report's whole UTC days: a preset ending today, or from..to inclusive. Nothing given means
 * today. A range is at most MAX_REPORT_DAYS long, so one call cannot scan a member's whole history.
 */
export function reportRange(input: Input<typeof personalProfitCall>, now: Date): Range {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  if (input.preset && (input.from || input.to)) throw validation('preset', 'validation.preset_or_dates');
  if (input.from || input.to) {
    if (!input.from || !input.to) throw validation(input.from ? 'to' : 'from', 'validation.required');
    const from = parseDay('from', input.from);
    const to = new Date(parseDay('to', input.to).getTime() + DAY_MS);
    if (from >= to) throw validation('from', 'validation.date_order');
    const days = (to.getTime() - from.getTime()) / DAY_MS;
    if (days > MAX_REPORT_DAYS) throw validation('from', 'validation.date_span', { max: MAX_REPORT_DAYS });
    return { from, to };
  }
  const days = PRESET_DAYS[input.preset ?? 'today'];
  return { from: new Date(today.getTime() - (days - 1) * DAY_MS), to: new Date(today.getTime() + DAY_MS) };
}

/** personalProfit and bonusDetails (spec §2): read-only reports over the member's real money. */
export function createReportsService(deps: { repository: ReportsRepository; now: () => Date }) {
  const { repository } = deps;

  /** Spec §6: trial users are blocked from the member centre, and their play money has no report. */
  function refuseTrial(member: Member): void {
    if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
  }

  return {
    async profit(member: Member, input: Input<typeof personalProfitCall>) {
      refuseTrial(member);
      const range = reportRange(input, deps.now());
      const [rows, bonus, pendingStake] = await Promise.all([
        repository.profitByCategory(member.id, range),
        repository.bonusTotal(member.id, range),
        repository.pendingLotteryStake(member.id, range),
      ]);
      const categories = rows.map((row) => ({ ...row, profit: row.payout - row.turnover }));
      const turnover = categories.reduce((sum, row) => sum + row.turnover, 0);
      const payout = categories.reduce((sum, row) => sum + row.payout, 0);
      return {
        from: dayOf(range.from),
        to: dayOf(new Date(range.to.getTime() - DAY_MS)),
        categories,
        turnover,
        payout,
        bonus,
        pendingStake,
        profit: payout - turnover + bonus,
      };
    },

    async bonusDetails(member: Member, input: Input<typeof bonusDetailsCall>) {
      refuseTrial(member);
      const pageSize = input.pageSize ?? BONUS_DETAILS_PAGE_SIZE;
      const pageNo = input.pageNo ?? 1;
      const kinds: BonusKind[] =
        !input.type || input.type === 'all' ? ['REBATE', 'BONUS'] : input.type === 'rebate' ? ['REBATE'] : ['BONUS'];
      const page = await repository.bonusPage(member.id, kinds, pageSize, (pageNo - 1) * pageSize);
      return {
        pageNo,
        pageSize,
        total: page.total,
        totalPages: Math.ceil(page.total / pageSize),
        totalAmount: page.totalAmount,
        rows: page.rows.map(
          (row): BonusEntry => ({
            id: row.id,
            type: BONUS_KINDS[row.kind],
            amount: row.amount,
            balanceAfter: row.balanceAfter,
            detail: row.detail,
            createdAt: row.createdAt.toISOString(),
          }),
        ),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
