CREATE TABLE "agent_member_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_member_days_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "agent_turnover_days" (
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_turnover_days_pk" PRIMARY KEY("member_id","currency","day")
);
--> statement-breakpoint
ALTER TABLE "agent_member_days" ADD CONSTRAINT "agent_member_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_turnover_days" ADD CONSTRAINT "agent_turnover_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_member_days_day_idx" ON "agent_member_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "agent_turnover_days_day_idx" ON "agent_turnover_days" USING btree ("day");--> statement-breakpoint
-- Hand-written from here: the triggers that keep the two tables, the indexes the reports' raw edges
-- and team-betting pages read, and the backfill.
--
-- The triggers are DEFERRABLE INITIALLY DEFERRED constraint triggers: they run at commit, after
-- every other lock of the transaction. Placing a lottery slip inserts its bets before it locks the
-- member's MAIN account, while settling a bet locks that account before it updates the bet; an
-- immediate trigger would take the day row in opposite orders in the two and could deadlock. At
-- commit both already hold the account, so the day row is always taken last (and held only for
-- the commit). A day is the UTC date, as the reports' periods are.
CREATE FUNCTION "agent_member_day_add"(p_member integer, p_at timestamptz, p_bets integer, p_stake bigint, p_payout bigint, p_deposits bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO agent_member_days AS d (member_id, day, bets, stake, payout, deposits)
  VALUES (p_member, (p_at AT TIME ZONE 'UTC')::date, p_bets, p_stake, p_payout, p_deposits)
  ON CONFLICT (member_id, day) DO UPDATE
    SET bets = d.bets + excluded.bets, stake = d.stake + excluded.stake,
        payout = d.payout + excluded.payout, deposits = d.deposits + excluded.deposits
$$;
--> statement-breakpoint
-- A real-money lottery bet counts on the day it was placed; its payout only once won or refunded
-- (reports-repository.ts, teamBets). An update takes the old row's share out and puts the new one in.
CREATE FUNCTION "agent_day_lottery_bet"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.member_id, OLD.created_at, OLD.realm, OLD.stake, OLD.status, OLD.payout)
       IS NOT DISTINCT FROM (NEW.member_id, NEW.created_at, NEW.realm, NEW.stake, NEW.status, NEW.payout) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.realm = 'real' THEN
    PERFORM agent_member_day_add(OLD.member_id, OLD.created_at, -1, -OLD.stake,
      -(CASE WHEN OLD.status IN ('won', 'refunded') THEN OLD.payout ELSE 0 END), 0);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.realm = 'real' THEN
    PERFORM agent_member_day_add(NEW.member_id, NEW.created_at, 1, NEW.stake,
      CASE WHEN NEW.status IN ('won', 'refunded') THEN NEW.payout ELSE 0 END, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "agent_day_lottery_bet" AFTER INSERT OR UPDATE OR DELETE ON "lottery_bets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "agent_day_lottery_bet"();
--> statement-breakpoint
CREATE FUNCTION "agent_day_game_round"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.member_id, OLD.created_at, OLD.realm, OLD.bet, OLD.win)
       IS NOT DISTINCT FROM (NEW.member_id, NEW.created_at, NEW.realm, NEW.bet, NEW.win) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.realm = 'real' THEN
    PERFORM agent_member_day_add(OLD.member_id, OLD.created_at, -1, -OLD.bet, -OLD.win, 0);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.realm = 'real' THEN
    PERFORM agent_member_day_add(NEW.member_id, NEW.created_at, 1, NEW.bet, NEW.win, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "agent_day_game_round" AFTER INSERT OR UPDATE OR DELETE ON "game_rounds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "agent_day_game_round"();
--> statement-breakpoint
-- An approved deposit counts on the day it was decided (the creation day when it has no decision).
CREATE FUNCTION "agent_day_deposit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'approved' THEN
    PERFORM agent_member_day_add(OLD.member_id, coalesce(OLD.decided_at, OLD.created_at), 0, 0, 0, -OLD.amount);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'approved' THEN
    PERFORM agent_member_day_add(NEW.member_id, coalesce(NEW.decided_at, NEW.created_at), 0, 0, 0, NEW.amount);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "agent_day_deposit" AFTER INSERT OR UPDATE OR DELETE ON "deposits"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "agent_day_deposit"();
--> statement-breakpoint
-- A BET transfer's leg on a member's MAIN account, on the transfer's day, in the entry's currency (the account's). The ledger only ever
-- inserts entries (they are the books), so only inserts are followed.
CREATE FUNCTION "agent_day_ledger_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bet_at timestamptz;
  owner_id integer;
BEGIN
  SELECT t.created_at, a.member_id INTO bet_at, owner_id
    FROM ledger_transfers t JOIN ledger_accounts a ON a.id = NEW.account_id
   WHERE t.id = NEW.transfer_id AND t.kind = 'BET' AND a.kind = 'MAIN' AND a.member_id IS NOT NULL;
  IF FOUND THEN
    INSERT INTO agent_turnover_days AS d (member_id, currency, day, turnover)
    VALUES (owner_id, NEW.currency, (bet_at AT TIME ZONE 'UTC')::date, -NEW.amount)
    ON CONFLICT (member_id, currency, day) DO UPDATE SET turnover = d.turnover + excluded.turnover;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "agent_day_ledger_entry" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.realm = 'real') EXECUTE FUNCTION "agent_day_ledger_entry"();
--> statement-breakpoint
-- Team betting lists a team's bets newest first: with these, a big team's page walks the period's
-- newest bets and stops after one page, and the reports' partial first and last days read only the
-- bets of those hours.
CREATE INDEX "lottery_bets_created_idx" ON "lottery_bets" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "game_rounds_created_idx" ON "game_rounds" USING btree ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "deposits_approved_at_idx" ON "deposits" USING btree ((coalesce("decided_at", "created_at"))) WHERE "status" = 'approved';
--> statement-breakpoint
-- The backfill runs in the migration's transaction, after the triggers exist: CREATE TRIGGER locks
-- the source tables against writes until commit, so no row is counted twice or missed.
INSERT INTO agent_member_days (member_id, day, bets, stake, payout, deposits)
SELECT member_id, day, sum(bets)::int, sum(stake)::bigint, sum(payout)::bigint, sum(deposits)::bigint
  FROM (
    SELECT member_id, (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS bets, sum(stake) AS stake,
           sum(CASE WHEN status IN ('won', 'refunded') THEN payout ELSE 0 END) AS payout, 0 AS deposits
      FROM lottery_bets WHERE realm = 'real' GROUP BY 1, 2
    UNION ALL
    SELECT member_id, (created_at AT TIME ZONE 'UTC')::date, count(*), sum(bet), sum(win), 0
      FROM game_rounds WHERE realm = 'real' GROUP BY 1, 2
    UNION ALL
    SELECT member_id, (coalesce(decided_at, created_at) AT TIME ZONE 'UTC')::date, 0, 0, 0, sum(amount)
      FROM deposits WHERE status = 'approved' GROUP BY 1, 2
  ) s
 GROUP BY member_id, day;
--> statement-breakpoint
INSERT INTO agent_turnover_days (member_id, currency, day, turnover)
SELECT a.member_id, e.currency, (t.created_at AT TIME ZONE 'UTC')::date, sum(-e.amount)::bigint
  FROM ledger_entries e
  JOIN ledger_transfers t ON t.id = e.transfer_id
  JOIN ledger_accounts a ON a.id = e.account_id
 WHERE t.kind = 'BET' AND a.kind = 'MAIN' AND a.member_id IS NOT NULL AND e.realm = 'real'
 GROUP BY 1, 2, 3;
