import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountsRelation, statementRelation } from '../ledger/reads';
import { dayWindow, outsidePeriod } from './day-totals';

/** Both drivers answer execute() with `{ rows }`; the shared Db type cannot say so. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type TreeScope = 'direct' | 'team';

/**
 * The agent's downlines with their level, as a CTE body. `direct` is the members whose upline is the
 * agent (members_upline_idx). `team` is every member whose materialized path (members.tree_path, kept
 * by a trigger) holds the agent: one GIN index lookup however deep the tree, and the level is the
 * path length below the agent's. Member ids are global, so only the merchant check stays.
 */
export function teamCte(agentId: number, merchantCode: string, scope: TreeScope): SQL {
  if (scope === 'direct') {
    return sql`team(id, level) as (
      select m.id, 1 from members m where m.upline_id = ${agentId} and m.merchant_code = ${merchantCode})`;
  }
  // The agent id is written into the query as a literal (an integer, checked): with a bound parameter the
  // planner cannot estimate the GIN lookup and may prefer scanning the whole merchant.
  if (!Number.isSafeInteger(agentId)) throw new Error(`not a member id: ${agentId}`);
  const path = sql.raw(`array[${agentId}]::integer[]`);
  return sql`team(id, level) as (
      select m.id, cardinality(m.tree_path) - (select cardinality(a.tree_path) from members a where a.id = ${agentId}::int)
        from members m
       where m.tree_path @> ${path} and m.id <> ${agentId}::int and m.merchant_code = ${merchantCode})`;
}

/**
 * The same scope as teamCte, as a condition on a members row `alias`: a report joins its rows to
 * members once and filters there, instead of building the team first and joining it back to members
 * (a second pass over 100,000 rows at the root). It also lets the planner start from the other side
 * when that is cheaper: from a period's bets, newest first, for a big team.
 */
export function teamMember(alias: 'm', agentId: number, merchantCode: string, scope: TreeScope): SQL {
  const m = sql.raw(alias);
  if (scope === 'direct') return sql`(${m}.upline_id = ${agentId} and ${m}.merchant_code = ${merchantCode})`;
  if (!Number.isSafeInteger(agentId)) throw new Error(`not a member id: ${agentId}`);
  // A literal, as in teamCte: the planner estimates the GIN lookup from it.
  const path = sql.raw(`array[${agentId}]::integer[]`);
  return sql`(${m}.tree_path @> ${path} and ${m}.id <> ${agentId}::int and ${m}.merchant_code = ${merchantCode})`;
}

/**
 * The scope as a condition on a day row `alias` (agent_member_days or agent_turnover_days). For the
 * team it reads the path copied into the day row (migration 0022), so the sum touches no members
 * row: at the root, joining the day rows to the team's 100,000 members rows was most of the cost. A
 * path only holds members of one merchant (an upline is always found in the member's own merchant),
 * so unlike teamMember it needs no merchant check. The agent id is a literal for the planner, as there.
 */
export function teamDay(alias: 'd', agentId: number, merchantCode: string, scope: TreeScope): SQL {
  const d = sql.raw(alias);
  if (scope === 'direct') {
    return sql`${d}.member_id in (select m.id from members m where m.upline_id = ${agentId} and m.merchant_code = ${merchantCode})`;
  }
  if (!Number.isSafeInteger(agentId)) throw new Error(`not a member id: ${agentId}`);
  return sql`(${d}.tree_path @> ${sql.raw(`array[${agentId}]::integer[]`)} and ${d}.member_id <> ${agentId}::int)`;
}

/** The level below the agent of a teamMember row `alias`. */
function levelOf(alias: 'm', agentId: number, scope: TreeScope): SQL {
  if (scope === 'direct') return sql`1`;
  return sql`(cardinality(${sql.raw(alias)}.tree_path) - (select cardinality(a.tree_path) from members a where a.id = ${agentId}::int))`;
}

export interface TeamCounts {
  direct: number;
  total: number;
  newToday: number;
  new7: number;
}

export interface DownlineRow {
  id: number;
  account: string;
  nickname: string;
  type: number;
  level: number;
  upline: string;
  created_at: string | Date;
  last_login_at: string | Date | null;
  balance: string | number;
}

export interface TransactionRow {
  id: string;
  member_id: number;
  account: string;
  type: string;
  amount: string | number;
  balance_after: string | number;
  created_at: string | Date;
}

export interface TransactionFilter {
  type: string | null;
  memberId: number | null;
  from: Date;
  to: Date;
  limit: number;
  offset: number;
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The ledger kinds as the member's transaction history names them (wallet/repository.ts). */
const TYPE_OF_KIND = sql`case e.kind
  when 'DEPOSIT' then 'deposit' when 'WITHDRAW_HOLD' then 'withdraw'
  when 'TRANSFER' then 'transfer' when 'BET' then 'bet' when 'WIN' then 'win'
  when 'REBATE' then 'rebate' when 'WITHDRAW_RELEASE' then 'withdraw_refund'
  when 'WITHDRAW_REFUND' then 'withdraw_refund' else 'credit' end`;

export function createAgentRepository(db: Db) {
  return {
    /** Whether `memberId` is in the agent's subtree (any depth): the member's own path says. */
    async isInTeam(agentId: number, memberId: number): Promise<boolean> {
      if (agentId === memberId) return false;
      const [row] = await rowsOf<{ found: boolean }>(
        db,
        sql`select exists (select 1 from members where id = ${memberId}::int and tree_path @> array[${agentId}::int]) as found`,
      );
      return row?.found === true;
    },

    async counts(agentId: number, merchantCode: string, today: Date, weekAgo: Date): Promise<TeamCounts> {
      // One pass over the team's members rows; a direct downline is a team member whose upline is the agent.
      const [row] = await rowsOf<{ direct: number | string; total: number | string; new_today: number | string; new7: number | string }>(
        db,
        sql`select count(*) filter (where m.upline_id = ${agentId})::int as direct,
                   count(*)::int as total,
                   count(*) filter (where m.created_at >= ${iso(today)})::int as new_today,
                   count(*) filter (where m.created_at >= ${iso(weekAgo)})::int as new7
              from members m where ${teamMember('m', agentId, merchantCode, 'team')}`,
      );
      return { direct: Number(row?.direct ?? 0), total: Number(row?.total ?? 0), newToday: Number(row?.new_today ?? 0), new7: Number(row?.new7 ?? 0) };
    },

    /**
     * The team overview in one statement: the counts, the team's MAIN balance, and its real-money
     * bets (ledger BET debits) and approved deposits of [from, to]. The team's members rows are read
     * once, joined to their MAIN account (at most one per member and currency, so the counts hold);
     * the planner joins by hash for a big team and by index for a small one. A materialized team CTE
     * read by each part cost more than the pass (on PGlite it spilled 100,000 rows to a temporary
     * file). Bets and deposits sum the period's day rows of the team, found by the path they carry
     * (teamDay), less the source rows of those days outside the period (day-totals.ts).
     */
    async overview(agentId: number, merchantCode: string, currency: string, since: { today: Date; weekAgo: Date }, from: Date, to: Date) {
      const w = dayWindow(from, to);
      const inTeam = teamMember('m', agentId, merchantCode, 'team');
      const inTeamDay = teamDay('d', agentId, merchantCode, 'team');
      const [row] = await rowsOf<{
        direct: number | string;
        total: number | string;
        new_today: number | string;
        new7: number | string;
        balance: string | number;
        turnover: string | number;
        deposits: string | number;
      }>(
        db,
        sql`select c.direct, c.total, c.new_today, c.new7, c.balance, turn.turnover - turn_out.turnover as turnover,
                   dep.deposits - dep_out.deposits as deposits
              from (select count(*) filter (where m.upline_id = ${agentId})::int as direct, count(*)::int as total,
                           count(*) filter (where m.created_at >= ${iso(since.today)})::int as new_today,
                           count(*) filter (where m.created_at >= ${iso(since.weekAgo)})::int as new7,
                           coalesce(sum(a.balance), 0) as balance
                      from members m left join ${accountsRelation()} a on a.member_id = m.id and a.kind = 'MAIN' and a.currency = ${currency}
                     where ${inTeam}) c,
                   (select coalesce(sum(d.turnover), 0) as turnover from agent_turnover_days d
                     where d.currency = ${currency} and d.day between ${w.firstDay}::date and ${w.lastDay}::date and ${inTeamDay}) turn,
                   (select coalesce(sum(-e.amount), 0) as turnover from ${statementRelation()} e join members m on m.id = e.member_id
                     where e.kind = 'BET' and ${outsidePeriod(sql`e.created_at`, from, to, w)}
                       and e.account_kind = 'MAIN' and e.currency = ${currency} and ${inTeam}) turn_out,
                   (select coalesce(sum(d.deposits), 0) as deposits from agent_member_days d
                     where d.day between ${w.firstDay}::date and ${w.lastDay}::date and ${inTeamDay}) dep,
                   (select coalesce(sum(d.amount), 0) as deposits from deposits d join members m on m.id = d.member_id
                     where d.status = 'approved' and ${outsidePeriod(sql`coalesce(d.decided_at, d.created_at)`, from, to, w)}
                       and ${inTeam}) dep_out`,
      );
      return {
        counts: { direct: Number(row?.direct ?? 0), total: Number(row?.total ?? 0), newToday: Number(row?.new_today ?? 0), new7: Number(row?.new7 ?? 0) },
        money: { balance: Number(row?.balance ?? 0), turnover: Number(row?.turnover ?? 0), deposits: Number(row?.deposits ?? 0) },
      };
    },

    async downlines(
      agentId: number,
      merchantCode: string,
      currency: string,
      scope: TreeScope,
      search: string | null,
      limit: number,
      offset: number,
    ): Promise<{ total: number; rows: DownlineRow[] }> {
      const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = pattern ? sql`(m.account ilike ${pattern} or m.nickname ilike ${pattern})` : sql`true`;
      const inScope = teamMember('m', agentId, merchantCode, scope);
      const [total] = await rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n from members m where ${inScope} and ${where}`);
      // The page is chosen on the members rows alone; only its rows are joined to their upline and balance.
      const rows = await rowsOf<DownlineRow>(
        db,
        sql`with page as (select m.id, ${levelOf('m', agentId, scope)} as level from members m where ${inScope} and ${where}
                           order by level, m.created_at desc, m.id desc limit ${limit} offset ${offset})
            select m.id, m.account, m.nickname, m.type, p.level, u.account as upline, m.created_at, m.last_login_at,
                   coalesce(a.balance, 0) as balance
              from page p
              join members m on m.id = p.id
              join members u on u.id = m.upline_id
              left join ${accountsRelation()} a on a.member_id = m.id and a.kind = 'MAIN' and a.currency = ${currency}
             order by p.level, m.created_at desc, m.id desc`,
      );
      return { total: Number(total?.n ?? 0), rows };
    },

    /** Every entry on the MAIN accounts of the agent's downlines (or of one of them), newest first. */
    async transactions(
      agentId: number,
      merchantCode: string,
      scope: TreeScope,
      filter: TransactionFilter,
    ): Promise<{ total: number; rows: TransactionRow[] }> {
      const cte = teamCte(agentId, merchantCode, scope);
      const body = sql`
        select 'E' || e.id as id, m.id as member_id, m.account, ${TYPE_OF_KIND} as type,
               e.amount, e.balance_after, e.created_at, e.id as sid
          from team tm
          join members m on m.id = tm.id
          join ${statementRelation()} e on e.member_id = m.id and e.account_kind = 'MAIN'
         where e.created_at >= ${iso(filter.from)} and e.created_at <= ${iso(filter.to)}
           ${filter.memberId === null ? sql`` : sql`and m.id = ${filter.memberId}`}`;
      const typeWhere = filter.type ? sql`h.type = ${filter.type}` : sql`true`;
      const [total] = await rowsOf<{ n: number | string }>(db, sql`with ${cte} select count(*)::int as n from (${body}) h where ${typeWhere}`);
      const rows = await rowsOf<TransactionRow>(
        db,
        sql`with ${cte} select h.id, h.member_id, h.account, h.type, h.amount, h.balance_after, h.created_at
              from (${body}) h where ${typeWhere}
             order by h.created_at desc, h.sid desc limit ${filter.limit} offset ${filter.offset}`,
      );
      return { total: Number(total?.n ?? 0), rows };
    },
  };
}

export type AgentRepository = ReturnType<typeof createAgentRepository>;
