/**
 * Amenities: each wished amenity is its own rule ("amenity:pool"), sharing the
 * amenities weight equally, scoring 1 when the community has it and 0 when it
 * doesn't. Pets are judged by the community's petsAllowed flag. A note on parking
 * that names a kind ("must be covered", "garage") is checked against the kinds the
 * community lists (parking as data, issue 29): it has it or it doesn't. Any other
 * note ("heated", "gated parking") can't be checked against the listing, so it is
 * passed on as something to ask.
 */
import { PARKING_KIND_ADJECTIVES, PARKING_KIND_LABELS, parkingKindsMeeting, parkingSpoken, type ParkingKind, type ParkingOption } from "../../reference/parking.ts";
import { PARKING_AMENITY, PETS_AMENITY } from "../amenity-keys.ts";
import type { AmenityWishInContext, MatchContext } from "../match-context.ts";
import type { MatchCommunity } from "../types.ts";
import { amenityRuleName } from "../weights.ts";
import { formatDollars, joinWords, missingAmenityText } from "../wording.ts";
import type { RuleEvaluation } from "./evaluation.ts";

function has(community: MatchCommunity, wish: AmenityWishInContext): boolean {
  return wish.key === PETS_AMENITY ? community.petsAllowed : community.amenityIds.includes(wish.id);
}

/** "Parking (covered $50 a month and garage $75 a month)", "Pets allowed ($25/month pet rent)", or the display name. */
function presentText(community: MatchCommunity, wish: AmenityWishInContext): string {
  if (wish.key === PETS_AMENITY) return community.petRent > 0 ? `Pets allowed (${formatDollars(community.petRent)}/month pet rent)` : "Pets allowed, no pet rent";
  if (wish.key === PARKING_AMENITY) return community.parking.every((option) => option.monthly === 0) ? "Parking included in the rent" : `Parking (${parkingSpoken(community.parking)})`;
  return wish.displayName;
}

/** "covered or garage" */
function kindWords(kinds: readonly ParkingKind[]): string {
  const words = kinds.map((kind) => PARKING_KIND_LABELS[kind].toLowerCase());
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** "covered parking ($50 a month)", "surface-lot parking (included in the rent)". */
const optionText = (option: ParkingOption) => `${PARKING_KIND_ADJECTIVES[option.kind]} parking (${option.monthly > 0 ? `${formatDollars(option.monthly)} a month` : "included in the rent"})`;

/** A note on parking that names kinds the catalogue records, judged by the community's options; null for any other wish or note. */
function parkingKindRule(community: MatchCommunity, wish: AmenityWishInContext, rule: string, weight: number): RuleEvaluation | null {
  const kinds = wish.key === PARKING_AMENITY && wish.requirement ? parkingKindsMeeting(wish.requirement) : null;
  if (!kinds) return null;
  const met = community.parking.filter((option) => kinds.includes(option.kind));
  if (met.length === 0) {
    const detail = `No ${kindWords(kinds)} parking${community.parking.length > 0 ? ` (it lists ${parkingSpoken(community.parking)})` : ""}`;
    return { rule, weight, score: 0, detail, strengths: [], concerns: [detail] };
  }
  const present = upperFirst(joinWords(met.map(optionText)));
  return { rule, weight, score: 1, detail: `${present}, as you asked`, strengths: [`${present}, as you asked`], concerns: [] };
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function explainAmenities(context: MatchContext, community: MatchCommunity): RuleEvaluation[] {
  const weight = context.weights.amenityEach;
  return context.wishes.map((wish) => {
    const rule = amenityRuleName(wish.key);
    const byKind = parkingKindRule(community, wish, rule, weight);
    if (byKind) return byKind;
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
