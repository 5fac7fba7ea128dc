CREATE TABLE "catalogue_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_revision_single_row" CHECK ("catalogue_revision"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP CONSTRAINT "client_inquiries_source";--> statement-breakpoint
ALTER TABLE "preferences" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "guest_id" text;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "preferences_guest_key" ON "preferences" USING btree ("guest_id");--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_source" CHECK ("client_inquiries"."source" IN ('contact', 'apartment', 'tour'));--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_one_owner" CHECK (("preferences"."user_id" IS NULL) <> ("preferences"."guest_id" IS NULL));