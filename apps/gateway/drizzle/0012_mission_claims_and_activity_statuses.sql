CREATE TABLE "mission_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mission_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"mission_id" text NOT NULL,
	"period_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_claims_member_mission_period_uq" UNIQUE("member_id","mission_id","period_key"),
	CONSTRAINT "mission_claims_amount_positive" CHECK ("mission_claims"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "activity_applications" DROP CONSTRAINT "activity_applications_status_valid";--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_status_valid" CHECK ("activity_applications"."status" in ('joined', 'applying', 'in_process', 'rejected', 'claim', 'claimed', 'issued'));