CREATE TABLE "game_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"session_token_hash" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "game_seeds_nonce_nonnegative" CHECK ("game_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "activity_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"remark" text NOT NULL,
	"upload_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount" bigint,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "activity_applications_member_promotion_uq" UNIQUE("member_id","promotion_id"),
	CONSTRAINT "activity_applications_remark_length" CHECK (char_length("activity_applications"."remark") <= 140),
	CONSTRAINT "activity_applications_images" CHECK (coalesce(array_length("activity_applications"."upload_ids", 1), 0) <= 3),
	CONSTRAINT "activity_applications_amount_positive" CHECK ("activity_applications"."amount" is null or "activity_applications"."amount" > 0),
	CONSTRAINT "activity_applications_status_valid" CHECK ("activity_applications"."status" in ('applying', 'rejected', 'claim', 'claimed', 'issued'))
);
--> statement-breakpoint
CREATE TABLE "activity_settings" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"closes_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"min_words" integer NOT NULL,
	"max_words" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_settings_bounds" CHECK ("feedback_settings"."min_words" >= 1 and "feedback_settings"."max_words" >= "feedback_settings"."min_words")
);
--> statement-breakpoint
CREATE TABLE "member_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"content" text NOT NULL,
	"words" integer NOT NULL,
	"upload_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_feedback_key_uq" UNIQUE("member_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "seed_id" bigint;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "nonce" integer;--> statement-breakpoint
ALTER TABLE "game_seeds" ADD CONSTRAINT "game_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_settings" ADD CONSTRAINT "activity_settings_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_settings" ADD CONSTRAINT "feedback_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD CONSTRAINT "member_feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_seeds_active_uq" ON "game_seeds" USING btree ("member_id","session_token_hash") WHERE "game_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "game_seeds_member_idx" ON "game_seeds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_feedback_merchant_idx" ON "member_feedback" USING btree ("merchant_code","created_at");--> statement-breakpoint
CREATE INDEX "member_messages_member_idx" ON "member_messages" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_id_game_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "game_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_member_game_created_idx" ON "game_rounds" USING btree ("member_id","game_code","created_at");--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_nonce_uq" UNIQUE("seed_id","nonce");