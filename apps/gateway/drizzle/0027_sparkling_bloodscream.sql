CREATE TABLE "backoffice_player_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backoffice_player_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "backoffice_player_notes_body_length" CHECK (char_length("backoffice_player_notes"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "backoffice_player_notes" ADD CONSTRAINT "backoffice_player_notes_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_player_notes" ADD CONSTRAINT "backoffice_player_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_player_notes" ADD CONSTRAINT "backoffice_player_notes_staff_id_backoffice_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "backoffice_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backoffice_player_notes_member_idx" ON "backoffice_player_notes" USING btree ("member_id","id");