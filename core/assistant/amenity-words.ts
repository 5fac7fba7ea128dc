/**
 * Amenities inside a sentence: "have a pool", "have in-unit washer/dryer",
 * "allow pets", "are furnished". Built from the display name, so a new amenity
 * in the catalogue reads sensibly without code.
 */
import { PETS_AMENITY } from "../matching/amenity-keys.ts";
import { lowerDisplayName } from "../matching/wording.ts";

/** Names that take no article: masses and services rather than things. */
const NO_ARTICLE = /^(?:in-unit|ev |air|parking|storage|controlled|bike|package|coworking|concierge|laundry|gated|covered|reserved|24)/;

/** "a pool", "an elevator", "in-unit washer/dryer", or null for a describing word ("furnished"). */
export function amenityNoun(displayName: string): string | null {
  const lower = lowerDisplayName(displayName);
  if (/(?:ed|able|ible|friendly)$/.test(lower)) return null;
  // Tested in lower case: the display name keeps acronyms ("EV charging").
  if (NO_ARTICLE.test(lower.toLowerCase())) return lower;
  return `${/^[aeiou]/.test(lower) ? "an" : "a"} ${lower}`;
}

/** What communities do when they have it, plural: "have a pool", "allow pets", "are furnished". */
export function amenityPredicate(amenity: { name: string; displayName: string }, pets = "pets"): string {
  if (amenity.name === PETS_AMENITY) return `allow ${pets}`;
  const noun = amenityNoun(amenity.displayName);
  return noun ? `have ${noun}` : `are ${lowerDisplayName(amenity.displayName)}`;
}

/** The same for one community: "has a pool", "allows pets", "is furnished". */
export function amenityPredicateSingular(amenity: { name: string; displayName: string }): string {
  return amenityPredicate(amenity).replace(/^have /, "has ").replace(/^allow /, "allows ").replace(/^are /, "is ");
}
