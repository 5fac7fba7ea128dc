/**
 * Reads of a single neighborhood for its public page.
 */
import { eq } from "drizzle-orm";
import { formatPriceRange } from "../../core/format/ranges.ts";
import type { Database } from "../client-types.ts";
import { neighborhoods } from "../schema/index.ts";
import type { NeighborhoodSummary } from "./catalog.ts";

/** A neighborhood as its page shows it; null when no neighborhood has this slug. */
export async function getNeighborhoodBySlug(db: Database, slug: string): Promise<NeighborhoodSummary | null> {
  const [n] = await db.select().from(neighborhoods).where(eq(neighborhoods.slug, slug)).limit(1);
  if (!n) return null;
  return {
    id: n.id,
    slug: n.slug,
    name: n.name,
    description: n.description,
    imageUrl: n.imageUrl,
    priceRange: formatPriceRange(n.rentLow, n.rentHigh) ?? "",
    highlights: n.highlights,
    featured: n.featured,
    aliases: n.aliases,
    latitude: n.latitude,
    longitude: n.longitude,
  };
}
