CREATE TABLE "points_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_accounts_balance_non_negative" CHECK ("points_accounts"."balance" >= 0),
	CONSTRAINT "points_accounts_earned_non_negative" CHECK ("points_accounts"."earned" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_entries_member_key_uq" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "points_entries_points_nonzero" CHECK ("points_entries"."points" <> 0 or "points_entries"."kind" = 'earn'),
	CONSTRAINT "points_entries_balance_non_negative" CHECK ("points_entries"."balance_after" >= 0),
	CONSTRAINT "points_entries_kind_valid" CHECK ("points_entries"."kind" in ('earn', 'redeem', 'redeem_refund', 'convert'))
);
--> statement-breakpoint
CREATE TABLE "points_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"reward_title" text NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'in_process' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "points_redemptions_member_key_uq" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "points_redemptions_status_valid" CHECK ("points_redemptions"."status" in ('in_process', 'rejected', 'approved')),
	CONSTRAINT "points_redemptions_remark_length" CHECK (char_length("points_redemptions"."remark") <= 140)
);
--> statement-breakpoint
CREATE TABLE "points_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"titles" jsonb NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_rewards_merchant_code_uq" UNIQUE("merchant_code","code"),
	CONSTRAINT "points_rewards_points_positive" CHECK ("points_rewards"."points" > 0),
	CONSTRAINT "points_rewards_amount_positive" CHECK ("points_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"turnover_per_point" integer NOT NULL,
	"point_value" integer NOT NULL,
	"min_convert_points" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_settings_turnover_positive" CHECK ("points_settings"."turnover_per_point" > 0),
	CONSTRAINT "points_settings_value_positive" CHECK ("points_settings"."point_value" > 0),
	CONSTRAINT "points_settings_min_positive" CHECK ("points_settings"."min_convert_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"image_url" text,
	"link_url" text,
	"since" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sponsors_merchant_code_uq" UNIQUE("merchant_code","code"),
	CONSTRAINT "sponsors_link_https" CHECK ("sponsors"."link_url" is null or "sponsors"."link_url" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_reward_id_points_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "points_rewards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_rewards" ADD CONSTRAINT "points_rewards_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_settings" ADD CONSTRAINT "points_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_entries_member_idx" ON "points_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "points_redemptions_member_idx" ON "points_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "points_redemptions_status_idx" ON "points_redemptions" USING btree ("merchant_code","status");