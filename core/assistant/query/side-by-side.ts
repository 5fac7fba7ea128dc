/**
 * Two or more communities compared with no measure named ("compare Heron Yards 5 and Cypress Flats 7", "X vs Y"):
 * after the verdict on rent, the facts a renter weighs next, side by side: size, year built, pets, parking, lease
 * terms and the amenities only one of them has. Every figure is the listing's own.
 */
import { formatWholeNumber } from "../../format/ranges.ts";
import { joinWords } from "../../matching/wording.ts";
import type { MatchCommunity } from "../../matching/types.ts";
import { describePetCharges, describePetPolicy } from "../../pets/pet-policy.ts";
import { leaseTermLabels } from "../answer-community.ts";
import type { Lookups } from "../knowledge.ts";
import { parkingSpoken } from "../../reference/parking.ts";

function sizes(community: MatchCommunity): string {
  const feet = community.floorPlans.map((plan) => plan.sqft).filter((sqft): sqft is number => sqft !== null && sqft > 0);
  if (feet.length === 0) return "no size listed";
  const [least, most] = [Math.min(...feet), Math.max(...feet)];
  return least === most ? `${formatWholeNumber(least)} sq ft` : `${formatWholeNumber(least)}-${formatWholeNumber(most)} sq ft`;
}

function pets(community: MatchCommunity): string {
  const charges = describePetCharges(community.petPolicy);
  return `${describePetPolicy(community.petPolicy).toLowerCase()}${charges ? ` (${charges})` : ""}`;
}

function terms(community: MatchCommunity): string {
  const labels = leaseTermLabels(community);
  return labels.length === 0 ? "none listed" : joinWords(labels.map((label) => label.toLowerCase()));

}

/** The lines after a comparison's verdict: one per fact, each naming every side. */
export function sideBySide(slugs: readonly string[], lookups: Lookups): string {
  const sides = slugs.map((slug) => lookups.catalogue.bySlug.get(slug)).filter((c): c is MatchCommunity => c !== undefined);
  if (sides.length < 2) return "";
  const each = (fact: (c: MatchCommunity) => string) => sides.map((c) => `${fact(c)} at ${c.title}`).join("; ");
  // In the catalogue's amenity order.
  const only = sides
    .map((c) => {
      const own = lookups.knowledge.amenities.filter((amenity) => c.amenityIds.includes(amenity.id) && sides.every((other) => other === c || !other.amenityIds.includes(amenity.id)));
      return own.length > 0 ? `only at ${c.title}: ${own.map((amenity) => amenity.displayName.toLowerCase()).join(", ")}` : null;
    })
    .filter((part): part is string => part !== null);
  const lines = [
    `Size: ${each(sizes)}.`,
    `Built: ${each((c) => `${c.yearBuilt}`)}.`,
    `Pets: ${each(pets)}.`,
    `Parking: ${each((c) => (c.parking.length === 0 ? "none listed" : parkingSpoken(c.parking)))}.`,
    `Lease terms: ${each(terms)}.`,
    only.length > 0 ? `Amenities: ${only.join("; ")}.` : "Amenities: the same.",
  ];
  return lines.join("\n");
}
