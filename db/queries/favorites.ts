import { and, asc, eq } from "drizzle-orm";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import type { Database } from "../client-types.ts";
import { apartments, favorites, neighborhoods } from "../schema/index.ts";
import { apartmentCardColumns, listedApartments, toApartmentCard, type ApartmentCard } from "./catalog.ts";

/*
 * A favorite of a hidden community is not shown: it is left out of the ids and the cards (and cannot be
 * added), but kept, so it comes back if the community is published again.
 */

export async function listFavoriteIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favorites.apartmentId })
    .from(favorites)
    .innerJoin(apartments, eq(apartments.id, favorites.apartmentId))
    .where(and(eq(favorites.userId, userId), listedApartments()))
    .orderBy(asc(favorites.createdAt), asc(favorites.apartmentId));
  return rows.map((r) => r.id);
}

/** `today` (YYYY-MM-DD, Houston) decides which specials the cards show. */
export async function listFavoriteCards(db: Database, userId: number, today = houstonCalendarDate(new Date())): Promise<ApartmentCard[]> {
  const rows = await db
    .select(apartmentCardColumns)
    .from(favorites)
    .innerJoin(apartments, eq(apartments.id, favorites.apartmentId))
    .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    .where(and(eq(favorites.userId, userId), listedApartments()))
    .orderBy(asc(favorites.createdAt), asc(favorites.apartmentId));
  return rows.map((row) => toApartmentCard(row, today));
}

/** Whether a listed community has this id (a hidden one does not exist for renters). */
export async function apartmentExists(db: Database, apartmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: apartments.id })
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), listedApartments()))
    .limit(1);
  return Boolean(row);
}

/** Idempotent: adding a favorite twice keeps one. */
export async function addFavorite(db: Database, userId: number, apartmentId: number) {
  await db.insert(favorites).values({ userId, apartmentId }).onConflictDoNothing();
}

/** Idempotent: removing one that is not there is fine. */
export async function removeFavorite(db: Database, userId: number, apartmentId: number) {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.apartmentId, apartmentId)));
}
