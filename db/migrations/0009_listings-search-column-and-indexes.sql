DROP INDEX "apartments_description_fts_idx";--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "description_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce("apartments"."description", ''))) STORED;--> statement-breakpoint
CREATE INDEX "apartments_max_price_idx" ON "apartments" USING btree ("derived_max_price");--> statement-breakpoint
CREATE INDEX "apartments_description_search_idx" ON "apartments" USING gin ("description_search");