/**
 * The alert e-mail's database side (decision 027): which opted-in saved searches are due for a check (claimed with
 * FOR UPDATE SKIP LOCKED, so processes sharing a PostgreSQL database split the work and never check one search at
 * once) and what was already e-mailed; the e-mail itself goes into the one outbox (./outbox.ts).
 */
import { eq, sql } from "drizzle-orm";
import type { SearchSnapshot } from "../../core/alerts/detect-changes.ts";
import type { ComposedEmail } from "../../core/mail/outbox-kinds.ts";
import type { Database } from "../client-types.ts";
import { savedSearches, users } from "../schema/index.ts";
import { enqueueEmail } from "./outbox.ts";

export interface DueEmailSearch {
  id: number;
  name: string;
  query: string;
  seen: SearchSnapshot;
  /** When the renter last looked (the snapshot's time). */
  seenAt: Date;
  emailedKeys: string[];
  userId: number;
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
    RETURNING s.id, s.name, s.query, s.seen, s.seen_at, s.emailed_keys, s.user_id, u.email
  `);
  const rows = (result as unknown as { rows: { id: number; name: string; query: string; seen: SearchSnapshot | string; seen_at: Date | string; emailed_keys: string[]; user_id: number; email: string }[] }).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    query: row.query,
    seen: typeof row.seen === "string" ? (JSON.parse(row.seen) as SearchSnapshot) : row.seen,
    seenAt: new Date(row.seen_at),
    emailedKeys: row.emailed_keys,
    userId: Number(row.user_id),
    email: row.email,
  }));
}

/** Queues the e-mail and records which alerts it carries, in one transaction (a crash between them sends nothing twice). */
export async function enqueueAlertEmail(
  db: Database,
  search: { id: number; userId: number; email: string },
  email: ComposedEmail,
  emailedKeys: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await enqueueEmail(tx, { kind: "search-alert", userId: search.userId, savedSearchId: search.id, toAddress: search.email }, email);
    await tx.update(savedSearches).set({ emailedKeys }).where(eq(savedSearches.id, search.id));
  });
}
