/** What a row of the one outbox is (db/schema/outbox.ts, decision 028); the table's check constraint lists the same. */
export const OUTBOX_KINDS = ["search-alert", "verify-email"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  "search-alert": "Saved-search alert",
  "verify-email": "E-mail verification",
};

/** A message as the outbox keeps it: exactly what will be sent. */
export interface ComposedEmail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}
