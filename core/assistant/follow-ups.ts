/**
 * Follow-up suggestions (POST /api/chat/suggestions): three short questions
 * the renter could ask next, built from the neighborhoods and apartments of
 * the conversation and the saved profile, and only ones the engine can answer
 * with data (each is checked against the catalogue: no rents quoted for a
 * bedroom count a neighborhood doesn't have, no drive to a place it can't find).
 */
import { resolveDestination } from "../commute/resolve-destination.ts";
import { hasMatchingCriteria, type PreferenceProfile } from "../preferences/profile.ts";
import { amenityPredicate } from "./amenity-words.ts";
import { findNeighborhoodNames } from "./answer-context.ts";
import { lookupsFor, type AssistantKnowledge, type KnowledgeAmenity, type KnowledgeNeighborhood } from "./knowledge.ts";
import { markersIn } from "./markers.ts";
import { bedroomPlural } from "./rent-sentences.ts";

export const FOLLOW_UP_COUNT = 3;

/** Amenities worth asking about when the profile names none, most asked-about first. */
const USUAL_AMENITIES = ["washer-dryer", "pool", "gym", "parking"];

/** "have a pool", "allow dogs" (or cats, when only cats came up). */
function predicate(amenity: KnowledgeAmenity, conversation: string): string {
  return amenityPredicate(amenity, /\bcats?\b/i.test(conversation) && !/\bdogs?\b/i.test(conversation) ? "cats" : "dogs");
}

export function followUpSuggestions(conversation: string, profile: PreferenceProfile, knowledge: AssistantKnowledge): string[] {
  const lookups = lookupsFor(knowledge);
  const { catalogue } = lookups;
  const cards = markersIn(conversation);
  // "Which of these ...?" only right after a reply that showed apartments (lines "User: ..." and "A.L.I.: ..." or "assistant: ...").
  const replyStarts = [...conversation.matchAll(/(?:^|\n)(?:assistant|A\.L\.I\.):/gi)];
  const lastReply = conversation.slice(replyStarts.at(-1)?.index ?? 0);
  const shownNow = markersIn(lastReply).apartment.length > 0;
  const saved = profile.neighborhoodIds.map((id) => lookups.neighborhoodById.get(id)).filter((n): n is KnowledgeNeighborhood => n !== undefined);

  // The neighborhood the conversation is about: the last card shown, else the last one named, else the first saved.
  const shown = cards.neighborhood.map((slug) => lookups.neighborhoodBySlug.get(slug)).filter((n): n is KnowledgeNeighborhood => n !== undefined);
  const named = findNeighborhoodNames(conversation, knowledge.neighborhoods);
  const focus = shown.at(-1) ?? named.at(-1) ?? saved[0] ?? null;

  const wished = profile.amenities.map((wish) => lookups.amenityById.get(wish.id)).filter((a): a is KnowledgeAmenity => a !== undefined);
  const talkedAbout = knowledge.amenities.filter((a) => a.synonyms.some((synonym) => new RegExp(`\\b${synonym.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\b`, "i").test(conversation)));
  const usual = USUAL_AMENITIES.map((key) => lookups.amenityByKey.get(key)).filter((a): a is KnowledgeAmenity => a !== undefined);
  const amenity = talkedAbout[0] ?? wished[0] ?? usual.find((a) => !wished.includes(a)) ?? null;

  // A bedroom count the focus neighborhood (or the city) has plans for.
  const counts = catalogue.bedCounts(focus?.id ?? null);
  const beds = profile.bedrooms !== null && counts.includes(profile.bedrooms) ? profile.bedrooms : counts.includes(1) ? 1 : (counts[0] ?? null);

  const commute = profile.commuteTo ? resolveDestination(profile.commuteTo, knowledge.neighborhoods) : null;
  const commuteName = commute ? (commute.aliases.find((alias) => /^[a-z]{2,4}$/.test(alias))?.toUpperCase() ?? commute.name) : null;

  const candidates: (string | null)[] = [
    shownNow && amenity ? `Which of these ${predicate(amenity, conversation)}?` : null,
    focus && beds !== null ? `What do ${bedroomPlural(beds)} cost in ${focus.name}?` : null,
    focus && commuteName && !commute?.id.endsWith(`:${focus.slug}`) ? `How long is the drive to ${commuteName} from ${focus.name}?` : null,
    focus && !shown.includes(focus) ? `What is ${focus.name} like?` : null,
    focus && amenity && cards.apartment.length === 0 ? `Which places in ${focus.name} ${predicate(amenity, conversation)}?` : null,
    hasMatchingCriteria(profile) && cards.apartment.length === 0 ? "Can you show me my best matches?" : null,
    !focus && commuteName ? `Which neighborhoods are close to ${commuteName}?` : null,
    !focus && beds !== null ? `What do ${bedroomPlural(beds)} cost in Houston?` : null,
    !focus ? "Which neighborhoods are close to Downtown?" : null,
    "How does your free service work?",
    beds !== null ? `What do ${bedroomPlural(beds)} cost in Houston?` : null,
    "What amenities are most common?",
  ];
  return [...new Set(candidates.filter((c): c is string => c !== null))].slice(0, FOLLOW_UP_COUNT);
}
