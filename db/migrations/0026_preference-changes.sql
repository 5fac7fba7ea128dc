CREATE TABLE "preference_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "preference_changes_one_owner" CHECK (("preference_changes"."user_id" IS NULL) <> ("preference_changes"."guest_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "preference_changes" ADD CONSTRAINT "preference_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_changes" ADD CONSTRAINT "preference_changes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preference_changes_user_idx" ON "preference_changes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "preference_changes_guest_idx" ON "preference_changes" USING btree ("guest_id","id");