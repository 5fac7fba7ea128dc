CREATE TABLE "client_option_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_option_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_username" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "client_option_events_kind" CHECK ("client_option_events"."kind" IN ('created', 'shared', 'viewed', 'reaction', 'note', 'linked'))
);
--> statement-breakpoint
ALTER TABLE "client_inquiries" DROP CONSTRAINT "client_inquiries_source";--> statement-breakpoint
DROP INDEX "client_options_user_idx";--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD COLUMN "chat_session_id" integer;--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD COLUMN "plan_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD COLUMN "special" text;--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD COLUMN "rebate" integer;--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD COLUMN "added_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD COLUMN "reaction" text;--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD COLUMN "reaction_reason" text;--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD COLUMN "reacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD COLUMN "tour_wish" text;--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD COLUMN "tour_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_options" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "client_options" ADD COLUMN "inquiry_id" integer;--> statement-breakpoint
ALTER TABLE "client_options" ADD COLUMN "locator_id" integer;--> statement-breakpoint
ALTER TABLE "client_options" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_options" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_options" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_options" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_option_events" ADD CONSTRAINT "client_option_events_client_option_id_client_options_id_fk" FOREIGN KEY ("client_option_id") REFERENCES "public"."client_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_option_events" ADD CONSTRAINT "client_option_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_option_events_list_idx" ON "client_option_events" USING btree ("client_option_id","at","id");--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_options" ADD CONSTRAINT "client_options_inquiry_id_client_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."client_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_options" ADD CONSTRAINT "client_options_locator_id_users_id_fk" FOREIGN KEY ("locator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_options_user_key" ON "client_options" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_options_updated_idx" ON "client_options" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "client_inquiries" ADD CONSTRAINT "client_inquiries_source" CHECK ("client_inquiries"."source" IN ('contact', 'apartment', 'tour', 'get-matched', 'chat'));--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD CONSTRAINT "client_option_apartments_reaction" CHECK ("client_option_apartments"."reaction" IS NULL OR "client_option_apartments"."reaction" IN ('interested', 'not-for-me'));--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD CONSTRAINT "client_option_apartments_rebate" CHECK ("client_option_apartments"."rebate" IS NULL OR "client_option_apartments"."rebate" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD CONSTRAINT "client_option_apartments_note_length" CHECK (char_length("client_option_apartments"."note") <= 1000);--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD CONSTRAINT "client_option_apartments_special_length" CHECK (char_length("client_option_apartments"."special") <= 300);--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD CONSTRAINT "client_option_apartments_reason_length" CHECK (char_length("client_option_apartments"."reaction_reason") <= 500);--> statement-breakpoint
ALTER TABLE "client_option_apartments" ADD CONSTRAINT "client_option_apartments_tour_wish_length" CHECK (char_length("client_option_apartments"."tour_wish") <= 300);--> statement-breakpoint
ALTER TABLE "client_options" ADD CONSTRAINT "client_options_message_length" CHECK (char_length("client_options"."message") <= 2000);--> statement-breakpoint
ALTER TABLE "client_options" ADD CONSTRAINT "client_options_notes_length" CHECK (char_length("client_options"."notes") <= 5000);