-- A community's price, bed, bath and size ranges are derived from its floor plans.
-- Statement-level triggers with transition tables recompute them once per statement,
-- so bulk loads stay fast and no code path can write a range by hand that disagrees.
CREATE FUNCTION refresh_apartment_ranges(apartment_ids integer[]) RETURNS void
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
    derived_earliest_available = s.earliest
  FROM (
    SELECT ap.id,
      min(f.rent) AS min_rent, max(f.rent) AS max_rent,
      min(f.beds) AS min_beds, max(f.beds) AS max_beds,
      min(f.baths) AS min_baths, max(f.baths) AS max_baths,
      min(f.sqft) AS min_sqft, max(f.sqft) AS max_sqft,
      coalesce(sum(f.units_available), 0) AS units,
      min(f.available_from) FILTER (WHERE f.units_available > 0) AS earliest
    FROM apartments ap
    LEFT JOIN floor_plans f ON f.apartment_id = ap.id
    WHERE ap.id = ANY(apartment_ids)
    GROUP BY ap.id
  ) s
  WHERE a.id = s.id;
$$;
--> statement-breakpoint
CREATE FUNCTION floor_plans_refresh_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_apartment_ranges(ARRAY(SELECT DISTINCT apartment_id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION floor_plans_refresh_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_apartment_ranges(ARRAY(
    SELECT apartment_id FROM new_rows UNION SELECT apartment_id FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION floor_plans_refresh_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_apartment_ranges(ARRAY(SELECT DISTINCT apartment_id FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER floor_plans_after_insert AFTER INSERT ON floor_plans
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION floor_plans_refresh_inserted();
--> statement-breakpoint
CREATE TRIGGER floor_plans_after_update AFTER UPDATE ON floor_plans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION floor_plans_refresh_updated();
--> statement-breakpoint
CREATE TRIGGER floor_plans_after_delete AFTER DELETE ON floor_plans
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION floor_plans_refresh_deleted();
