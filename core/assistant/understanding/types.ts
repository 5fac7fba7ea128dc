import type { PreferenceField } from "../../preferences/profile.ts";

/** What A.L.I. knows of the catalogue's names: built from the neighborhoods and amenities tables. */
export interface Vocabulary {
  /** zipCodes: five-digit ZIP codes the neighborhood lists; one ZIP may name several neighborhoods. */
  neighborhoods: readonly { slug: string; name: string; aliases: readonly string[]; zipCodes?: readonly string[] }[];
  amenities: readonly { name: string /* key: "washer-dryer" */; displayName: string; synonyms: readonly string[] }[];
}

export const INTENTS = [
  "search",
  "neighborhood-question",
  "price-question",
  "amenity-question",
  "process-question",
  "greeting",
  "thanks",
  "help",
  "off-topic",
  "skip",
  "profile-answer",
  /** The renter asks for a person (a Houston locator) to take over: understanding/hand-off.ts. */
  "hand-off",
] as const;

export type Intent = (typeof INTENTS)[number];

/** Only what the message states. */
export interface Extraction {
  name?: string;
  /** Normalised to 713-555-0142. */
  phone?: string;
  /** As the renter typed it. */
  commuteTo?: string;
  /** Slugs, in mention order. */
  neighborhoods?: string[];
  anyNeighborhood?: true;
  maxBudget?: number;
  bedrooms?: number;
  bathrooms?: number;
  sqft?: number;
  /** Amenity keys, with the renter's note ("covered", "must be covered") or null. */
  amenities?: { name: string; requirement: string | null }[];
  /** yyyy-mm-dd */
  moveInDate?: string;
  /** A LEASE_LENGTHS value other than 'custom', or the renter's own words ("9 months"). */
  leaseLength?: string;
}

export interface Understanding {
  /** Most likely first; never empty. */
  intents: Intent[];
  /** Values to save (a correction is just the new value). */
  set: Extraction;
  /** Negations: "not downtown", "no pool needed". */
  remove: { neighborhoods?: string[]; amenities?: string[] };
  /** Numbers stated inside an informational question ("how much is a 2 bed?"): what it asks about, never saved. */
  asked: Pick<Extraction, "maxBudget" | "bedrooms" | "bathrooms" | "sqft" | "moveInDate" | "leaseLength">;
  /** Every neighborhood and amenity the message names, whatever it says about them (what a question is about). */
  mentioned: { neighborhoods: string[]; amenities: string[] };
}

export interface UnderstandingContext {
  /** The field the profile build just asked for: a bare "2" or "Maria" answers it. */
  expecting?: PreferenceField;
}
