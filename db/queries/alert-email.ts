/**
 * The alert e-mail's database side (decision 027): which opted-in saved searches are due for a check (claimed with
 * FOR UPDATE SKIP LOCKED, so processes sharing a PostgreSQL database split the work and never check one search at
 * once), what was already e-mailed, and the outbox the sender drains with retries.
 */
import { and, eq, sql } from "drizzle-orm";
import type { SearchSnapshot } from "../../core/alerts/detect-changes.ts";
import type { Database } from "../client-types.ts";
import { alertEmailOutbox, savedSearches, users } from "../schema/index.ts";

export interface DueEmailSearch {
  id: number;
  name: string;
  query: string;
  seen: SearchSnapshot;
  emailedKeys: string[];
  email: string;
}

/**
 * Claims up to `limit` opted-in searches not checked for `intervalMinutes` (their check time moves to now in the same
 * statement), with their owner's address. Disabled accounts get no mail (and are not claimed, so they never crowd out
 * the others).
 */
export async function claimDueEmailSearches(db: Database, intervalMinutes: number, limit: number): Promise<DueEmailSearch[]> {
  const result = await db.execute(sql`
    UPDATE ${savedSearches} s SET email_checked_at = now()
    FROM ${users} u
    WHERE u.id = s.user_id AND s.id IN (
      SELECT due.id FROM ${savedSearches} due JOIN ${users} owner ON owner.id = due.user_id
      WHERE due.email_alerts AND owner.disabled_at IS NULL
        AND (due.email_checked_at IS NULL OR due.email_checked_at < now() - make_interval(mins => ${intervalMinutes}::int))
      ORDER BY due.email_checked_at NULLS FIRST, due.id
      LIMIT ${limit}
      FOR UPDATE OF due SKIP LOCKED
    )
    RETURNING s.id, s.name, s.query, s.seen, s.emailed_keys, u.email
  `);
  const rows = (result as unknown as { rows: { id: number; name: string; query: string; seen: SearchSnapshot | string; emailed_keys: string[]; email: string }[] }).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    query: row.query,
    seen: typeof row.seen === "string" ? (JSON.parse(row.seen) as SearchSnapshot) : row.seen,
    emailedKeys: row.emailed_keys,
    email: row.email,
  }));
}

export interface OutboxMessage {
  savedSearchId: number;
  toAddress: string;
  subject: string;
  textBody: string;
  headers: Record<string, string>;
}

/** Queues the e-mail and records which alerts it carries, in one transaction (a crash between them sends nothing twice). */
export async function enqueueAlertEmail(db: Database, message: OutboxMessage, emailedKeys: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(alertEmailOutbox).values(message);
    await tx.update(savedSearches).set({ emailedKeys }).where(eq(savedSearches.id, message.savedSearchId));
  });
}

export interface ClaimedEmail extends OutboxMessage {
  id: number;
  /** Including this one. */
  attempts: number;
}

/**
 * Claims up to `limit` due messages for one sending attempt: their next attempt moves `leaseSeconds` ahead, so a
 * process that dies mid-send leaves them to be retried, and other processes skip them meanwhile.
 */
export async function claimDueEmails(db: Database, limit: number, leaseSeconds: number): Promise<ClaimedEmail[]> {
  const result = await db.execute(sql`
    UPDATE ${alertEmailOutbox} SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds}::int)
    WHERE id IN (
      SELECT id FROM ${alertEmailOutbox}
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
      ORDER BY next_attempt_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, saved_search_id, to_address, subject, text_body, headers, attempts
  `);
  const rows = (
    result as unknown as {
      rows: { id: number; saved_search_id: number; to_address: string; subject: string; text_body: string; headers: Record<string, string> | string; attempts: number }[];
    }
  ).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    savedSearchId: Number(row.saved_search_id),
    toAddress: row.to_address,
    subject: row.subject,
    textBody: row.text_body,
    headers: typeof row.headers === "string" ? (JSON.parse(row.headers) as Record<string, string>) : row.headers,
    attempts: Number(row.attempts),
  }));
}

export async function markEmailSent(db: Database, id: number): Promise<void> {
  await db.update(alertEmailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(alertEmailOutbox.id, id));
}

/** A failed attempt: retried at `retryAt`, or given up (`retryAt` null). */
export async function markEmailFailed(db: Database, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(alertEmailOutbox)
    .set(retryAt ? { lastError: error.slice(0, 1000), nextAttemptAt: retryAt } : { lastError: error.slice(0, 1000), failedAt: new Date() })
    .where(and(eq(alertEmailOutbox.id, id), sql`${alertEmailOutbox.sentAt} IS NULL`));
}
