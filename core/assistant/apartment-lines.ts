/**
 * Apartments in a reply: one line each with its card marker and a reason built
 * from the match result's strengths (which carry the numbers), and, when
 * nothing passes the hard limits, which limit bites and by how much.
 */
import { formatCalendarDate } from "../format/dates.ts";
import { formatDollars } from "../format/ranges.ts";
import { prepareMatchContext } from "../matching/match-context.ts";
import { communityIndexFor } from "../matching/community-index.ts";
import type { MatchResult } from "../matching/types.ts";
import { bedsLabel, planLabel } from "../matching/wording.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import { inPlace } from "./answer-context.ts";
import type { Lookups } from "./knowledge.ts";
import { cardMarker } from "./markers.ts";

/** Lower-cases the first letter of a sentence that continues another, keeping acronyms ("EV"). */
function continuing(text: string): string {
  // A sentence's capital only: "Pets allowed" -> "pets allowed", but a name stays whole ("Dog Park", "In-Unit
  // Washer/Dryer" read "dog Park" and "in-Unit Washer/Dryer" when only their first letter was lowered).
  const [first = "", second = ""] = text.split(" ");
  const name = /^[A-Z]/.test(second) || /-[A-Z]/.test(first);
  return /^[A-Z][a-z]/.test(text) && !name ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The strength that says the community is in a chosen neighborhood: the line names the neighborhood already. */
const NEIGHBORHOOD_STRENGTH = /^In .+, (?:one of )?your chosen neighborhoods?$/;

/** "$1,445 for the 2-bed plan, $355 under your $1,800 budget; about 9 min drive to Texas Medical Center (3.5 mi)". */
export function matchReason(result: MatchResult, strengthsWanted = 2): string {
  const strengths = result.keyStrengths.filter((s) => !NEIGHBORHOOD_STRENGTH.test(s));
  const price = strengths.find((s) => s.startsWith("$"));
  const parts = [price ?? `${formatDollars(result.plan.rent)} for ${planLabel(result.plan)}`];
  for (const strength of strengths) {
    if (parts.length >= strengthsWanted) break;
    if (strength !== price) parts.push(continuing(strength));
  }
  if (result.matchPercentage < 75 && result.potentialConcerns[0]) parts.push(`but ${continuing(result.potentialConcerns[0])}`);
  return parts.join("; ");
}

/** "[[apartment:slug]] Ironbark Yards (Montrose), 96% match: $1,445 for the 2-bed plan, ..." */
export function apartmentLine(result: MatchResult, lookups: Lookups, options: { percentage?: boolean } = {}): string {
  const community = lookups.catalogue.bySlug.get(result.slug);
  const title = community?.title ?? result.slug;
  const neighborhood = community ? lookups.neighborhoodById.get(community.neighborhoodId)?.name : undefined;
  const marker = cardMarker("apartment", result.slug);
  const where = neighborhood ? ` (${neighborhood})` : "";
  const match = options.percentage === false ? "" : `, ${result.matchPercentage}% match`;
  return `${marker ? `${marker} ` : ""}${title}${where}${match}: ${matchReason(result)}.`;
}

/**
 * Why nothing in the neighborhoods (null: the whole catalogue) passes the
 * profile's hard limits, in the order the matching engine checks them (pets,
 * bedrooms, budget, availability), with the nearest thing that would pass;
 * null when something does pass. It reads matching's columnar index (a pass
 * over typed arrays, about a millisecond at 50,000 communities).
 * "Nothing 2-bed under $900 in Montrose; the cheapest 2-bed there is $1,350."
 */
export function explainNoMatch(profile: PreferenceProfile, neighborhoodIds: readonly number[] | null, place: { name: string } | null, lookups: Lookups): string | null {
  const context = prepareMatchContext(profile, lookups.reference);
  const index = communityIndexFor(lookups.knowledge.communities);
  const where = inPlace(place);
  const there = place ? "there" : "anywhere";
  const slots = neighborhoodIds === null ? null : new Set(neighborhoodIds.map((id) => index.neighborhoodIds.indexOf(id)));

  let communities = 0;
  let candidates = 0;
  let largest = -1;
  let roomy = 0;
  let cheapestRoomy = Infinity;
  let cheapestOpen = Infinity;
  let affordable = 0;
  let affordableOpen = 0;
  let earliestDay = Infinity;
  let fits = false;
  for (let i = 0; i < index.count && !fits; i++) {
    if (slots !== null && !slots.has(index.neighborhoodSlot[i] as number)) continue;
    communities++;
    if (context.petsRequired && index.petsAllowed[i] !== 1) continue;
    candidates++;
    for (let p = index.planStart[i] as number, end = index.planStart[i + 1] as number; p < end; p++) {
      const beds = index.planBeds[p] as number;
      const rent = index.planRent[p] as number;
      const units = index.planUnits[p] as number;
      const day = index.planAvailableDay[p] as number;
      if (beds > largest) largest = beds;
      if (beds < context.minBeds) continue;
      roomy++;
      if (rent < cheapestRoomy) cheapestRoomy = rent;
      if (units > 0 && rent < cheapestOpen) cheapestOpen = rent;
      if (rent > context.rentCeiling) continue;
      affordable++;
      if (units <= 0) continue;
      affordableOpen++;
      if (context.moveBy === null || day <= context.moveByDay) fits = true;
      else if (day < earliestDay) earliestDay = day;
    }
  }
  if (fits) return null;
  if (communities === 0) return `I have no communities listed ${where}.`;
  if (candidates === 0) return `No community ${where} allows pets.`;
  const pets = context.petsRequired ? " pet-friendly" : "";
  if (roomy === 0) {
    return `No${pets} community ${where} has a ${bedsLabel(context.minBeds)} or larger plan; the largest ${there} is ${largest >= 0 ? bedsLabel(largest) : "not listed"}.`;
  }
  const size = context.bedroomsWanted === null ? "" : `${bedsLabel(context.bedroomsWanted)} `;
  if (affordable === 0 && context.budget !== null) {
    const cheapest = Number.isFinite(cheapestOpen) ? cheapestOpen : cheapestRoomy;
    return `Nothing${pets} ${size}under ${formatDollars(context.budget)} ${where}; the cheapest${pets} ${size || "plan "}${there} is ${formatDollars(cheapest)}. A budget of ${formatDollars(cheapest)} would bring it in.`.replace(/\s+/g, " ");
  }
  if (affordableOpen === 0) return `Every${pets} ${size}plan ${where} within your limits is full right now; none has a unit open.`.replace(/\s+/g, " ");
  const earliest = new Date(earliestDay * 86_400_000).toISOString().slice(0, 10);
  return `Nothing that fits ${where} is open by ${formatCalendarDate(context.moveBy as string)}; the earliest is ${formatCalendarDate(earliest)}. Moving your date to then would bring it in.`;
}
