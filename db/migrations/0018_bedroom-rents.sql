ALTER TABLE "apartments" ADD COLUMN "derived_min_rent_studio" integer;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "derived_min_rent_beds_1" integer;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "derived_min_rent_beds_2" integer;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "derived_min_rent_beds_3" integer;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "derived_min_rent_beds_4" integer;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "derived_min_rent_beds_5" integer;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "derived_min_rent_beds_6" integer;--> statement-breakpoint
CREATE INDEX "apartments_min_rent_studio_idx" ON "apartments" USING btree ("derived_min_rent_studio","id") WHERE "apartments"."derived_min_rent_studio" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "apartments_min_rent_beds_1_idx" ON "apartments" USING btree ("derived_min_rent_beds_1","id") WHERE "apartments"."derived_min_rent_beds_1" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "apartments_min_rent_beds_2_idx" ON "apartments" USING btree ("derived_min_rent_beds_2","id") WHERE "apartments"."derived_min_rent_beds_2" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "apartments_min_rent_beds_3_idx" ON "apartments" USING btree ("derived_min_rent_beds_3","id") WHERE "apartments"."derived_min_rent_beds_3" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "apartments_min_rent_beds_4_idx" ON "apartments" USING btree ("derived_min_rent_beds_4","id") WHERE "apartments"."derived_min_rent_beds_4" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "apartments_min_rent_beds_5_idx" ON "apartments" USING btree ("derived_min_rent_beds_5","id") WHERE "apartments"."derived_min_rent_beds_5" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "apartments_min_rent_beds_6_idx" ON "apartments" USING btree ("derived_min_rent_beds_6","id") WHERE "apartments"."derived_min_rent_beds_6" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "floor_plans_rent_idx" ON "floor_plans" USING btree ("rent","id");--> statement-breakpoint
-- The bedroom rents are derived like the other ranges (migration 0001): the same function, run by the same
-- statement-level triggers on floor_plans, now also writes the cheapest studio and the cheapest plan with at
-- least 1..6 bedrooms.
CREATE OR REPLACE FUNCTION refresh_apartment_ranges(apartment_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE apartments a SET
    derived_min_price = s.min_rent,
    derived_max_price = s.max_rent,
    derived_min_beds = s.min_beds,
    derived_max_beds = s.max_beds,
    derived_min_baths = s.min_baths,
    derived_max_baths = s.max_baths,
    derived_min_sqft = s.min_sqft,
    derived_max_sqft = s.max_sqft,
    derived_units_available = s.units,
    derived_earliest_available = s.earliest,
    derived_min_rent_studio = s.rent_studio,
    derived_min_rent_beds_1 = s.rent_beds_1,
    derived_min_rent_beds_2 = s.rent_beds_2,
    derived_min_rent_beds_3 = s.rent_beds_3,
    derived_min_rent_beds_4 = s.rent_beds_4,
    derived_min_rent_beds_5 = s.rent_beds_5,
    derived_min_rent_beds_6 = s.rent_beds_6
  FROM (
    SELECT ap.id,
      min(f.rent) AS min_rent, max(f.rent) AS max_rent,
      min(f.beds) AS min_beds, max(f.beds) AS max_beds,
      min(f.baths) AS min_baths, max(f.baths) AS max_baths,
      min(f.sqft) AS min_sqft, max(f.sqft) AS max_sqft,
      coalesce(sum(f.units_available), 0) AS units,
      min(f.available_from) FILTER (WHERE f.units_available > 0) AS earliest,
      min(f.rent) FILTER (WHERE f.beds = 0) AS rent_studio,
      min(f.rent) FILTER (WHERE f.beds >= 1) AS rent_beds_1,
      min(f.rent) FILTER (WHERE f.beds >= 2) AS rent_beds_2,
      min(f.rent) FILTER (WHERE f.beds >= 3) AS rent_beds_3,
      min(f.rent) FILTER (WHERE f.beds >= 4) AS rent_beds_4,
      min(f.rent) FILTER (WHERE f.beds >= 5) AS rent_beds_5,
      min(f.rent) FILTER (WHERE f.beds >= 6) AS rent_beds_6
    FROM apartments ap
    LEFT JOIN floor_plans f ON f.apartment_id = ap.id
    WHERE ap.id = ANY(apartment_ids)
    GROUP BY ap.id
  ) s
  WHERE a.id = s.id;
$$;
--> statement-breakpoint
-- Existing communities get theirs once, here (one pass over floor_plans).
SELECT refresh_apartment_ranges(ARRAY(SELECT id FROM apartments));
