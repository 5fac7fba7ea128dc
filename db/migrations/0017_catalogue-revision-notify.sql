-- A change to the catalogue is announced to every server process on PostgreSQL
-- (LISTEN catalogue_revision, db/catalogue-revision-feed.ts) with the new
-- revision as the payload, delivered when the writing transaction commits; the
-- processes then need not read the counter on every request.
CREATE OR REPLACE FUNCTION bump_catalogue_revision() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  next_revision integer;
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1 RETURNING revision INTO next_revision;
  PERFORM pg_notify('catalogue_revision', next_revision::text);
  RETURN NULL;
END;
$$;
