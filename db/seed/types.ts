/**
 * Shapes of the hand-written Houston reference data in db/seed/data/.
 * The generator (db/seed/generate-apartments.ts) and the loader (db/seed/load.ts)
 * turn these into rows.
 */

export interface NeighborhoodSeed {
  slug: string;
  name: string;
  /** Original prose, 2-4 sentences, about living there as a renter. */
  description: string;
  /** 3-5 short phrases: "Walkable to Buffalo Bayou Park". */
  highlights: string[];
  /** Lower-case strings a renter might type, including typos: "galleria", "tmc". */
  aliases: string[];
  featured: boolean;
  latitude: number;
  longitude: number;
  /** City for street addresses: "Houston", or the suburb ("Sugar Land", "Katy", ...). */
  city: string;
  /** ZIP codes apartments there may use. */
  postalCodes: string[];
  /** Real-ish street names in the area, used to invent addresses. */
  streets: string[];
  /** Typical asking rent for a 1-bedroom there, in dollars (2025 level). */
  oneBedroomRent: number;
  /** Rough year range of the rental stock. */
  builtFrom: number;
  builtTo: number;
}

export interface AmenitySeed {
  name: string;
  displayName: string;
  synonyms: string[];
}

export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  /** ISO date, e.g. "2026-03-14". */
  publishedAt: string;
  /** Markdown body. */
  content: string;
}
