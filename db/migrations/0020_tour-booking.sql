CREATE TABLE "tour_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"apartment_id" integer NOT NULL,
	"user_id" integer,
	"inquiry_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"manage_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_bookings_mode" CHECK ("tour_bookings"."mode" IN ('in-person', 'virtual')),
	CONSTRAINT "tour_bookings_status" CHECK ("tour_bookings"."status" IN ('booked', 'cancelled')),
	CONSTRAINT "tour_bookings_ends_after_start" CHECK ("tour_bookings"."ends_at" > "tour_bookings"."starts_at"),
	CONSTRAINT "tour_bookings_owner" CHECK ("tour_bookings"."user_id" IS NOT NULL OR "tour_bookings"."manage_token_hash" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "tour_hours" jsonb DEFAULT '[{"day":"mon","opens":540,"closes":1080,"virtualOnly":false},{"day":"tue","opens":540,"closes":1080,"virtualOnly":false},{"day":"wed","opens":540,"closes":1080,"virtualOnly":false},{"day":"thu","opens":540,"closes":1080,"virtualOnly":false},{"day":"fri","opens":540,"closes":1080,"virtualOnly":false},{"day":"sat","opens":600,"closes":1020,"virtualOnly":false},{"day":"sun","opens":780,"closes":1020,"virtualOnly":false}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "tour_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_inquiry_id_client_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."client_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_bookings_slot_key" ON "tour_bookings" USING btree ("apartment_id","starts_at") WHERE "tour_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "tour_bookings_user_idx" ON "tour_bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "tour_bookings_inquiry_idx" ON "tour_bookings" USING btree ("inquiry_id");--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_tour_minutes" CHECK ("apartments"."tour_minutes" BETWEEN 15 AND 120);