/**
 * A question about one community by name ("Does Ironbark Yards allow dogs?",
 * "how much is Pelican Flats?") or by its card: its facts from the catalogue.
 */
import { formatBedRange, formatDollars, formatPriceRange, formatSqftRange, formatWholeNumber } from "../format/ranges.ts";
import { formatCalendarDate } from "../format/dates.ts";
import { specialLine, specialRunsOn } from "../catalogue/specials.ts";
import type { MatchCommunity, MatchPlan } from "../matching/types.ts";
import { animalWelcome, describePetCharges, describePetPolicy, type RenterAnimal } from "../pets/pet-policy.ts";
import { readAnimal } from "./query/read-query.ts";
import { PICKER_WORDS } from "./asks-or-states.ts";
import { PARKING_AMENITY, PETS_AMENITY } from "../matching/amenity-keys.ts";
import { bathsLabel, bedsLabel, daysAgo, joinWords } from "../matching/wording.ts";
import { dayNumber } from "../matching/calendar.ts";
import { LEASE_LENGTH_LABELS, LEASE_LENGTHS, type LeaseLength } from "../reference/lease-lengths.ts";
import { PARKING_KIND_ADJECTIVES, parkingKindsAsked, parkingSpoken } from "../reference/parking.ts";
import type { AnswerContext } from "./answer-context.ts";
import { hasAmenity } from "./answer-amenities.ts";
import { SECURITY_DEPOSIT } from "./answer-no-data.ts";
import { amenityPredicate, amenityPredicateSingular } from "./amenity-words.ts";
import { normaliseTitle, titleWithOneWordOut } from "./catalogue-index.ts";
import { editDistance } from "../commute/edit-distance.ts";
import { describeRailWalk, nearestRailWalk } from "../commute/walk-to-rail.ts";
import type { KnowledgeAmenity, Lookups } from "./knowledge.ts";
import { cardMarker, markersIn } from "./markers.ts";

/** The last messages' named communities per catalogue: the reader, the topic rules and respond() all ask for one message's. */
const namedCache = new WeakMap<Lookups, Map<string, readonly MatchCommunity[]>>();
const NAMED_CACHE_SIZE = 32;

/** Communities the message names, by card marker or by title (the longest title wins where two overlap). */
export function communitiesNamed(message: string, lookups: Lookups): MatchCommunity[] {
  let cache = namedCache.get(lookups);
  if (!cache) namedCache.set(lookups, (cache = new Map()));
  const known = cache.get(message);
  if (known) return [...known];
  const found = findCommunitiesNamed(message, lookups);
  if (cache.size >= NAMED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(message, found);
  return [...found];
}

/**
 * The message with the titles of the communities it names left out ("Tell me about Cedar Yards 604" -> "Tell me
 * about the community"): a number or word of a name is never read as a budget, a size or a place.
 */
export function withoutCommunityTitles(message: string, communities: readonly MatchCommunity[]): string {
  let text = message;
  for (const community of communities) {
    const words = normaliseTitle(community.title).split(" ").filter(Boolean);
    if (words.length === 0) continue;
    // The title's words (letters and digits only) in order, whatever stands between them (spaces, hyphens, an apostrophe).
    const pattern = new RegExp(String.raw`\b${words.join("[^a-z0-9]+")}\b`, "gi");
    text = text.replace(pattern, "the community");
  }
  return text;
}

function findCommunitiesNamed(message: string, lookups: Lookups): MatchCommunity[] {
  const { catalogue } = lookups;
  const found: MatchCommunity[] = [];
  for (const slug of markersIn(message).apartment) {
    const community = catalogue.bySlug.get(slug);
    if (community) found.push(community);
  }
  const words = normaliseTitle(message).split(" ").filter(Boolean);
  const { byTitle, longestTitleWords, byTitleWithOneWordOut } = catalogue.titles();
  const longest = Math.min(longestTitleWords, words.length);
  for (let i = 0; i < words.length; i++) {
    for (let n = longest; n >= 2; n--) {
      if (i + n > words.length) continue;
      const window = words.slice(i, i + n);
      const community = byTitle.get(window.join(" ")) ?? withOneSlip(window, byTitleWithOneWordOut);
      if (community) {
        if (!found.includes(community)) found.push(community);
        i += n - 1;
        break;
      }
    }
  }
  return found;
}

/** The one community whose title the words spell with one slip in one long word ("Saltgrsas Place 48"), else undefined. */
function withOneSlip(words: readonly string[], byTitleWithOneWordOut: Map<string, MatchCommunity[]>): MatchCommunity | undefined {
  for (let at = 0; at < words.length; at++) {
    const typed = words[at]!;
    if (typed.length < 4) continue;
    const matches = (byTitleWithOneWordOut.get(titleWithOneWordOut(words, at)) ?? []).filter((community) => {
      const word = normaliseTitle(community.title).split(" ")[at] ?? "";
      return word !== typed && editDistance(word, typed, 2) <= (word.length >= 7 ? 2 : 1);
    });
    if (matches.length === 1) return matches[0];
  }
  return undefined;
}

/** "Fennel Lofts'", "Marigold Quarters'", "Ironbark Yards'", "The Heron's". */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** "Month-to-month", "6 months", …, shortest first. */
export function leaseTermLabels(community: MatchCommunity): string[] {
  return [...community.leaseTerms]
    .sort((a, b) => LEASE_LENGTHS.indexOf(a as LeaseLength) - LEASE_LENGTHS.indexOf(b as LeaseLength))
    .map((term) => LEASE_LENGTH_LABELS[term as LeaseLength] ?? term);
}

/** The special a community runs on `today` (Houston's day, the knowledge's), as one line; null when none runs. */
function runningSpecial(community: MatchCommunity, today: string): string | null {
  return community.special && specialRunsOn(community.special, today) ? specialLine(community.special) : null;
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
  const terms = leaseTermLabels(community);
  const special = runningSpecial(community, lookups.knowledge.today);
  const sentences = [
    `${marker ? `${marker} ` : ""}${community.title}${neighborhood ? ` is in ${neighborhood}` : ""}.`,
    plans.length > 0
      ? `${formatBedRange(Math.min(...beds), Math.max(...beds))}, ${formatPriceRange(Math.min(...rents), Math.max(...rents))} a month, ${formatSqftRange(Math.min(...sizes), Math.max(...sizes))}; ${open} of ${plans.length} floor plans have a unit open.`
      : "It has no floor plans listed.",
    community.petsAllowed ? `Pets allowed${community.petRent > 0 ? ` (${formatDollars(community.petRent)}/month pet rent)` : ""}.` : "No pets.",
    community.parking.length > 0 ? `Parking: ${parkingSpoken(community.parking)}.` : "",
    amenities.length > 0 ? `Amenities: ${amenities.join(", ")}.` : "",
    terms.length > 0 ? `Lease terms: ${joinWords(terms)}.` : "",
    special ? `Move-in special: ${special}.` : "",
  ];
  return sentences.filter(Boolean).join(" ");
}

/** " ($40/month pet rent)", " (no pet rent)", " (covered $50 a month and garage $75 a month)": what the yes costs. */
function feeNote(community: MatchCommunity, amenity: KnowledgeAmenity): string {
  if (amenity.name === PETS_AMENITY) return community.petRent > 0 ? ` (${formatDollars(community.petRent)}/month pet rent)` : " (no pet rent)";
  if (amenity.name === PARKING_AMENITY && community.parking.length > 0) return ` (${parkingSpoken(community.parking)})`;
  return "";
}

/**
 * "Does it take cats?", "would my 70 lb lab be OK?": the community's pet policy judged for the animal named
 * (core/pets/pet-policy.ts), with the policy itself. An assistance animal is not a pet: its rules and fees never apply.
 */
function petAnswer(community: MatchCommunity, animal: RenterAnimal, yes: string, no: string, context: AnswerContext): string {
  const policy = describePetPolicy(community.petPolicy);
  const verdict = animalWelcome(community.petPolicy, animal);
  if (animal.assistance) return `${yes}${community.title} has to consider an assistance animal whatever its pet policy (${policy.toLowerCase()}): it is not a pet, so no pet rent, fee, deposit, breed or weight limit applies.`;
  const many = animal.count > 1;
  const what =
    animal.kind === "dog" && animal.alsoCat
      ? `${animal.weightLb !== null ? `a dog of ${animal.weightLb} lb` : "a dog"} and a cat`
      : animal.kind === "dog"
      ? many ? `${animal.count} dogs` : animal.weightLb !== null ? `a dog of ${animal.weightLb} lb` : "dogs"
      : animal.kind === "cat" ? (many ? `${animal.count} cats` : "cats") : many ? `${animal.count} pets` : "pets";
  // A breed some policies refuse ("a pit mix"): said by the breed rule, never as a dog refused outright.
  if (!verdict.welcome && verdict.reason === "breed") return `${no}${community.title} restricts some dog breeds, so that breed may not be allowed: the leasing office can say which. Its pet policy: ${policy}.`;
  if (!verdict.welcome) return `${no}${community.title} doesn't take ${what}. Its pet policy: ${policy}.`;
  const breeds = animal.restrictedBreed === true && animal.kind === "dog" ? " It lists no breed restrictions." : "";
  const rent = community.petPolicy.petRent;
  // "Is it pet rent or deposit or both?": every charge the policy states.
  const charges = /\b(?:fees?|deposits?|charges?|both|upfront|up front|one-time|costs?)\b/.test(context.text) ? describePetCharges(community.petPolicy) : null;
  if (charges) return `${yes}${community.title} takes ${what}.${breeds} ${charges}. Its pet policy: ${policy}.`;
  return `${yes}${community.title} takes ${what}${rent > 0 ? ` (${formatDollars(rent)}/month pet rent${many ? " per pet" : ""})` : " (no pet rent)"}.${breeds} Its pet policy: ${policy}.`;
}

/** What a community's listing does not hold, asked of it: said so, never guessed. */
const UNKNOWN_FACTS: readonly [RegExp, string][] = [
  [SECURITY_DEPOSIT, "the security deposit"],
  [/\butilit(?:y|ies)\b/, "what utilities cost or include"],
  [/\b(?:application|admin(?:istration)?) fees?\b/, "the application and admin fees"],
  [/\b(?:income requirements?|credit (?:score|check)|background checks?)\b/, "the screening requirements"],
  [/\b(?:section 8|vouchers?)\b/, "whether it takes housing vouchers"],
];

/** What a question about a community asks for, when it is one thing the facts hold: answered with that alone. */
const TOPICS = {
  rent: /\b(?:rents?|price[sd]?|pricing|cost|costs|how much|cheaper|cheapest|more expensive|pricier|less expensive|more affordable)\b/,
  size: /\b(?:bigger|biggest|larger|largest|smaller|smallest|size|sizes|square (?:feet|footage)|sq ?ft|how big)\b/,
  plans: /\b(?:floor ?plans?|layouts?|unit types?|(?:what|which) plans|plans (?:do|does|are|at|there))\b|\b(?:is|are) (?:that|it|this|they) (?:an? )?(?:studios?|\d[\s-]?(?:bed|br|bd|bedroom)s?)\b|\bhow many (?:bedrooms|beds)\b/,
  availability: /\b(?:available|availability|open units?|units? (?:open|available|left)|how many units|how many (?:are |r )?(?:left|open|still open|remaining)|vacanc(?:y|ies)|move in|move-in|open (?:before|by|now|yet|in)|when can (?:i|we) move)\b/,
  baths: /\b(?:baths?|bathrooms?)\b/,
  pets: /\bpet (?:deposits?|fees?|policy|policies|costs?|charges?)\b|\b(?:upfront|up front|one-time|total) (?:pet )?(?:costs?|charges?) for (?:a |my |the )?(?:pet|dog|cat)\b|\b(?:weight limit|breed(?: restrictions?)?|how (?:big|heavy) (?:a|of a) dog)\b|\bpet rent or\b/,
  lease: /\b(?:lease (?:terms?|lengths?|options)|leases|how long (?:is|are) the lease|month[- ]to[- ]month|short[- ]term)\b/,
  built: /\b(?:built|year built|how old|constructed|construction)\b/,
  tour: /\b(?:tours?|touring|visit|see it|see the (?:place|apartment|unit)|showing|viewing)\b/,
  contact: /\b(?:address|located|where is|phone|number to call|call them|contact)\b/,
  rail: /\b(?:light rail|metro ?rail|rail|train|station)\b/,
  // "When was that checked?", "how up to date is it": when its availability was last confirmed.
  checked: /\b(?:when (?:was|were|did|is) (?:(?:it|that|this|they|those|these|you|u|the \w+(?: one)?) )?(?:last )?(?:checked|updated|verified|confirmed)|last (?:checked|updated|verified)|how (?:up to date|current|fresh|recent) (?:is|are)|(?:checked|updated|verified) (?:when|how long ago|recently))\b/,
  amenities: /\b(?:what|which|list (?:of )?(?:the |its |their )?|any other|other|all (?:the |its |their )?) ?(?:amenities|perks|features)\b|\bamenities (?:does|do|at|of|are there|it has|they have)\b/,
  special: /\b(?:move[- ]in (?:specials?|deals?|promos?|promotions?|incentives?)|specials?|concessions?|free rent|(?:months?|weeks?) free|promos?|promotions?)\b/,
  parking: /\b(?:how much|what) (?:is|does|do|for|are) (?:the |they charge for |it cost for )?parking\b|\bparking (?:fees?|costs?|prices?|rates?|charges?)\b|\bhow much (?:to|for) park\b/,
  unknown: new RegExp(UNKNOWN_FACTS.map(([cue]) => cue.source).join("|")),
} as const;
type Topic = keyof typeof TOPICS;

function topicsAsked(text: string): Topic[] {
  // "A move-in special" asks no move-in date.
  const rest = text.replace(new RegExp(TOPICS.special.source, "g"), " ");
  return (Object.keys(TOPICS) as Topic[]).filter((topic) => TOPICS[topic].test(topic === "special" ? text : rest));
}

/** What a community's listing does not hold, as asked: "the security deposit", "whether utilities are included". */

function unknownAsked(text: string): string[] {
  return UNKNOWN_FACTS.filter(([cue]) => cue.test(text)).map(([, what]) => what);
}

/** One community's answer to the topics asked: a head line per topic, then its plans when they are the answer. */
function topicAnswer(community: MatchCommunity, asked: readonly Topic[], context: AnswerContext): string {
  let topics = asked;
  const { today } = context.lookups.knowledge;
  const neighborhood = context.lookups.neighborhoodById.get(community.neighborhoodId)?.name;
  const marker = cardMarker("apartment", community.slug);
  const plans = [...community.floorPlans].sort((a, b) => a.beds - b.beds || a.rent - b.rent);
  // The plan the last reply quoted for this community ("the cheapest 3 bed ... (the C1: ...)"): what "it" is about.
  const focus = shownPlan(context, community);
  const planWords = (plan: MatchPlan) => `the ${plan.name} (${bedsLabel(plan.beds)})`;
  const heads: string[] = [];
  // "How much per sq ft?": the rent over the size, for the plan quoted (or each plan), instead of the two apart.
  if (PER_SQFT.test(context.text) && plans.some((plan) => plan.sqft > 0) && topics.some((topic) => topic === "rent" || topic === "size")) {
    const perFoot = (plan: MatchPlan) => `$${(Math.round((plan.rent / plan.sqft) * 100) / 100).toFixed(2)} per sq ft`;
    const priced = (focus ? [focus] : plans).filter((plan) => plan.sqft > 0);
    heads.push(
      focus
        ? `${upperFirst(planWords(focus))} at ${community.title}: ${formatDollars(focus.rent)} a month for ${formatWholeNumber(focus.sqft)} sq ft is ${perFoot(focus)}.`
        : `Rent per square foot at ${community.title}: ${joinWords(priced.map((plan) => `${perFoot(plan)} for ${planWords(plan)}`))}.`,
    );
    topics = topics.filter((topic) => topic !== "rent" && topic !== "size");
    if (topics.length === 0) return `${marker ? `${marker} ` : ""}${heads.join(" ")}`;
  }
  for (const topic of topics) {
    if (topic === "baths") {
      heads.push(
        focus
          ? `${upperFirst(planWords(focus))} at ${community.title} has ${bathsLabel(focus.baths)}.`
          : `Bathrooms at ${community.title}: ${joinWords([...new Set(plans.map((p) => `${bathsLabel(p.baths)} in the ${bedsLabel(p.beds)}${plans.filter((q) => q.beds === p.beds).length > 1 ? ` ${p.name}` : ""}`))])}.`,
      );
      continue;
    }
    if (topic === "pets") {
      const charges = describePetCharges(community.petPolicy);
      heads.push(`${possessive(community.title)} pet policy: ${describePetPolicy(community.petPolicy)}${charges ? `. ${charges}` : ""}.`);
      continue;
    }
    if (focus && topic === "availability") {
      heads.push(`${upperFirst(planWords(focus))} at ${community.title}: ${availability(focus, today)}.`);
      continue;
    }
    if (focus && (topic === "size" || (topic === "rent" && !CHEAPEST_ASKED.test(context.text)))) {
      heads.push(`${upperFirst(planWords(focus))} at ${community.title} is ${formatWholeNumber(focus.sqft)} sq ft at ${formatDollars(focus.rent)} a month.`);
      continue;
    }
    if (focus && topic === "plans") {
      heads.push(`The plan I showed at ${community.title}, the ${focus.name}, is a ${bedsLabel(focus.beds)}: ${formatWholeNumber(focus.sqft)} sq ft, ${formatDollars(focus.rent)} a month.`);
      continue;
    }
    if (topic === "tour") {
      heads.push(`You can book a tour of ${community.title} yourself: 'Book a tour' on its card shows its free times for the next two weeks (Houston time), in person or by video, and a locator sees your booking.`);
    } else if (topic === "rail") {
      const walk = nearestRailWalk(community);
      heads.push(walk ? `${community.title}: ${describeRailWalk(walk)}.` : `${community.title} has no METRORail station within walking distance.`);
    } else if (topic === "checked") {
      const days = Math.max(0, dayNumber(today) - dayNumber(community.verifiedAt.slice(0, 10)));
      heads.push(`Availability at ${community.title} was last checked ${daysAgo(days)}, on ${formatCalendarDate(community.verifiedAt.slice(0, 10))}.`);
    } else if (topic === "amenities") {
      const names = community.amenityIds.map((id) => context.lookups.amenityById.get(id)?.displayName).filter((name): name is string => name !== undefined);
      heads.push(names.length > 0 ? `Amenities at ${community.title}: ${joinWords(names)}.` : `${community.title} lists no amenities.`);
    } else if (topic === "parking") {
      heads.push(community.parking.length > 0 ? `Parking at ${community.title}: ${parkingSpoken(community.parking)}.` : `${community.title} lists no parking.`);
    } else if (topic === "special") {
      // Only a special running today (Houston's day) is said; one that ended, or has not started, is none.
      const special = runningSpecial(community, today);
      heads.push(
        special
          ? `${community.title} has a move-in special: ${special}. The rents I quote are the listed rents, before the special.`
          : `${community.title} has no move-in special running right now, so the listed rents are what you'd pay; the leasing office can say if one is coming.`,
      );
    } else if (topic === "built") {
      heads.push(`${community.title} was built in ${community.yearBuilt}.`);
    } else if (topic === "contact") {
      heads.push(`${community.title}${neighborhood ? ` is in ${neighborhood}; its` : "'s"} street address and phone number are on its page (its card links there).`);
    } else if (topic === "unknown") {
      heads.push(
        `I don't have ${joinWords(unknownAsked(context.text))} for ${community.title} in my data, so I won't guess: the leasing office can tell you, or use 'Request info' on its page and a locator will ask for you.`,
      );
    } else if (topic === "lease") {
      const terms = leaseTermLabels(community);
      heads.push(terms.length > 0 ? `Lease terms at ${community.title}: ${joinWords(terms)}.` : `${community.title} lists no lease terms; the leasing office can say.`);
    } else if (plans.length === 0) {
      heads.push(`${community.title} has no floor plans listed.`);
    } else if (topic === "rent" && CHEAPEST_ASKED.test(context.text)) {
      // "The cheapest 2 bed there": among its 2-bed plans, when it has any.
      const said = /\bstudios?\b/.test(context.text) ? 0 : Number(/\b(\d) ?(?:beds?|br|bds?|bdrms?|bedrooms?)\b/.exec(context.text)?.[1] ?? NaN);
      const sized = plans.filter((plan) => plan.beds === said);
      const cheapest = (sized.length > 0 ? sized : plans).reduce((best, plan) => (plan.rent < best.rent ? plan : best));
      heads.push(`The cheapest plan at ${community.title} is ${planWords(cheapest)}: ${formatDollars(cheapest.rent)} a month, ${formatWholeNumber(cheapest.sqft)} sq ft, ${availability(cheapest, today)}.`);
    } else if (topic === "rent") {
      const rents = plans.map((p) => p.rent);
      heads.push(`${community.title} rents ${formatPriceRange(Math.min(...rents), Math.max(...rents))} a month across ${plans.length === 1 ? "its one floor plan" : `${plans.length} floor plans`}.`);
    } else if (topic === "plans") {
      heads.push(`${community.title} has ${plans.length === 1 ? "one floor plan" : `${plans.length} floor plans`}:`);
    } else if (topic === "size") {
      const [min, max] = [Math.min(...plans.map((p) => p.sqft)), Math.max(...plans.map((p) => p.sqft))];
      const verb = plans.length === 1 ? "one floor plan is" : min === max ? "floor plans are all" : "floor plans run";
      heads.push(`${possessive(community.title)} ${verb} ${formatSqftRange(min, max)}.`);
    } else {
      const open = plans.filter((p) => p.unitsAvailable > 0).length;
      if (open === 0) heads.push(`No floor plan at ${community.title} has a unit open right now.`);
      else if (open === plans.length) heads.push(plans.length === 1 ? `${possessive(community.title)} one floor plan has a unit open.` : `All ${plans.length} floor plans at ${community.title} have a unit open.`);
      else heads.push(`${open} of the ${plans.length} floor plans at ${community.title} ${open === 1 ? "has" : "have"} a unit open.`);
    }
  }
  // The plan just quoted answers for it; with none, every plan is listed.
  const showPlans = !focus && topics.some((topic) => topic === "rent" || topic === "size" || topic === "availability" || topic === "plans" || topic === "baths") && plans.length > 0;
  const lines = showPlans ? plans.slice(0, 8).map((plan) => `- ${planFacts(plan, today)}`) : [];
  return [`${marker ? `${marker} ` : ""}${[...new Set(heads)].join(" ")}`, ...lines].join("\n");
}

/** Rent per square foot asked: "how much per sq ft", "price per square foot", "$/sqft". */
const PER_SQFT = /\bper (?:sq|square|sf)\b|\$ ?\/ ?(?:sq ?ft|sf)\b|\bpsf\b/;

/**
 * Facts of the one a superlative picked, asked beside the pick ("what amenities does the newest building downtown have",
 * "how much is the parking at the cheapest 1 bed"): each such fact of that community; null when none is asked.
 */
export function factsOfPick(context: AnswerContext, community: MatchCommunity): string | null {
  const topics = topicsAsked(context.text).filter((topic) => PICK_FACTS.has(topic));
  return topics.length > 0 ? topicAnswer(community, topics, context).replace(/^\[\[apartment:[^\]]+\]\] /, "") : null;
}
const PICK_FACTS: ReadonlySet<Topic> = new Set(["amenities", "parking", "pets", "lease", "contact", "checked"]);

/** The words that pick one of the cards shown: "the cheapest one", "(units left) at the cheapest" (read-topic.ts picks it). */
const PICKER = new RegExp(String.raw`\bthe (?:${PICKER_WORDS}) one\b|\b(?:for|at|of|in|on) the (?:${PICKER_WORDS})(?: place| community| building)?\s*\??$`);

/** "The cheapest unit there": the community's cheapest plan, not the plan last quoted. */
const CHEAPEST_ASKED = /\b(?:cheapest|lowest|least expensive|most affordable)\b/;

const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The plan the last reply quoted for this community ("[[apartment:x]] X: $1,895 (the C1: 3-bed, ..."), if one. */
function shownPlan(context: AnswerContext, community: MatchCommunity): MatchPlan | null {
  const last = [...context.history].reverse().find((message) => message.role === "assistant")?.content ?? "";
  const at = last.indexOf(`[[apartment:${community.slug}]]`);
  if (at < 0) return null;
  const name = /^[^\n]{0,120}?\(the ([A-Za-z0-9-]+): /.exec(last.slice(at))?.[1];
  return community.floorPlans.find((plan) => plan.name === name) ?? null;
}

/** The two communities that lead on a figure of their plans (largest first for "desc"), or null with fewer than two. */
function leadingTwo(communities: readonly MatchCommunity[], figure: (community: MatchCommunity) => number, order: "asc" | "desc") {
  const ranked = communities
    .filter((c) => c.floorPlans.length > 0)
    .map((c) => ({ c, value: figure(c) }))
    .sort((a, b) => (order === "asc" ? a.value - b.value : b.value - a.value));
  return ranked.length < 2 ? null : ([ranked[0]!, ranked[1]!] as const);
}

/** "Which is bigger, A or B?": the community whose largest plan is larger. */
function sizeComparison(communities: readonly MatchCommunity[]): string | null {
  const two = leadingTwo(communities, (c) => Math.max(...c.floorPlans.map((p) => p.sqft)), "desc");
  if (!two) return null;
  const [first, second] = two;
  if (first.value === second.value) return `Their largest plans are the same size: ${formatWholeNumber(first.value)} sq ft.`;
  return `${first.c.title} has the larger plans: up to ${formatWholeNumber(first.value)} sq ft, against ${formatWholeNumber(second.value)} at ${second.c.title}.`;
}

/** "Which is cheaper, A or B?": the community whose cheapest plan costs less. */
function rentComparison(communities: readonly MatchCommunity[]): string | null {
  const two = leadingTwo(communities, (c) => Math.min(...c.floorPlans.map((p) => p.rent)), "asc");
  if (!two) return null;
  const [first, second] = two;
  if (first.value === second.value) return `Their cheapest plans cost the same: ${formatDollars(first.value)} a month.`;
  return `${first.c.title} is cheaper to get into: from ${formatDollars(first.value)} a month, against ${formatDollars(second.value)} at ${second.c.title}.`;
}

/** A question that asks for a yes or a no ("does it…", "is there…", "can I…"), by its first word. */
const YES_NO_QUESTION = /^(?:is|are|does|do|did|can|could|will|would|has|have|should|may|might|any)\b/;

/** "Is it under 2500?", "would that be over $2k?": the rent asked against a sum. Group 1: the side; 2: the sum. */
const RENT_CHECK = /^(?:(?:ok|okay|so|and|but|hmm)\s)*(?:is|would|will|does|can|could)\s(?:it|that|that one|this one|this|the rent|its rent|that rent|rent)\s(?:be\s|come in\s|stay\s|cost\s|run\s|go\s)?(under|below|less than|within|at most|over|above|more than)\s\$?\s?(\d{1,2}(?:,\d{3})+|\d+(?:\.\d+)?\s?k?)\b/;

/**
 * "Is it under 2500?" of one community: yes or no, with the plan it holds for (the plan the last reply quoted, else
 * its cheapest among the bedrooms shown, else its cheapest), and by how much.
 */
function rentVerdict(context: AnswerContext, community: MatchCommunity): string | null {
  const match = RENT_CHECK.exec(context.text);
  if (!match) return null;
  const sum = /k$/.test(match[2]!.replace(/\s/g, "")) ? Math.round(parseFloat(match[2]!) * 1000) : Number(match[2]!.replace(/[,\s]/g, ""));
  if (!Number.isFinite(sum) || sum <= 0) return null;
  const shownBeds = context.shownBeds;
  const withBeds = shownBeds ? community.floorPlans.filter((p) => (shownBeds.min === null || p.beds >= shownBeds.min) && (shownBeds.max === null || p.beds <= shownBeds.max)) : [];
  const pool = withBeds.length > 0 ? withBeds : community.floorPlans;
  if (pool.length === 0) return null;
  const plan = shownPlan(context, community) ?? pool.reduce((best, p) => (p.rent < best.rent ? p : best));
  const under = /^(?:under|below|less than|within|at most)$/.test(match[1]!);
  const fits = under ? (match[1] === "within" || match[1] === "at most" ? plan.rent <= sum : plan.rent < sum) : plan.rent > sum;
  const gap = Math.abs(plan.rent - sum);
  const side = plan.rent === sum ? `exactly ${formatDollars(sum)}` : `${formatDollars(gap)} ${plan.rent < sum ? "under" : "over"} ${formatDollars(sum)}`;
  const marker = cardMarker("apartment", community.slug);
  return `${marker ? `${marker} ` : ""}${fits ? "Yes" : "No"}: the ${plan.name} (${bedsLabel(plan.beds)}, ${formatWholeNumber(plan.sqft)} sq ft) at ${community.title} is ${formatDollars(plan.rent)} a month, ${side}.`;
}

/** Facts about the communities named, with a yes or no for each amenity the message asks about. */
export function answerCommunityQuestion(context: AnswerContext, communities: readonly MatchCommunity[]): string {
  const { lookups } = context;
  const verdict = communities.length === 1 ? rentVerdict(context, communities[0]!) : null;
  if (verdict) return verdict;
  // An animal named ("my 90 lb lab", "a service dog") asks about the pet policy, whatever words it took.
  const animal = readAnimal(context.text, []);
  const keys = [...context.understanding.mentioned.amenities, ...(animal && !context.understanding.mentioned.amenities.includes(PETS_AMENITY) ? [PETS_AMENITY] : [])];
  const asked = keys.map((key) => lookups.amenityByKey.get(key)).filter((a): a is KnowledgeAmenity => a !== undefined);
  // "Units left at the cheapest", "the drive for the cheapest one": the word picked the community; it asks no rent.
  const asking = { ...context, text: context.text.replace(PICKER, "").trim() };
  const topics = asked.length === 0 ? topicsAsked(asking.text) : [];
  // Up to five: the cards a reply shows ("what's the pet rent at those?").
  const most = Math.min(5, communities.length);
  if (topics.length > 0) {
    const shown = communities.slice(0, most);
    const parts = shown.map((community) => topicAnswer(community, topics, asking));
    const comparison =
      shown.length < 2 ? null : topics.includes("size") ? sizeComparison(shown) : topics.includes("rent") && /\b(?:cheaper|less expensive|more affordable)\b/.test(context.text) ? rentComparison(shown) : null;
    // The comparison answers "which is bigger/cheaper", so it comes first; each community's figures follow.
    return [...(comparison ? [comparison] : []), ...parts].join("\n\n");
  }
  return communities
    .slice(0, most)
    .map((community) => {
      if (asked.length === 0) return facts(community, lookups);
      // "Does it allow dogs?" is answered yes or no; "what does it charge for parking?" with the fact alone.
      const [yes, no] = YES_NO_QUESTION.test(context.text) ? ["Yes, ", "No, "] : ["", ""];
      const answers = asked.map((amenity) =>
        amenity.name === PETS_AMENITY
          ? petAnswer(community, readAnimal(context.text, [PETS_AMENITY])!, yes, no, context)
          : amenity.name === PARKING_AMENITY && hasAmenity(community, amenity) && parkingKindsAsked(context.text).length > 0
          ? parkingKindAnswer(community, parkingKindsAsked(context.text), yes, no)
          : hasAmenity(community, amenity)
          ? `${yes}${community.title} ${amenityPredicateSingular(amenity)}${feeNote(community, amenity)}.`
          : `${no}${community.title} doesn't ${amenityPredicate(amenity).replace(/^are /, "count as ")}.`,
      );
      const marker = cardMarker("apartment", community.slug);
      return `${marker ? `${marker} ` : ""}${answers.join(" ")}`;
    })
    .join("\n\n");
}

/** "Does it have covered parking?": yes with the options of the kinds asked and their costs, or no with what it does list. */
function parkingKindAnswer(community: MatchCommunity, kinds: readonly string[], yes: string, no: string): string {
  const words = joinWords(kinds.map((kind) => PARKING_KIND_ADJECTIVES[kind as keyof typeof PARKING_KIND_ADJECTIVES])).replace(/ and (?=[^,]*$)/, " or ");
  const meeting = community.parking.filter((option) => kinds.includes(option.kind));
  return meeting.length > 0 ? `${yes}${community.title} has ${words} parking (${parkingSpoken(meeting)}).` : `${no}${community.title} has no ${words} parking: it lists ${parkingSpoken(community.parking)}.`;
}

/** "2 units open", "1 unit open from Jul 1, 2026" or "no unit open right now". */
export function availability(plan: MatchPlan, today: string): string {
  if (plan.unitsAvailable > 0) {
    const from = plan.availableFrom > today ? ` from ${formatCalendarDate(plan.availableFrom)}` : "";
    return `${plan.unitsAvailable} unit${plan.unitsAvailable === 1 ? "" : "s"} open${from}`;
  }
  return "no unit open right now";
}

/** "plan B1: 2 bed / 2 baths, 1,120 sq ft, $1,905 a month, 3 units open". */
export function planFacts(plan: MatchPlan, today: string): string {
  return `plan ${plan.name}: ${bedsLabel(plan.beds)} / ${bathsLabel(plan.baths)}, ${formatWholeNumber(plan.sqft)} sq ft, ${formatDollars(plan.rent)} a month, ${availability(plan, today)}`;
}

/** A named community's plans for one bedroom count, or what it has instead. */
export function answerCommunityPlans(context: AnswerContext, community: MatchCommunity, beds: number): string {
  const today = context.lookups.knowledge.today;
  const marker = cardMarker("apartment", community.slug);
  const plans = community.floorPlans.filter((p) => p.beds === beds).sort((a, b) => a.rent - b.rent);
  const head = `${marker ? `${marker} ` : ""}${community.title}`;
  if (plans.length === 0) {
    const counts = [...new Set(community.floorPlans.map((p) => p.beds))].sort((a, b) => a - b);
    return `${head} has no ${bedsLabel(beds)} plans. ${counts.length > 0 ? `It has ${joinWords(counts.map((b) => `${bedsLabel(b)}`))} plans.` : "It has no floor plans listed."}`;
  }
  const lines = plans.map((plan) => `- ${planFacts(plan, today)}`);
  return [`${head} has ${plans.length === 1 ? `one ${bedsLabel(beds)} plan` : `${plans.length} ${bedsLabel(beds)} plans`}:`, ...lines].join("\n");
}

/** "The place called Bayou Lofts", "a complex named Heights Mercantile Flats": group 1 the name, as written. */
const CALLED = /\b(?:place|community|complex|building|property|apartments?|one)\s+(?:called|named)\s+((?:[A-Z0-9][\w'&.-]*)(?:\s+(?:[A-Z0-9][\w'&.-]*|of|at|on|the))*?(?:\s+[A-Z0-9][\w'&.-]*)?)(?=\s+(?:on|in|at|near|by|and|or|but)\b|[,.?!;]|$)/g;

/**
 * Communities the message names that we do not list ("the place called Bayou Lofts on Washington"): their names, so the
 * reply says so instead of answering about something else, and so their words ("Heights" in "Heights Mercantile
 * Flats") are not read as places to live.
 */
export function unlistedCommunitiesNamed(message: string, lookups: Lookups): string[] {
  const out: string[] = [];
  for (const m of message.matchAll(CALLED)) {
    const name = m[1]!.trim();
    const plain = normaliseTitle(name);
    // Listed by that title, or by a longer one it starts ("Bayou Lofts" for "Bayou Lofts 26"); only a message that says
    // "called" or "named" pays for the pass over the titles.
    const { byTitle } = lookups.catalogue.titles();
    if (plain.length < 3 || byTitle.has(plain) || [...byTitle.keys()].some((title) => title.startsWith(`${plain} `))) continue;
    out.push(name);
  }
  return out;
}
