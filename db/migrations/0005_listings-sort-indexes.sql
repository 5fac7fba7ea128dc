CREATE INDEX "apartments_price_desc_order_idx" ON "apartments" USING btree ("derived_min_price" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "apartments_size_order_idx" ON "apartments" USING btree ("derived_max_sqft" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "apartments_newest_order_idx" ON "apartments" USING btree ("year_built" DESC NULLS LAST,"id");