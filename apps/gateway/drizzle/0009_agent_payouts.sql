CREATE TABLE "agent_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"upline_id" integer NOT NULL,
	"downline_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"turnover" bigint NOT NULL,
	"payout_to_players" bigint NOT NULL,
	"team_loss" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"excluded_members" integer NOT NULL,
	"tier_index" integer,
	"rate" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_payouts_amount_nonnegative" CHECK ("agent_payouts"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "cycle" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_contract_period_uq" ON "agent_payouts" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_payouts_downline_idx" ON "agent_payouts" USING btree ("downline_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_payouts_upline_idx" ON "agent_payouts" USING btree ("upline_id","kind","period_start");