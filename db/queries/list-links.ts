/**
 * The private links of shared options lists (decision 038): made by a share that e-mails the list, looked up by the
 * hash of the token a request carries, summarised for the list's page in the back office, and revoked by the locator.
 * A link opens its list while it is not revoked, not past its expiry, and the list is shared.
 */
import { and, desc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { listLinkExpiry } from "../../core/admin/list-link.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { newVerificationToken } from "../../core/leases/lease-verification.ts";
import type { Database } from "../client-types.ts";
import { clientOptionLinks, clientOptions } from "../schema/index.ts";
import type { Tx } from "./admin/audited-tables.ts";

const live = (now: Date) => and(isNull(clientOptionLinks.revokedAt), gt(clientOptionLinks.expiresAt, now));

/**
 * A new link to list `listId` sent to `sentTo`, in the share's transaction: returns the token (it goes into the
 * e-mail and nowhere else) and when it expires. The list's other live links get the same expiry: a share keeps the
 * links of earlier e-mails working as long as the new one.
 */
export async function createListLink(tx: Tx, options: { listId: number; sentTo: string; now: Date }): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newVerificationToken();
  const expiresAt = listLinkExpiry(options.now);
  await tx
    .update(clientOptionLinks)
    .set({ expiresAt })
    .where(and(eq(clientOptionLinks.clientOptionId, options.listId), live(options.now)));
  await tx.insert(clientOptionLinks).values({ clientOptionId: options.listId, tokenHash: hash, sentTo: options.sentTo, createdAt: options.now, expiresAt });
  return { token, expiresAt };
}

/** The list a token's hash opens now, or null: no such link, revoked, expired, or the list not shared. */
export async function findListOfLink(db: Database | Tx, tokenHash: string, now = new Date()): Promise<{ listId: number } | null> {
  const [row] = await db
    .select({ listId: clientOptionLinks.clientOptionId })
    .from(clientOptionLinks)
    .innerJoin(clientOptions, eq(clientOptions.id, clientOptionLinks.clientOptionId))
    .where(and(eq(clientOptionLinks.tokenHash, tokenHash), live(now), isNotNull(clientOptions.sharedAt)))
    .limit(1);
  return row ?? null;
}

export interface ListLinkSummary {
  /** Links that open the list now. */
  live: number;
  /** When the last of them stops working (ISO), or null. */
  expiresAt: string | null;
  /** Where the newest live link was sent. */
  sentTo: string | null;
}

/** What the list's page in the back office says of its private links. */
export async function summarizeListLinks(db: Database | Tx, listId: number, now = new Date()): Promise<ListLinkSummary> {
  const rows = await db
    .select({ expiresAt: clientOptionLinks.expiresAt, sentTo: clientOptionLinks.sentTo })
    .from(clientOptionLinks)
    .where(and(eq(clientOptionLinks.clientOptionId, listId), live(now)))
    .orderBy(desc(clientOptionLinks.createdAt), desc(clientOptionLinks.id));
  const last = rows.reduce<Date | null>((latest, row) => (latest === null || row.expiresAt > latest ? row.expiresAt : latest), null);
  return { live: rows.length, expiresAt: last?.toISOString() ?? null, sentTo: rows[0]?.sentTo ?? null };
}

/** Revokes every link of the list that still works; returns how many. A revoked link never works again. */
export async function revokeListLinks(tx: Tx, listId: number, now: Date): Promise<number> {
  const revoked = await tx
    .update(clientOptionLinks)
    .set({ revokedAt: now })
    .where(and(eq(clientOptionLinks.clientOptionId, listId), live(now)))
    .returning({ id: clientOptionLinks.id });
  return revoked.length;
}

/** The list's unrevoked links as the audit log lists them (sent to, made, last day), so a share or a revocation shows in its history. */
export async function auditedListLinks(tx: Tx, listId: number): Promise<string[]> {
  const rows = await tx
    .select({ sentTo: clientOptionLinks.sentTo, createdAt: clientOptionLinks.createdAt, expiresAt: clientOptionLinks.expiresAt })
    .from(clientOptionLinks)
    .where(and(eq(clientOptionLinks.clientOptionId, listId), isNull(clientOptionLinks.revokedAt)))
    .orderBy(clientOptionLinks.id);
  return rows.map((row) => `private link to ${row.sentTo}, sent ${houstonCalendarDate(row.createdAt)}, works until ${houstonCalendarDate(row.expiresAt)}`);
}
