/**
 * Saved searches (decision 027): a renter's named /listings searches, the snapshot of what they last saw, and the
 * alerts found against it. Alerts are worked out when the catalogue revision has moved since a search was last
 * checked (refreshSavedSearchAlerts), never per page view; the header then reads one indexed sum.
 */
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { detectChanges, plansToLookUp, SearchSnapshotSchema, snapshotOf, type RentWhenSeen, type SearchAlert, type SearchSnapshot } from "../../core/alerts/detect-changes.ts";
import { rentAt } from "../../core/pricing/rent-history.ts";
import { MAX_SAVED_SEARCHES } from "../../core/alerts/saved-search.ts";
import { parseListingFilters } from "../../core/search/listing-filters.ts";
import type { Database } from "../client-types.ts";
import { outbox, savedSearches } from "../schema/index.ts";
import { listRentHistories } from "./rent-history.ts";
import { watchedMatches } from "./search-apartments.ts";

export interface SavedSearchSummary {
  id: number;
  name: string;
  query: string;
  emailAlerts: boolean;
  seenAt: string;
  alerts: SearchAlert[];
}

const summaryColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  emailAlerts: savedSearches.emailAlerts,
  seenAt: savedSearches.seenAt,
  alerts: savedSearches.alerts,
};

/** The renter's saved searches, oldest first, with the alerts as of their last check. */
export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearchSummary[]> {
  const rows = await db.select(summaryColumns).from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.id));
  return rows.map((row) => ({ ...row, seenAt: row.seenAt.toISOString() }));
}

/** What the saved query returns now: the current side of detectChanges, and the next snapshot when the renter looks. */
export function runSavedQuery(db: Database, query: string) {
  return watchedMatches(db, parseListingFilters(query));
}

export type SaveResult = { ok: true; id: number; created: boolean } | { ok: false; reason: "limit" };

/**
 * Saves the search, seen as it is now. Saving a search the renter already has (the same canonical query) renames it
 * and sets its e-mail choice instead of making a second one.
 */
export async function saveSearch(
  db: Database,
  input: { userId: number; name: string; query: string; emailAlerts: boolean; revision: number },
): Promise<SaveResult> {
  const seen = snapshotOf(await runSavedQuery(db, input.query));
  return db.transaction(async (tx) => {
    // One renter's saves in turn, so the limit holds under concurrent submissions.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${input.userId}`}))`);
    const [existing] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, input.userId), eq(savedSearches.query, input.query)));
    if (existing) {
      await tx.update(savedSearches).set({ name: input.name, emailAlerts: input.emailAlerts, updatedAt: new Date() }).where(eq(savedSearches.id, existing.id));
      return { ok: true, id: existing.id, created: false };
    }
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(savedSearches).where(eq(savedSearches.userId, input.userId));
    if ((count?.n ?? 0) >= MAX_SAVED_SEARCHES) return { ok: false, reason: "limit" };
    const [row] = await tx
      .insert(savedSearches)
      // seen_at from here, not now(): whole milliseconds, so refreshSavedSearchAlerts can compare the value it read back.
      .values({ userId: input.userId, name: input.name, query: input.query, emailAlerts: input.emailAlerts, seen, seenAt: new Date(), checkedRevision: input.revision })
      .returning({ id: savedSearches.id });
    return { ok: true, id: row!.id, created: true };
  });
}

const ownSearch = (userId: number, id: number) => and(eq(savedSearches.userId, userId), eq(savedSearches.id, id));

/** The renter's saved search, or null (someone else's is as absent as one that does not exist). */
export async function findSavedSearch(db: Database, userId: number, id: number) {
  const [row] = await db.select(summaryColumns).from(savedSearches).where(ownSearch(userId, id));
  return row ?? null;
}

/** True when the renter had this search. */
export async function renameSavedSearch(db: Database, userId: number, id: number, name: string): Promise<boolean> {
  const rows = await db.update(savedSearches).set({ name, updatedAt: new Date() }).where(ownSearch(userId, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function setSavedSearchEmail(db: Database, userId: number, id: number, emailAlerts: boolean): Promise<boolean> {
  const rows = await db.update(savedSearches).set({ emailAlerts, updatedAt: new Date() }).where(ownSearch(userId, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Deletes the search and its unsent mail (the outbox cascades). */
export async function deleteSavedSearch(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(savedSearches).where(ownSearch(userId, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The renter has looked: what the search returns now becomes what they saw, and its alerts start again from none. */
export async function markSavedSearchSeen(db: Database, userId: number, id: number, revision: number): Promise<string | null> {
  const search = await findSavedSearch(db, userId, id);
  if (!search) return null;
  const seen = snapshotOf(await runSavedQuery(db, search.query));
  await db
    .update(savedSearches)
    .set({ seen, seenAt: new Date(), alerts: [], alertCount: 0, checkedRevision: revision, emailedKeys: [] })
    .where(ownSearch(userId, id));
  return search.query;
}

/**
 * Works out the alerts of every saved search of the renter not yet checked at this catalogue revision, and stores
 * them. A search the renter marked seen meanwhile is left alone (the update is guarded by the seen time read).
 */
export async function refreshSavedSearchAlerts(db: Database, userId: number, revision: number): Promise<void> {
  const stale = await db
    .select({ id: savedSearches.id, query: savedSearches.query, seen: savedSearches.seen, seenAt: savedSearches.seenAt })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), lt(savedSearches.checkedRevision, revision)));
  for (const search of stale) {
    const alerts = await alertsOf(db, search.query, search.seen, search.seenAt);
    await db
      .update(savedSearches)
      .set({ alerts, alertCount: alerts.length, checkedRevision: revision })
      .where(and(eq(savedSearches.id, search.id), eq(savedSearches.seenAt, search.seenAt)));
  }
}

/**
 * The alerts of a saved query against a stored snapshot taken at `seenAt`. The rent histories of the plans that may
 * have come down (one query) date the rent the renter saw and show a drop that brought a plan into the search.
 */
export async function alertsOf(db: Database, query: string, seen: SearchSnapshot, seenAt: Date): Promise<SearchAlert[]> {
  // Stored by this code, but read back from the database: a snapshot that no longer parses counts as empty, not as a crash.
  const parsed = SearchSnapshotSchema.safeParse(seen);
  const snapshot = parsed.success ? parsed.data : {};
  const current = await runSavedQuery(db, query);
  const histories = await listRentHistories(db, plansToLookUp(snapshot, current));
  const rentsWhenSeen = new Map<number, RentWhenSeen>();
  for (const [planId, history] of histories) {
    const then = rentAt(history, seenAt);
    if (then) rentsWhenSeen.set(planId, then);
  }
  return detectChanges(snapshot, current, rentsWhenSeen);
}

/**
 * The header's count: the renter's alerts as of the current catalogue revision. One indexed read when nothing moved;
 * after a catalogue change, the renter's searches are checked once, then it is one read again.
 */
export async function countSavedSearchAlerts(db: Database, userId: number, revision: number): Promise<number> {
  const read = async () => {
    const [row] = await db
      .select({ count: sql<number>`coalesce(sum(${savedSearches.alertCount}), 0)::int`, stale: sql<boolean>`coalesce(bool_or(${savedSearches.checkedRevision} < ${revision}), false)` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    return { count: Number(row?.count ?? 0), stale: Boolean(row?.stale) };
  };
  const first = await read();
  if (!first.stale) return first.count;
  await refreshSavedSearchAlerts(db, userId, revision);
  return (await read()).count;
}

/**
 * The unsubscribe link's action (no sign-in: the caller proved the token): e-mail off for the search and its unsent
 * mail dropped. The search's name, or null when it no longer exists (nothing will be sent for it either).
 */
export async function unsubscribeSavedSearch(db: Database, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(savedSearches).set({ emailAlerts: false, updatedAt: new Date() }).where(eq(savedSearches.id, id)).returning({ name: savedSearches.name });
    if (!row) return null;
    await tx.delete(outbox).where(and(eq(outbox.savedSearchId, id), isNull(outbox.sentAt)));
    return row.name;
  });
}

/** The name of the search a token names, for the unsubscribe page; null when it no longer exists. */
export async function savedSearchNameById(db: Database, id: number): Promise<{ name: string; emailAlerts: boolean } | null> {
  const [row] = await db.select({ name: savedSearches.name, emailAlerts: savedSearches.emailAlerts }).from(savedSearches).where(eq(savedSearches.id, id));
  return row ?? null;
}
