CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"received_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount" CHECK ("invoice_payments"."amount_cents" BETWEEN 1 AND 100000000),
	CONSTRAINT "invoice_payments_reference_length" CHECK (char_length("invoice_payments"."reference") <= 120)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"lease_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"apartment_id" integer,
	"community_name" text NOT NULL,
	"resident_name" text NOT NULL,
	"unit" text,
	"move_in" date NOT NULL,
	"rent" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"explanation" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"pay_terms_days" integer NOT NULL,
	"bill_to_name" text,
	"bill_to_email" text,
	"invoice_date" date,
	"due_date" date,
	"sent_at" timestamp with time zone,
	"first_reminder_at" timestamp with time zone,
	"second_reminder_at" timestamp with time zone,
	"status_note" text,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" IN ('draft', 'sent', 'receipt-confirmed', 'paid', 'partly-paid', 'disputed', 'written-off')),
	CONSTRAINT "invoices_amount" CHECK ("invoices"."amount_cents" BETWEEN 1 AND 100000000),
	CONSTRAINT "invoices_rent" CHECK ("invoices"."rent" BETWEEN 100 AND 100000),
	CONSTRAINT "invoices_pay_terms" CHECK ("invoices"."pay_terms_days" BETWEEN 1 AND 365),
	CONSTRAINT "invoices_sent" CHECK (("invoices"."status" = 'draft') = ("invoices"."sent_at" IS NULL) AND ("invoices"."sent_at" IS NULL) = ("invoices"."invoice_date" IS NULL)),
	CONSTRAINT "invoices_bill_to_email_length" CHECK (char_length("invoices"."bill_to_email") <= 254),
	CONSTRAINT "invoices_bill_to_name_length" CHECK (char_length("invoices"."bill_to_name") <= 120),
	CONSTRAINT "invoices_status_note_length" CHECK (char_length("invoices"."status_note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "rebates" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"lease_id" integer,
	"amount_cents" integer NOT NULL,
	"conditions" text NOT NULL,
	"status" text DEFAULT 'promised' NOT NULL,
	"client_consent_at" timestamp with time zone,
	"client_consent_note" text,
	"broker_consent_at" timestamp with time zone,
	"broker_consent_note" text,
	"paid_on" date,
	"cancelled_reason" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebates_status" CHECK ("rebates"."status" IN ('promised', 'owed', 'payable', 'paid', 'cancelled')),
	CONSTRAINT "rebates_amount" CHECK ("rebates"."amount_cents" BETWEEN 1 AND 100000000),
	CONSTRAINT "rebates_conditions_length" CHECK (char_length("rebates"."conditions") BETWEEN 1 AND 2000),
	CONSTRAINT "rebates_consent_note_length" CHECK (char_length("rebates"."client_consent_note") <= 500 AND char_length("rebates"."broker_consent_note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "client_events" DROP CONSTRAINT "client_events_kind";--> statement-breakpoint
ALTER TABLE "client_merges" ADD COLUMN "registration_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "client_merges" ADD COLUMN "rebate_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "moved_out_on" date;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "skip_refund_cents" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_received_idx" ON "invoice_payments" USING btree ("received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_lease_key" ON "invoices" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rebates_client_idx" ON "rebates" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rebates_lease_key" ON "rebates" USING btree ("lease_id");--> statement-breakpoint
ALTER TABLE "client_events" ADD CONSTRAINT "client_events_kind" CHECK ("client_events"."kind" IN ('inquiry', 'note', 'stage', 'assignment', 'follow-up', 'reaction', 'merge', 'split', 'linked', 'lease', 'email', 'registration', 'verification', 'invoice', 'rebate'));--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_skip_refund" CHECK ("leases"."skip_refund_cents" IS NULL OR "leases"."skip_refund_cents" BETWEEN 0 AND 100000000);