/**
 * Questions that ask for one floor plan out of many: "What's the cheapest
 * 2 bedroom in the Heights?", "most expensive 1 bed downtown", "biggest
 * 2 bed in Midtown", "newest 1 bed downtown" (by the year built). Answered with the community and plan that wins, its rent,
 * size and availability, and the runner-up (another community), over every
 * listed plan of that bedroom count in the places asked about (the whole
 * catalogue when none), with the amenities asked for. The same plans as the
 * rent statistics, so "the cheapest" is the low end of the range quoted.
 * Also a named community's plans for one bedroom count ("What 2 bed plans
 * does Sorrel Flats have?").
 */
import { formatCalendarDate } from "../format/dates.ts";
import { formatDollars, formatWholeNumber } from "../format/ranges.ts";
import type { MatchCommunity, MatchPlan } from "../matching/types.ts";
import { bathsLabel, bedsLabel, joinWords, lowerDisplayName } from "../matching/wording.ts";
import { questionScope, type AnswerContext } from "./answer-context.ts";
import { hasAmenity } from "./answer-amenities.ts";
import type { KnowledgeAmenity } from "./knowledge.ts";
import { amenityNoun } from "./amenity-words.ts";
import { cardMarker } from "./markers.ts";

export type Superlative = "cheapest" | "priciest" | "biggest" | "smallest" | "newest";

const CUES: readonly { kind: Superlative; cue: RegExp }[] = [
  { kind: "priciest", cue: /\b(?:most expensive|priciest|highest (?:rent|price|priced)|most costly|spendiest)\b/ },
  { kind: "cheapest", cue: /\b(?:cheapest|least expensive|lowest (?:rent|price|priced)|most affordable|best price|lowest cost)\b/ },
  { kind: "biggest", cue: /\b(?:biggest|largest|most (?:space|spacious|square (?:feet|footage))|roomiest)\b/ },
  { kind: "smallest", cue: /\b(?:smallest|tiniest|least (?:space|square (?:feet|footage)))\b/ },
  { kind: "newest", cue: /\b(?:newest|most recently built|newly built|newest built)\b/ },
];

/** "Which areas are cheapest?": the places are ranked, not the floor plans. */
const ABOUT_PLACES = /\b(?:areas?|neighborhoods?|neighbourhoods?|parts? of (?:town|houston|the city))\b/;

export function neighborhoodRankingAsked(text: string): "cheapest" | "priciest" | null {
  const kind = superlativeAsked(text);
  return (kind === "cheapest" || kind === "priciest") && ABOUT_PLACES.test(text) ? kind : null;
}

/**
 * "Which neighborhoods are cheapest?": the neighborhoods by median rent for the bedroom count asked (else 1-bed),
 * five of them, each with its number of communities. Medians of a few plans say little, so a neighborhood needs
 * at least two communities with such a plan to be ranked.
 */
export function answerNeighborhoodRanking(context: AnswerContext, kind: "cheapest" | "priciest", beds: number | null): string {
  const { catalogue, knowledge } = context.lookups;
  const bedrooms = beds ?? 1;
  const ranked = knowledge.neighborhoods
    .map((neighborhood) => ({ neighborhood, stats: catalogue.rentStatistics(neighborhood.id, bedrooms) }))
    .filter((entry): entry is { neighborhood: (typeof entry)["neighborhood"]; stats: NonNullable<(typeof entry)["stats"]> } => entry.stats !== null && entry.stats.communities >= 2)
    .sort((a, b) => (kind === "cheapest" ? a.stats.median - b.stats.median : b.stats.median - a.stats.median) || a.neighborhood.name.localeCompare(b.neighborhood.name));
  const plan = bedrooms === 0 ? "studio" : `${bedrooms}-bed`;
  if (ranked.length === 0) return `Too few ${plan} plans are listed to rank neighborhoods by their rent.`;
  const lines = ranked.slice(0, 5).map(({ neighborhood, stats }, i) => {
    const marker = cardMarker("neighborhood", neighborhood.slug);
    return `${i + 1}. ${marker ? `${marker} ` : ""}${neighborhood.name}: median ${formatDollars(stats.median)} (${formatWholeNumber(stats.communities)} communities, ${formatDollars(stats.min)}-${formatDollars(stats.max)})`;
  });
  const head = `The ${kind === "cheapest" ? "most affordable" : "most expensive"} neighborhoods by median ${plan} rent (of ${formatWholeNumber(ranked.length)} with enough listings to say):`;
  return [head, ...lines, "Ask about any of them for its apartments, or tell me your budget and I'll find what fits."].join("\n");
}

export function superlativeAsked(text: string): Superlative | null {
  return CUES.find(({ cue }) => cue.test(text))?.kind ?? null;
}

interface Candidate {
  community: MatchCommunity;
  plan: MatchPlan;
}

const WORDS: Record<Superlative, string> = { cheapest: "cheapest", priciest: "most expensive", biggest: "biggest", smallest: "smallest", newest: "newest" };

/** "2 units open" or "no unit open now; next from Jul 1, 2026". */
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

function compare(kind: Superlative): (a: Candidate, b: Candidate) => number {
  // The newest community, and within it the cheapest plan that fits.
  if (kind === "newest") return (a, b) => b.community.yearBuilt - a.community.yearBuilt || a.community.title.localeCompare(b.community.title) || a.plan.rent - b.plan.rent;
  if (kind === "cheapest") return (a, b) => a.plan.rent - b.plan.rent || a.community.title.localeCompare(b.community.title);
  if (kind === "priciest") return (a, b) => b.plan.rent - a.plan.rent || a.community.title.localeCompare(b.community.title);
  if (kind === "smallest") return (a, b) => a.plan.sqft - b.plan.sqft || a.plan.rent - b.plan.rent || a.community.title.localeCompare(b.community.title);
  return (a, b) => b.plan.sqft - a.plan.sqft || a.plan.rent - b.plan.rent || a.community.title.localeCompare(b.community.title);
}

/** "Which one is cheapest?", "the biggest of those": the question is about the apartments just shown. */
export const POINTS_AT_SHOWN_RESULTS = /\b(?:which one|which of (?:those|these|them)|of (?:those|these|them)|among (?:those|these|them)|out of (?:those|these))\b/;

/**
 * The cheapest, most expensive, biggest or newest plan. `among`: only these communities (the ones just shown), at
 * the bedroom count they were searched for unless the question names one.
 */
export function answerSuperlative(context: AnswerContext, kind: Superlative, among?: readonly MatchCommunity[]): string {
  const { lookups } = context;
  const scope = questionScope(context, { useProfile: false });
  const places = among ? [] : scope.neighborhoods;
  const where = among
    ? `of the ${formatWholeNumber(among.length)} I showed you`
    : places.length > 0
      ? `in ${joinWords(places.map((n) => n.name)).replace(/ and (?=[^,]*$)/, " or ")}`
      : "across Houston";
  const beds = context.understanding.asked.bedrooms ?? (among ? context.profile.bedrooms : null) ?? null;
  const amenities = context.understanding.mentioned.amenities.map((key) => lookups.amenityByKey.get(key)).filter((a): a is KnowledgeAmenity => a !== undefined);
  // "floor plan with a pool", "pet-friendly 1-bed": things follow "with", describing words go before.
  const nouns = amenities.map((a) => amenityNoun(a.displayName)).filter((noun): noun is string => noun !== null);
  const describing = amenities.filter((a) => amenityNoun(a.displayName) === null).map((a) => lowerDisplayName(a.displayName).replace(/ /g, "-"));
  const what = `${describing.length > 0 ? `${describing.join(", ")} ` : ""}${beds === null ? "floor plan" : bedsLabel(beds)}${nouns.length > 0 ? ` with ${joinWords(nouns)}` : ""}`;
  const communities = among ?? (places.length > 0 ? places.flatMap((n) => lookups.catalogue.byNeighborhood.get(n.id) ?? []) : lookups.knowledge.communities);
  const candidates: Candidate[] = [];
  for (const community of communities) {
    if (!amenities.every((a) => hasAmenity(community, a))) continue;
    for (const plan of community.floorPlans) if (beds === null || plan.beds === beds) candidates.push({ community, plan });
  }
  if (candidates.length === 0) return `I don't have any ${what} listed ${where}, so there is no ${WORDS[kind]} one to name.`;
  candidates.sort(compare(kind));
  const best = candidates[0] as Candidate;
  const runnerUp = candidates.find((c) => c.community !== best.community);
  const line = (c: Candidate) => {
    const hood = lookups.neighborhoodById.get(c.community.neighborhoodId)?.name;
    const marker = cardMarker("apartment", c.community.slug);
    return `${marker ? `${marker} ` : ""}${c.community.title}${hood && places.length !== 1 ? ` (${hood})` : ""}, ${planFacts(c.plan, context.lookups.knowledge.today)}`;
  };
  if (kind === "newest") {
    const listed = new Set(candidates.map((c) => c.community)).size;
    const built = (c: Candidate) => `built in ${c.community.yearBuilt}`;
    const lines = [
      `The newest ${describing.length > 0 ? `${describing.join(", ")} ` : ""}community${beds === null ? "" : ` with a ${bedsLabel(beds)}`}${nouns.length > 0 ? `${beds === null ? " with" : " and"} ${joinWords(nouns)}` : ""} ${where} is ${best.community.title}, ${built(best)} (${listed === 1 ? "the only one listed" : `of ${formatWholeNumber(listed)} communities listed`}).`,
      `1. ${line(best)}.`,
    ];
    if (runnerUp) lines.push(`Runner-up: ${line(runnerUp)}, ${built(runnerUp)}${runnerUp.community.yearBuilt === best.community.yearBuilt ? ", the same year" : ""}.`);
    return lines.join("\n");
  }
  const figure = kind === "biggest" || kind === "smallest" ? `${formatWholeNumber(best.plan.sqft)} sq ft` : formatDollars(best.plan.rent);
  const among_ = among ? `of their ${formatWholeNumber(candidates.length)} ${candidates.length === 1 ? "plan" : "plans"} that fit` : null;
  const count = among_ ?? (candidates.length === 1 ? "the only one listed" : `of ${formatWholeNumber(candidates.length)} listed`);
  const lines = [`The ${WORDS[kind]} ${what} ${where} is at ${best.community.title}: ${figure} (${count}).`, `1. ${line(best)}.`];
  if (runnerUp) lines.push(`Runner-up: ${line(runnerUp)}.`);
  return lines.join("\n");
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

/**
 * "Which is cheaper, Montrose or Midtown?", "is Montrose or the Heights cheaper?", "is Montrose cheaper than Midtown?":
 * two or more places compared, not described one after the other.
 */
const COMPARED =
  /\bwhich (?:one |area |neighborhood |place )?(?:is|s|are) (?:the )?(cheaper|cheapest|less expensive|more affordable|more expensive|pricier|priciest)\b|^(?:(?:so|and|but|ok|okay|hey) )?(?:is|are|would|will) .{1,60}?\bor\b.{1,60}?\b(cheaper|less expensive|more affordable|more expensive|pricier)\b|\b(cheaper|less expensive|more affordable|more expensive|pricier) than\b/;

export function neighborhoodComparisonAsked(text: string, mentioned: number): "cheaper" | "pricier" | null {
  const match = COMPARED.exec(text);
  if (!match || mentioned < 2) return null;
  return /cheap|less|afford/.test(match[1] ?? match[2] ?? match[3]!) ? "cheaper" : "pricier";
}

/** Median rent for the bedroom count asked (1-bed unless asked) in each place, the winner first. */
export function answerNeighborhoodComparison(context: AnswerContext, kind: "cheaper" | "pricier", beds: number | null): string {
  const { catalogue, neighborhoodBySlug } = context.lookups;
  const bedrooms = beds ?? 1;
  const plan = bedrooms === 0 ? "studio" : `${bedrooms}-bed`;
  const places = context.understanding.mentioned.neighborhoods
    .map((slug) => neighborhoodBySlug.get(slug))
    .filter((n): n is NonNullable<typeof n> => n !== undefined)
    .map((n) => ({ n, stats: catalogue.rentStatistics(n.id, bedrooms) }));
  const priced = places.filter((p) => p.stats !== null).sort((a, b) => (kind === "cheaper" ? a.stats!.median - b.stats!.median : b.stats!.median - a.stats!.median));
  const missing = places.filter((p) => p.stats === null).map((p) => p.n.name);
  if (priced.length === 0) return `None of ${joinWords(places.map((p) => p.n.name))} has a ${plan} plan listed, so I can't compare their rents.`;
  const figures = priced.map((p) => {
    const count = p.stats!.communities;
    return `${cardMarker("neighborhood", p.n.slug)} ${p.n.name} median ${formatDollars(p.stats!.median)} (${formatWholeNumber(count)} ${count === 1 ? "community" : "communities"})`.trim();
  });
  const head =
    priced.length === 1
      ? `Only ${priced[0]!.n.name} has ${plan} plans listed`
      : priced[0]!.stats!.median === priced[1]!.stats!.median
        ? `${priced[0]!.n.name} and ${priced[1]!.n.name} have the same median ${plan} rent`
        : `${priced[0]!.n.name} is ${kind === "cheaper" ? "cheaper" : "more expensive"} for a ${plan}`;
  return `${head}: ${joinWords(figures)}.${missing.length > 0 ? ` ${joinWords(missing)} ${missing.length === 1 ? "has" : "have"} no ${plan} plan listed.` : ""} Ask for another bedroom count to compare that.`;
}
