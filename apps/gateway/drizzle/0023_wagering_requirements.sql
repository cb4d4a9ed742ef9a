CREATE TABLE "wagering_requirements" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"outstanding" bigint DEFAULT 0 NOT NULL,
	"required" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wagering_requirements_valid" CHECK ("wagering_requirements"."outstanding" >= 0 and "wagering_requirements"."outstanding" <= "wagering_requirements"."required")
);
--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "wagering_multiplier" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "rebate_wagering" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD COLUMN "referral_reward" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wagering_requirements" ADD CONSTRAINT "wagering_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD CONSTRAINT "wallet_settings_wagering_valid" CHECK ("wallet_settings"."wagering_multiplier" between 0 and 100 and "wallet_settings"."referral_reward" >= 0);