CREATE TABLE "client_option_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_option_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "client_option_events" DROP CONSTRAINT "client_option_events_kind";--> statement-breakpoint
ALTER TABLE "client_option_links" ADD CONSTRAINT "client_option_links_client_option_id_client_options_id_fk" FOREIGN KEY ("client_option_id") REFERENCES "public"."client_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_option_links_token_key" ON "client_option_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_option_links_list_idx" ON "client_option_links" USING btree ("client_option_id");--> statement-breakpoint
ALTER TABLE "client_option_events" ADD CONSTRAINT "client_option_events_kind" CHECK ("client_option_events"."kind" IN ('created', 'shared', 'viewed', 'reaction', 'note', 'linked', 'message', 'revoked'));