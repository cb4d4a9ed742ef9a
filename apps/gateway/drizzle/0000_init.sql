CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"display_name" text NOT NULL,
	"domains" text[] NOT NULL,
	"main_domain" text NOT NULL,
	"whitelabel" jsonb NOT NULL,
	"register_config" jsonb NOT NULL,
	"resources" jsonb NOT NULL,
	"analytics_gtag_id" text DEFAULT '' NOT NULL,
	"image_cdns" text[] NOT NULL,
	"launch_game_cdns" text[] NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"blocked_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_brand_id_unique" UNIQUE("brand_id")
);
