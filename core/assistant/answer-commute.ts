/**
 * "How long is the drive to TMC from the Heights?": the commute model of
 * core/commute (distance, a road factor, an average speed; no traffic) from a
 * neighborhood's centre, or from a community named in the message ("how far is
 * Pelican Flats from the Medical Center?"), to a place it can find on its
 * Houston gazetteer.
 */
import { AVERAGE_DRIVE_SPEED_MPH, estimateDrive } from "../commute/estimate-drive.ts";
import { resolveDestination } from "../commute/resolve-destination.ts";
import { APPROXIMATE_LOCATION, isApproximate } from "../geo/approximate-location.ts";
import type { Destination } from "../commute/types.ts";
import type { MatchCommunity } from "../matching/types.ts";
import { joinWords } from "../matching/wording.ts";
import { neighborhoodsFromHistory, type AnswerContext } from "./answer-context.ts";
import type { KnowledgeNeighborhood } from "./knowledge.ts";
import { cardMarker } from "./markers.ts";

/** "Where should I live if I work downtown?": answered with the neighborhoods nearest the workplace. */
export const WHERE_TO_LIVE = /\b(?:where should (?:i|we) (?:live|look|rent|move)|where to (?:live|look|rent)|(?:which|what) (?:areas?|neighborhoods?|parts? of town))\b/;

export const COMMUTE_CUE = /\b(?:drive|driving|commute|commuting|how far|how long (?:to|does it take|would it take|is the)|distance|minutes? (?:to|from)|close to|closest to|closer to|nearest to|near(?:by)?|far from)\b/;

const MODEL_NOTE = `(estimated from the distance at a ${AVERAGE_DRIVE_SPEED_MPH} mph door-to-door average; traffic not included)`;

/** The message without its question marks and how the trip is asked about ("from UH by car", "to tmc drive time"). */
function withoutHow(message: string): string {
  return message.replace(/[?!]+/g, " ").replace(/\s+(?:by car|driving|drive time|commute time|travel time|in traffic)\b/gi, " ").trim();
}

/** The destination and origin phrases: "to TMC from the Heights", "how far is Katy from downtown". */
function phrases(message: string): { to: string | null; from: string | null } {
  // The clause that asks the drive ("I'm moving to Houston soon, how far is the Heights from downtown?"): a "to" said
  // elsewhere is no destination.
  const clauses = message.split(/[,;.!?]+\s*/).filter((clause) => clause.trim().length > 0);
  const asking = clauses.length > 1 ? clauses.find((clause) => DRIVE_ASKED.test(clause.toLowerCase())) : undefined;
  const text = withoutHow(asking ?? message);
  // "How long does it take to drive from X to Y": "to drive" is not where.
  const to = /\bto (?!(?:drive|get|go|commute|travel|walk)\b)(?:the )?(.+?)(?=\s+from\b|[.,;]|$)/i.exec(text)?.[1] ?? /\bto (?:get to )(?:the )?(.+?)(?=\s+from\b|[.,;]|$)/i.exec(text)?.[1] ?? null;
  const from = /\bfrom (?:the )?(.+?)(?=\s+to\b|[.,;]|$)/i.exec(text)?.[1] ?? null;
  if (to || !from) return { to, from };
  // "how far is Katy from downtown": the first place is where they would live.
  const subject = /\bhow far (?:is|are) (?:the )?(.+?)\s+from\b/i.exec(text)?.[1] ?? null;
  return { to: from, from: subject };
}

/** A place asked about without "to" or "from": "is it close to the Galleria", "near downtown". */
const NEAR_PLACE = /\b(?:near|close to|far from)\s+(?:the\s+)?(.+?)(?=[.,;]|$)/i;

/** The cues that ask for a drive whatever follows; "near" and "close to" only count when a known place follows. */
const DRIVE_ASKED = /\b(?:drive|driving|commute|commuting|how far|how long (?:to|does it take|would it take|is the)|distance)\b/;

/**
 * "How far is Pelican Flats from the Medical Center?", "drive from Ironbark Yards to downtown", "is Marigold Quarters
 * close to the Galleria?": where the drive from the community goes, as the renter named it (a place on the gazetteer,
 * else the phrase of a drive asked for). Null when the message asks no drive, or only says "near"/"close to" something
 * that is not a place on the gazetteer (then the community's facts answer).
 */
export function communityDriveAsked(context: AnswerContext, community: MatchCommunity): string | null {
  if (!COMMUTE_CUE.test(context.text)) return null;
  const text = withoutHow(context.message);
  const { to, from } = phrases(context.message);
  const near = NEAR_PLACE.exec(text)?.[1] ?? null;
  const title = community.title.toLowerCase();
  // Whichever phrase is not the community itself is where they would drive to.
  const candidates = [to, from, near].filter((phrase): phrase is string => phrase !== null && !phrase.toLowerCase().includes(title) && !title.includes(phrase.toLowerCase()));
  const known = candidates.find((phrase) => resolveDestination(phrase, context.lookups.knowledge.neighborhoods) !== null);
  if (known) return known;
  return DRIVE_ASKED.test(context.text) ? (candidates[0] ?? null) : null;
}

/** The drive from the community to the place named (communityDriveAsked), or that the place is not on the map. */
export function answerCommunityDrive(context: AnswerContext, community: MatchCommunity, place: string): string {
  const destination = resolveDestination(place, context.lookups.knowledge.neighborhoods);
  if (!destination) return `I couldn't find '${place}' on my map of Houston, so I can't estimate the drive from ${community.title}. Try a landmark, an employer or a neighborhood, such as 'Texas Medical Center' or 'Downtown'.`;
  const drive = estimateDrive(community, destination);
  const marker = cardMarker("apartment", community.slug);
  // Placed at its ZIP code's or neighborhood's center: the drive is from there, and says so.
  const approximate = isApproximate(community) ? ` (${APPROXIMATE_LOCATION})` : "";
  return `${marker ? `${marker} ` : ""}From ${community.title} to ${destination.name}: about ${roadMiles(drive.roadMiles)}${approximate}, roughly ${minutesText(drive.minutes)} by car ${MODEL_NOTE}.`;
}

/** "3.4 road miles", "1 road mile". */
function roadMiles(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} road mile${rounded === 1 ? "" : "s"}`;
}

function minutesText(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

function describeDrive(origin: KnowledgeNeighborhood, destination: Destination): string {
  const drive = estimateDrive(origin, destination);

  const marker = cardMarker("neighborhood", origin.slug);
  return `${marker ? `${marker} ` : ""}From the middle of ${origin.name} to ${destination.name}: about ${roadMiles(drive.roadMiles)}, roughly ${minutesText(drive.minutes)} by car.`;
}

export function answerCommute(context: AnswerContext): string | null {
  const { lookups, profile } = context;
  const neighborhoods = lookups.knowledge.neighborhoods;
  const { to, from } = phrases(context.message);
  const destinationText = to ?? profile.commuteTo;
  if (!destinationText) return null;
  const destination = resolveDestination(destinationText, neighborhoods);
  if (!destination) {
    return `I couldn't find '${destinationText}' on my map of Houston, so I can't estimate that drive. Try a landmark, an employer or a neighborhood, such as 'Texas Medical Center' or 'Downtown'.`;
  }
  const destinationSlug = destination.id.startsWith("neighborhood:") ? destination.id.slice("neighborhood:".length) : null;

  let origins: KnowledgeNeighborhood[] = [];
  const fromPlace = from ? resolveDestination(from, neighborhoods) : null;
  if (fromPlace?.id.startsWith("neighborhood:")) {
    const slug = fromPlace.id.slice("neighborhood:".length);
    origins = neighborhoods.filter((n) => n.slug === slug);
  }
  if (origins.length === 0) {
    origins = context.understanding.mentioned.neighborhoods
      .filter((slug) => slug !== destinationSlug && !namesPlace(destinationText, lookups.neighborhoodBySlug.get(slug)))
      .map((slug) => lookups.neighborhoodBySlug.get(slug))
      .filter((n): n is KnowledgeNeighborhood => n !== undefined);
  }
  if (origins.length === 0 && /\b(?:there|it|that area|from here)\b/.test(context.text)) origins = neighborhoodsFromHistory(context);
  if (origins.length === 0) origins = profile.neighborhoodIds.map((id) => lookups.neighborhoodById.get(id)).filter((n): n is KnowledgeNeighborhood => n !== undefined);
  origins = origins.filter((n) => n.slug !== destinationSlug).slice(0, 3);

  if (origins.length === 0) {
    const nearest = neighborhoods
      .filter((n) => n.slug !== destinationSlug)
      .map((n) => ({ n, minutes: estimateDrive(n, destination).minutes }))
      .sort((a, b) => a.minutes - b.minutes || a.n.name.localeCompare(b.n.name))
      .slice(0, 3);
    const list = nearest.map(({ n, minutes }) => `${cardMarker("neighborhood", n.slug)} ${n.name} (about ${minutes} min)`.trim());
    return `The neighborhoods with the shortest drive to ${destination.name} are ${joinWords(list)} ${MODEL_NOTE}. Tell me where you'd live and I'll estimate that drive.`;
  }
  return [...origins.map((origin) => describeDrive(origin, destination)), `That's ${MODEL_NOTE.slice(1, -1)}.`].join("\n");
}

/** Whether a phrase names the neighborhood (its name or an alias, as whole words). */
function namesPlace(phrase: string, neighborhood: KnowledgeNeighborhood | undefined): boolean {
  if (!neighborhood) return false;
  const words = ` ${phrase.toLowerCase().replace(/[^a-z0-9/]+/g, " ").trim()} `;
  return [neighborhood.name, ...neighborhood.aliases].some((alias) => words.includes(` ${alias.toLowerCase().replace(/^the /, "").replace(/[^a-z0-9/]+/g, " ").trim()} `));
}
