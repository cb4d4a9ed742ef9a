CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"execution" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"promotion_type" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"seed_key" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"group_name" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"linkage_type" text,
	"linkage_target" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"seed_key" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"promotion_type" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"seed_key" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"display_name" text NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendors_vassalage_game_type_pk" PRIMARY KEY("vassalage","game_type")
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "winners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"game_name" text NOT NULL,
	"icon_url" text NOT NULL,
	"win_amount" numeric(18, 2) NOT NULL,
	"game_category" text NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "default_language" text DEFAULT 'EN' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "supported_languages" text[] DEFAULT '{EN}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "menu" jsonb DEFAULT '{"order":[],"esportsVendors":[],"cockfightVendors":[],"inHouseVendors":[],"filterIgnore":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_lookup_idx" ON "announcements" USING btree ("merchant_code","language","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_seed_uq" ON "announcements" USING btree ("merchant_code","seed_key") WHERE "announcements"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "banners_merchant_group_idx" ON "banners" USING btree ("merchant_code","group_name","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "banners_seed_uq" ON "banners" USING btree ("merchant_code","seed_key") WHERE "banners"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "help_articles_lookup_idx" ON "help_articles" USING btree ("merchant_code","language","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_seed_uq" ON "help_articles" USING btree ("merchant_code","seed_key") WHERE "help_articles"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "promotions_lookup_idx" ON "promotions" USING btree ("merchant_code","language","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_seed_uq" ON "promotions" USING btree ("merchant_code","seed_key") WHERE "promotions"."seed_key" is not null;--> statement-breakpoint
CREATE INDEX "winners_board_idx" ON "winners" USING btree ("merchant_code","win_amount");--> statement-breakpoint
CREATE UNIQUE INDEX "winners_seed_uq" ON "winners" USING btree ("merchant_code","seed_key") WHERE "winners"."seed_key" is not null;