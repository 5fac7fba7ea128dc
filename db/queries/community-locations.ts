/**
 * Where listed communities are, for the map: one indexed read by primary key for the cards a page shows. A position
 * that is a ZIP code's or neighborhood's center comes flagged, so its pin says so.
 */
import { and, inArray } from "drizzle-orm";
import type { LatLng } from "../../core/geo/distance.ts";
import type { Database } from "../client-types.ts";
import { apartments } from "../schema/index.ts";
import { listedApartments } from "./catalog.ts";

/** The cards with their coordinates, in the cards' order; a community no longer listed is left out. */
export async function withLocations<T extends { id: number }>(db: Database, cards: readonly T[]): Promise<Array<T & LatLng & { locationApproximate: boolean }>> {
  if (cards.length === 0) return [];
  const rows = await db
    .select({ id: apartments.id, latitude: apartments.latitude, longitude: apartments.longitude, locationApproximate: apartments.locationApproximate })
    .from(apartments)
    .where(and(listedApartments(), inArray(apartments.id, cards.map((card) => card.id))));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return cards.flatMap((card) => {
    const row = byId.get(card.id);
    return row ? [{ ...card, latitude: row.latitude, longitude: row.longitude, locationApproximate: row.locationApproximate }] : [];
  });
}
