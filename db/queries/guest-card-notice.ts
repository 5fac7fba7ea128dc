/**
 * The guest-card notice (issue 28, decision 037): the communities where a signed-in renter should name their locator as
 * the referral source, because the locator registered them there (a registration still open) or shared a list holding
 * them. The apartment page reads it through the viewer (the page itself is one render for everybody).
 */
import { and, eq, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client-types.ts";
import { clientOptionApartments, clientOptions, clients, referralRegistrations, users } from "../schema/index.ts";

export interface GuestCardCommunities {
  communityIds: number[];
  /** The locator to name: the list's, else the registration's, by display name (else username); null when unknown. */
  locator: string | null;
}

/** Null when the renter has neither an open registration nor a shared list. */
export async function guestCardCommunities(db: Database, userId: number, today: string): Promise<GuestCardCommunities | null> {
  const listLocator = alias(users, "list_locator");
  const registrar = alias(users, "registrar");
  const [listed, registered] = await Promise.all([
    db
      .select({ apartmentId: clientOptionApartments.apartmentId, locator: sql<string | null>`coalesce(nullif(trim(${listLocator.displayName}), ''), ${listLocator.username})` })
      .from(clientOptions)
      .innerJoin(clientOptionApartments, eq(clientOptionApartments.clientOptionId, clientOptions.id))
      .leftJoin(listLocator, eq(listLocator.id, clientOptions.locatorId))
      // Only what the client sees: items added up to the last share.
      .where(and(eq(clientOptions.userId, userId), isNotNull(clientOptions.sharedAt), lte(clientOptionApartments.addedAt, clientOptions.sharedAt))),
    db
      .select({ apartmentId: referralRegistrations.apartmentId, locator: sql<string | null>`coalesce(nullif(trim(${registrar.displayName}), ''), ${registrar.username})` })
      .from(referralRegistrations)
      .innerJoin(clients, eq(clients.id, referralRegistrations.clientId))
      .leftJoin(registrar, eq(registrar.id, referralRegistrations.createdById))
      .where(and(eq(clients.userId, userId), isNull(clients.mergedIntoId), gte(referralRegistrations.expiresOn, today), isNotNull(referralRegistrations.apartmentId))),
  ]);
  const ids = new Set<number>();
  for (const row of [...listed, ...registered]) if (row.apartmentId !== null) ids.add(row.apartmentId);
  if (!ids.size) return null;
  return { communityIds: [...ids].sort((a, b) => a - b), locator: listed[0]?.locator ?? registered[0]?.locator ?? null };
}
