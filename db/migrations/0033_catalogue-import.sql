CREATE TABLE "floor_plan_rent_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"floor_plan_id" integer NOT NULL,
	"rent" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"import_id" integer,
	CONSTRAINT "floor_plan_rent_history_source" CHECK ("floor_plan_rent_history"."source" IN ('first-record', 'admin', 'import', 'price-sheet', 'seed')),
	CONSTRAINT "floor_plan_rent_history_rent" CHECK ("floor_plan_rent_history"."rent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_mappings" (
	"source" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_records" (
	"import_id" integer NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer NOT NULL,
	"action" text NOT NULL,
	"version_after" integer NOT NULL,
	"before" jsonb,
	CONSTRAINT "catalogue_import_records_import_id_resource_record_id_pk" PRIMARY KEY("import_id","resource","record_id"),
	CONSTRAINT "catalogue_import_records_action" CHECK ("catalogue_import_records"."action" IN ('create', 'update'))
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"actor_id" integer,
	"actor_username" text NOT NULL,
	"counts" jsonb NOT NULL,
	"plan" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "catalogue_imports_kind" CHECK ("catalogue_imports"."kind" IN ('catalogue', 'price-sheet')),
	CONSTRAINT "catalogue_imports_status" CHECK ("catalogue_imports"."status" IN ('preview', 'applied', 'undone', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "parking_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "special_text" text;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "special_amount" integer;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "special_months_free" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "special_starts_on" date;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "special_ends_on" date;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "location_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "floor_plan_rent_history" ADD CONSTRAINT "floor_plan_rent_history_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_records" ADD CONSTRAINT "catalogue_import_records_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "floor_plan_rent_history_plan_idx" ON "floor_plan_rent_history" USING btree ("floor_plan_id","recorded_at","id");--> statement-breakpoint
CREATE INDEX "catalogue_imports_created_idx" ON "catalogue_imports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_special" CHECK (("apartments"."special_text" IS NULL AND "apartments"."special_amount" IS NULL AND "apartments"."special_months_free" IS NULL AND "apartments"."special_starts_on" IS NULL AND "apartments"."special_ends_on" IS NULL)
        OR ("apartments"."special_text" IS NOT NULL AND "apartments"."special_ends_on" IS NOT NULL AND ("apartments"."special_starts_on" IS NULL OR "apartments"."special_starts_on" <= "apartments"."special_ends_on")));--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_special_value" CHECK (("apartments"."special_amount" IS NULL OR "apartments"."special_amount" > 0) AND ("apartments"."special_months_free" IS NULL OR "apartments"."special_months_free" BETWEEN 0.5 AND 12)
        AND ("apartments"."special_amount" IS NULL OR "apartments"."special_months_free" IS NULL));--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_parking_options" CHECK (jsonb_typeof("apartments"."parking_options") = 'array');--> statement-breakpoint
-- Parking as data (issue 29): parking_options is the one truth. Existing communities keep what they listed: the
-- Parking amenity with its fee becomes one option, its kind read from the amenity's note where it says.
UPDATE "apartments" a SET "parking_options" = jsonb_build_array(jsonb_build_object(
    'kind', CASE WHEN aa.note ILIKE '%garage%' THEN 'garage' WHEN aa.note ILIKE '%cover%' THEN 'covered' WHEN aa.note ILIKE '%reserved%' THEN 'reserved' ELSE 'surface' END,
    'monthly', a.parking_fee))
  FROM "apartment_amenities" aa JOIN "amenities" am ON am.id = aa.amenity_id AND am.name = 'parking'
  WHERE aa.apartment_id = a.id;
--> statement-breakpoint
UPDATE "apartments" SET "parking_fee" = 0 WHERE "parking_options" = '[]'::jsonb AND "parking_fee" <> 0;
--> statement-breakpoint
-- The parking fee quoted everywhere is the cheapest option's monthly cost (0: free, or no parking).
CREATE FUNCTION apartments_derive_parking_fee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.parking_fee := coalesce((SELECT min((o->>'monthly')::int) FROM jsonb_array_elements(NEW.parking_options) o), 0);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER apartments_derive_parking_fee BEFORE INSERT OR UPDATE ON "apartments"
  FOR EACH ROW EXECUTE FUNCTION apartments_derive_parking_fee();
--> statement-breakpoint
-- The Parking amenity follows the options: listed exactly when some parking is offered. (Skipped while a whole
-- database is moved in (db/transfer.ts), where the links arrive as rows of their own.)
CREATE FUNCTION apartments_sync_parking_amenity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE parking_id integer;
BEGIN
  IF current_setting('app.transfer', true) = 'on' THEN RETURN NULL; END IF;
  SELECT id INTO parking_id FROM amenities WHERE name = 'parking';
  IF parking_id IS NULL THEN RETURN NULL; END IF;
  IF jsonb_array_length(NEW.parking_options) > 0 THEN
    INSERT INTO apartment_amenities (apartment_id, amenity_id) VALUES (NEW.id, parking_id) ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM apartment_amenities WHERE apartment_id = NEW.id AND amenity_id = parking_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER apartments_sync_parking_amenity AFTER INSERT OR UPDATE OF parking_options ON "apartments"
  FOR EACH ROW EXECUTE FUNCTION apartments_sync_parking_amenity();
--> statement-breakpoint
-- And nothing else may add or remove the link: checked when the transaction commits, so a write that replaces a
-- community's links in two statements is judged by where it ends.
CREATE FUNCTION apartment_amenities_parking_agrees() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE row_apartment integer; offered boolean; linked boolean;
BEGIN
  row_apartment := CASE WHEN TG_OP = 'DELETE' THEN OLD.apartment_id ELSE NEW.apartment_id END;
  SELECT jsonb_array_length(parking_options) > 0 INTO offered FROM apartments WHERE id = row_apartment;
  IF offered IS NULL THEN RETURN NULL; END IF;
  SELECT EXISTS (SELECT 1 FROM apartment_amenities aa JOIN amenities am ON am.id = aa.amenity_id
                 WHERE aa.apartment_id = row_apartment AND am.name = 'parking') INTO linked;
  IF offered <> linked THEN
    RAISE EXCEPTION 'The Parking amenity follows the community''s parking options' USING ERRCODE = '23514', CONSTRAINT = 'apartment_amenities_parking_follows_options';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER apartment_amenities_parking_agrees AFTER INSERT OR DELETE ON "apartment_amenities"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('app.transfer', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION apartment_amenities_parking_agrees();
--> statement-breakpoint
-- Rent history: every rent a plan has had, whatever wrote it. The source and import come from the transaction
-- (SET LOCAL app.rent_source / app.import_id); an admin's save sets none and is 'admin'.
CREATE FUNCTION floor_plans_record_new_rents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.transfer', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO floor_plan_rent_history (floor_plan_id, rent, source, import_id)
    SELECT n.id, n.rent, coalesce(nullif(current_setting('app.rent_source', true), ''), 'admin'), nullif(current_setting('app.import_id', true), '')::integer
    FROM new_plans n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER floor_plans_record_new_rents AFTER INSERT ON "floor_plans"
  REFERENCING NEW TABLE AS new_plans FOR EACH STATEMENT EXECUTE FUNCTION floor_plans_record_new_rents();
--> statement-breakpoint
CREATE FUNCTION floor_plans_record_rent_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.transfer', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO floor_plan_rent_history (floor_plan_id, rent, source, import_id)
    SELECT n.id, n.rent, coalesce(nullif(current_setting('app.rent_source', true), ''), 'admin'), nullif(current_setting('app.import_id', true), '')::integer
    FROM new_plans n JOIN old_plans o ON o.id = n.id
    WHERE n.rent IS DISTINCT FROM o.rent;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER floor_plans_record_rent_changes AFTER UPDATE ON "floor_plans"
  REFERENCING OLD TABLE AS old_plans NEW TABLE AS new_plans FOR EACH STATEMENT EXECUTE FUNCTION floor_plans_record_rent_changes();
--> statement-breakpoint
-- History starts now: each existing plan's rent is its first recorded price.
INSERT INTO "floor_plan_rent_history" ("floor_plan_id", "rent", "source") SELECT "id", "rent", 'first-record' FROM "floor_plans";
