CREATE TABLE "assistant_conversation_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_id" text,
	"family" text NOT NULL,
	"session_id" integer,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_conversation_states_one_owner" CHECK (("assistant_conversation_states"."user_id" IS NULL) <> ("assistant_conversation_states"."guest_id" IS NULL)),
	CONSTRAINT "assistant_conversation_states_family" CHECK ("assistant_conversation_states"."family" IN ('sidebar', 'general')),
	CONSTRAINT "assistant_conversation_states_guest_no_session" CHECK ("assistant_conversation_states"."guest_id" IS NULL OR "assistant_conversation_states"."session_id" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "assistant_conversation_states" ADD CONSTRAINT "assistant_conversation_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversation_states" ADD CONSTRAINT "assistant_conversation_states_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversation_states" ADD CONSTRAINT "assistant_conversation_states_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_conversation_states_user_key" ON "assistant_conversation_states" USING btree ("user_id","family");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_conversation_states_guest_key" ON "assistant_conversation_states" USING btree ("guest_id","family");--> statement-breakpoint
CREATE INDEX "assistant_conversation_states_session_idx" ON "assistant_conversation_states" USING btree ("session_id");