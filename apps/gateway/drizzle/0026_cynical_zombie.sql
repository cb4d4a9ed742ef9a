CREATE TABLE "backoffice_audit" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"merchant_code" text,
	"action" text NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backoffice_grants" (
	"staff_id" integer NOT NULL,
	"role" text NOT NULL,
	"merchant_code" text NOT NULL,
	CONSTRAINT "backoffice_grants_staff_id_role_merchant_code_pk" PRIMARY KEY("staff_id","role","merchant_code"),
	CONSTRAINT "backoffice_grants_role_valid" CHECK ("backoffice_grants"."role" in ('owner', 'finance', 'support', 'content', 'risk'))
);
--> statement-breakpoint
CREATE TABLE "backoffice_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "backoffice_sessions_stage_valid" CHECK ("backoffice_sessions"."stage" in ('password', 'full'))
);
--> statement-breakpoint
CREATE TABLE "backoffice_staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backoffice_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "backoffice_staff_name_uq" UNIQUE("name"),
	CONSTRAINT "backoffice_staff_name_format" CHECK ("backoffice_staff"."name" ~ '^[a-z][a-z0-9._-]{1,31}$')
);
--> statement-breakpoint
ALTER TABLE "backoffice_grants" ADD CONSTRAINT "backoffice_grants_staff_id_backoffice_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "backoffice_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_grants" ADD CONSTRAINT "backoffice_grants_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_sessions" ADD CONSTRAINT "backoffice_sessions_staff_id_backoffice_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "backoffice_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backoffice_audit_merchant_idx" ON "backoffice_audit" USING btree ("merchant_code","seq");--> statement-breakpoint
CREATE INDEX "backoffice_audit_staff_idx" ON "backoffice_audit" USING btree ("staff_name","seq");--> statement-breakpoint
CREATE INDEX "backoffice_grants_merchant_idx" ON "backoffice_grants" USING btree ("merchant_code");--> statement-breakpoint
CREATE INDEX "backoffice_sessions_staff_idx" ON "backoffice_sessions" USING btree ("staff_id");--> statement-breakpoint
-- Hand-written: the back-office audit log is append-only in the database itself, not only by convention.
CREATE FUNCTION "backoffice_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'backoffice_audit is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "backoffice_audit_no_change" BEFORE UPDATE OR DELETE ON "backoffice_audit" FOR EACH ROW EXECUTE FUNCTION "backoffice_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "backoffice_audit_no_truncate" BEFORE TRUNCATE ON "backoffice_audit" FOR EACH STATEMENT EXECUTE FUNCTION "backoffice_audit_append_only"();
