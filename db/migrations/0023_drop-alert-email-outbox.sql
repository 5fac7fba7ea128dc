-- Alert e-mails not yet sent (or kept for the record) move to the one outbox of 0022, then the old table goes.
INSERT INTO "outbox" ("kind", "user_id", "saved_search_id", "to_address", "subject", "text_body", "headers", "attempts", "next_attempt_at", "sent_at", "failed_at", "last_error", "created_at")
SELECT 'search-alert', s."user_id", o."saved_search_id", o."to_address", o."subject", o."text_body", o."headers", o."attempts", o."next_attempt_at", o."sent_at", o."failed_at", o."last_error", o."created_at"
FROM "alert_email_outbox" o JOIN "saved_searches" s ON s."id" = o."saved_search_id"
ORDER BY o."id";--> statement-breakpoint
DROP TABLE "alert_email_outbox" CASCADE;
