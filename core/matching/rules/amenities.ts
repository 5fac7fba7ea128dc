/**
 * Amenities: each wished amenity is its own rule ("amenity:pool"), sharing the
 * amenities weight equally, scoring 1 when the community has it and 0 when it
 * doesn't. Pets are judged by the community's petsAllowed flag. A renter's
 * note ("must be covered") can't be checked against the listing, so it is
 * passed on as something to ask.
 */
import { PARKING_AMENITY, PETS_AMENITY } from "../amenity-keys.ts";
import type { AmenityWishInContext, MatchContext } from "../match-context.ts";
import type { MatchCommunity } from "../types.ts";
import { amenityRuleName } from "../weights.ts";
import { formatDollars, missingAmenityText } from "../wording.ts";
import type { RuleEvaluation } from "./evaluation.ts";

function has(community: MatchCommunity, wish: AmenityWishInContext): boolean {
  return wish.key === PETS_AMENITY ? community.petsAllowed : community.amenityIds.includes(wish.id);
}

/** "Parking ($50/month)", "Pets allowed ($25/month pet rent)", or the display name. */
function presentText(community: MatchCommunity, wish: AmenityWishInContext): string {
  if (wish.key === PETS_AMENITY) return community.petRent > 0 ? `Pets allowed (${formatDollars(community.petRent)}/month pet rent)` : "Pets allowed, no pet rent";
  if (wish.key === PARKING_AMENITY) return community.parkingFee > 0 ? `Parking (${formatDollars(community.parkingFee)}/month)` : "Parking included in the rent";
  return wish.displayName;
}

export function explainAmenities(context: MatchContext, community: MatchCommunity): RuleEvaluation[] {
  const weight = context.weights.amenityEach;
  return context.wishes.map((wish) => {
    const rule = amenityRuleName(wish.key);
    if (!has(community, wish)) {
      const detail = missingAmenityText(wish.displayName);
      return { rule, weight, score: 0, detail, strengths: [], concerns: [detail] };
    }
    const present = presentText(community, wish);
    const note = wish.requirement ? `${wish.displayName}: you noted '${wish.requirement}', check with the community` : null;
    return {
      rule,
      weight,
      score: 1,
      detail: note ? `${present}; you noted '${wish.requirement}', check with the community` : `${present}, as you asked`,
      strengths: [`${present}, as you asked`],
      concerns: note ? [note] : [],
    };
  });
}
