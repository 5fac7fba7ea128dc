/**
 * The one outbox (decision 028): every message the product sends is queued here in the transaction of the change
 * that caused it, and drained by the sender (server/mail) with retries. Rows are claimed FOR UPDATE SKIP LOCKED, so
 * processes sharing a PostgreSQL database never send one twice.
 */
import { and, eq, sql } from "drizzle-orm";
import type { ComposedEmail, OutboxAttachment, OutboxKind } from "../../core/mail/outbox-kinds.ts";
import type { Database } from "../client-types.ts";
import { outbox } from "../schema/index.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface OutboxMessage {
  kind: OutboxKind;
  /** The account the message is about (its mail goes with it). */
  userId: number | null;
  savedSearchId?: number | null;
  /** The client it is about (a new lead, a tour); deleting the client deletes its unsent mail. */
  clientId?: number | null;
  toAddress: string;
  subject: string;
  textBody: string;
  /** The HTML alternative of the text, if any. */
  htmlBody?: string | null;
  headers: Record<string, string>;
  /** Files sent with it (an invoice's PDF). */
  attachments?: OutboxAttachment[] | null;
}

export async function enqueueMessage(db: Database | Tx, message: OutboxMessage): Promise<number> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  return row!.id;
}

/** Queues a composed e-mail (core/mail) as it will be sent: subject, text, its HTML alternative and headers. */
export async function enqueueEmail(
  db: Database | Tx,
  envelope: Pick<OutboxMessage, "kind" | "userId" | "savedSearchId" | "clientId" | "toAddress">,
  email: ComposedEmail,
): Promise<number> {
  return enqueueMessage(db, {
    ...envelope,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    headers: email.headers,
    attachments: email.attachments?.length ? email.attachments : null,
  });
}

/** Drops an account's unsent messages of one kind (a new verification link replaces the one still waiting). */
export async function dropUnsentMessages(db: Database | Tx, userId: number, kind: OutboxKind): Promise<void> {
  await db.delete(outbox).where(and(eq(outbox.userId, userId), eq(outbox.kind, kind), sql`${outbox.sentAt} IS NULL`));
}

export interface ClaimedMessage {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  /** Null for a text-only message. */
  htmlBody: string | null;
  headers: Record<string, string>;
  attachments: OutboxAttachment[];
  /** Including this one. */
  attempts: number;
}

/**
 * Claims up to `limit` due messages for one sending attempt: their next attempt moves `leaseSeconds` ahead, so a
 * process that dies mid-send leaves them to be retried, and other processes skip them meanwhile.
 */
export async function claimDueMessages(db: Database, limit: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
  const result = await db.execute(sql`
    UPDATE ${outbox} SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds}::int)
    WHERE id IN (
      SELECT id FROM ${outbox}
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, to_address, subject, text_body, html_body, headers, attachments, attempts
  `);
  const rows = (
    result as unknown as {
      rows: {
        id: number;
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string | null;
        headers: Record<string, string> | string;
        attachments: OutboxAttachment[] | string | null;
        attempts: number;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    toAddress: row.to_address,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    headers: typeof row.headers === "string" ? (JSON.parse(row.headers) as Record<string, string>) : row.headers,
    attachments: (typeof row.attachments === "string" ? (JSON.parse(row.attachments) as OutboxAttachment[]) : row.attachments) ?? [],
    attempts: Number(row.attempts),
  }));
}

export async function markMessageSent(db: Database, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(eq(outbox.id, id));
}

/** A failed attempt: retried at `retryAt`, or given up (`retryAt` null). */
export async function markMessageFailed(db: Database, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outbox)
    .set(retryAt ? { lastError: error.slice(0, 1000), nextAttemptAt: retryAt } : { lastError: error.slice(0, 1000), failedAt: new Date() })
    .where(and(eq(outbox.id, id), sql`${outbox.sentAt} IS NULL`));
}
