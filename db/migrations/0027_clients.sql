-- Issue 28, decision 035: one client per person. The inquiries' stages, timelines and leases move to the client.
CREATE TABLE "client_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"inquiry_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_username" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"staff_only" boolean DEFAULT true NOT NULL,
	CONSTRAINT "client_events_kind" CHECK ("client_events"."kind" IN ('inquiry', 'note', 'stage', 'assignment', 'follow-up', 'reaction', 'merge', 'split', 'linked', 'lease', 'email'))
);
--> statement-breakpoint
CREATE TABLE "client_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"merged_id" integer NOT NULL,
	"inquiry_ids" integer[] NOT NULL,
	"event_ids" integer[] NOT NULL,
	"lease_ids" integer[] NOT NULL,
	"options_list_id" integer,
	"moved_user_id" integer,
	"actor_id" integer,
	"actor_username" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"user_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"assigned_admin_id" integer,
	"next_follow_up" date,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merged_into_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_status" CHECK ("clients"."status" IN ('new', 'contacted', 'touring', 'applied', 'leased', 'lost')),
	CONSTRAINT "clients_lost_reason" CHECK ("clients"."status" <> 'lost' OR "clients"."lost_reason" IS NOT NULL),
	CONSTRAINT "clients_name_length" CHECK (char_length("clients"."name") BETWEEN 1 AND 200),
	CONSTRAINT "clients_not_merged_into_itself" CHECK ("clients"."merged_into_id" IS NULL OR "clients"."merged_into_id" <> "clients"."id")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"apartment_id" integer,
	"community_name" text NOT NULL,
	"floor_plan_id" integer,
	"unit" text,
	"move_in" date NOT NULL,
	"lease_months" integer,
	"rent" integer NOT NULL,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_rent" CHECK ("leases"."rent" BETWEEN 100 AND 100000),
	CONSTRAINT "leases_months" CHECK ("leases"."lease_months" IS NULL OR "leases"."lease_months" BETWEEN 1 AND 60),
	CONSTRAINT "leases_unit_length" CHECK (char_length("leases"."unit") <= 40)
);
--> statement-breakpoint
ALTER TABLE "client_events" ADD CONSTRAINT "client_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_events" ADD CONSTRAINT "client_events_inquiry_id_client_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."client_inquiries"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_events" ADD CONSTRAINT "client_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_merged_id_clients_id_fk" FOREIGN KEY ("merged_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_assigned_admin_id_users_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_merged_into_id_clients_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_floor_plan_id_floor_plans_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."floor_plans"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD COLUMN "client_id" integer;
--> statement-breakpoint
ALTER TABLE "client_options" ADD COLUMN "client_id" integer;
--> statement-breakpoint
-- One client per person: an account's inquiries (sent signed in, or with the address it verified), else one address (any case).
ALTER TABLE "client_inquiries" ADD COLUMN "_client_key" text;
--> statement-breakpoint
UPDATE "client_inquiries" ci SET "_client_key" = coalesce(
  'u' || ci.user_id,
  'u' || (SELECT u.id FROM users u WHERE lower(u.email) = lower(trim(ci.email)) AND u.email_verified_at IS NOT NULL AND NOT u.is_admin ORDER BY u.id LIMIT 1),
  'e' || lower(trim(ci.email))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "_key" text;
--> statement-breakpoint
-- The client's stage is the furthest its inquiries reached (Lost only when every one was lost); name and address the newest.
INSERT INTO "clients" ("_key", "name", "email", "phone", "user_id", "status", "lost_reason", "assigned_admin_id", "next_follow_up", "stage_changed_at", "created_at", "updated_at")
SELECT k.key, left(newest.name, 200), newest.email,
  (SELECT i.phone FROM client_inquiries i WHERE i._client_key = k.key AND i.phone IS NOT NULL ORDER BY i.created_at DESC, i.id DESC LIMIT 1),
  CASE WHEN k.key LIKE 'u%' THEN substr(k.key, 2)::integer END,
  best.status, best.lost_reason,
  (SELECT i.assigned_admin_id FROM client_inquiries i WHERE i._client_key = k.key AND i.assigned_admin_id IS NOT NULL ORDER BY i.created_at DESC, i.id DESC LIMIT 1),
  best.next_follow_up, best.stage_changed_at, k.first_at, k.last_at
FROM (SELECT _client_key AS key, min(created_at) AS first_at, max(updated_at) AS last_at FROM client_inquiries GROUP BY _client_key) k
CROSS JOIN LATERAL (SELECT i.name, i.email FROM client_inquiries i WHERE i._client_key = k.key ORDER BY i.created_at DESC, i.id DESC LIMIT 1) newest
CROSS JOIN LATERAL (
  SELECT i.status, i.lost_reason, i.next_follow_up, i.stage_changed_at FROM client_inquiries i WHERE i._client_key = k.key
  ORDER BY CASE i.status WHEN 'leased' THEN 5 WHEN 'applied' THEN 4 WHEN 'touring' THEN 3 WHEN 'contacted' THEN 2 WHEN 'new' THEN 1 ELSE 0 END DESC, i.created_at DESC, i.id DESC
  LIMIT 1
) best;
--> statement-breakpoint
UPDATE "client_inquiries" ci SET "client_id" = c.id FROM "clients" c WHERE c."_key" = ci."_client_key";
--> statement-breakpoint
INSERT INTO "client_events" ("client_id", "inquiry_id", "at", "actor_id", "actor_username", "kind", "body", "staff_only")
SELECT ci.client_id, ci.id, ci.created_at, NULL, left(ci.name, 200), 'inquiry',
  'Inquiry #' || ci.id || ' from ' || CASE ci.source WHEN 'contact' THEN 'the contact page' WHEN 'apartment' THEN 'an apartment page' WHEN 'tour' THEN 'a tour booking' WHEN 'get-matched' THEN 'Get matched' ELSE 'the chat with A.L.I.' END,
  true
FROM client_inquiries ci;
--> statement-breakpoint
INSERT INTO "client_events" ("client_id", "inquiry_id", "at", "actor_id", "actor_username", "kind", "body", "staff_only")
SELECT ci.client_id, e.inquiry_id, e.at, e.actor_id, e.actor_username, e.kind, e.body, e.staff_only
FROM inquiry_events e JOIN client_inquiries ci ON ci.id = e.inquiry_id
ORDER BY e.at, e.id;
--> statement-breakpoint
INSERT INTO "leases" ("client_id", "apartment_id", "community_name", "floor_plan_id", "move_in", "rent", "created_at", "updated_at")
SELECT ci.client_id, ci.leased_apartment_id, coalesce(a.title, 'A community no longer listed'), ci.leased_floor_plan_id, ci.lease_move_in, ci.lease_rent, ci.stage_changed_at, ci.stage_changed_at
FROM client_inquiries ci LEFT JOIN apartments a ON a.id = ci.leased_apartment_id
WHERE ci.status = 'leased' AND ci.lease_move_in IS NOT NULL AND ci.lease_rent BETWEEN 100 AND 100000;
--> statement-breakpoint
-- Each options list hangs on its client: the inquiry it answered, else its account's client, else a client made for it.
UPDATE "client_options" o SET "client_id" = ci.client_id FROM client_inquiries ci WHERE ci.id = o.inquiry_id;
--> statement-breakpoint
UPDATE "client_options" o SET "client_id" = c.id FROM clients c WHERE o.client_id IS NULL AND o.user_id IS NOT NULL AND c.user_id = o.user_id;
--> statement-breakpoint
UPDATE "client_options" o SET "client_id" = NULL WHERE EXISTS (SELECT 1 FROM client_options p WHERE p.client_id = o.client_id AND p.id < o.id);
--> statement-breakpoint
INSERT INTO "clients" ("_key", "name", "email", "user_id", "created_at", "updated_at")
SELECT 'list' || o.id, left(o.client_name, 200), coalesce(o.client_email, u.email),
  CASE WHEN o.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM clients c WHERE c.user_id = o.user_id) THEN o.user_id END,
  o.created_at, o.updated_at
FROM client_options o LEFT JOIN users u ON u.id = o.user_id
WHERE o.client_id IS NULL;
--> statement-breakpoint
UPDATE "client_options" o SET "client_id" = c.id FROM clients c WHERE o.client_id IS NULL AND c."_key" = 'list' || o.id;
--> statement-breakpoint
ALTER TABLE "client_inquiries" ALTER COLUMN "client_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP COLUMN "_client_key";
--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "_key";
--> statement-breakpoint
ALTER TABLE "inquiry_events" DISABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP TABLE "inquiry_events" CASCADE;
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP CONSTRAINT "client_inquiries_status";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP CONSTRAINT "client_inquiries_lost_reason";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP CONSTRAINT "client_inquiries_lease_rent";
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP CONSTRAINT "client_inquiries_assigned_admin_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP CONSTRAINT "client_inquiries_leased_apartment_id_apartments_id_fk";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP CONSTRAINT "client_inquiries_leased_floor_plan_id_floor_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "client_options" DROP CONSTRAINT "client_options_inquiry_id_client_inquiries_id_fk";
--> statement-breakpoint
DROP INDEX "client_inquiries_status_idx";
--> statement-breakpoint
DROP INDEX "client_inquiries_follow_up_idx";
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "client_id" integer;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html_body" text;
--> statement-breakpoint
CREATE INDEX "client_events_client_idx" ON "client_events" USING btree ("client_id","at","id");
--> statement-breakpoint
CREATE INDEX "client_merges_client_idx" ON "client_merges" USING btree ("client_id","at");
--> statement-breakpoint
CREATE INDEX "client_merges_merged_idx" ON "client_merges" USING btree ("merged_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "clients_user_key" ON "clients" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "clients_status_idx" ON "clients" USING btree ("status","stage_changed_at");
--> statement-breakpoint
CREATE INDEX "clients_follow_up_idx" ON "clients" USING btree ("next_follow_up");
--> statement-breakpoint
CREATE INDEX "clients_email_lower_idx" ON "clients" USING btree (lower("email"));
--> statement-breakpoint
CREATE INDEX "clients_phone_digits_idx" ON "clients" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10));
--> statement-breakpoint
CREATE INDEX "leases_client_idx" ON "leases" USING btree ("client_id");
--> statement-breakpoint
CREATE INDEX "leases_created_idx" ON "leases" USING btree ("created_at");
--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_options" ADD CONSTRAINT "client_options_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "client_inquiries_client_idx" ON "client_inquiries" USING btree ("client_id","created_at");
--> statement-breakpoint
CREATE INDEX "client_inquiries_email_lower_idx" ON "client_inquiries" USING btree (lower("email"),"created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "client_options_client_key" ON "client_options" USING btree ("client_id");
--> statement-breakpoint
CREATE INDEX "outbox_client_idx" ON "outbox" USING btree ("client_id");
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP COLUMN "status";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP COLUMN "lost_reason";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP COLUMN "assigned_admin_id";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP COLUMN "next_follow_up";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP COLUMN "stage_changed_at";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP COLUMN "leased_apartment_id";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP COLUMN "leased_floor_plan_id";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP COLUMN "lease_move_in";
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP COLUMN "lease_rent";
--> statement-breakpoint
ALTER TABLE "client_options" DROP COLUMN "inquiry_id";
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind" CHECK ("outbox"."kind" IN ('search-alert', 'verify-email', 'new-lead', 'tour-confirmation', 'list-shared', 'locator-message', 'referral-registration', 'guest-card', 'lease-verification', 'invoice', 'invoice-reminder'));
