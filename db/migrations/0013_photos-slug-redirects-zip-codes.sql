CREATE TABLE "photo_variants" (
	"photo_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text DEFAULT 'image/webp' NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "photo_variants_photo_id_width_pk" PRIMARY KEY("photo_id","width")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"cover" boolean DEFAULT false NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_owner_kind" CHECK ("photos"."owner_kind" IN ('apartment', 'neighborhood', 'blog-post')),
	CONSTRAINT "photos_size" CHECK ("photos"."width" > 0 AND "photos"."height" > 0),
	CONSTRAINT "photos_position" CHECK ("photos"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"table_name" text NOT NULL,
	"old_slug" text NOT NULL,
	"record_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_table_name_old_slug_pk" PRIMARY KEY("table_name","old_slug")
);
--> statement-breakpoint
ALTER TABLE "apartment_amenities" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD COLUMN "zip_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_variants" ADD CONSTRAINT "photo_variants_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_kind","owner_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_one_cover_per_owner" ON "photos" USING btree ("owner_kind","owner_id") WHERE "photos"."cover";--> statement-breakpoint
CREATE INDEX "slug_redirects_record_idx" ON "slug_redirects" USING btree ("table_name","record_id");--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD CONSTRAINT "neighborhoods_zip_codes" CHECK (array_to_string("neighborhoods"."zip_codes", ',') ~ '^([0-9]{5}(,[0-9]{5})*)?$');--> statement-breakpoint
-- A record's old slug keeps answering (301) after it is renamed, whoever renames it.
-- A slug taken (again) by a record of the same table is no longer a redirect.
CREATE FUNCTION remember_old_slug() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.slug IS DISTINCT FROM OLD.slug THEN
    INSERT INTO slug_redirects (table_name, old_slug, record_id) VALUES (TG_TABLE_NAME, OLD.slug, OLD.id)
      ON CONFLICT (table_name, old_slug) DO UPDATE SET record_id = EXCLUDED.record_id, created_at = now();
  END IF;
  DELETE FROM slug_redirects WHERE table_name = TG_TABLE_NAME AND old_slug = NEW.slug;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION forget_deleted_record_slugs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM slug_redirects WHERE table_name = TG_TABLE_NAME AND record_id = OLD.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER neighborhoods_remember_old_slug AFTER INSERT OR UPDATE OF slug ON neighborhoods FOR EACH ROW EXECUTE FUNCTION remember_old_slug();
--> statement-breakpoint
CREATE TRIGGER apartments_remember_old_slug AFTER INSERT OR UPDATE OF slug ON apartments FOR EACH ROW EXECUTE FUNCTION remember_old_slug();
--> statement-breakpoint
CREATE TRIGGER blog_posts_remember_old_slug AFTER INSERT OR UPDATE OF slug ON blog_posts FOR EACH ROW EXECUTE FUNCTION remember_old_slug();
--> statement-breakpoint
CREATE TRIGGER neighborhoods_forget_slugs AFTER DELETE ON neighborhoods FOR EACH ROW EXECUTE FUNCTION forget_deleted_record_slugs();
--> statement-breakpoint
CREATE TRIGGER apartments_forget_slugs AFTER DELETE ON apartments FOR EACH ROW EXECUTE FUNCTION forget_deleted_record_slugs();
--> statement-breakpoint
CREATE TRIGGER blog_posts_forget_slugs AFTER DELETE ON blog_posts FOR EACH ROW EXECUTE FUNCTION forget_deleted_record_slugs();
--> statement-breakpoint
-- A photo has no foreign key to its owner (three possible tables): it goes with its owner here.
CREATE FUNCTION delete_owned_photos() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM photos WHERE owner_kind = TG_ARGV[0] AND owner_id = OLD.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER apartments_delete_photos AFTER DELETE ON apartments FOR EACH ROW EXECUTE FUNCTION delete_owned_photos('apartment');
--> statement-breakpoint
CREATE TRIGGER neighborhoods_delete_photos AFTER DELETE ON neighborhoods FOR EACH ROW EXECUTE FUNCTION delete_owned_photos('neighborhood');
--> statement-breakpoint
CREATE TRIGGER blog_posts_delete_photos AFTER DELETE ON blog_posts FOR EACH ROW EXECUTE FUNCTION delete_owned_photos('blog-post');
--> statement-breakpoint
-- Cards and the matching snapshot show photos: a photo change is a catalogue change.
CREATE TRIGGER photos_bump_catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON photos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
