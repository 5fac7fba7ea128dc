CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amenities_name_format" CHECK ("amenities"."name" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "apartment_amenities" (
	"apartment_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "apartment_amenities_apartment_id_amenity_id_pk" PRIMARY KEY("apartment_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"neighborhood_id" integer NOT NULL,
	"description" text,
	"image_url" text NOT NULL,
	"street_address" text NOT NULL,
	"city" text DEFAULT 'Houston' NOT NULL,
	"state" text DEFAULT 'TX' NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"year_built" smallint NOT NULL,
	"pets_allowed" boolean DEFAULT false NOT NULL,
	"pet_policy" text NOT NULL,
	"application_fee" integer DEFAULT 0 NOT NULL,
	"admin_fee" integer DEFAULT 0 NOT NULL,
	"pet_rent" integer DEFAULT 0 NOT NULL,
	"parking_fee" integer DEFAULT 0 NOT NULL,
	"lease_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"derived_min_price" integer,
	"derived_max_price" integer,
	"derived_min_beds" smallint,
	"derived_max_beds" smallint,
	"derived_min_baths" numeric(3, 1),
	"derived_max_baths" numeric(3, 1),
	"derived_min_sqft" integer,
	"derived_max_sqft" integer,
	"derived_units_available" integer DEFAULT 0 NOT NULL,
	"derived_earliest_available" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartments_slug_format" CHECK ("apartments"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "apartments_fees_nonnegative" CHECK ("apartments"."application_fee" >= 0 AND "apartments"."admin_fee" >= 0 AND "apartments"."pet_rent" >= 0 AND "apartments"."parking_fee" >= 0),
	CONSTRAINT "apartments_year_built" CHECK ("apartments"."year_built" BETWEEN 1800 AND 2100),
	CONSTRAINT "apartments_latitude" CHECK ("apartments"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "apartments_longitude" CHECK ("apartments"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"content" text NOT NULL,
	"image_url" text NOT NULL,
	"author" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"read_time_minutes" smallint NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_format" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "blog_posts_read_time" CHECK ("blog_posts"."read_time_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "floor_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"apartment_id" integer NOT NULL,
	"name" text NOT NULL,
	"beds" smallint NOT NULL,
	"baths" numeric(3, 1) NOT NULL,
	"sqft" integer NOT NULL,
	"rent" integer NOT NULL,
	"units_available" integer DEFAULT 0 NOT NULL,
	"available_from" date NOT NULL,
	CONSTRAINT "floor_plans_beds" CHECK ("floor_plans"."beds" BETWEEN 0 AND 10),
	CONSTRAINT "floor_plans_baths" CHECK ("floor_plans"."baths" >= 0.5 AND "floor_plans"."baths" <= 10 AND mod("floor_plans"."baths" * 2, 1) = 0),
	CONSTRAINT "floor_plans_sqft" CHECK ("floor_plans"."sqft" > 0),
	CONSTRAINT "floor_plans_rent" CHECK ("floor_plans"."rent" >= 0),
	CONSTRAINT "floor_plans_units" CHECK ("floor_plans"."units_available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "neighborhoods" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"rent_low" integer NOT NULL,
	"rent_high" integer NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neighborhoods_slug_format" CHECK ("neighborhoods"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "neighborhoods_rent_range" CHECK ("neighborhoods"."rent_low" >= 0 AND "neighborhoods"."rent_high" >= "neighborhoods"."rent_low"),
	CONSTRAINT "neighborhoods_latitude" CHECK ("neighborhoods"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "neighborhoods_longitude" CHECK ("neighborhoods"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "apartment_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"apartment_id" integer NOT NULL,
	"user_id" integer,
	"feedback" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartment_feedback_length" CHECK (char_length("apartment_feedback"."feedback") BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"apartments" jsonb,
	"neighborhoods" jsonb,
	"blogs" jsonb,
	"update_notification" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role" CHECK ("chat_messages"."role" IN ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_name" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_type" CHECK ("chat_sessions"."type" IN ('sidebar', 'general')),
	CONSTRAINT "chat_sessions_name_length" CHECK (char_length("chat_sessions"."session_name") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "client_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"apartment_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"move_in_date" date,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_inquiries_source" CHECK ("client_inquiries"."source" IN ('contact', 'apartment')),
	CONSTRAINT "client_inquiries_status" CHECK ("client_inquiries"."status" IN ('new', 'contacted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "client_option_apartments" (
	"client_option_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"note" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_option_apartments_client_option_id_apartment_id_pk" PRIMARY KEY("client_option_id","apartment_id")
);
--> statement-breakpoint
CREATE TABLE "client_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"client_name" text NOT NULL,
	"client_email" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_apartment_id_pk" PRIMARY KEY("user_id","apartment_id")
);
--> statement-breakpoint
CREATE TABLE "preference_amenities" (
	"preference_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	"requirement" text,
	CONSTRAINT "preference_amenities_preference_id_amenity_id_pk" PRIMARY KEY("preference_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "preference_neighborhoods" (
	"preference_id" integer NOT NULL,
	"neighborhood_id" integer NOT NULL,
	CONSTRAINT "preference_neighborhoods_preference_id_neighborhood_id_pk" PRIMARY KEY("preference_id","neighborhood_id")
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text,
	"phone" text,
	"commute_to" text,
	"max_budget" integer,
	"bedrooms" integer,
	"bathrooms" numeric(3, 1),
	"sqft" integer,
	"move_in_date" date,
	"lease_length" text,
	"custom_lease_length" text,
	"is_user_feel_fine_with_profile_preferences" boolean DEFAULT false NOT NULL,
	"previous_route_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_max_budget" CHECK ("preferences"."max_budget" IS NULL OR "preferences"."max_budget" >= 0),
	CONSTRAINT "preferences_bedrooms" CHECK ("preferences"."bedrooms" IS NULL OR "preferences"."bedrooms" >= 0),
	CONSTRAINT "preferences_bathrooms" CHECK ("preferences"."bathrooms" IS NULL OR ("preferences"."bathrooms" >= 0 AND mod("preferences"."bathrooms" * 2, 1) = 0)),
	CONSTRAINT "preferences_sqft" CHECK ("preferences"."sqft" IS NULL OR "preferences"."sqft" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text,
	"photo_url" text,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_format" CHECK ("users"."username" ~ '^[A-Za-z0-9_.-]{3,32}$')
);
--> statement-breakpoint
ALTER TABLE "apartment_amenities" ADD CONSTRAINT "apartment_amenities_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_amenities" ADD CONSTRAINT "apartment_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_neighborhood_id_neighborhoods_id_fk" FOREIGN KEY ("neighborhood_id") REFERENCES "public"."neighborhoods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_feedback" ADD CONSTRAINT "apartment_feedback_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_feedback" ADD CONSTRAINT "apartment_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD CONSTRAINT "client_option_apartments_client_option_id_client_options_id_fk" FOREIGN KEY ("client_option_id") REFERENCES "public"."client_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD CONSTRAINT "client_option_apartments_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_options" ADD CONSTRAINT "client_options_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_amenities" ADD CONSTRAINT "preference_amenities_preference_id_preferences_id_fk" FOREIGN KEY ("preference_id") REFERENCES "public"."preferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_amenities" ADD CONSTRAINT "preference_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_neighborhoods" ADD CONSTRAINT "preference_neighborhoods_preference_id_preferences_id_fk" FOREIGN KEY ("preference_id") REFERENCES "public"."preferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_neighborhoods" ADD CONSTRAINT "preference_neighborhoods_neighborhood_id_neighborhoods_id_fk" FOREIGN KEY ("neighborhood_id") REFERENCES "public"."neighborhoods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amenities_name_key" ON "amenities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "apartment_amenities_amenity_idx" ON "apartment_amenities" USING btree ("amenity_id","apartment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "apartments_slug_key" ON "apartments" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "apartments_neighborhood_price_idx" ON "apartments" USING btree ("neighborhood_id","derived_min_price");--> statement-breakpoint
CREATE INDEX "apartments_min_price_idx" ON "apartments" USING btree ("derived_min_price");--> statement-breakpoint
CREATE INDEX "apartments_beds_idx" ON "apartments" USING btree ("derived_max_beds","derived_min_beds");--> statement-breakpoint
CREATE INDEX "apartments_featured_idx" ON "apartments" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "apartments_title_trgm_idx" ON "apartments" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_tags_idx" ON "blog_posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "floor_plans_apartment_idx" ON "floor_plans" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "floor_plans_beds_rent_idx" ON "floor_plans" USING btree ("beds","rent");--> statement-breakpoint
CREATE UNIQUE INDEX "neighborhoods_slug_key" ON "neighborhoods" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "neighborhoods_featured_idx" ON "neighborhoods" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "apartment_feedback_apartment_idx" ON "apartment_feedback" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","created_at","id");--> statement-breakpoint
CREATE INDEX "chat_sessions_user_updated_idx" ON "chat_sessions" USING btree ("user_id","type","updated_at");--> statement-breakpoint
CREATE INDEX "client_inquiries_created_idx" ON "client_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "client_options_user_idx" ON "client_options" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preferences_user_key" ON "preferences" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));