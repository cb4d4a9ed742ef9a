import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dayWindow, outsidePeriod } from './day-totals';
import { teamCte, teamDay, teamMember, type TreeScope } from './repository';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;
type Num = string | number;

export interface ReportFilter {
  /** One team member only, or everyone in the scope. */
  memberId: number | null;
  from: Date;
  to: Date;
  limit: number;
  offset: number;
}

export interface TeamBetRow {
  id: string;
  account: string;
  source: 'lottery' | 'game';
  game: string;
  stake: Num;
  payout: Num;
  status: string;
  created_at: string | Date;
}

export interface UserLossRow {
  member_id: Num;
  account: string;
  level: Num;
  turnover: Num;
  wins: Num;
  rebates: Num;
}

export interface PayoutRecordRow {
  id: Num;
  contract_id: Num;
  kind: string;
  cycle: string;
  period_start: string | Date;
  period_end: string | Date;
  upline: string;
  downline: string;
  turnover: Num;
  team_loss: Num;
  active_members: Num;
  excluded_members: Num;
  rate: Num;
  amount: Num;
  created_at: string | Date;
}

/** The real-money bets of the team members (lottery bets and in-house rounds) placed in [from, to]. */
function teamBets(filter: ReportFilter): SQL {
  const one = filter.memberId === null ? sql`` : sql`and m.id = ${filter.memberId}`;
  return sql`
    select 'L' || b.id as id, b.id as sid, m.id as member_id, m.account, 'lottery' as source, b.game_code as game,
           b.stake, case when b.status in ('won', 'refunded') then b.payout else 0 end as payout, b.status, b.created_at
      from team t join members m on m.id = t.id join lottery_bets b on b.member_id = m.id
     where b.realm = 'real' and b.created_at >= ${iso(filter.from)} and b.created_at <= ${iso(filter.to)} ${one}
    union all
    select 'G' || r.id, r.id, m.id, m.account, 'game', r.game_code, r.bet, r.win, 'settled', r.created_at
      from team t join members m on m.id = t.id join game_rounds r on r.member_id = m.id
     where r.realm = 'real' and r.created_at >= ${iso(filter.from)} and r.created_at <= ${iso(filter.to)} ${one}`;
}

type BetTable = 'lottery' | 'game';

/**
 * One table's team betting rows whose `created_at` meets `when`, each joined once to its member and
 * filtered there (no team CTE), with a text key that sorts them to the microsecond. One table per
 * statement: with `order by created_at desc, id desc limit n` the planner can walk a big team's
 * newest bets on the (created_at, id) index of migration 0020 and stop after n, or start from a
 * small team's members; a UNION ALL of two joins cannot be merged in order, so it sorted every bet.
 */
function scopedBets(
  table: BetTable,
  agentId: number,
  merchantCode: string,
  scope: TreeScope,
  memberId: number | null,
  when: (column: SQL) => SQL,
  newest: number | null = null,
): SQL {
  const t = sql.raw(table === 'lottery' ? 'b' : 'r');
  const limit = newest === null ? sql`` : sql`order by ${t}.created_at desc, ${t}.id desc limit ${newest}`;
  const inScope = sql`${teamMember('m', agentId, merchantCode, scope)} ${memberId === null ? sql`` : sql`and m.id = ${memberId}`}`;
  const key = (alias: string) => sql.raw(`to_char(${alias}.created_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') || lpad(${alias}.id::text, 20, '0')`);
  if (table === 'lottery') {
    return sql`
      select 'L' || b.id as id, m.account, 'lottery' as source, b.game_code as game, b.stake,
             case when b.status in ('won', 'refunded') then b.payout else 0 end as payout, b.status, b.created_at, ${key('b')} as sort_key
        from lottery_bets b join members m on m.id = b.member_id
       where b.realm = 'real' and ${when(sql`b.created_at`)} and ${inScope} ${limit}`;
  }
  return sql`
    select 'G' || r.id as id, m.account, 'game' as source, r.game_code as game, r.bet as stake, r.win as payout, 'settled' as status,
           r.created_at, ${key('r')} as sort_key
      from game_rounds r join members m on m.id = r.member_id
     where r.realm = 'real' and ${when(sql`r.created_at`)} and ${inScope} ${limit}`;
}

export function createReportsRepository(db: Db) {
  return {
    /**
     * The summary sums the per-day totals of the period's days (agent_member_days, day-totals.ts) less
     * the bets of those days outside the period; the page is the period's bets, newest first.
     */
    async teamBetting(agentId: number, merchantCode: string, scope: TreeScope, filter: ReportFilter) {
      const { from, to, memberId } = filter;
      const w = dayWindow(from, to);
      const one = memberId === null ? sql`` : sql`and d.member_id = ${memberId}`;
      const outsideBets = (table: BetTable) => scopedBets(table, agentId, merchantCode, scope, memberId, (c) => outsidePeriod(c, from, to, w));
      const [summary] = await rowsOf<{ bets: Num; turnover: Num; payout: Num }>(
        db,
        sql`with days as (
              select coalesce(sum(d.bets), 0) as bets, coalesce(sum(d.stake), 0) as stake, coalesce(sum(d.payout), 0) as payout
                from agent_member_days d
               where d.day between ${w.firstDay}::date and ${w.lastDay}::date and ${teamDay('d', agentId, merchantCode, scope)} ${one}),
            outside as (
              select count(*) as bets, coalesce(sum(h.stake), 0) as stake, coalesce(sum(h.payout), 0) as payout
                from (${outsideBets('lottery')} union all ${outsideBets('game')}) h)
            select (days.bets - outside.bets)::int as bets, days.stake - outside.stake as turnover, days.payout - outside.payout as payout
              from days, outside`,
      );
      // The page of the union is within the first offset + limit rows of each table, newest first.
      const upTo = filter.offset + filter.limit;
      const newest = (table: BetTable) =>
        rowsOf<TeamBetRow & { sort_key: string }>(
          db,
          scopedBets(table, agentId, merchantCode, scope, memberId, (c) => sql`${c} >= ${iso(from)} and ${c} <= ${iso(to)}`, upTo),
        );
      const both = [...(await newest('lottery')), ...(await newest('game'))];
      const rows = both
        .sort((a, b) => (a.sort_key < b.sort_key ? 1 : a.sort_key > b.sort_key ? -1 : 0))
        .slice(filter.offset, upTo)
        .map(({ sort_key: _key, ...row }) => row);
      return { summary: { bets: Number(summary?.bets ?? 0), turnover: Number(summary?.turnover ?? 0), payout: Number(summary?.payout ?? 0) }, rows };
    },

    /** Each team member with bets or rebates in the period: turnover, wins, rebates; the biggest loss first. */
    async userLoss(agentId: number, merchantCode: string, scope: TreeScope, filter: ReportFilter) {
      const cte = teamCte(agentId, merchantCode, scope);
      const body = sql`
        with ${cte},
        play as (select h.member_id, sum(h.stake) as turnover, sum(h.payout) as wins from (${teamBets(filter)}) h group by h.member_id),
        reb as (select r.member_id, sum(r.amount) as rebates from rebates r join team t on t.id = r.member_id
                 where r.created_at >= ${iso(filter.from)} and r.created_at <= ${iso(filter.to)}
                   ${filter.memberId === null ? sql`` : sql`and r.member_id = ${filter.memberId}`}
                 group by r.member_id),
        lines as (
          select m.id as member_id, m.account, t.level, coalesce(p.turnover, 0) as turnover, coalesce(p.wins, 0) as wins,
                 coalesce(r.rebates, 0) as rebates
            from team t join members m on m.id = t.id
            left join play p on p.member_id = m.id left join reb r on r.member_id = m.id
           where p.member_id is not null or r.member_id is not null)`;
      const [summary] = await rowsOf<{ n: Num; turnover: Num; wins: Num; rebates: Num }>(
        db,
        sql`${body} select count(*)::int as n, coalesce(sum(turnover), 0) as turnover, coalesce(sum(wins), 0) as wins,
                           coalesce(sum(rebates), 0) as rebates from lines`,
      );
      const rows = await rowsOf<UserLossRow>(
        db,
        sql`${body} select * from lines order by (wins + rebates - turnover) asc, member_id
              limit ${filter.limit} offset ${filter.offset}`,
      );
      return {
        total: Number(summary?.n ?? 0),
        summary: { turnover: Number(summary?.turnover ?? 0), wins: Number(summary?.wins ?? 0), rebates: Number(summary?.rebates ?? 0) },
        rows,
      };
    },

    /** The member's paid periods per UTC day, split by direction and by salary or dividend. */
    async incomeByDay(memberId: number, from: Date, to: Date) {
      return rowsOf<{ day: string; direction: 'received' | 'paid'; dividend: boolean; amount: Num }>(
        db,
        sql`select to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
                   case when p.downline_id = ${memberId} then 'received' else 'paid' end as direction,
                   p.kind = 'dividend' as dividend, sum(p.amount) as amount
              from agent_payouts p
             where (p.downline_id = ${memberId} or p.upline_id = ${memberId}) and p.amount > 0
               and p.created_at >= ${iso(from)} and p.created_at <= ${iso(to)}
             group by 1, 2, 3 order by 1 desc`,
      );
    },

    /** The paid periods of one kind where the member is the payee (`received`) or the payer (`paid`). */
    async payoutRecords(memberId: number, kind: string, role: 'received' | 'paid', filter: Omit<ReportFilter, 'memberId'>) {
      const side = role === 'received' ? sql`p.downline_id = ${memberId}` : sql`p.upline_id = ${memberId}`;
      const where = sql`${side} and p.kind = ${kind} and p.amount > 0
        and p.period_start >= ${iso(filter.from)} and p.period_start <= ${iso(filter.to)}`;
      const [summary] = await rowsOf<{ n: Num; amount: Num }>(
        db,
        sql`select count(*)::int as n, coalesce(sum(p.amount), 0) as amount from agent_payouts p where ${where}`,
      );
      const rows = await rowsOf<PayoutRecordRow>(
        db,
        sql`select p.id, p.contract_id, p.kind, c.cycle, p.period_start, p.period_end, u.account as upline, d.account as downline,
                   p.turnover, p.team_loss, p.active_members, p.excluded_members, p.rate, p.amount, p.created_at
              from agent_payouts p join agent_contracts c on c.id = p.contract_id
              join members u on u.id = p.upline_id join members d on d.id = p.downline_id
             where ${where} order by p.period_start desc, p.id desc limit ${filter.limit} offset ${filter.offset}`,
      );
      return { total: Number(summary?.n ?? 0), amount: Number(summary?.amount ?? 0), rows };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
