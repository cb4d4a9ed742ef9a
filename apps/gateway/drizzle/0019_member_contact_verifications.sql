CREATE TABLE "member_contact_verifications" (
	"member_id" integer NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_contact_verifications_member_id_channel_pk" PRIMARY KEY("member_id","channel")
);
--> statement-breakpoint
ALTER TABLE "member_contact_verifications" ADD CONSTRAINT "member_contact_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;