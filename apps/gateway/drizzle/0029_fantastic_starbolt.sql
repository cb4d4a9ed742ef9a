ALTER TABLE "deposit_channels" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Issue 26 "English in PT": the demo's deposit channels, seeded before names existed, get their Portuguese names.
UPDATE "deposit_channels" SET "names" = '{"PT":"Transferência bancária"}'::jsonb WHERE "code" = 'BANK' AND "name" = 'Bank transfer' AND "names" = '{}'::jsonb;--> statement-breakpoint
UPDATE "deposit_channels" SET "names" = '{"PT":"Pagamento instantâneo (simulado)"}'::jsonb WHERE "code" = 'PAYGATE' AND "name" = 'Instant payment (simulated)' AND "names" = '{}'::jsonb;--> statement-breakpoint
-- The demo's Portuguese promotions linked their terms in English; only the seeded rows are touched.
UPDATE "promotions" SET "content" = replace("content", '>Terms and conditions</a>', '>Termos e condições</a>') WHERE "language" = 'PT' AND "seed_key" LIKE 'promo-PT-%';
