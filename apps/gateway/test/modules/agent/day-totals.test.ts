import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthHarness } from '../../support/auth';
import { backends } from '../../support/backends';
import { call, credit, openWalletHarness, operator, walletMember, type WalletMember } from '../../support/wallet';
import { downlineOf, rows } from './payout-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The team overview's turnover and deposits and team betting's summary read per-day totals kept by
 * triggers (migration 0020) plus the source rows of the period's partial first and last days. Each
 * figure must equal the plain sum over the source tables, for periods cut anywhere in a UTC day.
 */
for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`agent day totals on ${backend.name}`, () => {
    let h: AuthHarness;
    // agent -> sub (agent) -> leaf, agent -> sibling; a stranger agent with a member of its own.
    let agent: WalletMember;
    let sub: WalletMember;
    let leaf: WalletMember;
    let sibling: WalletMember;
    let strangerMember: WalletMember;
    let today: number;
    let exactRound: string;

    const value = async (member: WalletMember, path: string, body: object) => {
      const answer = await call(h.app, member, 'POST', `/api/agent/${path}`, body);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().value;
    };
    const placeSlip = async (member: WalletMember, stakes: number[]) => {
      const lobby = (await h.app.inject({ method: 'GET', url: '/api/lottery/lobby?data=PC28' })).json().value;
      const game = lobby[0];
      const bets = stakes.map((stake, i) => ({ betType: i % 2 ? 'SMALL' : 'BIG', stake }));
      const placed = await call(h.app, member, 'POST', '/api/lottery/bets', { idempotencyKey: randomUUID(), gameCode: 'PC28', periodId: game.current.periodId, bets });
      expect(placed.statusCode, placed.body).toBe(200);
      return game.current.drawAt as string;
    };
    const deposit = (member: WalletMember, amount: number, status: string, createdAt: string, decidedAt: string | null) =>
      h.app.db.execute(sql`insert into deposits (merchant_code, member_id, channel_code, kind, amount, status, created_at, decided_at)
        values ('FORTUNA', ${member.id}, 'bench', 'bank_transfer', ${amount}, ${status}, ${createdAt}::timestamptz, ${decidedAt}::timestamptz) returning id`);
    const round = (member: WalletMember, bet: number, win: number, at: string) =>
      h.app.db.execute(sql`insert into game_rounds (merchant_code, member_id, round_id, game_code, realm, bet, win, detail, balance_after, created_at)
        values ('FORTUNA', ${member.id}, ${randomUUID()}, 'DICE', 'real', ${bet}, ${win}, '{"pick":null,"outcome":[]}'::jsonb, 0, ${at}::timestamptz)`);

    beforeAll(async () => {
      h = await openWalletHarness(backend, { env: { AGENT_SALARY_JOB_INTERVAL_SECONDS: '0', LOTTERY_FAST_PERIOD_SECONDS: '60' } });
      agent = await walletMember(h.app, { type: 2 });
      sub = await downlineOf(h.app, agent, 1);
      leaf = await downlineOf(h.app, sub);
      sibling = await downlineOf(h.app, agent);
      const stranger = await walletMember(h.app, { type: 1 });
      strangerMember = await downlineOf(h.app, stranger);
      for (const member of [sub, leaf, sibling, strangerMember]) await credit(h.app, member.account, 1_000_000);
      // Lottery slips (BET transfers on the ledger too), settled: the settlement updates the bets.
      let drawAt = '';
      for (const [member, stakes] of [[leaf, [1_000, 2_500]], [sibling, [700]], [strangerMember, [9_900]]] as const) drawAt = await placeSlip(member, [...stakes]);
      h.clock.advance(new Date(drawAt).getTime() - h.clock.now().getTime());
      expect((await operator(h.app, 'POST', '/api/operator/lottery/jobs/run', {})).statusCode).toBe(200);
      // Hours later, more slips, left open (no payout yet).
      h.clock.advance(7 * HOUR);
      // The fake clock moved hours: sessions idled out.
      for (const member of [agent, sub, leaf, sibling]) await member.relogin();
      await placeSlip(sub, [1_200]);
      await placeSlip(leaf, [3_300, 400]);
      const now = h.clock.now().getTime();
      today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
      const at = (ms: number) => new Date(ms).toISOString();
      // In-house rounds on the edges of UTC days, one in the last microsecond of a day, one after now.
      exactRound = at(today - DAY + 13 * HOUR);
      await round(leaf, 500, 0, at(today - 2 * DAY));
      await round(leaf, 800, 1_600, `${dayText(today - DAY - 1)}T23:59:59.999500Z`);
      await round(sibling, 300, 100, exactRound);
      await round(sub, 650, 0, at(today));
      await round(leaf, 200, 900, at(now - 1));
      await round(leaf, 450, 0, at(now + HOUR));
      await round(strangerMember, 5_000, 0, exactRound);
      // Deposits: approved (counted on the decision day), pending, approved later, approved then reversed.
      await deposit(leaf, 10_000, 'approved', at(today - 3 * DAY), at(today - DAY + 2 * HOUR));
      await deposit(sibling, 4_000, 'approved', `${dayText(today - DAY - 1)}T23:59:59.999700Z`, null);
      await deposit(sub, 6_000, 'pending', at(today - DAY), null);
      const [late] = await rows<{ id: number }>(h.app.db, sql`select id from deposits where member_id = ${sub.id} and status = 'pending'`);
      await h.app.db.execute(sql`update deposits set status = 'approved', decided_at = ${at(now - HOUR)}::timestamptz where id = ${late!.id}`);
      await deposit(leaf, 2_000, 'approved', at(today - DAY + 5 * HOUR), null);
      await h.app.db.execute(sql`update deposits set status = 'rejected' where member_id = ${leaf.id} and amount = 2000`);
      await deposit(strangerMember, 8_000, 'approved', at(today - DAY), null);
    });
    afterAll(async () => {
      await h?.close();
    });

    /** The team by walking upline_id (not the path the gateway reads), and the plain sums of [from, to]. */
    async function recompute(agentId: number, scope: 'team' | 'direct', memberId: number | null, from: string, to: string) {
      const team =
        scope === 'direct'
          ? sql`select id from members where upline_id = ${agentId}`
          : sql`select id from members where upline_id = ${agentId} union all select m.id from members m join team t on m.upline_id = t.id`;
      const one = memberId === null ? sql`true` : sql`member_id = ${memberId}`;
      const [row] = await rows<{ bets: number; stake: string; payout: string; turnover: string; deposits: string }>(
        h.app.db,
        sql`with recursive team(id) as (${team}),
            bets as (
              select stake, case when status in ('won', 'refunded') then payout else 0 end as payout from lottery_bets
               where realm = 'real' and member_id in (select id from team) and ${one} and created_at >= ${from}::timestamptz and created_at <= ${to}::timestamptz
              union all
              select bet, win from game_rounds
               where realm = 'real' and member_id in (select id from team) and ${one} and created_at >= ${from}::timestamptz and created_at <= ${to}::timestamptz)
            select (select count(*)::int from bets) as bets, (select coalesce(sum(stake), 0) from bets) as stake,
                   (select coalesce(sum(payout), 0) from bets) as payout,
                   (select coalesce(sum(-e.amount), 0) from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
                      join ledger_accounts a on a.id = e.account_id
                     where t.kind = 'BET' and a.kind = 'MAIN' and a.member_id in (select id from team)
                       and t.created_at >= ${from}::timestamptz and t.created_at <= ${to}::timestamptz) as turnover,
                   (select coalesce(sum(amount), 0) from deposits where status = 'approved' and member_id in (select id from team)
                       and coalesce(decided_at, created_at) >= ${from}::timestamptz and coalesce(decided_at, created_at) <= ${to}::timestamptz) as deposits`,
      );
      return { bets: Number(row!.bets), stake: Number(row!.stake), payout: Number(row!.payout), turnover: Number(row!.turnover), deposits: Number(row!.deposits) };
    }

    /** Periods cut at midnight, mid-day, on a row's exact instant, in another time zone, as bare dates. */
    const periods = (): { from?: string; to?: string }[] => [
      { from: dayText(today - 3 * DAY), to: dayText(today + DAY) },
      { from: dayText(today - DAY), to: dayText(today - DAY) },
      { from: dayText(today - 2 * DAY), to: dayText(today) },
      { from: new Date(today - DAY - 1).toISOString(), to: new Date(today + HOUR).toISOString() },
      { from: exactRound, to: exactRound },
      { from: exactRound, to: h.clock.now().toISOString() },
      { from: `${dayText(today - DAY)}T05:00:00+05:00`, to: `${dayText(today - DAY)}T23:59:59.999+00:00` },
      { from: new Date(today - 2 * DAY + 1).toISOString(), to: new Date(today - 1).toISOString() },
    ];

    it('team overview turnover and deposits equal the plain sums over the ledger and the deposits, for any period', async () => {
      for (const period of [...periods(), {}]) {
        const overview = await value(agent, 'team/overview', period);
        const expected = await recompute(agent.id, 'team', null, overview.from, overview.to);
        expect({ period, turnover: overview.turnover, deposits: overview.deposits }).toEqual({ period, turnover: expected.turnover, deposits: expected.deposits });
        const ofSub = await value(sub, 'team/overview', period);
        const expectedSub = await recompute(sub.id, 'team', null, ofSub.from, ofSub.to);
        expect({ period, turnover: ofSub.turnover, deposits: ofSub.deposits }).toEqual({ period, turnover: expectedSub.turnover, deposits: expectedSub.deposits });
      }
      const all = await value(agent, 'team/overview', periods()[0]!);
      expect(all.turnover).toBeGreaterThan(0);
      expect(all.deposits).toBe(20_000);
    });

    it('team betting totals equal the plain sums over the bets, by scope, by account and for any period', async () => {
      for (const period of [...periods(), {}]) {
        for (const [scope, account, memberId] of [
          ['team', undefined, null],
          ['direct', undefined, null],
          ['team', leaf.account, leaf.id],
        ] as const) {
          const answer = await value(agent, 'reports/team-betting', { ...period, scope, account, pageSize: 50 });
          // The service's period: 30 days back by default, a bare `to` date through the end of that UTC day.
          const from = period.from ?? new Date(h.clock.now().getTime() - 30 * DAY).toISOString();
          const to = !period.to ? h.clock.now().toISOString() : period.to.length === 10 ? new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY - 1).toISOString() : period.to;
          const expected = await recompute(agent.id, scope, memberId, from, to);
          expect({ period, scope, account, summary: answer.summary, total: answer.total }).toEqual({
            period,
            scope,
            account,
            summary: { bets: expected.bets, turnover: expected.stake, payout: expected.payout },
            total: expected.bets,
          });
          expect(answer.rows.map((r: { stake: number }) => r.stake).reduce((a: number, b: number) => a + b, 0)).toBe(expected.stake);
          // The rows, newest first to the microsecond, paged: page 2 of 3 equals the plain ordering's slice.
          const ordered = await rows<{ id: string }>(
            h.app.db,
            sql`with recursive team(id) as (${scope === 'direct' ? sql`select id from members where upline_id = ${agent.id}` : sql`select id from members where upline_id = ${agent.id} union all select m.id from members m join team t on m.upline_id = t.id`})
                select id from (
                  select 'L' || id as id, id as sid, created_at from lottery_bets where realm = 'real' and member_id in (select id from team)
                     and ${memberId === null ? sql`true` : sql`member_id = ${memberId}`} and created_at >= ${from}::timestamptz and created_at <= ${to}::timestamptz
                  union all
                  select 'G' || id, id, created_at from game_rounds where realm = 'real' and member_id in (select id from team)
                     and ${memberId === null ? sql`true` : sql`member_id = ${memberId}`} and created_at >= ${from}::timestamptz and created_at <= ${to}::timestamptz) h
                 order by created_at desc, sid desc`,
          );
          expect(answer.rows.map((r: { id: string }) => r.id)).toEqual(ordered.map((r) => r.id));
          const second = await value(agent, 'reports/team-betting', { ...period, scope, account, pageSize: 3, pageNo: 2 });
          expect(second.rows.map((r: { id: string }) => r.id)).toEqual(ordered.slice(3, 6).map((r) => r.id));
        }
      }
    });

    it('keeps the day tables equal to a regrouping of the source rows after inserts, settlements and status changes', async () => {
      const diff = await rows<{ n: number }>(
        h.app.db,
        sql`with expected as (
              select member_id, day, sum(bets)::int as bets, sum(stake)::bigint as stake, sum(payout)::bigint as payout, sum(deposits)::bigint as deposits
                from (select member_id, (created_at at time zone 'UTC')::date as day, 1 as bets, stake,
                             case when status in ('won', 'refunded') then payout else 0 end as payout, 0 as deposits from lottery_bets where realm = 'real'
                      union all select member_id, (created_at at time zone 'UTC')::date, 1, bet, win, 0 from game_rounds where realm = 'real'
                      union all select member_id, (coalesce(decided_at, created_at) at time zone 'UTC')::date, 0, 0, 0, amount from deposits where status = 'approved') s
               group by 1, 2),
            kept as (select member_id, day, bets, stake, payout, deposits from agent_member_days
                      where (bets, stake, payout, deposits) <> (0, 0, 0, 0))
            select count(*)::int as n from ((select * from expected except select * from kept) union all (select * from kept except select * from expected)) d`,
      );
      expect(diff[0]!.n).toBe(0);
      const settled = await rows<{ n: number }>(h.app.db, sql`select count(*)::int as n from lottery_bets where status <> 'open' and member_id = ${leaf.id}`);
      expect(settled[0]!.n).toBeGreaterThan(0);
      const ledgerDiff = await rows<{ n: number }>(
        h.app.db,
        sql`with expected as (
              select a.member_id, e.currency, (t.created_at at time zone 'UTC')::date as day, sum(-e.amount)::bigint as turnover
                from ledger_entries e join ledger_transfers t on t.id = e.transfer_id join ledger_accounts a on a.id = e.account_id
               where t.kind = 'BET' and a.kind = 'MAIN' and a.member_id is not null group by 1, 2, 3)
            select count(*)::int as n from ((select * from expected except select member_id, currency, day, turnover from agent_turnover_days)
                                  union all (select member_id, currency, day, turnover from agent_turnover_days except select * from expected)) d`,
      );
      expect(ledgerDiff[0]!.n).toBe(0);
    });

    /** Day rows whose copied path is not their member's path (migration 0022): must stay 0. */
    const stalePaths = async () => {
      const [row] = await rows<{ n: number; kept: number }>(
        h.app.db,
        sql`select (select count(*)::int from agent_member_days d join members m on m.id = d.member_id where d.tree_path <> m.tree_path)
                 + (select count(*)::int from agent_turnover_days d join members m on m.id = d.member_id where d.tree_path <> m.tree_path) as n,
                   (select count(*)::int from agent_member_days where member_id = ${leaf.id}) as kept`,
      );
      expect(row!.kept).toBeGreaterThan(0);
      return row!.n;
    };
    const moveLeaf = (to: WalletMember) => h.app.db.execute(sql`update members set upline_id = ${to.id} where id = ${leaf.id}`);
    const overviewMatches = async (member: WalletMember) => {
      const period = periods()[0]!;
      const overview = await value(member, 'team/overview', period);
      const expected = await recompute(member.id, 'team', null, overview.from, overview.to);
      expect({ account: member.account, turnover: overview.turnover, deposits: overview.deposits }).toEqual({
        account: member.account,
        turnover: expected.turnover,
        deposits: expected.deposits,
      });
      const betting = await value(member, 'reports/team-betting', { ...period, scope: 'team' });
      const to = new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY - 1).toISOString();
      expect(betting.summary.turnover).toBe((await recompute(member.id, 'team', null, period.from!, to)).stake);
    };

    it('day rows carry the tree path of their member, rewritten when the member moves to another upline', async () => {
      expect(await stalePaths()).toBe(0);
      await moveLeaf(agent);
      expect(await stalePaths()).toBe(0);
      // The leaf's bets and deposits no longer count for the sub's team.
      for (const member of [sub, agent]) await overviewMatches(member);
      // A bet and a deposit after the move land on day rows with the new path.
      await round(leaf, 275, 0, new Date(today - 4 * DAY).toISOString());
      await deposit(leaf, 1_500, 'approved', new Date(today - 4 * DAY).toISOString(), null);
      expect(await stalePaths()).toBe(0);
      await overviewMatches(agent);
      await moveLeaf(sub);
      expect(await stalePaths()).toBe(0);
      for (const member of [sub, agent]) await overviewMatches(member);
    });

    it.skipIf(backend.name !== 'PostgreSQL')('a bet committing while its member moves gets the path of the move, whichever commits first', async () => {
      const pool = (h.app.db as unknown as { $client: pg.Pool }).$client;
      const [bettor, mover] = [await pool.connect(), await pool.connect()];
      const roundAt = (days: number) =>
        sql`insert into game_rounds (merchant_code, member_id, round_id, game_code, realm, bet, win, detail, balance_after, created_at)
            values ('FORTUNA', ${leaf.id}, ${randomUUID()}, 'DICE', 'real', 100, 0, '{"pick":null,"outcome":[]}'::jsonb, 0, ${new Date(today - days * DAY).toISOString()}::timestamptz)`;
      const run = (client: pg.PoolClient, query: ReturnType<typeof sql>) => {
        const { sql: text, params } = new PgDialect().sqlToQuery(query);
        return client.query(text, params);
      };
      try {
        // The bet's day row is written (a new day: an insert) before the move starts, and committed while the move waits.
        await bettor.query('begin');
        await run(bettor, roundAt(9));
        await bettor.query('set constraints all immediate');
        await mover.query('begin');
        const moving = run(mover, sql`update members set upline_id = ${sibling.id} where id = ${leaf.id}`);
        await bettor.query('commit');
        await moving;
        await mover.query('commit');
        expect(await stalePaths()).toBe(0);
        // The move first; the bet's commit (its deferred trigger) comes while the move is still open.
        await mover.query('begin');
        await run(mover, sql`update members set upline_id = ${sub.id} where id = ${leaf.id}`);
        await bettor.query('begin');
        await run(bettor, roundAt(10));
        const committing = bettor.query('commit');
        await new Promise((resolve) => setTimeout(resolve, 200));
        await mover.query('commit');
        await committing;
        expect(await stalePaths()).toBe(0);
      } finally {
        bettor.release();
        mover.release();
      }
      await overviewMatches(sub);
    });
  });
}
