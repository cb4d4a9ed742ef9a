CREATE TABLE "lottery_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"period_id" text NOT NULL,
	"bet_type" text NOT NULL,
	"selection" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer NOT NULL,
	"realm" text NOT NULL,
	"wallet_account_id" bigint NOT NULL,
	"house_account_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"slip_index" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_slip_uq" UNIQUE("member_id","idempotency_key","slip_index"),
	CONSTRAINT "lottery_bets_amounts_valid" CHECK ("lottery_bets"."stake" > 0 and "lottery_bets"."odds" > 0 and "lottery_bets"."payout" >= 0),
	CONSTRAINT "lottery_bets_status_valid" CHECK ("lottery_bets"."status" in ('open', 'won', 'lost', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_code" text NOT NULL,
	"period_id" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_draws_period_uq" UNIQUE("period_id"),
	CONSTRAINT "lottery_draws_status_valid" CHECK ("lottery_draws"."status" in ('open', 'drawn', 'cancelled')),
	CONSTRAINT "lottery_draws_outcome_iff_drawn" CHECK (("lottery_draws"."status" = 'drawn') = ("lottery_draws"."outcome" is not null)),
	CONSTRAINT "lottery_draws_times_ordered" CHECK ("lottery_draws"."opens_at" < "lottery_draws"."closes_at" and "lottery_draws"."closes_at" <= "lottery_draws"."draw_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"draw_id" bigint NOT NULL,
	"bet_id" bigint NOT NULL,
	"result" text NOT NULL,
	"payout" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_settlements_draw_bet_uq" UNIQUE("draw_id","bet_id"),
	CONSTRAINT "lottery_settlements_payout_nonnegative" CHECK ("lottery_settlements"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "lottery_draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_wallet_account_id_ledger_accounts_id_fk" FOREIGN KEY ("wallet_account_id") REFERENCES "ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_house_account_id_ledger_accounts_id_fk" FOREIGN KEY ("house_account_id") REFERENCES "ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_settlements" ADD CONSTRAINT "lottery_settlements_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "lottery_draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_settlements" ADD CONSTRAINT "lottery_settlements_bet_id_lottery_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "lottery_bets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_settlements" ADD CONSTRAINT "lottery_settlements_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_status_idx" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_created_idx" ON "lottery_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_draw_idx" ON "lottery_draws" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_status_draw_idx" ON "lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
-- A published result never changes: once a draw is drawn or cancelled its row is frozen, and its
-- seed, commitment, period and times never change at all (README "Lottery").
CREATE FUNCTION "lottery_draws_freeze"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD.status <> 'open' THEN
			RAISE EXCEPTION 'lottery draw % is published and cannot be deleted', OLD.period_id USING ERRCODE = 'integrity_constraint_violation';
		END IF;
		RETURN OLD;
	END IF;
	IF OLD.status <> 'open' THEN
		RAISE EXCEPTION 'lottery draw % is published and cannot change', OLD.period_id USING ERRCODE = 'integrity_constraint_violation';
	END IF;
	IF NEW.seed <> OLD.seed OR NEW.commitment <> OLD.commitment OR NEW.period_id <> OLD.period_id OR NEW.game_code <> OLD.game_code
		OR NEW.opens_at <> OLD.opens_at OR NEW.closes_at <> OLD.closes_at OR NEW.draw_at <> OLD.draw_at THEN
		RAISE EXCEPTION 'lottery draw % keeps its seed, commitment and times', OLD.period_id USING ERRCODE = 'integrity_constraint_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "lottery_draws_freeze" BEFORE UPDATE OR DELETE ON "lottery_draws" FOR EACH ROW EXECUTE FUNCTION "lottery_draws_freeze"();
