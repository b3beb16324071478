DROP INDEX "token_listings_start_idx";--> statement-breakpoint
ALTER TABLE "token_listings" ADD COLUMN "bulk_kind" text;--> statement-breakpoint
ALTER TABLE "token_listings" ADD COLUMN "bulk_tokens" integer;--> statement-breakpoint
CREATE INDEX "token_listings_page_idx" ON "token_listings" USING btree (("bulk_kind" is not null),"trading_start_time" DESC NULLS LAST);