-- The catalogue revision moves once per transaction, not once per statement. Every statement that wrote the
-- catalogue updated the one counter row; a transaction of many statements (an import of 50,000 communities, whose
-- parking trigger writes a link per row) left a chain of that row's versions which each later update walked, so
-- the cost grew with the square of the statements (decision 039, "Scale"). Readers see only committed revisions,
-- so one move per transaction announces the same thing. The flag is transaction-local (set_config's is_local), and
-- a savepoint rolled back takes it back with the update it guarded.
CREATE OR REPLACE FUNCTION bump_catalogue_revision() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  next_revision integer;
BEGIN
  IF current_setting('app.catalogue_revision_moved', true) = 'on' THEN RETURN NULL; END IF;
  UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1 RETURNING revision INTO next_revision;
  PERFORM pg_notify('catalogue_revision', next_revision::text);
  PERFORM set_config('app.catalogue_revision_moved', 'on', true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The Parking amenity follows the parking options (0033), written so that a statement of many rows stays linear.
-- New communities: one set-based insert per statement from its transition table (a new row has no link to remove).
-- A changed parking_options: per row, the delete run as a fresh statement (EXECUTE), because a cached plan made
-- while apartment_amenities was small kept scanning the whole table after an import had filled it.
DROP TRIGGER apartments_sync_parking_amenity ON "apartments";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION apartments_sync_parking_amenity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE parking_id integer;
BEGIN
  IF current_setting('app.transfer', true) = 'on' THEN RETURN NULL; END IF;
  SELECT id INTO parking_id FROM amenities WHERE name = 'parking';
  IF parking_id IS NULL THEN RETURN NULL; END IF;
  IF jsonb_array_length(NEW.parking_options) > 0 THEN
    INSERT INTO apartment_amenities (apartment_id, amenity_id) VALUES (NEW.id, parking_id) ON CONFLICT DO NOTHING;
  ELSE
    EXECUTE 'DELETE FROM apartment_amenities WHERE apartment_id = $1 AND amenity_id = $2' USING NEW.id, parking_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER apartments_sync_parking_amenity AFTER UPDATE OF parking_options ON "apartments"
  FOR EACH ROW EXECUTE FUNCTION apartments_sync_parking_amenity();
--> statement-breakpoint
CREATE FUNCTION apartments_link_new_parking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.transfer', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO apartment_amenities (apartment_id, amenity_id)
    SELECT n.id, am.id FROM new_apartments n CROSS JOIN amenities am
    WHERE am.name = 'parking' AND jsonb_array_length(n.parking_options) > 0
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER apartments_link_new_parking AFTER INSERT ON "apartments"
  REFERENCING NEW TABLE AS new_apartments FOR EACH STATEMENT EXECUTE FUNCTION apartments_link_new_parking();
