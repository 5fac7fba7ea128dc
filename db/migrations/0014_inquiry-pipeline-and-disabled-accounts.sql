CREATE TABLE "inquiry_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_username" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"staff_only" boolean DEFAULT true NOT NULL,
	CONSTRAINT "inquiry_events_kind" CHECK ("inquiry_events"."kind" IN ('note', 'stage', 'assignment', 'follow-up', 'reaction'))
);
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP CONSTRAINT "client_inquiries_status";--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD COLUMN "lost_reason" text;--> statement-breakpoint
-- The old 'closed' status becomes the pipeline's Lost stage, with the reason every lost inquiry now needs.
UPDATE "client_inquiries" SET "status" = 'lost', "lost_reason" = 'Closed before the pipeline existed' WHERE "status" = 'closed';--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD COLUMN "assigned_admin_id" integer;--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD COLUMN "next_follow_up" date;--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD COLUMN "leased_apartment_id" integer;--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD COLUMN "leased_floor_plan_id" integer;--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD COLUMN "lease_move_in" date;--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD COLUMN "lease_rent" integer;--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_inquiry_id_client_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."client_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_events_inquiry_idx" ON "inquiry_events" USING btree ("inquiry_id","at","id");--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_assigned_admin_id_users_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_leased_apartment_id_apartments_id_fk" FOREIGN KEY ("leased_apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_leased_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("leased_floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_inquiries_status_idx" ON "client_inquiries" USING btree ("status","stage_changed_at");--> statement-breakpoint
CREATE INDEX "client_inquiries_follow_up_idx" ON "client_inquiries" USING btree ("next_follow_up");--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_lost_reason" CHECK ("client_inquiries"."status" <> 'lost' OR "client_inquiries"."lost_reason" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_lease_rent" CHECK ("client_inquiries"."lease_rent" IS NULL OR "client_inquiries"."lease_rent" >= 0);--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_status" CHECK ("client_inquiries"."status" IN ('new', 'contacted', 'touring', 'applied', 'leased', 'lost'));