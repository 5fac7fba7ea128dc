/**
 * Reads of a single neighborhood for its public page.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { neighborhoods } from "../schema/index.ts";
import { toNeighborhoodSummary, type NeighborhoodSummary } from "./catalog.ts";

/** A neighborhood as its page shows it; null when no neighborhood has this slug. */
export async function getNeighborhoodBySlug(db: Database, slug: string): Promise<NeighborhoodSummary | null> {
  const [row] = await db.select().from(neighborhoods).where(eq(neighborhoods.slug, slug)).limit(1);
  return row ? toNeighborhoodSummary(row) : null;
}
