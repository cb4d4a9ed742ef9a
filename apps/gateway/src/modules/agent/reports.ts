import type {
  ContractCycle,
  ContractKind,
  IncomeDay,
  PayoutRecord,
  TeamBet,
  myIncomeCall,
  payoutRecordsCall,
  teamBettingCall,
  userLossCall,
} from '@platform/shared/api-contract';
import type { Member } from '../../db/schema';
import type { Input } from '../../http/contract-route';
import { HttpError } from '../../http/http-error';
import type { ServiceDeps } from '../auth/deps';
import { isTrial } from '../member/rules';
import { isoOf, pageOf, paged, periodOf } from './paging';
import type { AgentRepository, TreeScope } from './repository';
import type { ReportsRepository } from './reports-repository';
import { assertAgent } from './service';

/** Reports without a period cover the last 30 days. */
const DEFAULT_DAYS = 30;

export interface ReportDeps extends Pick<ServiceDeps, 'memberRepository' | 'now'> {
  reports: ReportsRepository;
  tree: Pick<AgentRepository, 'isInTeam'>;
}

/**
 * The agent centre's reports (spec §2): team betting, user loss statements, my income report and
 * the salary and dividend records, over any part of the agent's subtree and any date range.
 */
export function createReportService(deps: ReportDeps) {
  const { reports } = deps;

  /** The one downline a report is narrowed to; anyone outside the scope is refused. */
  async function memberInScope(agent: Member, account: string | undefined, scope: TreeScope): Promise<number | null> {
    if (!account) return null;
    const found = await deps.memberRepository.findByAccount(agent.merchantCode, account.trim());
    const inScope = found !== undefined && (scope === 'direct' ? found.uplineId === agent.id : await deps.tree.isInTeam(agent.id, found.id));
    if (!found || !inScope) throw new HttpError(403, 'NOT_DOWNLINE', 'This account is not one of your downlines');
    return found.id;
  }

  async function filterOf(agent: Member, input: Input<typeof teamBettingCall>) {
    assertAgent(agent);
    const scope: TreeScope = input.scope ?? 'team';
    const { from, to } = periodOf(deps.now(), input.from, input.to, DEFAULT_DAYS);
    const page = pageOf(input.pageNo, input.pageSize);
    const memberId = await memberInScope(agent, input.account, scope);
    return { scope, page, filter: { memberId, from, to, limit: page.pageSize, offset: page.offset } };
  }

  return {
    async teamBetting(agent: Member, input: Input<typeof teamBettingCall>) {
      const { scope, page, filter } = await filterOf(agent, input);
      const { summary, rows } = await reports.teamBetting(agent.id, agent.merchantCode, scope, filter);
      const bets = rows.map(
        (row): TeamBet => ({
          id: row.id,
          account: row.account,
          source: row.source,
          game: row.game,
          stake: Number(row.stake),
          payout: Number(row.payout),
          status: row.status as TeamBet['status'],
          createdAt: isoOf(row.created_at),
        }),
      );
      return { ...paged(page, summary.bets, bets), summary };
    },

    async userLoss(agent: Member, input: Input<typeof userLossCall>) {
      const { scope, page, filter } = await filterOf(agent, input);
      const { total, summary, rows } = await reports.userLoss(agent.id, agent.merchantCode, scope, filter);
      const lines = rows.map((row) => {
        const turnover = Number(row.turnover);
        const wins = Number(row.wins);
        const rebates = Number(row.rebates);
        return { memberId: Number(row.member_id), account: row.account, level: Number(row.level), turnover, wins, rebates, profitLoss: wins + rebates - turnover };
      });
      return { ...paged(page, total, lines), summary: { ...summary, profitLoss: summary.wins + summary.rebates - summary.turnover } };
    },

    /** My income report: what the member's contracts paid it and what it paid its downlines, per day. */
    async myIncome(member: Member, input: Input<typeof myIncomeCall>) {
      if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
      const { from, to } = periodOf(deps.now(), input.from, input.to, DEFAULT_DAYS);
      const byDay = new Map<string, IncomeDay>();
      for (const row of await reports.incomeByDay(member.id, from, to)) {
        const day = byDay.get(row.day) ?? { date: row.day, salaryReceived: 0, dividendReceived: 0, salaryPaid: 0, dividendPaid: 0, net: 0 };
        const amount = Number(row.amount);
        const field = `${row.dividend ? 'dividend' : 'salary'}${row.direction === 'received' ? 'Received' : 'Paid'}` as const;
        day[field] += amount;
        day.net += row.direction === 'received' ? amount : -amount;
        byDay.set(row.day, day);
      }
      const rows = [...byDay.values()];
      const sum = (key: keyof Omit<IncomeDay, 'date'>) => rows.reduce((total, row) => total + row[key], 0);
      return {
        rows,
        totals: { salaryReceived: sum('salaryReceived'), dividendReceived: sum('dividendReceived'), salaryPaid: sum('salaryPaid'), dividendPaid: sum('dividendPaid'), net: sum('net') },
      };
    },

    /** Dividend record, daily wages, hourly salary, real-time salary: the member's paid periods of one kind. */
    async payoutRecords(member: Member, input: Input<typeof payoutRecordsCall>) {
      if (isTrial(member)) throw new HttpError(403, 'TRIAL_BLOCKED', 'Please Register An Account First');
      const { from, to } = periodOf(deps.now(), input.from, input.to, DEFAULT_DAYS);
      const page = pageOf(input.pageNo, input.pageSize);
      const { total, amount, rows } = await reports.payoutRecords(member.id, input.kind, input.role ?? 'received', {
        from,
        to,
        limit: page.pageSize,
        offset: page.offset,
      });
      const records = rows.map(
        (row): PayoutRecord => ({
          id: Number(row.id),
          contractId: Number(row.contract_id),
          kind: row.kind as ContractKind,
          cycle: row.cycle as ContractCycle,
          periodStart: isoOf(row.period_start),
          periodEnd: isoOf(row.period_end),
          upline: row.upline,
          downline: row.downline,
          turnover: Number(row.turnover),
          teamLoss: Number(row.team_loss),
          activeMembers: Number(row.active_members),
          excludedMembers: Number(row.excluded_members),
          rate: Number(row.rate),
          amount: Number(row.amount),
          paidAt: isoOf(row.created_at),
        }),
      );
      return { ...paged(page, total, records), summary: { amount } };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
