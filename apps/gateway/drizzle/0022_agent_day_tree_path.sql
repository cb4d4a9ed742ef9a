ALTER TABLE "agent_member_days" ADD COLUMN "tree_path" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_turnover_days" ADD COLUMN "tree_path" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Hand-written from here. Each day row carries its member's tree_path (migration 0016), so a team's
-- sum filters the day rows by path instead of joining them to the team's members rows (at the root,
-- 100,000 of them). The day rows stay per member: a bet still writes only its own member's row.
--
-- The copy is taken in the same statement that takes the day table's lock (INSERT ... SELECT from
-- members), and a move (below) locks both day tables before it rewrites them. A commit that wrote a
-- day row with the old path before the move's lock is waited for and then rewritten by the move; a
-- commit that comes after has its statement's snapshot taken after the lock, so after the move.
--
-- PL/pgSQL, no longer SQL: a SQL function is planned again in every transaction, and with the join
-- to members that made settling a lottery draw on PGlite half again as slow; PL/pgSQL keeps the plan.
CREATE OR REPLACE FUNCTION "agent_member_day_add"(p_member integer, p_at timestamptz, p_bets integer, p_stake bigint, p_payout bigint, p_deposits bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_member_days AS d (member_id, day, bets, stake, payout, deposits, tree_path)
  SELECT p_member, (p_at AT TIME ZONE 'UTC')::date, p_bets, p_stake, p_payout, p_deposits, m.tree_path FROM members m WHERE m.id = p_member
  ON CONFLICT (member_id, day) DO UPDATE
    SET bets = d.bets + excluded.bets, stake = d.stake + excluded.stake,
        payout = d.payout + excluded.payout, deposits = d.deposits + excluded.deposits;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "agent_day_ledger_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_turnover_days AS d (member_id, currency, day, turnover, tree_path)
  SELECT a.member_id, NEW.currency, (t.created_at AT TIME ZONE 'UTC')::date, -NEW.amount, m.tree_path
    FROM ledger_transfers t JOIN ledger_accounts a ON a.id = NEW.account_id JOIN members m ON m.id = a.member_id
   WHERE t.id = NEW.transfer_id AND t.kind = 'BET' AND a.kind = 'MAIN'
  ON CONFLICT (member_id, currency, day) DO UPDATE SET turnover = d.turnover + excluded.turnover;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A changed path (an upline change moves the whole subtree, 0016) is written into every day row of
-- the member. Bets take their member's MAIN account before the day row and never a members row lock
-- that conflicts with the move's (the day rows' foreign key takes FOR KEY SHARE), so the lock waits
-- only for commits already under way. Moves are rare operator actions; bets wait for one to commit.
CREATE FUNCTION "agent_day_tree_path"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE agent_member_days, agent_turnover_days IN SHARE ROW EXCLUSIVE MODE;
  UPDATE agent_member_days SET tree_path = NEW.tree_path WHERE member_id = NEW.id;
  UPDATE agent_turnover_days SET tree_path = NEW.tree_path WHERE member_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agent_day_tree_path" AFTER UPDATE ON "members"
  FOR EACH ROW WHEN (OLD.tree_path IS DISTINCT FROM NEW.tree_path) EXECUTE FUNCTION "agent_day_tree_path"();
--> statement-breakpoint
-- The backfill runs after the functions and the trigger exist, in the migration's transaction.
UPDATE agent_member_days d SET tree_path = m.tree_path FROM members m WHERE m.id = d.member_id;
--> statement-breakpoint
UPDATE agent_turnover_days d SET tree_path = m.tree_path FROM members m WHERE m.id = d.member_id;
--> statement-breakpoint
CREATE INDEX "agent_member_days_tree_path_idx" ON "agent_member_days" USING gin ("tree_path");--> statement-breakpoint
CREATE INDEX "agent_turnover_days_tree_path_idx" ON "agent_turnover_days" USING gin ("tree_path");
