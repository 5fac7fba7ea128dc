CREATE TABLE "community_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"apartment_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"terms" jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"lease_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"to_address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text,
	"move_in" date,
	"rent" integer,
	"unit" text,
	"contact_name" text,
	"note" text,
	CONSTRAINT "lease_verifications_answer" CHECK ("lease_verifications"."answer" IS NULL OR "lease_verifications"."answer" IN ('confirmed', 'corrected')),
	CONSTRAINT "lease_verifications_answered" CHECK (("lease_verifications"."answer" IS NULL) = ("lease_verifications"."answered_at" IS NULL)),
	CONSTRAINT "lease_verifications_rent" CHECK ("lease_verifications"."rent" IS NULL OR "lease_verifications"."rent" BETWEEN 100 AND 100000),
	CONSTRAINT "lease_verifications_note_length" CHECK (char_length("lease_verifications"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "referral_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"apartment_id" integer,
	"community_name" text NOT NULL,
	"to_address" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" date NOT NULL,
	"created_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "client_events" DROP CONSTRAINT "client_events_kind";--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "renewal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "expected_commission_cents" integer;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "commission_note" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "verified_move_in" date;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "verified_rent" integer;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "verified_unit" text;--> statement-breakpoint
ALTER TABLE "community_terms" ADD CONSTRAINT "community_terms_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_terms" ADD CONSTRAINT "community_terms_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_verifications" ADD CONSTRAINT "lease_verifications_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_registrations" ADD CONSTRAINT "referral_registrations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_registrations" ADD CONSTRAINT "referral_registrations_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_registrations" ADD CONSTRAINT "referral_registrations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_terms_apartment_date_key" ON "community_terms" USING btree ("apartment_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_verifications_token_key" ON "lease_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "lease_verifications_lease_idx" ON "lease_verifications" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "referral_registrations_client_idx" ON "referral_registrations" USING btree ("client_id","sent_at");--> statement-breakpoint
ALTER TABLE "client_events" ADD CONSTRAINT "client_events_kind" CHECK ("client_events"."kind" IN ('inquiry', 'note', 'stage', 'assignment', 'follow-up', 'reaction', 'merge', 'split', 'linked', 'lease', 'email', 'registration', 'verification'));--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_expected_commission" CHECK ("leases"."expected_commission_cents" IS NULL OR "leases"."expected_commission_cents" BETWEEN 0 AND 100000000);--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_verified_rent" CHECK ("leases"."verified_rent" IS NULL OR "leases"."verified_rent" BETWEEN 100 AND 100000);