/**
 * The rest of the reader (read-query.ts reads what the evaluator computes): a message that asks no list, rank,
 * minimum, maximum, count or comparison becomes an `explain` or `no-data` query with its topics (schema.ts).
 * One table of rules, tried in order, each reading typed tokens of the understanding and a few cue words; the
 * first that holds gives the query. Nothing here answers: explain.ts does, from the query.
 *
 * Order: what we have no data on comes first (a question about flood zones in Montrose is not a Montrose
 * question); then the computed query (read-query.ts); then a community pointed at ("is it pet friendly?"
 * right after a reply about one), a named community's floor plans, coverage, parking costs, where to live for
 * the commute, a named community's facts or drive; then what the understanding's intents ask (at most two).
 */
import { readTerms } from "../answer-terms.ts";
import type { MatchCommunity } from "../../matching/types.ts";
import { latestShowing, parkingCostAsked } from "../answer-amenities.ts";
import { RENT_FIGURES_ASKED } from "../asks-or-states.ts";
import { communityDriveAsked } from "../answer-commute.ts";
import { communitiesNamed } from "../answer-community.ts";
import type { AnswerContext } from "../answer-context.ts";
import { coverageAsked } from "../answer-counts.ts";
import { dataGapsAsked } from "../answer-no-data.ts";
import { asksProfileRecall, MY_FIELD_ASKED } from "../answer-profile.ts";
import { whereToLiveDestination } from "../answer-where-to-live.ts";
import { outsidePlaceAsked } from "../outside-places.ts";
import type { Intent, Understanding } from "../understanding/index.ts";
import { asksAPlanThere, BARE_FACT_OF_ONE, FACT_OF_PICKED, FACT_OF_THOSE, ordinalsIn, PICKED_ONE, POINTS_AT_ONE, THERE_AT_THE_ONE, THEY_OF_THE_ONE, WITHIN_MY_BUDGET, type QueryReading } from "./read-query.ts";
import { baseQuery, EMPTY_FILTERS, EMPTY_SCOPE, type ExplainTopic, type Query, type Topic } from "./schema.ts";
import { pickByWord } from "./pick.ts";

/** Fields that narrow a search: a message stating any of them (or ruling something out) asks for matches, not facts. */
const CRITERIA: readonly (keyof Understanding["set"])[] = ["neighborhoods", "anyNeighborhood", "maxBudget", "bedrooms", "bathrooms", "sqft", "amenities", "moveInDate"];

export function statesCriteria(understanding: Understanding): boolean {
  return CRITERIA.some((field) => understanding.set[field] !== undefined) || (understanding.remove.neighborhoods?.length ?? 0) > 0 || (understanding.remove.amenities?.length ?? 0) > 0;
}

/** A wish to see a place: right after a reply about one community, it is about that community ("can I visit saturday?"). */
const TOUR_WISH = /\b(?:see (?:it|them|the (?:place|apartment|unit|property|community|building))|come (?:see|look)|tours?|touring|visit|visiting|viewing|showing)\b/;
/** A reply that named one community first and a runner-up (a query's min or max, word-answer.ts). */
const SUPERLATIVE_REPLY = /^(?:None of our listings record [^.]*\. )?The (?:cheapest|most expensive|biggest|smallest|newest|oldest|community|communities|\d)/;

/** Criteria a search states besides a lease term (bedrooms, a budget, an amenity, a pet...): the term is then one filter of a search. */
function otherCriteriaThanTerms(filters: Query["filters"]): boolean {
  const { beds, minBaths, rent, sqft, amenities, animal, availableBy, yearBuilt, maxParkingFee, petFree, hasSpecial, parkingKinds } = filters;
  return [beds, minBaths, rent, sqft, animal, availableBy, yearBuilt, maxParkingFee].some((value) => value !== null) || amenities.length > 0 || petFree || hasSpecial || parkingKinds.length > 0;
}

/** A question about the lease terms on offer ("a lease shorter than 12 months", "month to month", "what lease terms"). */
const LEASE_TERMS_ASKED = /\blease(?:s)? (?:terms?|lengths?|options?|shorter|longer|under|less than|of (?:\d|six|three))\b|\b(?:shorter|short[- ]term|month[- ]to[- ]month|\d+[- ]month) leases?\b|\bleases? (?:for|of) (?:less|fewer|under)\b/;

/** A question about the renter's own matches: "what are my best matches", "what's in my budget", "what fits me". */
const OWN_MATCHES_ASKED = new RegExp(String.raw`\b(?:(?:closest|nearest) (?:thing|things|match|matches|option|options|alternative|alternatives|fit|you (?:have|got))|my (?:best |top )?(?:matches|picks|options|results)|match(?:es)? me(?: best)?|(?:best|top) matches for me|(?:in|within|under|fits?|fitting) my (?:criteria|preferences|profile)|fits? me(?: best)?)\b|^(?:(?:so|ok|okay|and|then)\s)*what (?:can|could) (?:i|we) (?:\w+ )?afford(?: on (?:that|it|this|my budget))?\s*\??$|${WITHIN_MY_BUDGET.source}`);

/** What each answering intent of the understanding explains (the search intent: the renter's matches). */
const INTENT_TOPICS: Partial<Record<Intent, ExplainTopic>> = {
  search: "matches",
  "neighborhood-question": "neighborhood",
  "price-question": "prices",
  "amenity-question": "amenities",
  "process-question": "process",
};

function explain(topics: readonly ExplainTopic[], overrides: Partial<Query> = {}): Query {
  return baseQuery({ operation: "explain", topics: topics.map((kind): Topic => ({ kind })), ...overrides });
}

const inScope = (communities: readonly MatchCommunity[]) => ({ ...EMPTY_SCOPE, communities: communities.map((c) => c.slug) });

/** A reply that compared communities (a query's compare, word-answer.ts): a verdict, then one fact line per side. */
const COMPARE_REPLY = /^(?:None of our listings record [^.]*\. )?[^\n]*\n- \[\[apartment:[^\]]+\]\][^\n]*\n- \[\[apartment:/;

/**
 * The communities a pronoun, a card's position or a tour wish points at: the card named by its place ("the second
 * one"), the one the last reply was about, the winner it named first, or, after a comparison, every side compared ("does it take cats?" is answered for each, never for the whole city).
 */
function pointedAt(context: AnswerContext): MatchCommunity[] {
  const { understanding } = context;
  // "Tell me about the second one", "number 3?": that card of the last reply.
  const listed = context.listed ?? context.shown ?? [];
  const positions = ordinalsIn(context.text, listed.length);
  if (positions.length === 1) {
    const slug = listed[positions[0]!];
    // After a reply about one of them ("the first one"), "the second one" is still a card of the list before it.
    const card = (slug ? context.lookups.catalogue.bySlug.get(slug) : undefined) ?? latestShowing(context, positions[0]! + 1)?.communities[positions[0]!];
    if (card) return [card];
  }
  // "What's the pet rent at those?": every card the last reply showed.
  if (FACT_OF_THOSE.test(context.text) && (context.shown?.length ?? 0) > 0 && !/\b(?:average|median|typical|avg|per (?:square|sq))/.test(context.text)) {
    const cards = context.shown!.slice(0, 5).map((slug) => context.lookups.catalogue.bySlug.get(slug)).filter((c): c is MatchCommunity => c !== undefined);
    if (cards.length > 0) return cards;
  }
  const showing = latestShowing(context);
  // "What's the drive for the cheapest one?" after a list: the card with that figure.
  const pickedBy = /\b(?:of|among|from) (?:those|these|them|the list)\b/.test(context.text) ? undefined : (PICKED_ONE.exec(context.text)?.[1] ?? FACT_OF_PICKED.exec(context.text)?.[1]);
  if (pickedBy && showing && showing.communities.length > 1 && understanding.mentioned.neighborhoods.length === 0) return [pickByWord(showing.communities, pickedBy, context.shownBeds ?? null)!.community];
  // "Does either take cats?" after a comparison: each side ("pet rent or deposit or both" about one is not).
  const eitherSide = /\b(?:either|either one|both|each|each one|they|them)\b/.test(context.text) && (showing === null || COMPARE_REPLY.test(showing.text));
  // "How much is a 1 bed there?" right after a reply that named one community first: there is that community
  // (a neighborhood named in the message is not).
  // So is a fact asked in a few words ("year built?", "open units?") and a plan there ("the cheapest unit there").
  const thereIsTheOne = (THERE_AT_THE_ONE.test(context.text) || asksAPlanThere(context.text) || BARE_FACT_OF_ONE.test(context.text) || THEY_OF_THE_ONE.test(context.text)) && understanding.mentioned.neighborhoods.length === 0 && showing !== null && (SUPERLATIVE_REPLY.test(showing.text) || showing.communities.length === 1);
  if (!POINTS_AT_ONE.test(context.text) && !FACT_OF_PICKED.test(context.text) && !eitherSide && !thereIsTheOne && !(TOUR_WISH.test(context.text) && understanding.mentioned.neighborhoods.length === 0)) return [];
  if (!showing) return [];
  if (!eitherSide && (showing.communities.length === 1 || SUPERLATIVE_REPLY.test(showing.text))) return showing.communities.slice(0, 1);
  return COMPARE_REPLY.test(showing.text) && showing.communities.length <= 4 ? [...showing.communities] : [];
}

/**
 * The card with the lowest rent, the largest plan or the newest building, as the word says; rents and sizes of the
 * plans with the bedrooms the cards were shown for ("3 beds in Pearland", then "units left at the cheapest").
 */

/**
 * The message's query: a `no-data` query for data we lack or a place we do not cover, the computed query the
 * reader found, else an `explain` query of its topics; null when it asks nothing (small talk, a bare statement).
 */
export function messageQuery(context: AnswerContext, reading: QueryReading | null): Query | null {
  const query = topicOrComputed(context, reading);
  // What the message asks about that no listing records ("the noise level at Egret Yards") is named before the facts.
  const unknown = reading?.query.filters.unknown ?? [];
  const aboutTerms = query?.topics.some((topic) => topic.kind === "terms") === true;
  return query && query.operation === "explain" && !aboutTerms && unknown.length > 0 && query.filters.unknown.length === 0 ? { ...query, filters: { ...query.filters, unknown } } : query;
}

function topicOrComputed(context: AnswerContext, reading: QueryReading | null): Query | null {
  const { understanding } = context;
  const named = communitiesNamed(context.message, context.lookups);
  // A community pointed at ("how much is parking at the first one?", "does it take cats?") is named too.
  if (named.length === 0 && !reading?.asks) named.push(...pointedAt(context));
  // "So would I have to pay the pet rent?" about a service dog: an assistance animal is no pet (answer-terms.ts says so).
  if (reading?.query.filters.animal?.assistance && !(reading.asks && reading.query.operation !== "list") && /\bpet (?:rent|fees?|deposits?|charges?)\b/.test(context.text) && /\b(?:would|do|does|will|have to|need to|pay|charge|charged)\b|\?/.test(context.text)) {
    return baseQuery({ operation: "explain", topics: [{ kind: "terms", terms: ["assistance-animals"], special: null }] });
  }
  // "What does admin fee mean, is that monthly?", "are the drive times with traffic?": what the term means (answer-terms.ts).
  const terms = named.length === 0 ? readTerms(context.text) : null;
  if (terms) return baseQuery({ operation: "explain", topics: [terms] });
  // A named community's deposit or fees: its own facts say the listing does not hold them (answer-community.ts).
  const gaps = dataGapsAsked(context).filter((gap) => !(gap.perCommunity && named.length > 0));
  // "Is Gulfton safe?": what we lack, then that we list nothing there.
  const outsideToo = gaps.length > 0 && named.length === 0 ? outsidePlaceAsked(context) : null;
  if (gaps.length > 0 && (!statesCriteria(understanding) || outsideToo)) {
    return baseQuery({ operation: "no-data", topics: [{ kind: "data-gap", gaps: gaps.map((gap) => gap.topic) }, ...(outsideToo ? [{ kind: "outside-place" as const, place: outsideToo.name }] : [])] });
  }
  // "What's my budget?", "remind me what I told you": the saved profile read back.
  // ("What's my budget get me in Midtown?" asks for apartments.)
  // "What's my move-in now?": the field asked for, not a move-in of today ("my budget" ends the question's topic).
  if (asksProfileRecall(context.text) && !OWN_MATCHES_ASKED.test(context.text) && named.length === 0 && (!statesCriteria(understanding) || MY_FIELD_ASKED.test(context.text)) && understanding.mentioned.neighborhoods.length === 0 && !/\b(?:get|gets|afford|find|show(?! (?:me )?my (?:saved |current )?(?:prefs|preferences|profile|criteria|settings))|buy|cover|covers)\b/.test(context.text)) return explain(["profile"]);
  // A community named ("Cypress Lofts 8") is not the suburb its name borrows.
  const outside = named.length > 0 ? null : outsidePlaceAsked(context);
  if (outside) return baseQuery({ operation: "no-data", topics: [{ kind: "outside-place", place: outside.name }] });
  // Questions about a cost or a term, not a list of communities: "what do apartments charge for parking?", "can I find
  // a lease shorter than 12 months?", "what areas do you have apartments in?". A superlative still picks ("cheapest all-in").
  // A neighborhood's median of a measure ("the typical all-in cost in Montrose, parking included") is computed too.
  // "What are my best matches?", "what's in my budget": the profile's search, whatever else the words look like.
  // A place named ("what can I get in my budget in Katy?") asks about that place: the query, not the profile's matches.
  if (OWN_MATCHES_ASKED.test(context.text) && named.length === 0 && !statesCriteria(understanding) && understanding.mentioned.neighborhoods.length === 0 && (!reading?.asks || reading.query.operation === "list")) return explain(["matches"]);
  // ("Lowest parking fee downtown" is the parking-fee measure: the reader's cue, query/read-query.ts.)
  const picks = reading?.asks === true && (reading.query.operation !== "list" || reading.query.subject === "neighborhood");
  if (!picks && named.length === 0) {
    if (parkingCostAsked(context) && reading?.query.filters.maxParkingFee == null) return explain(["parking-cost"], { scope: { ...EMPTY_SCOPE, neighborhoods: understanding.mentioned.neighborhoods } });
    // "Which places in Midtown do month to month?", "do any places do 6 month leases?", "montrose 6
    // month lease" list them; "what lease terms are there?", "do places offer month to month leases?" are the topic
    // (the share of communities offering each term).
    const listsByTerm =
      reading !== null &&
      reading.query.operation === "list" &&
      reading.query.filters.leaseTerms.length > 0 &&
      (!reading.asks ||
        reading.stated === true ||
        /^(?:any|got any|are there any)\b|\b(?:which|who|whos|where|show|list|those|these|do you have|have you got|you got|got any|looking for|find me)\b|\bany (?:places?|communities|complexes|buildings|apartments|properties|ones?)\b|\bwhat(?:s| is| do you have)? (?:out there|available|open)\b|\bwhat do you have\b|\b(?:does|do|is there) any ?(?:place|where|one|body|building|complex)s?\b|\banyplace\b/.test(context.text) ||
        // "short term lease options under 1400?": a search with the term beside other criteria, not the terms on offer.
        otherCriteriaThanTerms(reading.query.filters));
    if (LEASE_TERMS_ASKED.test(context.text) && !listsByTerm) return explain(["lease-terms"], { scope: { ...EMPTY_SCOPE, neighborhoods: understanding.mentioned.neighborhoods } });
    if (coverageAsked(context) && understanding.mentioned.neighborhoods.length === 0) return explain(["coverage"]);
  }
  if (reading?.asks) return reading.query;

  const beds = understanding.asked.bedrooms;
  // "How much is the 2 bed?" right after a reply about one community: that community's 2-bed plans.
  if (named.length === 0 && beds !== undefined && understanding.mentioned.neighborhoods.length === 0 && context.shown?.length === 1 && latestShowing(context)?.communities.length === 1) {
    const one = context.lookups.catalogue.bySlug.get(context.shown[0]!);
    if (one) named.push(one);
  }
  if (named.length > 0 && beds !== undefined && understanding.mentioned.amenities.length === 0) {
    return explain(["community-plans"], { scope: inScope(named.slice(0, 2)), filters: { ...EMPTY_FILTERS, beds: { min: beds, max: beds } } });
  }
  if (coverageAsked(context) && understanding.mentioned.neighborhoods.length === 0) return explain(["coverage"]);
  // "How much is parking in Midtown?": what parking costs there.
  if (parkingCostAsked(context) && named.length === 0 && reading?.query.filters.maxParkingFee == null) return explain(["parking-cost"], { scope: { ...EMPTY_SCOPE, neighborhoods: understanding.mentioned.neighborhoods } });
  const home = understanding.mentioned.neighborhoods.length <= 1 ? whereToLiveDestination(context) : null;
  if (home) return explain(["where-to-live"], { destination: home });
  // A community named outside a search is what the message is about ("tell me about Ironbark Yards", "does it allow dogs?").
  // "Is anything available at Ironbark Yards?" reads as a search, but names the community and no criteria: about it.
  if (named.length > 0 && (!understanding.intents.includes("search") || !statesCriteria(understanding))) {
    // "How far is Pelican Flats from the Medical Center?": the drive from that community, not its facts.
    // "What's the drive for the cheapest one?" names no place: the renter's own commute.
    // "How far is the second one from my job?": the saved commute is the renter's job.
    const asked = communityDriveAsked(context, named[0]!);
    const ownPlace = asked !== null && /^(?:my|our) (?:job|work|office|commute|school|campus|workplace|employer)\b/i.test(asked.trim());
    const drive = (ownPlace ? context.profile.commuteTo : asked) ?? (/\b(?:drive|commute)\b/.test(context.text) && named.length === 1 && context.profile.commuteTo ? context.profile.commuteTo : null);
    // "How far is it from the rail?", "from a rail stop walking": the walk to METRORail, one of its facts (answer-community.ts), not a drive.
    if (drive && !/\b(?:light rail|rail|train|metro|metrorail|station|rail stop)\b/.test(drive.toLowerCase())) return explain(["community-drive"], { scope: inScope(named.slice(0, 1)), destination: drive });
    return explain(["community"], { scope: inScope(named) });
  }
  // "Rent for 2br in Rice Village", "prices in Midtown": the rent figures, as "what do 2 beds cost there?" is.
  if (RENT_FIGURES_ASKED.test(context.text)) return explain(["prices"], { scope: { ...EMPTY_SCOPE, neighborhoods: understanding.mentioned.neighborhoods } });
  const topics = understanding.intents.flatMap((intent) => {
    const topic = INTENT_TOPICS[intent];
    if (topic === "process" && /\blease/.test(context.text)) return ["lease-terms" as const];
    return topic ? [topic] : [];
  });
  // What no listing records, said alone ("no ground floor please"): said so, with the communities of the place asked about.
  if (topics.length === 0 && reading !== null && reading.query.filters.unknown.length > 0) return { ...reading.query, operation: "list" };
  if (topics.length === 0) return null;
  return explain(topics.slice(0, 2), { scope: { ...EMPTY_SCOPE, neighborhoods: understanding.mentioned.neighborhoods } });
}
