/**
 * A question about one community by name ("Does Ironbark Yards allow dogs?",
 * "how much is Pelican Flats?") or by its card: its facts from the catalogue.
 */
import { formatBedRange, formatDollars, formatPriceRange, formatSqftRange } from "../format/ranges.ts";
import type { MatchCommunity } from "../matching/types.ts";
import { PARKING_AMENITY, PETS_AMENITY } from "../matching/amenity-keys.ts";
import { joinWords } from "../matching/wording.ts";
import { LEASE_LENGTH_LABELS, type LeaseLength } from "../reference/lease-lengths.ts";
import type { AnswerContext } from "./answer-context.ts";
import { hasAmenity } from "./answer-amenities.ts";
import { amenityPredicate, amenityPredicateSingular } from "./amenity-words.ts";
import { normaliseTitle } from "./catalogue-index.ts";
import type { KnowledgeAmenity, Lookups } from "./knowledge.ts";
import { cardMarker, markersIn } from "./markers.ts";

/** Communities the message names, by card marker or by title (the longest title wins where two overlap). */
export function communitiesNamed(message: string, lookups: Lookups): MatchCommunity[] {
  const { catalogue } = lookups;
  const found: MatchCommunity[] = [];
  for (const slug of markersIn(message).apartment) {
    const community = catalogue.bySlug.get(slug);
    if (community) found.push(community);
  }
  const words = normaliseTitle(message).split(" ").filter(Boolean);
  const { byTitle, longestTitleWords } = catalogue.titles();
  const longest = Math.min(longestTitleWords, words.length);
  for (let i = 0; i < words.length; i++) {
    for (let n = longest; n >= 2; n--) {
      if (i + n > words.length) continue;
      const community = byTitle.get(words.slice(i, i + n).join(" "));
      if (community) {
        if (!found.includes(community)) found.push(community);
        i += n - 1;
        break;
      }
    }
  }
  return found;
}

function facts(community: MatchCommunity, lookups: Lookups): string {
  const plans = community.floorPlans;
  const neighborhood = lookups.neighborhoodById.get(community.neighborhoodId)?.name;
  const marker = cardMarker("apartment", community.slug);
  const rents = plans.map((p) => p.rent);
  const beds = plans.map((p) => p.beds);
  const sizes = plans.map((p) => p.sqft);
  const open = plans.filter((p) => p.unitsAvailable > 0).length;
  const amenities = community.amenityIds.map((id) => lookups.amenityById.get(id)?.displayName).filter((name): name is string => name !== undefined);
  const terms = community.leaseTerms.map((term) => LEASE_LENGTH_LABELS[term as LeaseLength] ?? term);
  const sentences = [
    `${marker ? `${marker} ` : ""}${community.title}${neighborhood ? ` is in ${neighborhood}` : ""}.`,
    plans.length > 0
      ? `${formatBedRange(Math.min(...beds), Math.max(...beds))}, ${formatPriceRange(Math.min(...rents), Math.max(...rents))} a month, ${formatSqftRange(Math.min(...sizes), Math.max(...sizes))}; ${open} of ${plans.length} floor plans have a unit open.`
      : "It has no floor plans listed.",
    community.petsAllowed ? `Pets allowed${community.petRent > 0 ? ` (${formatDollars(community.petRent)}/month pet rent)` : ""}.` : "No pets.",
    community.parkingFee > 0 ? `Parking ${formatDollars(community.parkingFee)}/month.` : "",
    amenities.length > 0 ? `Amenities: ${amenities.join(", ")}.` : "",
    terms.length > 0 ? `Lease terms: ${joinWords(terms)}.` : "",
  ];
  return sentences.filter(Boolean).join(" ");
}

/** " ($40/month pet rent)", " (no pet rent)", " ($50/month)": what the yes costs. */
function feeNote(community: MatchCommunity, amenity: KnowledgeAmenity): string {
  if (amenity.name === PETS_AMENITY) return community.petRent > 0 ? ` (${formatDollars(community.petRent)}/month pet rent)` : " (no pet rent)";
  if (amenity.name === PARKING_AMENITY) return community.parkingFee > 0 ? ` (${formatDollars(community.parkingFee)}/month)` : " (included in the rent)";
  return "";
}

/** A question that asks for a yes or a no ("does it…", "is there…", "can I…"), by its first word. */
const YES_NO_QUESTION = /^(?:is|are|does|do|did|can|could|will|would|has|have|should|may|might|any)\b/;

/** Facts about the communities named, with a yes or no for each amenity the message asks about. */
export function answerCommunityQuestion(context: AnswerContext, communities: readonly MatchCommunity[]): string {
  const { lookups } = context;
  const asked = context.understanding.mentioned.amenities.map((key) => lookups.amenityByKey.get(key)).filter((a): a is KnowledgeAmenity => a !== undefined);
  return communities
    .slice(0, 3)
    .map((community) => {
      if (asked.length === 0) return facts(community, lookups);
      // "Does it allow dogs?" is answered yes or no; "what does it charge for parking?" with the fact alone.
      const [yes, no] = YES_NO_QUESTION.test(context.text) ? ["Yes, ", "No, "] : ["", ""];
      const answers = asked.map((amenity) =>
        hasAmenity(community, amenity)
          ? `${yes}${community.title} ${amenityPredicateSingular(amenity)}${feeNote(community, amenity)}.`
          : `${no}${community.title} doesn't ${amenityPredicate(amenity).replace(/^are /, "count as ")}.`,
      );
      const marker = cardMarker("apartment", community.slug);
      return `${marker ? `${marker} ` : ""}${answers.join(" ")}`;
    })
    .join("\n\n");
}
