-- Every statement that writes the catalogue bumps catalogue_revision, so a cache
-- of the catalogue in any server process can tell it is stale with one cheap read.
INSERT INTO catalogue_revision (id, revision) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_revision() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER apartments_bump_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON apartments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER floor_plans_bump_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON floor_plans
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER apartment_amenities_bump_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON apartment_amenities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER neighborhoods_bump_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON neighborhoods
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
--> statement-breakpoint
CREATE TRIGGER amenities_bump_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON amenities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
