/** What a row of the one outbox is (db/schema/outbox.ts, decision 028); the table's check constraint lists the same. */
export const OUTBOX_KINDS = [
  "search-alert",
  "verify-email",
  "new-lead",
  "tour-confirmation",
  "list-shared",
  "locator-message",
  "referral-registration",
  "guest-card",
  "lease-verification",
  "invoice",
  "invoice-reminder",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** The names /admin/outbox shows (its Kind column and filter). */
export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  "search-alert": "Saved-search alert",
  "verify-email": "E-mail verification",
  "new-lead": "New lead",
  "tour-confirmation": "Tour confirmation",
  "list-shared": "Options list shared",
  "locator-message": "Client's message to the locator",
  "referral-registration": "Referral registration",
  "guest-card": "Guest card",
  "lease-verification": "Lease verification",
  invoice: "Invoice",
  "invoice-reminder": "Invoice reminder",
};

/** A file sent with a message (an invoice's PDF): its bytes as base64. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** A message as the outbox keeps it: exactly what will be sent. */
export interface ComposedEmail {
  subject: string;
  text: string;
  /** The same message as HTML, sent as the alternative to the text; absent for text-only messages. */
  html?: string;
  headers: Record<string, string>;
  attachments?: OutboxAttachment[];
}
