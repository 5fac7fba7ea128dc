/**
 * Message -> typed query (schema.ts). The typed tokens come from the understanding step (places, amenities,
 * rooms, money, sizes, dates: understanding/) and from the small readers here (measures, operations,
 * animals, years, commute limits, budget periods, unrecorded attributes); rules combine them into the query's
 * parts, and refiners settle negation, "of those" and the revision of the previous query (the conversation
 * state). Vocabulary lives in tables (cue lists), so a new phrasing is a word, not a module.
 */
import { distance } from "fastest-levenshtein";
import { formatCalendarDate } from "../../format/dates.ts";
import { formatDollars, formatWholeNumber } from "../../format/ranges.ts";
import { COMMON_WORDS } from "../understanding/common-words.ts";
import { findSqftCeiling } from "../understanding/extract-size.ts";
import { NOT_A_STUDIO } from "../understanding/extract-rooms.ts";
import type { PreferenceProfile } from "../../preferences/profile.ts";
import { PARKING_AMENITY, PETS_AMENITY } from "../../matching/amenity-keys.ts";
import { PARKING_KIND_WANTED, parkingKindsAsked } from "../../reference/parking.ts";
import { directionOf, evaluateQuery } from "./evaluate.ts";
import { OFFERED_LEASE_TERMS, type OfferedLeaseTerm } from "../../reference/lease-lengths.ts";
import { communitiesNamed, withoutCommunityTitles } from "../answer-community.ts";
import { normaliseText } from "../answer-context.ts";
import type { Lookups } from "../knowledge.ts";
import type { MatchCommunity } from "../../matching/types.ts";
import type { Understanding } from "../understanding/index.ts";
import { sameStemWithinBudget } from "../understanding/vocabulary-index.ts";
import { resolveDestination } from "../../commute/resolve-destination.ts";
import { DATA_GAPS } from "../answer-no-data.ts";
import { asksOrStates, FACT_OF_ONE_WORDS, PICKER_WORDS, RENT_FIGURES_ASKED } from "../asks-or-states.ts";
import { readBudgetPeriod } from "./budget-periods.ts";
import { profileHolds } from "./profile-query.ts";
import { baseQuery, SUMMED_MEASURES, EMPTY_FILTERS, EMPTY_SCOPE, namesOneCommunity, listedCards, type ConversationState, type Filters, type Measure, type Operation, type Query, type Range, type Scope, type Statistic, type Subject } from "./schema.ts";
import { ASKED_ONCE, UNRECORDED_ATTRIBUTES, unrecordedAttributesIn } from "./unrecorded-attributes.ts";

type Direction = "asc" | "desc";

/** "Near the light rail", "close to a train station": the walk to METRORail, the communities with the shortest first. */
// "By the rail" is near it; "to UH by train" is how the renter travels.
const NEAR_RAIL = /\b(?:near|close to|next to|walkable to|by(?= (?:the|a) )|(?:an? )?(?:easy|short|quick) walk(?:ing)? (?:to|from)|walking distance (?:to|from|of)|what about walking to|(?:be able to|can|could|want to|need to) walk to) (?:the |a )?(?:light rail|metro ?rail|rail|train(?: station)?|rail station|metro station|red line|green line|purple line|(?:rail |train |metro )?(?:station|stop))\b/;

/** Operation words renters misspell: a word within one edit (two for long words) of one of these is read as it. */
const CUE_WORDS = [
  "cheapest", "cheaper", "expensive", "priciest", "pricier", "affordable", "biggest", "bigger", "largest", "larger", "smallest", "smaller",
  "newest", "newer", "oldest", "older", "closest", "closer", "nearest", "soonest", "earliest", "square", "compare", "compared",
  "apartments", "apartment", "bedroom", "bedrooms", "neighborhood", "neighborhoods", "available", "without", "spacious", "studio", "studios",
  "shortest", "shorter", "quickest", "fastest", "commute", "communities", "community", "bathroom", "bathrooms", "between", "outside", "except",
  "drive", "options", "income", "number", "parking", "station", "closest", "largest", "cheaper", "rent", "rents",
  "highest", "lowest", "recently", "footage", "space", "quicker", "areas", "center", "bigger", "fewest", "fewer",
];
const CUE_SET = new Set(CUE_WORDS);
/** Words a cue is one edit from that mean something else ("never" is not "newer", "sorter" is not "shorter"). */
const KEEP = new Set(["never", "quietest", "quieter", "quietly", "lower", "tower", "power", "water", "sewer", "offer", "order", "other", "ladder", "cheers", "closet", "closets", "nearly", "earlier", "square", "studio", "studios"]);

/** The words of regular expressions' sources ("hard ?wood" spells "hardwood" too; "leases?" spells "lease"). */
export function wordsOfPatterns(sources: readonly (RegExp | string)[]): string[] {
  return sources
    .map((re) => (typeof re === "string" ? re : re.source))
    .flatMap((source) => `${source} ${source.replace(/ \?/g, "")}`.match(/[a-z]{4,}/g) ?? [])
    .flatMap((word) => (word.endsWith("s") ? [word, word.slice(0, -1)] : [word]));
}

/** Every word the reader's cue patterns spell out ("anywhere", "ceilings", "rooftop"), built on first use. */
let readerWords: Set<string> | null = null;

export function readerKnownWords(): ReadonlySet<string> {
  readerWords ??= new Set([
    ...CUE_WORDS,
    ...COMMON_WORDS,
    ...wordsOfPatterns([...MEASURE_CUES.map((m) => m.cue), ...MEASURE_NOUNS.map((m) => m.cue), COUNT_CUE, RANK_CUE, LIST_CUE, AVERAGED, TOUR_CUE, MOVE_CUE, DOG_WORDS, CAT_WORDS, PETS_GENERAL, SPECIAL_WANTED, PARKING_KIND_WANTED, ...UNRECORDED_ATTRIBUTES.map((u) => u.pattern), EXCLUDING, NEGATORS, UNITS]),
  ]);
  return readerWords;
}

/** Two neighbouring letters swapped ("aynwhere", "celiings"): the known word the swap undoes, else null. */
function transposed(word: string, known: ReadonlySet<string>): string | null {
  if (known.has(word)) return null;
  for (let i = 0; i + 1 < word.length; i++) {
    const candidate = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** The text with misspelled cue words corrected ("cheepest" -> "cheapest"); other words as they are. */
export function correctCueWords(text: string, known: ReadonlySet<string> = readerKnownWords()): string {
  return text.replace(/[A-Za-z]{5,}/g, (written) => {
    const word = written.toLowerCase();
    if (CUE_SET.has(word) || COMMON_WORDS.has(word) || KEEP.has(word)) return written;
    const allowed = word.length >= 8 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = allowed + 1;
    for (const cue of CUE_WORDS) {
      if (Math.abs(cue.length - word.length) > allowed) continue;
      // Two letters swapped ("stuido", "drvie") count as one slip.
      const swapped = cue.length === word.length && [...cue].sort().join("") === [...word].sort().join("") && distance(word, cue) === 2;
      const d = swapped ? 1 : distance(word, cue);
      // "Partying" is no slip of "parking": a shared ending is weighed apart from the stems.
      if (d < bestDistance && (swapped || sameStemWithinBudget(word, cue))) {
        best = cue;
        bestDistance = d;
      }
    }
    best ??= transposed(word, known);
    if (best === null) return written;
    // Keep a capital the renter typed ("Cheapst" -> "Cheapest").
    return /^[A-Z]/.test(written) ? `${best[0]!.toUpperCase()}${best.slice(1)}` : best;
  });
}

interface MeasureCue {
  measure: Measure;
  direction: Direction;
  /** A superlative ("cheapest") picks one; a comparative ("cheaper") compares or refines. */
  form: "superlative" | "comparative";
  cue: RegExp;
}

/** Most specific first: "cheapest per square foot" is a price per square foot, not a rent. */
const UNITS = String.raw`(?:apartments|apts|units|listings|communities|options|choices|places|complexes|buildings|properties|studios|(?:\d |one |two |three )?(?:beds|bedrooms|br|bds))`;
/** Results asked in the plural ("cheapest apartments") with no word of one ("cheapest one", "which place"). */
const pluralResults = (text: string) => PLURAL_RESULTS.test(text) && !/\b(?:one|place|apartment|community|building|option|unit|plan)\b/.test(text);

/** Units open now ("units available", "vacancies", "availability"): the open-units measure's words, narrower than a count's "most units". */
const OPEN_UNITS = String.raw`(?:(?:units?|apartments?|apts|studios?|(?:\d |one |two |three )?(?:beds?|bedrooms?|br)(?: units?)?) (?:open|available|vacant|ready|left)(?: now| right now| today)?|(?:open|available|vacant|empty) (?:units?|apartments?|apts)|vacancies|vacancy|availability|openings)`;
/** "The shortest lease", "shortest term": the shortest lease any community in the places offers. */
const SHORTEST_LEASE = /\bshortest (?:possible )?(?:lease|term|contract|commitment)s?\b|\bshortest lease (?:term|length)s?\b/;

/** The shortest term a community in the neighborhoods (slugs; none: anywhere) offers, as a lease-terms filter. */
function shortestTermOffered(neighborhoods: readonly string[], lookups: Lookups): OfferedLeaseTerm[] {
  const ids = new Set(neighborhoods.map((slug) => lookups.neighborhoodBySlug.get(slug)?.id));
  const communities = lookups.knowledge.communities.filter((c) => ids.size === 0 || ids.has(c.neighborhoodId));
  const offered = OFFERED_LEASE_TERMS.find((term) => communities.some((c) => (c.leaseTerms as readonly string[]).includes(term)));
  return offered ? [offered] : [];
}

/** Words pointing at the one community just named: "on that", "for it", "there". */
const ONE_POINTED = /\b(?:on|of|for|at|with|in) (?:that|it|that one|this one|that place|this place|them)\b|\bthere\b|\b(?:its|that ones|that places)\b|\bhow much (?:is|would|does|will) (?:it|that|that one|this one)\b|^(?:and |so |ok )?(?:whats|what is|what would be|what does|how much is) (?:that|it|this|that one|this one)\b/;
/** The figures of one community a follow-up may ask for by name alone ("the price per sq ft on that"); its fees and pet charges are facts of the community (answer-community.ts). */
const FIGURES_OF_ONE: ReadonlySet<Measure> = new Set<Measure>(["price-per-sqft", "monthly-total"]);
/** A pet's charges named as what is asked ("the lowest pet rent", "pet deposit"): no animal of the renter's. */
const PET_CHARGE_WORDS = /\bpet (?:rents?|deposits?|fees?|fee and deposit|deposit and fee|charges?)\b/g;
const PET_WORDS_LEFT = /\b(?:pets?|pet friendly|pet-friendly|animals?)\b/;
/** A pet's one-time charges: "pet deposit", "pet fees", "one-time pet fee". */
const PET_FEES = String.raw`(?:(?:one[- ]time |upfront |up front )?pet (?:deposits?|fees?|fee and deposit|deposit and fee|charges? up front)|(?:one[- ]time|upfront|up front) pet (?:costs?|charges?))`;
/** Parking's price: "parking fee", "parking", "parking rates". */
/** Parking's price, of a kind or not ("the cheapest covered parking": the fee of the kinds asked, filters.parkingKinds). */
const PARKING_PRICE = String.raw`(?:monthly )?(?:(?:covered|garage|reserved|assigned|surface(?: lot)?|underground)(?: or (?:covered|garage|reserved|assigned|surface|underground))? )?parking(?: (?:fees?|costs?|prices?|rates?|charges?))?`;
const MEASURE_CUES: readonly MeasureCue[] = [
  // "Which place takes the biggest dogs", "highest weight limit": the dog weight a policy allows, before any size.
  { measure: "dog-weight", direction: "desc", form: "superlative", cue: /\b(?:biggest|largest|heaviest|giant)\s+(?:dogs?|breeds?|pups?|pets?)\b|\b(?:highest|most lenient|biggest|largest|loosest|most generous|most relaxed)\s+(?:dog\s+|pet\s+)?weight (?:limits?|restrictions?)\b/ },
  { measure: "dog-weight", direction: "asc", form: "superlative", cue: /\b(?:lowest|strictest|smallest|tightest)\s+(?:dog\s+|pet\s+)?weight (?:limits?|restrictions?)\b/ },
  { measure: "dog-weight", direction: "desc", form: "comparative", cue: /\b(?:bigger|larger|heavier)\s+(?:dogs?|breeds?|pups?)\b|\b(?:higher|looser|more lenient|bigger)\s+(?:dog\s+|pet\s+)?weight (?:limits?|restrictions?)\b/ },
  // "Which community has the most amenities": how many amenities it lists.
  { measure: "amenity-count", direction: "desc", form: "superlative", cue: /\b(?:most|(?:largest|greatest|highest|biggest) (?:number|count) of) (?:amenities|perks|features|extras)\b|\bmost (?:amenity[- ])?(?:loaded|packed)\b|\bamenity[- ]rich(?:est)?\b/ },
  { measure: "amenity-count", direction: "asc", form: "superlative", cue: /\b(?:fewest|least) (?:amenities|perks|features|extras)\b|\bmost (?:basic|bare[- ]bones)\b/ },
  { measure: "amenity-count", direction: "desc", form: "comparative", cue: /\bmore (?:amenities|perks|features|extras)\b/ },
  { measure: "amenity-count", direction: "asc", form: "comparative", cue: /\bfewer (?:amenities|perks|features|extras)\b/ },
  { measure: "pet-rent", direction: "asc", form: "superlative", cue: /\b(?:lowest|cheapest|least expensive|smallest|minimum|least)\s+(?:(?:total|combined|overall)\s+)?(?:monthly\s+)?pet rents?\b|\bpet rents?\b(?:(?! (?:at|of|for|in|on) the )[^.?!]){0,30}\b(?:lowest|cheapest|least)\b/ },
  { measure: "pet-rent", direction: "desc", form: "superlative", cue: /\b(?:highest|most expensive|priciest|biggest|most)\s+(?:monthly\s+)?pet rents?\b/ },
  { measure: "pet-rent", direction: "asc", form: "comparative", cue: /\b(?:lower|cheaper|less|smaller)\s+pet rents?\b/ },
  { measure: "pet-rent", direction: "desc", form: "comparative", cue: /\b(?:higher|more expensive|pricier|more|bigger)\s+pet rents?\b/ },
  { measure: "pet-fees", direction: "asc", form: "superlative", cue: new RegExp(String.raw`\b(?:lowest|cheapest|least expensive|smallest|minimum|least)\s+${PET_FEES}\b|\b${PET_FEES}\b[^.?!]{0,30}\b(?:lowest|cheapest|least)\b`) },
  { measure: "pet-fees", direction: "desc", form: "superlative", cue: new RegExp(String.raw`\b(?:highest|most expensive|priciest|biggest)\s+${PET_FEES}\b`) },
  { measure: "pet-fees", direction: "asc", form: "comparative", cue: new RegExp(String.raw`\b(?:lower|cheaper|less|smaller)\s+${PET_FEES}\b`) },
  { measure: "pet-fees", direction: "desc", form: "comparative", cue: new RegExp(String.raw`\b(?:higher|more expensive|pricier|bigger)\s+${PET_FEES}\b`) },
  { measure: "parking-fee", direction: "asc", form: "superlative", cue: new RegExp(String.raw`\b(?:lowest|cheapest|least expensive|smallest|best)\s+${PARKING_PRICE}\b|\bparking (?:fees?|costs?|prices?|rates?)\b[^.?!]{0,30}\b(?:lowest|cheapest|least)\b`) },
  { measure: "parking-fee", direction: "desc", form: "superlative", cue: new RegExp(String.raw`\b(?:highest|most expensive|priciest)\s+${PARKING_PRICE}\b`) },
  // "Is parking cheaper at X or Y?" (not "rent plus parking cheaper": the monthly total).
  { measure: "parking-fee", direction: "asc", form: "comparative", cue: new RegExp(String.raw`\b(?:lower|cheaper|less expensive)\s+${PARKING_PRICE}\b|(?<!\b(?:plus|with|and|including|incl|w|rent) )\bparking (?:fees? )?(?:is |are )?(?:cheaper|lower|less expensive)\b`) },
  { measure: "parking-fee", direction: "desc", form: "comparative", cue: new RegExp(String.raw`\b(?:higher|more expensive|pricier)\s+${PARKING_PRICE}\b`) },
  {
    measure: "open-units",
    direction: "desc",
    form: "superlative",
    cue: new RegExp(String.raw`(?<!\bat )\b(?:most|(?:largest|greatest|highest|biggest) (?:number|count) of) ${OPEN_UNITS}\b|\bby (?:how many|(?:the )?number of) (?:[a-z0-9-]+ ){0,6}?(?:are |is )?(?:open|available|vacant)\b|\bby (?:units? (?:open|available)|open units|vacancies)\b`),
  },
  { measure: "open-units", direction: "asc", form: "superlative", cue: new RegExp(String.raw`(?<!\bat )\b(?:fewest|least|(?:lowest|smallest) (?:number|count) of) ${OPEN_UNITS}\b`) },
  { measure: "open-units", direction: "desc", form: "comparative", cue: new RegExp(String.raw`(?<!\bor )\bmore ${OPEN_UNITS}\b`) },
  { measure: "open-units", direction: "asc", form: "comparative", cue: new RegExp(String.raw`\b(?:fewer|less) ${OPEN_UNITS}\b`) },
  { measure: "count", direction: "desc", form: "superlative", cue: new RegExp(String.raw`\b(?:largest|greatest|highest|biggest|most) (?:number|count|choice|selection) of\b|(?<!\bat )\bmost (?!(?:cramped|compact|spacious|expensive|affordable|modern|recent|historic|roomy)\b)(?:[a-z0-9-]+ )?${UNITS}\b|(?<!\bat )\bmost (?:\d|one|two|three|four) ?(?:bed|bedroom|br|bd)\b|\bby (?:how many|(?:the )?number of) ${UNITS}|\bmost (?:to choose from|listed|listings)\b|\b(?:from )?(?:the )?most to (?:the )?(?:fewest|least)\b`) },
  { measure: "count", direction: "asc", form: "superlative", cue: /\b(?:from )?(?:the )?(?:fewest|least) to (?:the )?most\b/ },
  // "Which neighborhood are most of them in?": the neighborhoods of the results just shown, by how many.
  { measure: "count", direction: "desc", form: "superlative", cue: /\b(?:most|the bulk|the majority) of (?:them|those|these|the results|the listings)\b/ },
  { measure: "count", direction: "asc", form: "superlative", cue: new RegExp(String.raw`(?<!\bat )\b(?:fewest|least) ${UNITS}\b`) },
  { measure: "count", direction: "desc", form: "comparative", cue: new RegExp(String.raw`(?<!\bor )\bmore (?:[a-z0-9-]+ ){0,2}${UNITS}\b|\bmore (?:\d|one|two|three|four) ?(?:bed|bedroom|br|bd)\b`) },
  { measure: "count", direction: "asc", form: "comparative", cue: new RegExp(String.raw`(?<!\bat )\b(?:fewer|less) (?:[a-z0-9-]+ )?${UNITS}\b`) },
  { measure: "price-per-sqft", direction: "asc", form: "comparative", cue: /\b(?:the )?better (?:value|deal|buy|bargain)\b|\bmore (?:space|room|square (?:feet|footage)) for (?:the|my|your) (?:money|dollar|buck)\b|\b(?:cheaper|less|lower) (?:per|a|\/) ?(?:square|sq\.?) ?(?:foot|feet|ft)\b/ },
  { measure: "price-per-sqft", direction: "desc", form: "comparative", cue: /\bless (?:space|room|square (?:feet|footage)) for (?:the|my|your) (?:money|dollar|buck)\b|\b(?:pricier|more expensive|higher) (?:per|a|\/) ?(?:square|sq\.?) ?(?:foot|feet|ft)\b/ },
  { measure: "price-per-sqft", direction: "desc", form: "superlative", cue: /\b(?:least|less) (?:space|room|square (?:feet|footage)) for (?:the|my|your) (?:money|dollar|buck)\b|\bworst value\b|\b(?:most expensive|highest|priciest|worst|costs? the most|most)\b[^.?!]{0,45}(?:\b(?:per|a) ?|\/ ?)(?:square|sq\.?) ?(?:foot|feet|ft)\b|\b(?:most expensive|highest|priciest|worst)\b[^.?!]{0,45}\bpsf\b|\bhighest (?:price|rent|cost) per (?:square|sq)/ },
  { measure: "price-per-sqft", direction: "asc", form: "superlative", cue: /\b(?:per|a|\/) ?(?:square|sq\.?) ?(?:foot|feet|ft)\b|\bper sq ?ft\b|\bpsf\b|\$ ?\/ ?sq ?ft|\bbest value\b|\b(?:most (?:space|square (?:feet|footage)|sq ?ft|sqft|room)|biggest|largest|roomiest)\b[^.?!]{0,30}\bfor (?:the|my|your) (?:money|dollar|buck)|\bbang for (?:the|my|your) buck\b|\bvalue for (?:the|my) money\b/ },
  { measure: "monthly-total", direction: "desc", form: "superlative", cue: /\b(?:most expensive|highest|priciest|steepest|dearest|costs? (?:the )?most)\b(?:[^.?!]|\.\d){0,100}\b(?:all[- ]in|total|with fees|including fees|after fees|parking)\b|\b(?:all[- ]in|total|parking (?:added|included)|(?:once|when|after|if) (?:you )?add(?:ing)? (?:the )?parking(?: fee)?|rent plus parking)\b(?:[^.?!]|\.\d){0,100}\b(?:most expensive|highest|priciest|steepest|dearest|costs? (?:the )?most)\b/ },
  { measure: "monthly-total", direction: "asc", form: "comparative", cue: /\b(?:counting|including|incl\.?|with|w\/|plus|after|add|adding) (?:the )?parking\b[^.?!]*\b(?:cheaper|less|lower)\b|\b(?:all[- ]in|monthly total|total monthly)\b[^.?!]*\b(?:cheaper|less|lower)\b|\b(?:cheaper|less|lower)\b[^.?!]*\b(?:counting|including|incl\.?|with|w\/|plus|after) (?:the )?parking\b/ },
  { measure: "monthly-total", direction: "asc", form: "superlative", cue: /\b(?:once|when|if|after) (?:you )?add(?:ing)? (?:the )?parking\b|\bparking added\b|\ball[- ]in\b|\btotal w\/ parking\b|\b(?:counting|including) parking\b|\bparking (?:included|counted)\b|\bparking in the (?:price|rent|total)\b|\b(?:total|monthly total|overall) (?:monthly )?(?:cost|price|rent|payment)\b|\bmonthly total\b|\bparking (?:plus|and|\+) (?:the )?rent\b|\brent (?:plus|and|\+) (?:the )?parking\b|\b(?:including|incl\.?|after|plus) (?:all )?(?:the )?(?:fees|parking)\b|\b(?:cheapest|lowest|least expensive|most affordable|cheaper|costs?|price|pay)\b[^.?!]{0,40}\bwith (?:all )?(?:the )?(?:fees|parking)\b|\bout the door\b|\bcheapest (?:overall|total)\b/ },
  { measure: "year-built", direction: "desc", form: "superlative", cue: /\b(?:newest|most recent(?:ly)?(?: built)?|latest built|most modern|youngest|newly built|brand newest)\b/ },
  { measure: "year-built", direction: "asc", form: "superlative", cue: /\b(?:oldest|most historic|earliest built|least new|(?:built|constructed) (?:the )?longest ago|longest ago)\b/ },
  { measure: "year-built", direction: "desc", form: "comparative", cue: /\bnewer\b|\bmore modern\b|\bmore recent(?:ly)?(?: built)?\b|\bbuilt more recently\b/ },
  { measure: "year-built", direction: "asc", form: "comparative", cue: /\bolder\b|\bbuilt (?:before|earlier than|first)\b(?! (?:19|20)\d{2})/ },
  { measure: "year-built", direction: "desc", form: "comparative", cue: /\bbuilt (?:after|later than|more recently than)\b(?! (?:19|20)\d{2})/ },
  { measure: "move-in", direction: "asc", form: "comparative", cue: /\b(?:sooner|earlier)\b(?! than \d)/ },
  { measure: "move-in", direction: "asc", form: "superlative", cue: /\b(?:soonest|earliest|first|quickest|fastest)\b[^.?!]{0,20}\b(?:available|availability|move[- ]?in|opening|open)\b|\bavailable (?:the )?(?:soonest|earliest|first)\b|\bmove in (?:the )?soonest\b|\bsoonest\b|\b(?:can|could) (?:i|we) move in(?:to)?\b[^.?!]{0,25}\b(?:first|soonest|earliest|quickest)\b/ },
  { measure: "rail-minutes", direction: "asc", form: "comparative", cue: /\b(?:shorter walk|nearer|closer|quicker walk)\b[^.?!]{0,20}\b(?:rail|train|metro ?rail|light rail|station|metro)\b/ },
  { measure: "rail-minutes", direction: "asc", form: "superlative", cue: new RegExp(String.raw`\b(?:closest|nearest|shortest walk|least walk(?:ing)?|quickest walk|walking distance|best access|by (?:the )?walk|how close|how far|distance)\b[^.?!]{0,30}\b(?:rail|train|metro ?rail|light rail|station|metro)\b|${NEAR_RAIL.source}|\b(?:shortest|quickest|least) walk(?:ing)?(?: one)?(?= ?\??$)`) },
  { measure: "drive-minutes", direction: "desc", form: "superlative", cue: /\b(?:farthest|furthest|longest (?:commute|drive))\b/ },
  { measure: "drive-minutes", direction: "asc", form: "superlative", cue: /\b(?:(?:closest|nearest)(?! (?:thing|things|match|matches|option|options|alternative|alternatives|fit|you (?:have|got))\b)|shortest (?:commute|drive)|quickest (?:commute|drive)|fastest (?:commute|drive)|least (?:commute|driving)|best commute)\b|\bby (?:commute|drive|driving time|distance|drive time|commute time) (?:to|from)\b|\bhow long the (?:drive|commute)\b|\b(?:drive|driving|commute)(?: time)? to\b[^.?!]{0,40}\b(?:first|shortest|quickest)\b|\bbest\b[^.?!]{0,30}\bfor (?:a |the |my )?(?:drive|commute|driving)\b|\b(?:easiest|best) (?:drive|commute)\b|\b(?:quickest|fastest)\b(?! (?:move|moving|available|availability|to move|way to move|turnaround|approval|lease|one to move))|\bhow long (?:would|will|does|is|did|might) (?:it|the drive|the commute|my commute|my drive) (?:take|be)\b/ },
  { measure: "drive-minutes", direction: "asc", form: "superlative", cue: /\b(?:areas|neighborhoods|neighbourhoods|parts of town)\b[^.?!]{0,30}\b(?:(?:close|near|nearby|handy) (?:to|for)|near)\b/ },
  { measure: "drive-minutes", direction: "asc", form: "comparative", cue: /\b(?:closer|shorter (?:commute|drive)|quicker (?:commute|drive)|nearer|less (?:of a )?(?:commute|drive))\b/ },
  { measure: "drive-minutes", direction: "desc", form: "comparative", cue: /\b(?:farther|further|longer (?:commute|drive))\b/ },
  { measure: "size", direction: "desc", form: "superlative", cue: /\b(?:biggest|largest|most (?:space|spacious|room|roomy|square (?:feet|footage)|sq ?ft|sqft|footage))\b|\broomiest\b/ },
  { measure: "size", direction: "asc", form: "superlative", cue: /\b(?:smallest|tiniest|least (?:space|square (?:feet|footage))|fewest square (?:feet|footage)|most compact|most cramped|crampedest|tightest)\b/ },
  { measure: "size", direction: "desc", form: "comparative", cue: /\b(?:bigger|larger|more (?:space|spacious|room|square (?:feet|footage))|roomier)\b(?! (?:budget|price|rent|paycheck|salary|raise|dog|dogs|pet|pets|family|deposit)\b)/ },
  { measure: "size", direction: "asc", form: "comparative", cue: /\bsmaller\b/ },
  { measure: "rent", direction: "desc", form: "superlative", cue: /\b(?:most expensive|priciest|highest (?:(?:average|avg|mean|median|typical) )?(?:(?:\d|one|two|three)[ -]?(?:bed|br|bd|bedroom)s? |studio )?(?:rents?|prices?|priced|costs?)|most costly|spendiest|fanciest|most luxurious|top dollar|(?:costs?|charges?|rents? for) (?:the )?most)\b/ },
  { measure: "rent", direction: "asc", form: "superlative", cue: /\b(?:cheapest|least expensive|lowest (?:(?:average|avg|mean|median|typical) )?(?:(?:\d|one|two|three)[ -]?(?:bed|br|bd|bedroom)s? |studio )?(?:rents?|prices?|priced|costs?)|most affordable|best (?:price|deal)|least costly|lowest|(?:costs?|charges?|rents? for) (?:the )?least)\b/ },
  { measure: "rent", direction: "desc", form: "comparative", cue: /\b(?:more expensive|pricier|costs? more|higher (?:rent|price)|more costly)\b/ },
  { measure: "rent", direction: "asc", form: "comparative", cue: /\b(?:cheaper|less expensive|costs? less|lower (?:rent|price)|more affordable|less costly|cheap|save (?:more|money|the most))\b/ },
];

const COUNT_CUE = /\bhow many\b|# of\b|\bnumber of\b|^(?:the )?(?:sum|tally|count) of\b|\bhow much inventory\b|\bcount (?:of|the)?\b|\btotal number\b|\btotal (?:listings|apartments|communities|units|options|places)\b/;
const RANK_CUE = /\brank(?:ed|ing)?\b|\bby (?:(?:the )?number of |how many )?(?:amenities|perks|features)\b|\bin order of\b|\bfrom (?:the )?(?:cheapest|lowest|highest|biggest|largest|roomiest|smallest|tiniest|newest|oldest|closest|nearest|soonest|priciest|most|least)\b[^.?!]{0,30}\bto (?:the )?\w+|\b(?:low|lowest|cheap|cheapest|small|smallest|old|oldest|high|highest|big|biggest|new|newest) to (?:the )?(?:high|highest|expensive|most expensive|big|biggest|large|largest|small|smallest|low|lowest|old|oldest|new|newest)\b|\bby (?:drive|commute|driving|distance|walk|the walk|how close)\b|\b(?:cheapest|lowest|highest|biggest|largest|smallest|newest|oldest|soonest|closest|nearest|quickest|shortest|most|fewest|least)\b[^.?!]{0,40}\bfirst\b|\bby (?:(?:the )?(?:one[- ]time )?pet (?:rents?|deposits?|fees?)|(?:the )?parking (?:fees?|costs?|prices?)|price|rent|cost|size|square footage|sq ?ft|sqft|square feet|age|year built|move-in date|availability|(?:price |rent |cost )?per (?:square|sq) ?(?:foot|feet|ft)|\$ ?\/ ?sq ?ft)\b|\b(?:cheapest|lowest|highest|biggest|largest|roomiest|smallest|newest|oldest|soonest|closest|most|fewest|least|best value|best|worst) first\b|\bsort(?:ed)? (?:them |these |those )?by\b|\b(?:sorted|ranked|in order)\b|\bby (?:how soon|when)\b|\bby (?:units? (?:open|available)|open units|vacancies)\b|\bby how many\b[^.?!]{0,40}\b(?:open|available|vacant)\b|\border(?:ed)? (?:them |these |those )?by\b|\btop (?:\d|three|five|ten)\b|\bfrom (?:cheapest|lowest|biggest|newest)\b|\b(?:on|for|at|of|with) (?:each(?: one| of (?:them|those|these))?|every one|all of them|all (?:three|four|five|3|4|5)(?! (?:bed|br|bath|pets?|dogs?|cats?)))\b/;
/** "Where can he live?" (a dog said): the places that take him, a list of communities. */
const WHERE_CAN_LIVE = /\bwhere (?:can|could|would|will) (?:he|she|it|they|we|i|my \w+|our \w+) (?:live|stay|go|be welcome|be allowed)\b/;
const LIST_CUE_WORDS = /\bwhat(?:s| is| are)? (?:there )?within\b|^(?:(?:ok|okay|fine|so|and|then)\s)*what(?:s| has)?(?: got| has)\b|\bwho (?:will|would|does|do|can|could|takes?|allows?|accepts?|lets?|has|have|offers?)\b|\bwhat(?:s| is) (?:there |available |out there |open )?(?:in|around|near)\b|\bwhat(?:s| is| are)? (?:(?:still|currently|actually) )?(?:open|available|vacant)\b|\bwhat (?:[\w-]+ ){0,2}(?:apartments|apts|places|units|communities|options|studios|beds|bedrooms|brs?|complexes|buildings|properties)\b|\b(?:which|any|anything|anyplace|anywhere|any place|somewhere|show|list|find|are there|is there|do you have|got any|options|places|ones|communities|apartments|complex(?:es)?|buildings?|give me|what can i get|what can i rent|what could i rent|what can i afford|what could i afford|(?:can|could) (?:i|we) (?:really |still |even |realistically |actually |honestly )?afford|whats available|what is available|what have you got)\b/;
const LIST_CUE = new RegExp(`${WHERE_CAN_LIVE.source}|${LIST_CUE_WORDS.source}`);
/** "How much is a 2 bed in Midtown?", "typical rent": figures about a place (its rent statistics), not a list; lease terms, fees and
 * deposits are topics of their own (answer-process.ts, answer-no-data.ts). */
const ASKS_FIGURES = /\bleases?\b|\bmonth[- ]to[- ]month\b|\bdeposits?\b|\butilit|\bfees?\b|\bhow much\b|\b(?:typical|average|median|usual|going) (?:rent|rents|price|prices|cost)\b|\bwhat (?:do|does|would|will) .{0,30}\b(?:cost|run|go for|rent for)\b|\busually (?:rent|cost|go|run)\b/;
/** The places are what is ranked: "which areas are cheapest", "where is it cheapest to live". */
const ABOUT_PLACES = /\bby (?:area|neighborhood|neighbourhood)\b|\b(?<!\b(?:its|their) )(?:areas?|neighborhoods?|neighbourhoods?|parts? of (?:town|houston|the city)|sides? of town|zip ?codes?|where (?:is|are|should|can|would|to|do|does))\b/;
/** A plural answer: "the 3 cheapest", "cheapest places", "top 5". */
const PLURAL_RESULTS = /\b(?:places|apartments|ones|communities|complexes|buildings|options|units|properties|listings|areas|neighborhoods|neighbourhoods|parts)\b/;
/** The message points back at what was just shown. */
const REFERS_BACK = /\b(?:(?:of |among )?the (?:remaining|rest|ones left)|whats left|what is left|of (?:those|these|them)|out of (?:those|these|them)|among (?:those|these|them)|from (?:those|these|that list|the list)|any of (?:those|these|them)|which of (?:those|these|them)|those|these|them|they|the ones|that list|this list|the list|the results|(?:have|has|with|offering|offer|offers|got) both\b|each(?: one| of (?:them|those|these))?|every one|all of them|same (?:search|criteria|thing)|that search|of the ones)\b/;
/** A message opening like a continuation: "and with a pool?", "only ones with a gym", "what about Midtown". */
/** "Cheaper, any neighborhood", "in any area", "all areas?": the whole city, not the neighborhoods as the subject. */
const ANY_AREA = /(?:,|\bin|\bfrom|\bacross) (?:any|every|all|whatever) (?:other )?(?:neighborhoods?|neighbourhoods?|areas?|parts? of town|locations?)\b|\b(?:any|every|all) (?:other )?(?:neighborhoods?|neighbourhoods?|areas?|parts? of town)\s*[?.!]*$/;

/** "And what if I only want 2 baths?", "what if we only need 1 bath": a criterion tried on the answer just given. */
const WHAT_IF_ONLY = /^(?:and |but |ok |so )?(?:what if|what about if|how about if|if) (?:i|we) (?:only )?(?:want|need|wanted|needed|went with|go with|said)\b/;
const CONTINUES = /^(?:in|around|near) (?:the )?[a-z0-9]+(?: [a-z0-9]+)?\??$|^(?:any|anything|anywhere|something|ones?|any of (?:those|them)) (?:in|around|near|at) (?:the )?[a-z0-9]+(?: [a-z0-9]+)?\??$|^(?:and|but|also|only|just|now|ok|okay|so|then|plus|what about|how about|same|with|without|no|not|excluding|except|minus|any with|any without|which have|which ones|ones with|ones that|w\/|w\/o|for)\b/;
/** "The Heights instead", "same but in EaDo", "switch to Midtown": the places named replace the last search's. */
export const REPLACES_PLACES = /\binstead\b|\brather\b|\bsame (?:but|thing|search|again) (?:in|for|at|around|near)\b|\bswitch to\b|\bchange (?:it |the area |the neighborhood )?to\b|\bswap\b|\breplace\b[^.?!]{0,30}\bwith\b|\btrade\b[^.?!]{0,30}\bfor\b/;
/** A revision that replaces the last search's places, stated or asked ("what about the Heights?"). */
const INSTEAD = new RegExp(String.raw`${REPLACES_PLACES.source}|\bwhat about\b|\bhow about\b`);

const MONTHS = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
/** A wish to see a place: its date is a tour, never a move-in ("can I see it saturday"). */
const AVAILABLE_NOW = /\b(?:available|open|vacant|move[- ]?in ready|move in) (?:right )?(?:now|today|immediately|asap|rn)\b|\b(?:open|available|vacant)\b[^.?!]{0,40}\b(?:rn|atm|right now)\b|\bavailable\b[^.?!]{0,40}\b(?:right now|today|immediately)\b|\b(?:immediately|currently) available\b|\bmove in (?:right away|immediately|asap|today)\b|\b(?:get|rent|lease|move into|have) (?:\w+ ){0,2}(?:right now|today|immediately)\b/;
const TOUR_CUE = /\b(?:see (?:it|them|the|one|a|this|that)|come (?:see|look|by)|stop by|drop by|tour|tours|touring|visit|visiting|view|viewing|showing|check (?:it|them|the place) out|look at (?:it|them|the))\b/;
const MOVE_CUE = new RegExp(String.raw`\b(?:move|moving|move-in|movein|available|availability|avail|open|opens|ready|by \d{1,2}\/\d{1,2}|lease (?:start|starting|begins)|start(?:ing)? (?:the |my )?lease|by ${MONTHS}|by the (?:1st|first|15th|end)|occupancy|vacant)\b`);

const DOG_WORDS = /\b(?:dogs?|pup(?:py|pies)?|doggos?|labs?|labrador|retrievers?|golden|goldens|shepherds?|husk(?:y|ies)|pit ?bulls?|pitties?|pits|pit mix(?:es)?|mutts?|hounds?|mixed breeds?|boxers?|doodles?|goldendoodles?|labradoodles?|poodles?|corgis?|chihuahuas?|dachshunds?|beagles?|bulldogs?|great danes?|mastiffs?|rottweilers?|rotties?|dobermans?|terriers?|collies?|heelers?|pyrenees|newfies?|bernese|aussies?|schnauzers?|pugs?|shih tzus?|yorkies?|malamutes?)\b/;
const CAT_WORDS = /\b(?:cats?|kittens?|kitty|kitties)\b/;
/** Breeds many communities refuse, or the renter asking for no breed restrictions. */
const RESTRICTED_BREED = /\b(?:pit ?bulls?|pitties?|pits|pit mix(?:es)?|pitbull mix|staffies?|staffordshires?|am ?staffs?|rottweilers?|rotties?|dobermans?|dobermanns?|german shepherds?|shepherd mix|husk(?:y|ies)|malamutes?|chow(?: chow)?s?|akitas?|mastiffs?|cane corsos?|presa canarios?|wolf ?hybrids?|bull ?terriers?)\b|\b(?:no|without|w\/o|zero|free of) breed restrictions?\b|\bbreed[- ]restriction[- ]free\b/;
export const ASSISTANCE_ANIMAL = /\b(?:service (?:dogs?|animals?|cats?)|emotional support (?:animals?|dogs?|cats?)|esas?|assistance (?:animals?|dogs?)|support animals?|therapy (?:dogs?|animals?)|guide dogs?|seeing[- ]eye dogs?)\b/;
/** The text without the words of a lease length ("offer 6 month leases", "month to month"): a term asked for is a filter, not a figure asked. */
const withoutLeaseWords = (text: string) => text.replace(/\bmonth[- ]to[- ]month\b|\bleases?\b/g, " ");

/** Lease terms asked of a community: "month to month", "a 6 month lease", "short term" (under a year: month-to-month, 3 or 6 months). */
function readLeaseTerms(text: string, understood?: string): Filters["leaseTerms"] {
  // A term the understanding read as said ("if I did 12 months instead"), when the words here name none.
  const said = readLeaseWords(text);
  const monthsSaid = /\b\d{1,2} ?(?:months?|mos?)\b/.test(text);
  return said.length === 0 && monthsSaid && understood && (OFFERED_LEASE_TERMS as readonly string[]).includes(understood) ? [understood as Filters["leaseTerms"][number]] : said;
}

function readLeaseWords(text: string): Filters["leaseTerms"] {
  if (/\bmonth[- ]to[- ]month\b|\bm2m\b|\bmonthly leases?\b|\bno (?:long[- ]term )?(?:lease|contract)\b/.test(text)) return ["month-to-month"];
  if (/\bshort[- ]term(?: leases?)?\b|\bleases? (?:shorter|less) than (?:a year|12 months)\b|\b(?:less|shorter) than (?:a|one) year(?:'?s)? lease\b|\bunder a year\b/.test(text)) return ["month-to-month", "3-month", "6-month"];
  const n = leaseMonthsAsked(text);
  const term = `${n}-month`;
  return n !== null && (OFFERED_LEASE_TERMS as readonly string[]).includes(term) ? [term as Filters["leaseTerms"][number]] : [];
}

const MONTH_WORDS: Record<string, number> = { three: 3, six: 6, nine: 9, twelve: 12, fifteen: 15, eighteen: 18 };

/** The months of a lease asked for ("a 15 month lease", "sign for 9 months"), offered by some community or not. */
function leaseMonthsAsked(text: string): number | null {
  const months = /\b(\d{1,2}|three|six|nine|twelve|fifteen|eighteen)[- ]?(?:months?|mos?)[- ]leases?\b|\b(?:leases?|do|sign|signing|offer|offers|allow|allows|let me do|lease for) (?:of |for |a |an )?(\d{1,2}|three|six|nine|twelve|fifteen|eighteen)[- ]?(?:months?|mos?)\b(?! (?:from|ago|free|of free))/.exec(text);
  if (!months) return null;
  const said = months[1] ?? months[2]!;
  const n = MONTH_WORDS[said] ?? Number(said);
  return n >= 1 && n <= 36 ? n : null;
}

/** A lease length no listing offers ("a 15 month lease"): named, never dropped silently (the reply says which terms are listed). */
function unlistedLeaseTerm(text: string): string | null {
  const n = leaseMonthsAsked(text);
  if (n === null || (OFFERED_LEASE_TERMS as readonly string[]).includes(`${n}-month`)) return null;
  return `a ${n}-month lease term (the terms listed are month-to-month and 3, 6, 12, 18 and 24 months)`;
}

/** Parking at no fee ("free parking", "no parking fee"), or a fee at most N ("parking under $50"): group 1 is N. */
const FREE_PARKING = /\b(?:free|no[- ]fee|no[- ]cost|\$0) parking\b|\bparking (?:is |that is |thats )?(?:free|at no (?:extra )?cost|with no fee)\b|\b(?:no|without (?:a |any )?|zero) parking (?:fees?|charges?|costs?)\b|\b(?:dont|do not|not|never|rather not|prefer not|prefer not to|would rather not) (?:want to |have to |to )?(?:pay|paying) (?:for|extra for) parking\b/;
const PARKING_FEE_UNDER =
  /\bparking (?:fees? |costs? |that costs? |runs? |is |for |at )?(?:under|below|less than|at most|max(?:imum)?|no more than|not more than|for less than|up to) \$?(\d{1,3})\b(?: (?:a|per) (?:month|mo)\b)?|\bparking (?:fees? |costs? |for |at |of )?\$?(\d{1,3}) (?:(?:a|per) (?:month|mo) |\/mo )?or (?:less|under|below)\b|\$?(\d{1,3})(?: bucks| dollars)?(?: (?:a|per) (?:month|mo)| \/mo)? or (?:less|under|below) (?:(?:a|per) month )?(?:for|on) parking\b|\b(?:under|below|less than|at most|no more than|max) \$?(\d{1,3})(?: bucks| dollars)?(?: (?:a|per) (?:month|mo))? (?:for|on) parking\b/;

/**
 * A move-in special asked for ("any move-in specials in Midtown?", "which ones have a special?", "offering a month free",
 * "concessions"): the filter of communities with a special running today. A special said with numbers and a lease ("6 weeks
 * free on a 12 month lease") is worked out by the terms topic first (read-topic.ts); "anything special about it" is no special.
 */
export const SPECIAL_WANTED =
  /\b(?:(?:move[- ]in |current |running |rent )?specials|concessions?|move[- ]in (?:deals?|promos?|promotions?|incentives?)|free rent|(?:a|one|two|three|six|eight|\d+(?:\.\d+)?) (?:months?|weeks?) (?:of )?free|months? free|weeks? free|(?:move[- ]in|current|running|any|a|an|the|that|with|w\/) special(?! (?:about|needs?|reasons?|occasions?|requests?|place|spot)\b))\b/;

/** The most parking may cost a month, as the renter bounds it ("free parking": 0, "parking under $50": 50); null when not said. */
function parkingFeeBound(text: string): number | null {
  if (FREE_PARKING.test(text)) return 0;
  const said = PARKING_FEE_UNDER.exec(text);
  return said ? Number(said[1] ?? said[2] ?? said[3] ?? said[4]) : null;
}

/** The text without a bound on parking's fee: "parking costs no more than $50" is a filter, not a cost asked or a total measured. */
const withoutParkingFee = (text: string) => text.replace(FREE_PARKING, " ").replace(PARKING_FEE_UNDER, " ");

/** A community that takes no pets ("a pet-free building", "places that don't allow pets", "no pets allowed"); a renter's own "no pets" says nothing of the community. */
export const PET_FREE = /\bpet[- ]?free\b|\b(?:dont|do not|wont|will not|cant|cannot) (?:want|live|be|do|stay) (?:in |at )?(?:anywhere|anyplace|any place|anything|places?|buildings?|communities|complexes|somewhere) (?:that |which |where (?:they )?)?(?:allows?|accepts?|takes?|permits?|lets?|has|have) (?:them|cats?|dogs?|pets?|animals?)\b|\ballergic to (?:cats?|dogs?|pets?|animals?)\b[^.?!]*\b(?:dont|do not|doesnt|does not|wont|will not|that dont|which dont) (?:allow|accept|take|permit)s? (?:them|cats|dogs|any)\b|\bno[- ]pets? (?:allowed|policy|buildings?|communities|complexes|apartments|places|properties)\b|\b(?:dont|do not|doesnt|does not|wont|will not|that dont|which dont|arent|are not) (?:allow|accept|take|permit|welcome|ok with|okay with)s? (?:any )?(?:pets|animals|dogs or cats|cats or dogs)\b|\b(?:pets|animals) (?:are )?(?:not|arent|are not|never) (?:allowed|permitted|welcome)\b|\b(?:no|zero) (?:pets|animals) (?:in the building|on site|on the property|around)\b/;
const PETS_GENERAL = /\b(?:pet[- ]?friendly|pets? (?:allowed|ok|okay|welcome)|allows? pets|takes? pets|accepts? pets|(?:with|have|has|own) (?:a |my |two |2 )?pets?)\b/;
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, my: 1, two: 2, three: 3, four: 4, "2": 2, "3": 3, "4": 4, "1": 1 };

const NOT_NEEDED = /\b(?:needed|required|necessary|a must|needed)\b/;
/** After a negated amenity: it is acceptable, not ruled out ("without a pool is fine"). */
const ACCEPTABLE = /^\s*(?:[a-z]+ )?(?:is |would be |would |s )?(?:fine|ok|okay|good|cool|no problem|works?)\b/;
/** Before "without": a second negation, so the amenity is wanted ("no place without a pool", "nothing without parking"). */
const DOUBLE_NEGATION = /\b(?:no (?:place|places|apartments?|buildings?|communities|community|complex(?:es)?)|nothing|none)\s*$/;
const NEGATORS = String.raw`(?:without|no|not|(?:dont|do not|doesnt|does not) (?:come with|include|offer)|doesnt have|dont have|do not have|does not have|that lack|lacking|minus|w\/o|sans|none with|nothing with|dont want|do not want|dont need|avoid)`;

export interface QueryReading {
  query: Query;
  /** The message asks something the evaluator answers (an operation cue, or filters asked about or refining the last query). */
  asks: boolean;
  /** What the reading changed that the reply should say ("$200 less than before: up to $1,800"). */
  note?: string;
  /** A statement of criteria the profile cannot hold ("montrose, 6 month lease"), answered as this query's list. */
  stated?: boolean;
}

export interface ReadQueryInput {
  message: string;
  understanding: Understanding;
  lookups: Lookups;
  state: ConversationState | null;
  profile: PreferenceProfile;
  /** yyyy-mm-dd, Houston. */
  today: string;
}

/** A measure named without a superlative ("X vs Y size?", "areas by rent"): used only to compare or rank. */
const MEASURE_NOUNS: readonly MeasureCue[] = [
  { measure: "dog-weight", direction: "desc", form: "comparative", cue: /\b(?:dog |pet )?weight limits?\b/ },
  { measure: "amenity-count", direction: "desc", form: "comparative", cue: /\b(?:amenity counts?|number of amenities|how many amenities)\b/ },
  { measure: "pet-rent", direction: "asc", form: "comparative", cue: /\bpet rents?\b/ },
  { measure: "pet-fees", direction: "asc", form: "comparative", cue: new RegExp(String.raw`\b${PET_FEES}\b`) },
  { measure: "parking-fee", direction: "asc", form: "comparative", cue: /\bparking (?:fees?|costs?|prices?|rates?|charges?)\b/ },
  // A rent per square foot "of units available by June 15" asks the rent per square foot; the units are a filter.
  { measure: "price-per-sqft", direction: "asc", form: "comparative", cue: /\bper (?:square|sq\.?) ?(?:foot|feet|ft)\b|\bprice per\b|\$ ?\/ ?(?:sq ?ft|sf)\b|\bpsf\b/ },
  { measure: "open-units", direction: "desc", form: "comparative", cue: /\b(?:units? (?:that are |are )?(?:open|available)|open units|vacancies|number of (?:open|available) units)\b|\bby how many\b[^.?!]{0,40}\b(?:open|available|vacant)\b/ },
  { measure: "count", direction: "desc", form: "comparative", cue: /\b(?:inventory|selection|supply|number of (?:listings|apartments|options|places|communities|units))\b/ },
  { measure: "size", direction: "desc", form: "comparative", cue: /\b(?:size|sizes|square footage|square feet|sq ?ft|footage|space|how big)\b/ },
  { measure: "year-built", direction: "desc", form: "comparative", cue: /\b(?:year built|age|how old|how new)\b|\bwhen (?:were|was|are|is)\b[^.?!]{0,160}\bbuilt\b/ },
  // ("A move-in special" is a special, not a move-in date.)
  { measure: "move-in", direction: "asc", form: "comparative", cue: /\b(?:move[- ]in(?! (?:specials?|deals?|promos?|promotions?|incentives?)\b)|availability|available|how soon|open(?:s|ing)? up)\b/ },
  { measure: "rail-minutes", direction: "asc", form: "comparative", cue: /\b(?:walk(?:ing)? to (?:the )?(?:rail|train|metro ?rail|light rail|station)|rail (?:commute|access|walk)|to the (?:rail|train|station))\b/ },
  { measure: "drive-minutes", direction: "asc", form: "comparative", cue: /\b(?:drive|commute|driving)\b/ },
  { measure: "monthly-total", direction: "asc", form: "comparative", cue: /\b(?:rent plus parking|parking plus rent|plus parking|all[- ]in|monthly total|total monthly|with parking|w\/ ?parking|parking included|including parking|incl\.? parking|once parking is added)\b/ },
  { measure: "rent", direction: "asc", form: "comparative", cue: /\b(?:rent|rents|price|prices|cost|costs|pricing)\b/ },
];

/** A neighborhood's typical figure asked for ("the average size", "usually built"). */
const AVERAGED = /\b(?:average|median|mean|typical|typically|usual|usually|avg|on average|generally|normally)\b/;

/** Year filters ("built 2015 or newer", "newer than 2010") are filters, not a measure asked for. */
const YEAR_FILTER_WORDS = /\b(?:19|20)\d{2} or (?:newer|older|later|earlier|after)\b|\b(?:newer|older) than (?:19|20)\d{2}\b/g;

/** Whether the text names any measure ("cheaper", "size", "newer"): "compare X and Y" names none. */
export function namesMeasure(text: string): boolean {
  const plain = normaliseText(text).replace(/[’']/g, "");
  return measureCue(plain) !== null || MEASURE_NOUNS.some(({ cue }) => cue.test(plain));
}

/** The most specific measure the text names (the list's order); of its cues a superlative before a comparative, and the one said first ("from cheapest to most expensive"). */
function measureCue(full: string): MeasureCue | null {
  const text = withoutParkingFee(full.replace(YEAR_FILTER_WORDS, " "));
  // "Is the cheapest 1 bed walkable to the rail?": the superlative that picks the one is the measure; the rail is its fact.
  const picked = PICKED_SUBJECT.exec(text);
  if (picked) {
    const word = picked.index + picked[0].lastIndexOf(" the ") + 5;
    // The first match of each cue at or after the picking word ("how far is the closest one from the station": the rail's, at "closest").
    const from = (c: MeasureCue) => {
      const search = new RegExp(c.cue.source, "g");
      search.lastIndex = Math.max(0, word - 1);
      return search.exec(text)?.index ?? Infinity;
    };
    const own = MEASURE_CUES.find((c) => c.form === "superlative" && from(c) <= word + 12);
    if (own) return own;
  }
  const first = MEASURE_CUES.find(({ cue }) => cue.test(text));
  if (!first) return null;
  let best: { cue: MeasureCue; at: number } | null = null;
  for (const candidate of MEASURE_CUES) {
    if (candidate.measure !== first.measure) continue;
    const at = candidate.cue.exec(text)?.index;
    if (at === undefined) continue;
    const rank = (c: MeasureCue) => (c.form === "superlative" ? 0 : 1);
    if (best === null || rank(candidate) < rank(best.cue) || (rank(candidate) === rank(best.cue) && at < best.at)) best = { cue: candidate, at };
  }
  return best?.cue ?? first;
}

/**
 * "Which has more pools, Midtown or Downtown?", "the area with the most gyms": how many communities have the amenity
 * (it is a filter too, read with the others), more or most of them.
 */
function amenityCountCue(text: string, lookups: Lookups): MeasureCue | null {
  for (const { key, phrase } of amenityPhrases(lookups)) {
    if (key === PETS_AMENITY) continue;
    const said = new RegExp(String.raw`(?<!\bat )\b(more|fewer|less|most|fewest|least)\s(?:[a-z-]+\s)?${escape(phrase)}s?\b`).exec(text);
    if (!said) continue;
    const direction: Direction = /^(?:more|most)$/.test(said[1]!) ? "desc" : "asc";
    return { measure: "count", direction, form: /^(?:most|fewest|least)$/.test(said[1]!) ? "superlative" : "comparative", cue: new RegExp(escape(said[0])) };
  }
  return null;
}

/** The amenity synonyms of the vocabulary, longest first, for the negation refiner. */
function amenityPhrases(lookups: Lookups): { key: string; phrase: string }[] {
  const out: { key: string; phrase: string }[] = [];
  for (const amenity of lookups.knowledge.amenities) {
    for (const phrase of new Set([amenity.displayName.toLowerCase(), amenity.name.replace(/-/g, " "), ...amenity.synonyms.map((s) => s.toLowerCase())])) out.push({ key: amenity.name, phrase });
  }
  return out.sort((a, b) => b.phrase.length - a.phrase.length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Amenities ruled out ("without a pool", "no gym", "that don't have a balcony"), not merely not needed ("no pool needed"). */
function negatedAmenities(text: string, lookups: Lookups): Set<string> {
  const out = new Set<string>();
  for (const { key, phrase } of amenityPhrases(lookups)) {
    if (key === PETS_AMENITY) continue;
    // The words between the negator and the amenity never say it is wanted ("no pool incl parking", "no gym but a pool").
    const pattern = new RegExp(String.raw`\b${NEGATORS}(?: an?| any| the| one| a single)?(?: (?!(?:incl|including|included|with|plus|but|w|has|have|having|yes|once|when|after|if|and|or|then|no|not|without)\b)\w+){0,2}? ${escape(phrase)}s?\b(?! (?:needed|required|necessary|fees?|charges?|costs?)\b)`);
    const match = pattern.exec(text);
    // "not downtown gym": what is ruled out is the place; the amenity after it is wanted.
    if (match && placesNamedIn(match[0].slice(0, match[0].lastIndexOf(phrase)), lookups).length > 0) continue;
    if (!match || /\b(?:dont need|do not need)\b/.test(match[0])) continue;
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 32);
    // "No place without a pool" wants one; "without a pool is fine" rules nothing out.
    if (NOT_NEEDED.test(after.slice(0, 12)) || ACCEPTABLE.test(after) || DOUBLE_NEGATION.test(text.slice(Math.max(0, match.index - 14), match.index))) continue;
    out.add(key);
  }
  return out;
}

/**
 * Results taken out by what they have or lack: "take out the ones without a dishwasher" keeps those with one (required),
 * "remove the ones with a pool" rules the pool out.
 */
function removedOnes(text: string, lookups: Lookups): { required: Set<string>; excluded: Set<string> } {
  const required = new Set<string>();
  const excluded = new Set<string>();
  for (const { key, phrase } of amenityPhrases(lookups)) {
    if (key === PETS_AMENITY) continue;
    const match = new RegExp(String.raw`\b(?:take out|remove|drop|get rid of|exclude|filter out|eliminate|cut|ditch|toss|lose|hide|leave out|skip|nix)(?: all)?(?: the| any)? (?:ones|places|apartments|communities|buildings|options|results|those|them)(?: that)? (without|with no|lacking|missing|(?:that )?(?:dont|do not|doesnt|does not) have|with|(?:that )?(?:have|has)|having)(?: an?| the)? ${escape(phrase)}s?\b`).exec(text);
    if (!match) continue;
    if (/^(?:without|with no|lacking|missing)$|not|dont|doesnt/.test(match[1]!)) required.add(key);
    else excluded.add(key);
  }
  return { required, excluded };
}

/** The renter has no pet (any more): "forget my pets", "I had to rehome my dog", "I don't have any pets". */
export const PETS_GONE =
  /\b(?:forget|remove|delete|drop|clear|take off|scratch|undo|nix|ditch|lose|skip|never ?mind|nvm) (?:about )?(?:my |the |all |that )?(?:pets?|dogs?|cats?|animals?)\b|\b(?:pets?|dogs?|cats?|animals?) (?:is|are|will be|s) (?:staying|living) (?:with|at)\b|\b(?:rehomed|re-homed|rehome|gave away|gave up|no longer have|dont have|do not have|dont own|do not own|no longer own|lost) (?:my |a |any |the |our )?(?:pets?|dogs?|cats?|animals?)\b|\bno (?:more )?pets (?:anymore|any more|now)\b|(?:^|[,:;.]\s*|\b(?:i|we) (?:have|got) )no pets\b(?! (?:allowed|policy|buildings?|communities|complexes|apartments|places|properties|please)\b)/;

/** Amenities the message drops from what was asked ("drop the gym", "forget the pool", "don't need a balcony"): no longer wanted, not ruled out. */
function droppedAmenities(text: string, lookups: Lookups): Set<string> {
  const out = new Set<string>();
  for (const { key, phrase } of amenityPhrases(lookups)) {
    if (new RegExp(String.raw`\b(?:drop|remove|forget(?: about)?|nix|ditch|lose|get rid of|take (?:off|out)|never ?mind|dont need|do not need|no longer need|dont care about|dont care for)(?: the| a| an| my)? ${escape(phrase)}s?\b|\b${escape(phrase)}s? (?:is|isnt|doesnt|does not)? ?(?:not needed|optional|doesnt matter|dont matter)\b`).test(text)) out.add(key);
  }
  return out;
}

/** The animal the text names (kind, weight, how many, an assistance animal), or pets in general; null when none. */
/** An allergy names the animals the renter keeps away from, not one they keep: "allergic to cats", "my dog allergy". */
export const ALLERGY = /\b(?:(?:i am|im|i'm|we are|were|my \w+ is|severely|very|really|super)\s)?allergic to (?:(?:cats?|dogs?|pets?|animals?|pet dander|dander)(?:\s(?:and|or|&)\s)?)+|\b(?:cat|dog|pet|animal)s?\s(?:allergy|allergies|dander)\b/g;

export function readAnimal(said: string, amenities: readonly string[]): Filters["animal"] {
  const text = said.replace(ALLERGY, " ");
  const assistance = ASSISTANCE_ANIMAL.test(text);
  const dog = DOG_WORDS.exec(text);
  const cat = CAT_WORDS.exec(text);
  const weight = /\b(\d{1,3})\s?(?:lb|lbs|pound|pounds|#)\b|\b(\d{1,3})[- ]?(?:lb|lbs|pound)s?\b/.exec(text);
  // "Dogs over 50 lbs": a dog heavier than that, so a limit of 50 does not take it.
  const over = weight !== null && /\b(?:over|above|more than|heavier than|bigger than|greater than)\s$/.test(text.slice(Math.max(0, weight.index - 16), weight.index));
  const weightLb = weight ? Number(weight[1] ?? weight[2]) + (over ? 1 : 0) : null;
  const countOf = (match: RegExpExecArray | null) => {
    if (!match) return 1;
    const before = text.slice(Math.max(0, match.index - 12), match.index).trim().split(/\s+/).pop() ?? "";
    return COUNT_WORDS[before] ?? 1;
  };
  if (dog && !/\bdog (?:parks?|runs?|wash(?:es)?|spas?)\b/.test(text.slice(dog.index, dog.index + 12))) {
    const weighed = weightLb !== null && weightLb >= 1 && weightLb <= 300 ? weightLb : null;
    // "My 30 lb dog and my cat": both kinds, every animal counted. A pit mix, or "no breed restrictions": only policies without them.
    const heavier = { ...(over && weighed !== null ? { over: true } : {}), ...(RESTRICTED_BREED.test(text) && !assistance ? { restrictedBreed: true } : {}) };
    if (cat && !assistance) return { kind: "dog", weightLb: weighed, count: Math.min(9, countOf(dog) + countOf(cat)), assistance, alsoCat: true, ...heavier };
    return { kind: "dog", weightLb: weighed, count: countOf(dog), assistance, ...heavier };
  }
  if (cat) return { kind: "cat", weightLb: null, count: countOf(cat), assistance };
  if (assistance) return { kind: "any", weightLb: null, count: 1, assistance: true };
  if (PET_FREE.test(text)) return null;
  // "Which ones allow 3 pets": pets of any kind, every one counted.
  const several = /\b(\d|two|three|four) (?:pets|animals)\b/.exec(text);
  if (several) return { kind: "any", weightLb: null, count: Math.min(9, COUNT_WORDS[several[1]!] ?? Number(several[1])), assistance: false };
  if (PETS_GENERAL.test(text) || amenities.includes(PETS_AMENITY)) return { kind: "any", weightLb: null, count: 1, assistance: false };
  return null;
}

function readYearBuilt(text: string, today: string): Range | null {
  const year = Number(today.slice(0, 4));
  const after = /\b(?:built|constructed|completed|opened)?\s?(?:after|since|from|in or after|newer than|later than|post)\s((?:19|20)\d{2})\b/.exec(text);
  const before = /\b(?:built|constructed|completed)?\s?(?:before|prior to|older than|earlier than|pre)[\s-]?((?:19|20)\d{2})\b/.exec(text);
  const orLater = /\b((?:19|20)\d{2}) or (?:later|newer|after)\b|\b((?:19|20)\d{2})\s?\+/.exec(text);
  const lastYears = /\b(?:built|constructed|completed|opened)\s(?:in|within) the (?:last|past) (\d{1,2}) years\b/.exec(text);
  // "Older smaller complexes, not shiny new builds": new construction ruled out is no wish for it.
  const brandNew = /\b(?:brand new|new construction|newly built|new build(?:ing)?s?)\b/.test(text) && !/\b(?:not|no|dont want|do not want|avoid|hate|rather not|instead of|over)\b(?:\s+(?:a|any|the|some|those|these|shiny|fancy|sterile|big|all))*\s+(?:brand new|new construction|newly built|new build(?:ing)?s?)\b/.test(text);
  // "Built in the 2000s", "from the 90s", "1980s buildings": that decade.
  const decade = /\b(?:in|from|during) the (?:(19|20)?(\d)0s|(?:nineteen|twenty) (\w+)ies)\b|\b((?:19|20)\d0)s (?:buildings?|builds?|construction|complexes|apartments)\b/.exec(text);
  if (decade && (decade[1] !== undefined || decade[2] !== undefined || decade[4] !== undefined) && /\bbuilt|\bconstructed|\bbuilding|\bconstruction|\bfrom the|\bbuilds?\b/.test(text)) {
    const start = decade[4] !== undefined ? Number(decade[4]) : Number(`${decade[1] ?? (Number(decade[2]) >= 3 ? "19" : "20")}${decade[2]}0`);
    if (start >= 1900 && start <= year) return { min: start, max: start + 9 };
  }
  // "Nothing older than 2015", "no buildings built before 2000": the bound said, turned the other way.
  const ruledOut = (match: RegExpExecArray) => /\b(?:nothing|no|not|none|never|avoid|skip|exclude|dont want|do not want)(?:\s+(?:buildings?|places?|apartments?|communities|complexes|anything|ones?|stuff|thats|that is|that was|that were|which|were|was|is|are|built|constructed|made|a|any))*\s*$/.test(text.slice(Math.max(0, match.index - 40), match.index));
  if (after && ruledOut(after)) return { min: null, max: Number(after[1]) - (/\bafter|newer than|later than|post\b/.test(after[0]) ? 0 : 1) };
  if (before && ruledOut(before)) return { min: Number(before[1]), max: null };
  if (after) return { min: Number(after[1]) + (/\bafter|newer than|later than|post\b/.test(after[0]) ? 1 : 0), max: null };
  if (orLater) return { min: Number(orLater[1] ?? orLater[2]), max: null };
  if (lastYears) return { min: year - Number(lastYears[1]), max: null };
  if (before) return { min: null, max: Number(before[1]) - 1 };
  if (brandNew) return { min: year - 3, max: null };
  return null;
}

/** "within 20 minutes of the Medical Center", "under a 15 min drive to downtown": the limit and where to. */
function readCommuteLimit(text: string): { minutes: number; destination: string } | null {
  const match = /\b(?:within|under|less than|at most|max(?:imum)?|no more than|no longer than|up to)\s(?:an? )?(\d{1,3})\s?(?:min|mins|minute|minutes)(?:'?s)?(?: (?:drive|driving|commute|away|ride|by car))?\s(?:of|to|from)\s([a-z0-9 .&'-]{3,60})/.exec(text)
    ?? /\b(\d{1,3})\s?(?:min|mins|minute|minutes)\s(?:or less |or under |max |tops )?(?:(?:drive|commute|away|by car)\s)?(?:of|to|from)\s([a-z0-9 .&'-]{3,60})/.exec(text);
  if (match) return { minutes: Number(match[1]), destination: trimPlace(match[2]!) };
  // "Whats within a 10 min drive", "under 15 minutes away": no place said, so the renter's own commute ("my work").
  const alone =
    /\b(?:within|under|less than|at most|max(?:imum)?|no more than|no longer than|up to)\s(?:an? )?(\d{1,3})\s?(?:min|mins|minute|minutes)(?:'?s)?\s(?:drive|driving|commute|away|ride|by car)\b(?!\s(?:of|to|from)\b)/.exec(text) ??
    /\b(\d{1,3})\s?(?:min|mins|minute|minutes)\s(?:drive|driving|commute)\s(?:max|tops|at most|or less)\b/.exec(text) ??
    // "Loosen to 25 min", "make it 30 minutes": the limit said again, to the same place.
    /^(?:(?:ok|okay|then|hmm|so|and)\s)*(?:loosen|relax|extend|widen|stretch|bump|raise|change|make)(?: it| that| the (?:drive|commute|limit|drive time))?(?: up)? to (\d{1,3})\s?(?:min|mins|minute|minutes)\b/.exec(text) ??
    // "What about under 20 min, how many?": a new limit, to the place the last one was to.
    /^(?:(?:ok|okay|then|hmm|so|and|what about|how about|and what about)\s)+(?:under|within|less than|at most|max|no more than) (\d{1,3})\s?(?:min|mins|minute|minutes)\b/.exec(text);
  return alone ? { minutes: Number(alone[1]), destination: "my work" } : null;
}

function trimPlace(place: string): string {
  return place
    .replace(/\b(?:please|pls|thanks|thank you|and|with|w|incl|including|plus|parking|under|over|for|that|which|who|in|by|by car|max|at most|around|near|close to|built|open|available|avail|without|not|no|except|outside|or|vs|versus|from|is|are|has|have|among|of (?:those|these|them))\b.*$/, "")
    // A terse message goes on with its filters: "tmc 1br <1500", "galleria 2 bed".
    .replace(/\s(?:\d+\s?(?:br|bd|bds|bed|beds|bedrooms?|ba|bath|baths|sq|sqft|k)\b|studios?\b|[<>$~]).*$/, "")
    .replace(/[?.!,]+$/, "")
    .trim();
}

/** "My work", "the office", "my school": the renter's saved commute destination stands for them. */
const OWN_PLACE = /^(?:my |our |the )?(?:work|job|office|workplace|work place|school|campus|commute|employer|hospital i work at)$/;

/** "closest to the Texas Medical Center", "shortest commute to Rice"; else the renter's saved commute. */
function readDestination(text: string, profile: PreferenceProfile): string | null {
  // "Drive time from each to downtown": "from" names the places already asked about; the trip goes "to" the place.
  const fromThose = /\bfrom (?:each(?: one| of them)?|them|both|either|there|it|those|these|the two|all (?:of )?them)\b[^.?!]*?\b(?:to|into) (?:the )?([a-z][a-z0-9 .&'-]{1,60})/.exec(text);
  if (fromThose) {
    const place = trimPlace(fromThose[1]!);
    if (OWN_PLACE.test(place)) return profile.commuteTo;
    if (place.length >= 2) return place;
  }
  const match =
    /\b(?:closest|nearest|farthest|furthest|shortest|longest|quickest|quicker|fastest|best commute|drive|driving|commute|drive time|commute time|closer|nearer|farther|further|shorter|longer|least (?:commute|driving)|less (?:of a )?(?:commute|drive)|by (?:commute|drive|driving time|distance|drive time))\b(?:\s[a-z0-9]+){0,4}?\s(?:to|from|of|near|by)\s(?:the\s)?([a-z0-9 .&'-]{2,60})/.exec(text) ??
    // Terse: "shortest drive galleria 2br".
    /\b(?:shortest|quickest|fastest|best|least|easiest) (?:drive|commute)\s(?!(?:to|from|of|near|by|time|times|for|in)\b)(?:the\s)?([a-z][a-z0-9 .&'-]{1,60})/.exec(text) ??
    // "How long would it take to get to the Galleria from there?"
    /\bhow long (?:would|will|does|is|did|might) (?:it|the drive|the commute|my commute|my drive) (?:take|be)\b(?:\s(?!to\b)[a-z]+){0,3}?\s(?:to get |getting )?(?:to|into)\s(?:the\s)?([a-z][a-z0-9 .&'-]{1,60})/.exec(text);
  const place = match ? trimPlace(match[1]!) : "";
  if (OWN_PLACE.test(place)) return profile.commuteTo;
  // "What would the commute be from Katy vs from Memorial": places to start from, to the saved commute.
  if (match && profile.commuteTo && /\sfrom\s(?:the\s)?$/.test(match[0].slice(0, match[0].length - match[1]!.length)) && !/\b(?:to|into)\s(?!(?:be|get|live|rent|move|pay|commute|drive|go)\b)/.test(text)) return profile.commuteTo;
  return place.length >= 2 ? place : profile.commuteTo;
}

/** A workplace said to change: "if I transferred to IAH", "my job moves to the Galleria", "switching jobs to TMC". */
const MOVED_WORK = /\b(?:transfer(?:red|ring|s)?|relocat(?:ed|ing|e)|switch(?:ed|ing)? jobs?|got a (?:new )?job|new job|job (?:moves?|moved|is moving)|office (?:moves?|moved|is moving)|moved (?:my job|jobs))\s(?:to|at|in|out to|over to)\s(?:the\s)?([a-z0-9 .&'-]{2,40})/;

/** "Near" a landmark, beside another measure: within this many minutes' drive (the reply says so). */
export const NEAR_MINUTES = 10;
const NEAR_LANDMARK = /\b(?:near|close to|next to|nearby|walking distance (?:to|of|from))\b/;

/** The landmark (a campus, a hospital, an airport: no neighborhood) a message asks to be near, as named; else null. */
function landmarkNear(text: string, lookups: Lookups, profile: PreferenceProfile): string | null {
  const match = /\b(?:near|close to|next to|nearby|walking distance (?:to|of|from))\s(?:the\s)?([a-z][a-z0-9 .&'-]{1,60})/.exec(text);
  if (!match) return null;
  const place = OWN_PLACE.test(trimPlace(match[1]!)) ? (profile.commuteTo ?? "") : trimPlace(match[1]!);
  const destination = place.length >= 2 ? resolveDestination(place, lookups.knowledge.neighborhoods) : null;
  return destination && destination.kind !== "neighborhood" ? place : null;
}

/** A destination runs into the neighborhoods a terse message names next ("20 min from tmc uptown/katy/heights"): it ends where they start, when what comes before is a place on its own. */
function endBeforeNeighborhoods(destination: string, lookups: Lookups): string {
  const words = destination.split(/[\s/]+/);
  for (let i = 1; i < words.length; i++) {
    const rest = words.slice(i).join(" ");
    const before = words.slice(0, i).join(" ");
    if (placesNamedIn(rest, lookups).length > 0 && resolveDestination(before, lookups.knowledge.neighborhoods) !== null) return before;
  }
  return destination;
}

const aboutPlacesOrDrive = (text: string) => /\b(?:areas?|neighborhoods?|neighbourhoods?|parts? of town|where)\b/.test(text);

/** Neighborhoods whose name or alias appears in a place's text ("the galleria" -> uptown). */
function placesNamedIn(place: string, lookups: Lookups): string[] {
  const text = normaliseText(place);
  const words = ` ${text} `;
  const tokens = text.split(" ");
  // Whole names, or one slip in a long one ("the glaleria").
  const near = (name: string) => {
    const target = normaliseText(name).replace(/^the /, "");
    // A two-letter alias ("uh") only when it is the whole place named.
    if ((target.length >= 3 || text.replace(/^the /, "") === target) && words.includes(` ${target} `)) return true;
    const size = target.split(" ").length;
    if (target.length < 6) return false;
    // An everyday word is never a slip of a name ("weight" is not "Heights").
    for (let i = 0; i + size <= tokens.length; i++) {
      const window = tokens.slice(i, i + size);
      if (!window.every((word) => COMMON_WORDS.has(word)) && distance(window.join(" "), target) <= 2) return true;
    }
    return false;
  };
  return lookups.knowledge.neighborhoods.filter((n) => [n.name, ...n.aliases].some(near)).map((n) => n.slug);
}

/** Bedrooms: "2 bed" is exactly two, "2+ beds" / "at least 2 bedrooms" two or more; 0 is a studio. */
function readBeds(text: string, said: number | undefined): Range | null {
  // "Studio or 1 bed is fine": either.
  if (/\bstudios? or (?:an? )?(?:1|one)[- ]?(?:br|bd|bed|beds|bedroom|bedrooms|bdrm)\b|\b(?:1|one)[- ]?(?:br|bd|bed|bedroom|bdrm)s? or (?:an? )?studios?\b/.test(text)) return { min: 0, max: 1 };
  // "Anything that isn't a studio", "no studios": one bedroom or more.
  if (NOT_A_STUDIO.test(text) && (said === undefined || said === 1)) return { min: 1, max: null };
  const plus = /\b(\d)\s?\+\s?(?:br|bd|bdr|bed|beds|bedroom|bedrooms|bdrm)\b/.exec(text);
  const beds = said ?? (plus ? Number(plus[1]) : undefined);
  if (beds === undefined) return null;
  if (beds === 0) return { min: 0, max: 0 };
  // "At least" said of the bedrooms ("at least 2 bedrooms"), not of something else ("1 bed at least 800 sq ft").
  const more = new RegExp(String.raw`\b(?:at least|minimum(?: of)?|min|no fewer than)\s?${beds}\s?(?:br|bd|bdr|bed|beds|bedroom|bedrooms|bdrm|bedrm)\b|\b${beds}\s?\+|\b${beds} (?:or more|plus)\b|\b${beds}\s?(?:br|bed|beds|bedroom|bedrooms)? or (?:more|bigger|larger)\b|\b(?:at least|minimum(?: of)?|no fewer than) (?:${beds}|one|two|three|four)\b(?!\s?(?:\d|sq|square|ft|feet|baths?|ba\b|k\b|\$))`).test(text);
  return more ? { min: beds, max: null } : { min: beds, max: beds };
}

/** "Under 1,000 sq ft but at least 700": group 1 the ceiling, group 2 the floor said after it without a unit. */
const SQFT_BOTH_BOUNDS = /\b(?:under|below|less than|at most|max(?:imum)?|no more than|up to|smaller than)\s(\d[\d,]{2,5}) ?(?:sq|sqft|square|sf)\w*(?: ?(?:ft|feet|footage))?\s*,?\s*(?:but|and|yet)\s(?:at least|over|more than|above|no less than|min(?:imum)?(?: of)?|bigger than)\s(\d[\d,]{2,5})\b(?!\s?(?:\$|dollars|bucks|a month|\/mo))/;

function readSqft(text: string, sqft: number | undefined): Range | null {
  // "Between 900 and 1100 sq ft", "900-1,100 sqft": both ends.
  const window = /\b(?:between|from) (\d[\d,]{2,5}) (?:and|to|-) (\d[\d,]{2,5}) ?(?:sq|sqft|square|sf|ft|feet)\b|\b(\d{3,4}) ?- ?(\d[\d,]{2,5}) ?(?:sq|sqft|square|sf)\b/.exec(text);
  if (window) {
    const [low, high] = [Number((window[1] ?? window[3])!.replace(/,/g, "")), Number((window[2] ?? window[4])!.replace(/,/g, ""))];
    if (low >= 100 && high > low && high <= 20_000) return { min: low, max: high };
  }
  // "Under 1,000 sq ft but at least 700": the second bound is of the size said just before.
  const bounds = SQFT_BOTH_BOUNDS.exec(text);
  if (bounds) {
    const [high, low] = [Number(bounds[1]!.replace(/,/g, "")), Number(bounds[2]!.replace(/,/g, ""))];
    if (low >= 100 && high > low && high <= 20_000) return { min: low, max: high };
  }
  if (sqft === undefined) {
    // A ceiling the understanding does not keep as a size (the profile's is a least size): "under 900 sq ft".
    const ceiling = findSqftCeiling(text);
    return ceiling === undefined ? null : { min: null, max: ceiling };
  }
  const under = new RegExp(String.raw`\b(?:under|below|less than|at most|max(?:imum)?|no more than|up to|smaller than)\s?${sqft.toLocaleString("en-US").replace(/,/g, ",?")}`).test(text);
  return under ? { min: null, max: sqft } : { min: sqft, max: null };
}

function readRent(text: string, maxBudget: number | undefined, saved: number | null): { rent: Range | null; origin: Filters["budgetOrigin"] } {
  const period = readBudgetPeriod(text, { saved });
  if (period) return { rent: { min: null, max: period.monthly }, origin: period.origin };
  const between =
    /\b(?:between|from) \$?(\d[\d,]{2,6})(?:k)? (?:and|to|-) \$?(\d[\d,]{2,6})\b/.exec(text) ?? /\$(\d[\d,]{2,6}) ?(?:-|to) ?\$?(\d[\d,]{2,6})\b/.exec(text) ?? /(?<![\d/])(\d{3,5}) ?- ?(\d{3,5})\b(?! ?(?:sq|square|ft|sf|min|lb))/.exec(text);
  if (between) {
    const low = Number(between[1]!.replace(/,/g, ""));
    const high = Number(between[2]!.replace(/,/g, ""));
    if (low >= 300 && high >= low && high <= 100_000 && !/\b(?:sq|square|ft|feet)\b/.test(text.slice(between.index, between.index + between[0].length + 12))) return { rent: { min: low, max: high }, origin: null };
  }
  // "Which ones are over 1600?", "anything above $2,000", "at least 1500": a floor, not a budget (a revision keeps the
  // ceiling it had: "over 1600" of a search up to 1750 is the 1600-1750 band).
  const floor = /\b(?:over|above|more than|at least|starting at|no less than|upwards of)\s\$?(\d[\d,]{2,6})(k)?\b(?!\s?(?:sq|square|ft|sf|feet|min|minutes|lb|lbs|pounds|units|years|communities|places))/.exec(text.replace(SQFT_BOTH_BOUNDS, " "));
  if (floor && !/\b(?:not|no|nothing|never|dont|don't|cant|can't)\b[^.?!]{0,12}$/.test(text.slice(0, floor.index))) {
    const amount = Number(floor[1]!.replace(/,/g, "")) * (floor[2] ? 1000 : 1);
    if (amount >= 300 && amount <= 100_000) return { rent: { min: amount, max: null }, origin: null };
  }
  // "Could I afford Montrose on 1500?", "what can I afford with $1,800": the sum is the most the rent may be.
  const afford = /\bafford\b[^.?!]{0,40}?\b(?:on|with|for)\s\$?(\d[\d,]{2,6})(k)?\b(?!\s?(?:sq|square|ft|sf|a (?:year|week)|per (?:year|week)|\/(?:yr|wk)))/.exec(text);
  if (maxBudget === undefined && afford) {
    const amount = Number(afford[1]!.replace(/,/g, "")) * (afford[2] ? 1000 : 1);
    if (amount >= 300 && amount <= 100_000) return { rent: { min: null, max: amount }, origin: null };
  }
  return { rent: maxBudget === undefined ? null : { min: null, max: maxBudget }, origin: null };
}

const EXCLUDING = String.raw`(?:outside(?: of)?|not in|(?:isnt|is not|arent|are not)(?: located)? in|nothing in|none in|no|not|except(?: for)?|excluding|exclude|other than|not counting|not including|apart from|aside from|leav(?:e|ing) out|anything but|anywhere but|everywhere but|avoid(?:ing)?|besides|but not|skip|minus|w\/o|without)`;

/** Neighborhoods the text rules out by name ("outside Uptown", "nothing in Katy", "anything but Midtown"). */
const exclusionPatterns = new WeakMap<Lookups, { slug: string; pattern: RegExp }[]>();
/** Per catalogue: every neighborhood name, and the pattern of a list of them after an excluding word. */
const exclusionLists = new WeakMap<Lookups, { names: { slug: string; pattern: RegExp }[]; list: RegExp }>();

export function excludedByName(text: string, lookups: Lookups): string[] {
  let patterns = exclusionPatterns.get(lookups);
  if (!patterns) {
    patterns = lookups.knowledge.neighborhoods.map((n) => {
      const names = [n.name, ...n.aliases].map((name) => normaliseText(name).replace(/^the /, "")).filter((words) => words.length >= 3);
      return { slug: n.slug, pattern: new RegExp(String.raw`\b${EXCLUDING}\s(?:the\s|in\s|in the\s)?(?:${names.map(escape).join("|") || "(?!)"})\b`) };
    });
    exclusionPatterns.set(lookups, patterns);
  }
  const excluded = patterns.filter(({ pattern }) => pattern.test(text)).map(({ slug }) => slug);
  if (excluded.length === 0) return excluded;
  // A list after the excluding word is ruled out whole: "isn't in Katy or Third Ward", "not Midtown, EaDo or Downtown".
  let lists = exclusionLists.get(lookups);
  if (!lists) {
    const words = lookups.knowledge.neighborhoods.flatMap((n) => [n.name, ...n.aliases].map((name) => ({ slug: n.slug, name: normaliseText(name).replace(/^the /, "") }))).filter((n) => n.name.length >= 3);
    const alternation = words.map((n) => escape(n.name)).sort((a, b) => b.length - a.length).join("|");
    lists = {
      names: words.map((n) => ({ slug: n.slug, pattern: new RegExp(String.raw`\b${escape(n.name)}\b`) })),
      list: new RegExp(String.raw`\b${EXCLUDING}\s(?:the\s|in\s|in the\s)?(?:${alternation})(?:(?:,|,? or| nor|,? and)\s(?:the\s|in\s|in the\s)?(?:${alternation})\b)+`, "g"),
    };
    exclusionLists.set(lookups, lists);
  }
  for (const match of text.matchAll(lists.list)) {
    // "Not Montrose, the Heights instead": what follows the comma replaces the place ruled out, it is no second one.
    if (/^[\s,]*(?:instead|rather|please instead)\b/.test(text.slice(match.index + match[0].length))) continue;
    for (const n of lists.names) if (n.pattern.test(match[0]) && !excluded.includes(n.slug)) excluded.push(n.slug);
  }
  return excluded;
}

/** A place named with a slip after an excluding word ("outside of the Medical Cenetr"): the understanding found the place, this its stance. */
function excludedWithASlip(text: string, mentioned: readonly string[], lookups: Lookups): string[] {
  const after = [...text.matchAll(new RegExp(String.raw`\b${EXCLUDING}\s(?:the\s|in\s|in the\s)?([a-z0-9]+(?: [a-z0-9]+){0,2})`, "g"))].map((m) => m[1]!);
  if (after.length === 0) return [];
  return mentioned.filter((slug) => {
    const place = lookups.neighborhoodBySlug.get(slug);
    if (!place) return false;
    return [place.name, ...place.aliases].some((name) => {
      const target = normaliseText(name).replace(/^the /, "");
      if (target.length < 6) return false;
      return after.some((words) => {
        const tokens = words.split(" ").slice(0, target.split(" ").length).join(" ");
        return distance(tokens, target) <= 2;
      });
    });
  });
}

/** The neighborhoods named, in order, and those ruled out. */
function readPlaces(text: string, understanding: Understanding, lookups: Lookups): { named: string[]; excluded: string[] } {
  // "Apartments that don't have a pool in Rice Village": the "not" is the pool's, Rice Village is where to look.
  const amenityNegation = negatedAmenities(text, lookups).size > 0;
  const byName = [...excludedByName(text, lookups), ...excludedWithASlip(text, understanding.mentioned.neighborhoods, lookups)];
  const excluded = [...new Set([...(amenityNegation ? [] : (understanding.remove.neighborhoods ?? [])), ...byName])];
  const unexcluded = amenityNegation ? (understanding.remove.neighborhoods ?? []).filter((slug) => !byName.includes(slug)) : [];
  const named = [...new Set([...(understanding.set.neighborhoods ?? []), ...understanding.mentioned.neighborhoods, ...unexcluded])].filter((slug) => !excluded.includes(slug));
  return { named, excluded };
}

/** What the text asks for that no listing records, and the amenity keys whose words are only part of it. */
function unrecordedIn(text: string, lookups: Lookups): { unknown: { label: string; words: string; qualifies: boolean }[]; inUnknown: Set<string> } {
  const phrases = amenityPhrases(lookups);
  const recorded = (phrase: string) => phrases.some((a) => a.phrase === phrase || a.phrase.includes(phrase));
  const listed = unrecordedAttributesIn(text, recorded);
  const asked = featureAsked(text, lookups);
  const unknown = asked && !listed.some((u) => u.words.includes(asked) || asked.includes(u.words)) ? [...listed, { label: asked, words: asked, qualifies: false }] : listed;
  // "A rooftop spa" is a spa, not the rooftop deck the catalogue records; "gated parking" is parking, of a kind not recorded.
  const inUnknown = new Set(phrases.filter((a) => unknown.some((u) => !u.qualifies && new RegExp(String.raw`\b${escape(a.phrase)}\b`).test(u.words))).map((a) => a.key));
  return { unknown, inUnknown };
}

/**
 * A feature asked of places ("do any of those have ceiling fans?", "which ones come with a trash valet"): the words after
 * the verb, up to three, ending where the clause does. Only in a question about the places, never in a statement.
 */
const FEATURE_QUESTION = new RegExp(
  String.raw`\b(?:(?:do|does|dont|doesnt) (?:any(?: of)?|the|these|those|they|them|it|that|this|some|all|most|many)\b[^?.!]{0,40}?|(?:which|what) (?:ones?|places?|apartments?|apts|communities|complexes|buildings|properties|units)\b[^?.!]{0,30}?|(?:are there|is there|any|anything|anywhere|somewhere|places?|apartments?|ones) )` +
    String.raw`(?:have|has|offer|offers|come with|comes with|include|includes|feature|features|with|that have|that has|that offer|that come with)\s` +
    String.raw`(?:(?:a|an|any|some|the|their own|its own|private|in[- ]unit|on[- ]?site|onsite|good|nice|big|large|lots of|plenty of)\s)*` +
    String.raw`([a-z][a-z-]*(?: [a-z][a-z-]*){0,2}?)(?=\s*(?:[?.!,]|$|\b(?:and|or|in|near|under|over|for|at|by|within|downtown|please|too|also|nearby|around|that|which)\b))`,
);

/** Words that say something the reader knows (amenities, places, the cue and everyday words), per catalogue. */
const knownFeatureWords = new WeakMap<Lookups, Set<string>>();

/** Everyday and cue words (not the unrecorded attributes' own words): a phrase of these only asks no feature ("do they have availability?"). */
let everydayWords: Set<string> | null = null;

function featureAsked(text: string, lookups: Lookups): string | null {
  const match = FEATURE_QUESTION.exec(text);
  if (!match) return null;
  const phrase = match[1]!;
  let known = knownFeatureWords.get(lookups);
  if (!known) {
    const names = [...lookups.knowledge.amenities.flatMap((a) => [a.name, a.displayName, ...a.synonyms]), ...lookups.knowledge.neighborhoods.flatMap((n) => [n.name, ...n.aliases])];
    known = new Set(names.flatMap((name) => normaliseText(name).split(/[\s/-]+/)).filter((word) => word.length >= 2));
    knownFeatureWords.set(lookups, known);
  }
  const words = phrase.split(" ");
  const stem = (word: string) => word.replace(/(?:es|s)$/, "");
  // An amenity, a place, a pet or a number is a criterion the reader takes (or a slip of one); a phrase of everyday words only is no feature.
  if (words.some((word) => known.has(word) || known.has(stem(word)) || DOG_WORDS.test(word) || CAT_WORDS.test(word) || /\d/.test(word))) return null;
  // A lease length is a term the catalogue records (readLeaseTerms), not a feature ("with a month-to-month lease"); so is a move-in special.
  // So is a kind of parking ("do any have carports?").
  if (readLeaseTerms(phrase).length > 0 || /\bleases?\b/.test(phrase) || SPECIAL_WANTED.test(`a ${phrase}`) || parkingKindsAsked(phrase).length > 0) return null;
  everydayWords ??= new Set([...CUE_WORDS, ...COMMON_WORDS, ...wordsOfPatterns([...MEASURE_CUES.map((m) => m.cue), ...MEASURE_NOUNS.map((m) => m.cue), COUNT_CUE, RANK_CUE, LIST_CUE, AVERAGED, TOUR_CUE, MOVE_CUE, PETS_GENERAL])]);
  const everyday = everydayWords;
  if (words.every((word) => everyday.has(word) || everyday.has(stem(word)))) return null;
  return phrase;
}

/** The amenity keys a text names only inside something no listing records ("rooftop" in "a rooftop spa"): never saved as wishes. */
export function amenitiesWithinUnrecorded(text: string, lookups: Lookups): Set<string> {
  return unrecordedIn(correctCueWords(normaliseText(text).replace(/[’']/g, "")), lookups).inUnknown;
}

function readFilters(text: string, input: ReadQueryInput, tourWish: boolean): { filters: Filters; destination: string | null; stated: number; dropped: Set<string> } {
  const { understanding, lookups } = input;
  const facts = { ...understanding.asked, ...Object.fromEntries(Object.entries(understanding.set).filter(([, v]) => v !== undefined)) } as Understanding["set"] & Understanding["asked"];
  const removed0 = removedOnes(text, lookups);
  const without = new Set([...[...negatedAmenities(text, lookups)].filter((key) => !removed0.required.has(key)), ...removed0.excluded]);
  const mentionedAmenities = [...new Set([...(understanding.set.amenities ?? []).map((a) => a.name), ...understanding.mentioned.amenities, ...removed0.required])];
  const removed = new Set((understanding.remove.amenities ?? []).filter((key) => !removed0.required.has(key)));
  const amenities = mentionedAmenities.filter((key) => !without.has(key) && !removed.has(key) && key !== PETS_AMENITY);
  const { rent: readRentRange, origin } = readRent(text, facts.maxBudget, input.profile.maxBudget);
  // "built before 1990", "after 2010": a year, not a budget of $1,990.
  const yearSaid = /\b(?:built|before|after|since|from|in|pre|post|newer than|older than|or (?:later|newer|earlier|older))[\s-]?((?:19|20)\d{2})\b|\b((?:19|20)\d{2})(?: or (?:later|newer|after|earlier|older)\b|\s?\+)|\b((?:19|20)\d0)s\b/.exec(text);
  const year = yearSaid ? Number(yearSaid[1] ?? yearSaid[2] ?? yearSaid[3]) : null;
  const readRentKept = readRentRange && year !== null && (readRentRange.max === year || readRentRange.min === year) && !new RegExp(String.raw`\$\s?${year}`).test(text) ? null : readRentRange;
  // "Anything in my budget in Midtown?": the saved budget, as a filter of this question (nothing is saved).
  const savedBudget = input.profile.maxBudget;
  // "What 2 beds can we afford in Midtown?" with a budget saved and no sum said: the saved budget.
  const rent = readRentKept ?? (savedBudget != null && (WITHIN_MY_BUDGET.test(text) || AT_THAT_PRICE.test(text) || /\b(?:can|could) (?:i|we) (?:really |still |even |actually )?afford\b/.test(text)) ? { min: null, max: savedBudget } : null);
  const limit = readCommuteLimit(text);
  // "Within 20 minutes of my work": the saved commute (none saved: no limit can be placed).
  // So is a limit said with no place ("what's within a 10 min drive"), or the commute this same message states.
  const lastLimited = input.state?.query?.filters.commuteMinutes != null ? input.state.query.destination : null;
  const ownCommute = input.understanding.set.commuteTo ?? lastLimited ?? input.profile.commuteTo;
  const commute = limit && OWN_PLACE.test(limit.destination) ? (ownCommute ? { ...limit, destination: ownCommute } : null) : limit;
  const dateIsMoveIn = facts.moveInDate !== undefined && (!tourWish || MOVE_CUE.test(text)) && MOVE_CUE.test(text);
  const { unknown, inUnknown } = unrecordedIn(text, lookups);
  const filters: Filters = {
    ...EMPTY_FILTERS,
    beds: readBeds(text, facts.bedrooms),
    minBaths: facts.bathrooms ?? null,
    rent,
    budgetOrigin: origin,
    sqft: readSqft(text, facts.sqft),
    amenities: amenities.filter((key) => !inUnknown.has(key)),
    withoutAmenities: [...without],
    // A pet-free building asked for names no animal of the renter's ("allergic to cats, a building that doesn't allow them").
    // "The lowest pet rent", "pet deposit": a charge asked about, not an animal of the renter's.
    animal: PET_FREE.test(text) ? null : readAnimal(text.replace(PET_CHARGE_WORDS, " "), mentionedAmenities.filter((key) => !without.has(key) && !(key === PETS_AMENITY && !PET_WORDS_LEFT.test(text.replace(PET_CHARGE_WORDS, " "))))),
    petFree: PET_FREE.test(text),
    hasSpecial: SPECIAL_WANTED.test(text),
    leaseTerms: SHORTEST_LEASE.test(text) ? shortestTermOffered(input.understanding.mentioned.neighborhoods, lookups) : readLeaseTerms(text, input.understanding.set.leaseLength),
    maxParkingFee: parkingFeeBound(text),
    parkingKinds: parkingKindsAsked(text),
    // "Available right now", "move in immediately": a unit open today.
    availableBy: dateIsMoveIn ? (facts.moveInDate ?? null) : AVAILABLE_NOW.test(text) ? input.today : null,
    yearBuilt: readYearBuilt(text, input.today),
    commuteMinutes: commute?.minutes ?? null,
    unknown: [...unknown.map((u) => u.label), ...[unlistedLeaseTerm(text)].filter((term): term is string => term !== null)],
  };
  const stated =
    Number(filters.beds !== null) + Number(filters.minBaths !== null) + Number(filters.rent !== null) + Number(filters.sqft !== null) + filters.amenities.length + filters.withoutAmenities.length +
    Number(filters.animal !== null) + Number(filters.petFree) + Number(filters.hasSpecial) + Number(filters.maxParkingFee !== null) + Number(filters.parkingKinds.length > 0) + Number(filters.leaseTerms.length > 0) + Number(filters.availableBy !== null) + Number(filters.yearBuilt !== null) + Number(filters.commuteMinutes !== null) + filters.unknown.length;
  // What the renter takes off ("take pool off my list", "I don't need parking anymore"): the understanding's removals
  // (what remember.ts takes off the profile) leave the revised question too, beside the reader's own drop words.
  const dropped = new Set([...droppedAmenities(text, lookups), ...[...removed].filter((key) => !filters.withoutAmenities.includes(key))]);
  // "No longer need a dog park" drops the wish; it rules out no community that has one.
  const droppedSaid = droppedAmenities(text, lookups);
  filters.withoutAmenities = filters.withoutAmenities.filter((key) => !droppedSaid.has(key));
  // "Forget my pets, I rehomed my dog": the animal and Pet Friendly leave the question too ("animal" marks the animal).
  if (PETS_GONE.test(text)) {
    filters.animal = null;
    filters.amenities = filters.amenities.filter((key) => key !== PETS_AMENITY);
    dropped.add(PETS_AMENITY);
    dropped.add("animal");
  }
  // "She's actually 80 now", "and if I add a second dog?": the conversation's animal, revised.
  const earlier = input.state?.query?.filters.animal ?? null;
  const revisedPet = earlier && !earlier.assistance && (filters.animal === null || ONE_MORE.test(text)) && !PETS_GONE.test(text) ? revisedAnimal(text, earlier) : null;
  if (revisedPet) filters.animal = revisedPet;
  return { filters, destination: commute?.destination ?? null, stated: stated + dropped.size + Number(revisedPet !== null), dropped };
}

/** The dog's weight said again without a unit ("she's actually 80 now"). */
const DOG_NOW_WEIGHS = /\b(?:she|he|it|my dog|the dog|my pup|the pup|shes|hes|its)(?: s| is| weighs| now weighs| was| actually weighs)?(?: (?:actually|now|really|more like|closer to|about|around|like))* (\d{1,3})(?: ?(?:lb|lbs|pounds))?\b(?! ?(?:bed|br|bd|bath|k\b|sq|min|months?|years?|yrs?|dollars|bucks))/;
/** Another animal added: "a second dog", "another cat", "one more pet". */
const ONE_MORE = /\b(?:a second|a 2nd|another|one more|an extra|a third|a 3rd)\s+(dog|cat|pet)\b/;

/** The conversation's animal as the message revises it: a new weight for the dog, or one more animal; null when it says neither. */
function revisedAnimal(text: string, earlier: NonNullable<Filters["animal"]>): Filters["animal"] {
  const weight = earlier.kind === "dog" ? DOG_NOW_WEIGHS.exec(text) : null;
  if (weight) {
    const lb = Number(weight[1]);
    if (lb >= 1 && lb <= 300) return { ...earlier, weightLb: lb, over: false };
  }
  const more = ONE_MORE.exec(text);
  if (!more) return null;
  const kind = more[1] as "dog" | "cat" | "pet";
  const alsoCat = earlier.alsoCat === true || (earlier.kind === "dog" && kind === "cat");
  const base = earlier.kind === "cat" && kind === "dog" ? { ...earlier, kind: "dog" as const, weightLb: null, alsoCat: true } : { ...earlier, ...(alsoCat ? { alsoCat } : {}) };
  return { ...base, count: Math.min(9, earlier.count + 1) };
}

/** The saved criteria a fresh list keeps to, where the message sets none of its own; null when none applies. */
function savedCriteria(filters: Filters, input: ReadQueryInput, state: ConversationState | null): { filters: Filters; said: string } | null {
  const { profile, lookups } = input;
  const out: Filters = { ...filters };
  const said: string[] = [];
  if (out.rent === null && profile.maxBudget !== null) {
    out.rent = { min: null, max: profile.maxBudget };
    said.push(`up to ${formatDollars(profile.maxBudget)}`);
  }
  if (out.beds === null && profile.bedrooms !== null) {
    out.beds = { min: profile.bedrooms, max: profile.bedrooms };
    said.push(profile.bedrooms === 0 ? "a studio" : `${profile.bedrooms} bedroom${profile.bedrooms === 1 ? "" : "s"}`);
  }
  if (out.availableBy === null && profile.moveInDate !== null && profile.moveInDate >= input.today) {
    out.availableBy = profile.moveInDate;
    said.push(`open by ${formatCalendarDate(profile.moveInDate)}`);
  }
  const petsId = lookups.amenityByKey.get(PETS_AMENITY)?.id;
  // ("I don't have any pets" takes them off the profile: none are kept.)
  if (out.animal === null && !out.petFree && !PETS_GONE.test(normaliseText(input.message).replace(/[’']/g, "")) && profile.amenities.some((wish) => wish.id === petsId)) {
    const earlier = state?.query?.filters.animal ?? null;
    out.animal = earlier && !earlier.assistance ? earlier : { kind: "any", weightLb: null, count: 1, assistance: false };
    said.push(earlier && !earlier.assistance && (earlier.weightLb !== null || earlier.count > 1 || earlier.kind !== "any") ? "your pets as you described them" : "pets allowed");
  }
  if (said.length === 0) return null;
  return { filters: out, said: `Keeping to your saved criteria (${joinList(said)}).` };
}

const joinList = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** A list of the communities cheaper, bigger, newer or older than one named: its figure is the bound, it is left out. */
function thanOne(text: string, community: MatchCommunity, input: ReadQueryInput): QueryReading | null {
  const said = /\b(cheaper|less expensive|more affordable|bigger|larger|roomier|smaller|newer|older|pricier|more expensive) than\b/.exec(text);
  if (!said || !text.slice(said.index).includes(normaliseText(community.title))) return null;
  const word = said[1]!;
  const rents = community.floorPlans.map((plan) => plan.rent);
  const sizes = community.floorPlans.map((plan) => plan.sqft);
  if (rents.length === 0) return null;
  const filters: Filters = { ...EMPTY_FILTERS, beds: readBeds(text, input.understanding.asked.bedrooms ?? input.understanding.set.bedrooms) };
  let measure: Measure = "rent";
  let direction: Direction = "asc";
  if (/cheaper|less expensive|more affordable/.test(word)) {
    filters.rent = { min: null, max: Math.min(...rents) - 1 };
  } else if (/pricier|more expensive/.test(word)) {
    filters.rent = { min: Math.max(...rents) + 1, max: null };
    direction = "desc";
  } else if (/bigger|larger|roomier/.test(word)) {
    filters.sqft = { min: Math.max(...sizes) + 1, max: null };
    measure = "size";
    direction = "desc";
  } else if (word === "smaller") {
    filters.sqft = { min: null, max: Math.min(...sizes) - 1 };
  } else {
    filters.yearBuilt = word === "newer" ? { min: community.yearBuilt + 1, max: null } : { min: null, max: community.yearBuilt - 1 };
    measure = "year-built";
    direction = word === "newer" ? "desc" : "asc";
  }
  const places = readPlaces(text, input.understanding, input.lookups);
  const query = baseQuery({ operation: "list", measure: measure === "rent" || measure === "size" ? measure : "rent", direction, filters, scope: { ...EMPTY_SCOPE, neighborhoods: places.named, excludeNeighborhoods: places.excluded }, revision: false });
  return { query, asks: true, note: `Measured against ${community.title} (${measure === "size" ? `up to ${formatWholeNumber(Math.max(...sizes))} sq ft` : measure === "year-built" ? `built in ${community.yearBuilt}` : `from ${formatDollars(Math.min(...rents))}`}).` };
}

/** The previous query revised by this message's parts (SMCalFlow's ReviseConstraint): stated parts replace, the rest is kept. */
function revise(previous: Query, next: { filters: Filters; scope: Scope; replacePlaces: boolean; destination: string | null; dropped?: ReadonlySet<string> }): { filters: Filters; scope: Scope; destination: string | null } {
  const old = previous.filters;
  const now = next.filters;
  const dropped = next.dropped ?? new Set<string>();
  const amenities = [...new Set([...old.amenities.filter((a) => !now.withoutAmenities.includes(a) && !dropped.has(a)), ...now.amenities.filter((a) => !dropped.has(a))])];
  const withoutAmenities = [...new Set([...old.withoutAmenities.filter((a) => !now.amenities.includes(a)), ...now.withoutAmenities])];
  const filters: Filters = {
    beds: now.beds ?? old.beds,
    minBaths: now.minBaths ?? old.minBaths,
    // A floor said alone ("which of those are over 1600?") keeps the ceiling the question had.
    rent: now.rent && now.rent.max === null && now.rent.min !== null && old.rent?.max != null && old.rent.max > now.rent.min ? { min: now.rent.min, max: old.rent.max } : (now.rent ?? old.rent),
    // How a budget was stated is said once, in the reply to the message that stated it.
    budgetOrigin: now.rent ? now.budgetOrigin : null,
    sqft: now.sqft ?? old.sqft,
    amenities,
    withoutAmenities,
    // "What if I have 2 dogs?" after "a 40 lb dog": the same dogs, now two; the weight said before still holds.
    animal: now.petFree || dropped.has("animal") ? null : now.animal && old.animal && now.animal.kind === old.animal.kind && now.animal.weightLb === null ? { ...now.animal, weightLb: old.animal.weightLb } : (now.animal ?? old.animal),
    // A pet-free building asked for replaces an animal said before, and an animal said now ends it.
    petFree: now.petFree || (old.petFree && now.animal === null),
    // "Which of those have a special?": kept by every later revision of the question.
    hasSpecial: now.hasSpecial || old.hasSpecial,
    maxParkingFee: now.maxParkingFee ?? old.maxParkingFee,
    // "Which of those have covered parking?": kept, replaced by another kind said, and gone with parking itself ("no parking needed").
    parkingKinds: dropped.has(PARKING_AMENITY) || now.withoutAmenities.includes(PARKING_AMENITY) ? [] : now.parkingKinds.length > 0 ? now.parkingKinds : old.parkingKinds,
    leaseTerms: now.leaseTerms.length > 0 ? now.leaseTerms : old.leaseTerms,
    availableBy: now.availableBy ?? old.availableBy,
    yearBuilt: now.yearBuilt ?? old.yearBuilt,
    commuteMinutes: now.commuteMinutes ?? old.commuteMinutes,
    // What no listing records stays named while the conversation keeps it; a fact asked once is not kept.
    unknown: [...new Set([...old.unknown.filter((label) => !ASKED_ONCE.has(label)), ...now.unknown])],
  };
  const named = next.scope.neighborhoods;
  const excluded = [...new Set([...previous.scope.excludeNeighborhoods.filter((s) => !named.includes(s)), ...next.scope.excludeNeighborhoods])];
  const neighborhoods = (named.length > 0 ? named : previous.scope.neighborhoods).filter((s) => !excluded.includes(s));
  const scope: Scope = { neighborhoods, excludeNeighborhoods: excluded, communities: next.scope.communities.length > 0 ? next.scope.communities : previous.scope.communities };
  return { filters, scope, destination: next.destination ?? previous.destination };
}

/** "Why is the first one cheaper?", "how come it's bigger": a difference asked to be explained. */
export const WHY_COMPARED = /^(?:(?:and|so|but|ok|okay|hmm)\s)*(?:why|how come)\b[^.?!]*\b(?:cheaper|less expensive|pricier|more expensive|bigger|larger|smaller|newer|older|closer|farther|further)\b/;

/** "The cheapest ... in A (with|vs|and) the cheapest ... in B": the same superlative said of each place. */
const EACH_PLACES_BEST = new RegExp(String.raw`\bthe (${PICKER_WORDS})\b[^.?!]*\b(?:with|to|and|vs\.?|versus|against|or)\s+the (?:same )?(?:\1|one)\b`);

/** Each place's winner by the superlative said of both, in the order named; null when the message says no such pair. */
function winnersCompared(text: string, places: readonly string[], filters: Filters, lookups: Lookups): { subject: Subject; compared: string[] } | null {
  const said = EACH_PLACES_BEST.exec(text);
  const cue = said ? measureCue(said[0]) : null;
  if (!said || !cue || cue.form !== "superlative") return null;
  const ordered = comparedOf([], places, text, lookups)?.compared ?? [...places];
  const compared = ordered.map((slug) => evaluateQuery(baseQuery({ operation: cue.direction === "asc" ? "min" : "max", measure: cue.measure, direction: cue.direction, filters, scope: { ...EMPTY_SCOPE, neighborhoods: [slug] } }), lookups).items[0]?.slug);
  return compared.every((slug): slug is string => slug !== undefined) ? { subject: "community", compared } : null;
}

/** The comparison's two sides: named communities, else named neighborhoods (at least two), in the order the message names them. */
function comparedOf(communities: readonly string[], neighborhoods: readonly string[], text: string, lookups: Lookups): { subject: Subject; compared: string[] } | null {
  if (communities.length >= 2) return { subject: "community", compared: [...communities] };
  if (neighborhoods.length >= 2 && communities.length === 0) {
    const at = (slug: string) => {
      const place = lookups.neighborhoodBySlug.get(slug);
      const names = place ? [place.name, ...place.aliases].map((name) => normaliseText(name).replace(/^the /, "")) : [];
      // Where a name is written as it is spelled; only when none is, where one is written with a slip.
      const exact = names.map((name) => text.indexOf(name)).filter((i) => i >= 0);
      const found = exact.length > 0 ? exact : names.map((name) => positionOf(name, text)).filter((i) => i >= 0);
      return found.length > 0 ? Math.min(...found) : Number.MAX_SAFE_INTEGER;
    };
    return { subject: "neighborhood", compared: [...neighborhoods].sort((a, b) => at(a) - at(b)) };
  }
  return null;
}

/** Where a name is written with a slip ("Upotwn"); -1 when nowhere. */
function positionOf(name: string, text: string): number {
  if (name.length < 4) return -1;
  const size = name.split(" ").length;
  const words = [...text.matchAll(/[a-z0-9]+/g)];
  for (let i = 0; i + size <= words.length; i++) {
    const window = words.slice(i, i + size).map((m) => m[0]).join(" ");
    if (distance(window, name) <= (name.length >= 5 ? 2 : 1)) return words[i]!.index;
  }
  return -1;
}

/** A superlative said in words ("cheapest", "most", "least"; not "at least", "west"), apart from the measure cues. */
const SUPERLATIVE_SAID = /\b(?:cheap|low|high|big|small|new|old|near|clos|short|long|larg|fast|quick|soon|earl|lat|pric|roomi|tini|steep|tight)\w*est\b|(?<!\bat )\b(?:most|least|fewest|best|worst)\b/;

const COMPARE_WORDS = /\bcompare|\binstead of\b[^.?!]*\b(?:save|saving|savings|cost|pay|difference)\b|\b(?:save|saving|savings)\b[^.?!]*\binstead of\b|\b(?:should (?:i|we)|would you|do you (?:recommend|suggest)|(?:which|what) would you|(?:i|we) (?:cant|can not|cannot) decide)(?: (?:rather|better|just))? (?:pick|choose|go (?:with|for)|recommend|suggest|decide between|between)\b[^.?!]*\bor\b|\bvs\.?\b|\bversus\b|\bdifference\b|\b(?:which|who)(?: one| of (?:them|the two|the three))?(?: is| s|s)? (?:better|the better (?:deal|pick|choice|value))\b|\b(?:who|which) wins\b/;
/** One more side for the comparison just made: "throw Rice Military in too", "add the Heights to that", "include Midtown". */
const ADDS_A_SIDE = /\b(?:add|adding|throw|toss|include|including|put|plus|bring)\b|\b(?:too|as well|also)\b/;

const ORDINALS: Record<string, number> = { first: 0, "1st": 0, second: 1, "2nd": 1, third: 2, "3rd": 2, fourth: 3, "4th": 3, fifth: 4, "5th": 4 };

const SUPERLATIVE_AFTER = String.raw`[\s-]+(?:most\b|least\b|best\b|(?:cheap|low|high|big|small|new|old|near|clos|short|long|larg|fast|quick|soon|earl|pric|roomi|tini)\w*est\b)`;
/** "the second cheapest", "3rd most expensive", "2nd-newest": which place in the order a minimum or maximum asks for. */
const POSITION_CUE = new RegExp(String.raw`\b(second|2nd|third|3rd|fourth|4th|fifth|5th)(?=${SUPERLATIVE_AFTER})`);

function readPosition(text: string): number {
  const match = POSITION_CUE.exec(text);
  return match ? ORDINALS[match[1]!]! + 1 : 1;
}

/** "How much is a 1 bed there?", "what does parking cost there": a fact asked about the place the last answer named first. */
export const THERE_AT_THE_ONE = /\b(?:how much|what (?:does|do|is|are)|whats|cost|costs|rent|rents|price|prices)\b[^.?!]*\bthere\b(?!\s(?:is|are|any)\b)|^(?:and |so |ok |okay |but )?(?:is|are|would|will|can|could|do|does|am)\b[^.?!]{0,60}\b(?:there|at it|in it)\s*[?.!]*$/;

/**
 * Words that point at one place, the one the last answer named first: "it", "that one", "the cheapest one", "is that a
 * studio?", "how long of a drive is that". ("There" is as often a neighborhood: THERE_AT_THE_ONE.)
 */
export const POINTS_AT_ONE =
  /\b(?:it|its|that one|this one|that place|this place|(?:that|this|the) (?:building|complex|property)|that community|this community|the (?:cheapest|priciest|biggest|largest|smallest|newest|oldest|closest|nearest|worst|best|winner|last) one)\b|\bhow (?:far|close|long(?: of)?(?: a)?(?: drive| walk| commute)?) is (?:that|this)\b|\b(?:drive|walk|commute|trip|ride) (?:is|for|from|to) (?:that|this)\b|^(?:is|was|does|has) (?:that|this)\b|\bwhen (?:was|were|is) (?:that|this)\b/;

/** "Do they have package lockers?" right after a reply that named one community: "they" are its people, so it is that one. */
export const THEY_OF_THE_ONE = /^(?:and |so |ok |okay )?(?:do|does|did|are|will|can|would|have) (?:they|theyre)\b/;

/** "What's the cheapest unit there", "the biggest plan in it", "show me its 2 beds": a plan of the one community just named. */
export const asksAPlanThere = (text: string) =>
  /\b(?:units?|plans?|floor ?plans?|apartments?|layouts?|studios?|\d ?(?:beds?|br|bds?|bdrms?|bedrooms?)|(?:one|two|three) (?:beds?|bedrooms?))\b/.test(text) && /\b(?:there|in it|at it|its|that ones|that places)\b/.test(text);

/** "The cheapest one", "the biggest one": one of the cards just shown, picked by that figure (read-topic.ts picks it). Group 1: the word. */
export const PICKED_ONE = new RegExp(String.raw`\bthe (${PICKER_WORDS}) one\b`);

/**
 * A fact asked in a few words with no place of its own ("year built?", "open units?", "any weight limit", "when can i
 * move in"): right after an answer about one community, it is that community's fact.
 */
export const BARE_FACT_OF_ONE = new RegExp(
  `^(?:(?:and|so|ok|okay|what about|how about|whats|what is|what are|what s|the|any|is there an?|does it have an?|hows)\\s)*(?:${FACT_OF_ONE_WORDS})\\b(?: (?:there|exactly|then|please|for it|on it))*\\s*\\??$`,
);

/** "Pet deposit for the cheapest", "year built of the newest?": that fact of the card picked by the figure. Group 1: the word. */
export const FACT_OF_PICKED = new RegExp(
  `^(?:(?:and|so|ok|okay|whats|what is|what are|what s|the|hows|how much is|how much are|how many)\\s)*(?:${FACT_OF_ONE_WORDS})\\s(?:for|at|of|in|on) the (${PICKER_WORDS})(?: one| place| community| building)?\\s*\\??$`,
);

/** A share asked for: "what % of", "what percentage", "what share of", "what proportion". */
export const ASKS_SHARE = /(?:what|which|how big a|how much of a) (?:%|percent(?:age)?|share|proportion|fraction|portion)\b|\d?\s?% of\b|\b(?:at|in) (?:most|the majority of|a lot of|many) (?:places|apartments|communities|buildings|complexes|listings)\b|\bdo (?:most|many) (?:places|apartments|communities|buildings|complexes)\b/;

/** A fact asked of every card just shown: "what's the pet rent at those?", "how much is parking for these", "when were they built?". */
export const FACT_OF_THOSE = /\b(?:what(?:s| is| are| about)?|how much(?: is| are| do| does)?|when were|how old are|how big are)\b[^?.!]{0,40}\b(?:at|for|of|in|on) (?:those|these|them|each(?: one| of (?:those|these|them))?|every one|all of them|the ones (?:shown|listed|above)|those places|these places)\b|\b(?:when were|how old are) (?:those|these|they)\b|^(?:(?:and|so|ok|okay)\s)*(?:the\s)?(?:pet (?:rent|deposits?|fees?)|deposits?|fees?|parking|lease terms|year built)(?:\s(?:and|or|\+|&)\s(?:pet\s)?(?:rent|deposits?|fees?|parking))*\s(?:for|at|of) (?:each(?: one)?|every one|all of them|each of them)\b/;

/** The renter's saved budget named as a limit: "in my budget", "within my price range", "that fits my budget". */
export const WITHIN_MY_BUDGET = /\b(?:in|within|under|inside|fits?|fitting|for|on|at|below) my (?:budget|price range|price point|max(?:imum)?)\b/;
/** "At that price", "on that budget" right after a budget was said: the saved budget, as a filter of the question. */
const AT_THAT_PRICE = /\b(?:at|for|on|with|under|within) (?:that|this) (?:price|budget|price range|price point|amount)\b/;

/**
 * The other end of the last answer's order, its measure left unsaid: "and the highest?", "what about the lowest",
 * "the other way round". Group 1: which end.
 */
const OTHER_END = /^(?:(?:and|ok|okay|so|now|then|what about|how about|and what about)\s)*(?:the\s)?(highest|lowest|max|maximum|min|minimum|top|bottom|most|least|fewest|opposite|reverse|worst|other (?:end|way(?: round| around)?))(?:\s(?:one|ones|then|instead|please))?\s*\??$/;
/** The next place in the order just answered: "next one?", "what's the next cheapest?", "and after that?". */
const NEXT_IN_ORDER = /^(?:and |ok |okay |so |then )?(?:whats |what is |who is |which is )?(?:the )?(?:next|next one|one after that|after that)\b(?! (?:week|month|year|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|two|few|\d))|\bthe next (?:cheapest|biggest|largest|smallest|newest|oldest|closest|nearest|priciest|most expensive|one)\b/;

/** The next page of the list just shown: "next 5", "show me more", "what else", "any others?". Group 1: how many. */
/** "Just the top 3", "only the first 2", "top five please": fewer of what was just listed, in its order. */
const ONLY_THE_TOP = /^(?:(?:ok|okay|and|so|now|then)\s+)*(?:(?:show|give|send) (?:me )?)?(?:just |only )?(?:the )?(?:top|first|best) (\d{1,2}|two|three|four|five|ten)(?: (?:please|pls|ones|results|of (?:them|those|these)))?(?: only)?\s*\??$/;

/** "Show me more", "next 5", "what else": the next page of what was just listed. */
export const asksForMore = (text: string) => MORE_OF_THE_LIST.test(correctCueWords(normaliseText(text).replace(/[’']/g, "")));

const MORE_OF_THE_LIST = /^(?:(?:ok|okay|and|so|now|cool|great|thanks)[\s,]+)*(?:(?:show|give|send) (?:me )?|can i see |let me see )?(?:the )?(?:next(?: (\d{1,2}|five|ten|few|page|ones?|batch|results?))?|more(?: (?:please|of (?:them|those)|results|options|places|ones))?|(?:any|are there(?: any)?) (?:others|more)|what else(?: (?:is there|do you have|you got|ya got))?|anything else|others|keep going)(?: please| pls)?\s*\??$/;

/** "the first one", "the 2nd", "number 3": positions in the cards just shown, in the order said ("the second cheapest" is none). */
export function ordinalsIn(text: string, shownCount = 0): number[] {
  const out: number[] = [];
  // "The last one", "the first and the last": the last card shown, when there were any.
  const last = shownCount > 0 ? /\bthe (?:last|bottom) (?:one|place|option|community|apartment|of (?:them|those|these))\b|\bthe last\W*$|\band (?:the )?last\b/.exec(text) : null;
  // "the first one", "the 2nd": with "the" (or "number"), so "July 1st" is a date and "first month" a month.
  if (/\bthe (?:first|top) (?:two|2)\b/.test(text)) return [0, 1];
  // "The third's parking", typed without its apostrophe: "the thirds".
  const pattern = new RegExp(String.raw`\bthe (first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th)(?:s(?= ))?(?!${SUPERLATIVE_AFTER})(?: one| place| option| community| apartment)?\b|\b(?:number|no\.?|#) ?([1-5])\b(?! ?(?:bed|br|bath|of))`, "g");
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const index = match[1] ? ORDINALS[match[1]]! : Number(match[2]) - 1;
    if (!out.includes(index)) out.push(index);
  }
  if (last && !out.includes(shownCount - 1)) {
    // In the order said: "the last one and the first" names the last first.
    const at = out.length > 0 && last.index < text.search(/\bthe (?:first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th)\b/) ? 0 : out.length;
    out.splice(at, 0, shownCount - 1);
  }
  // "the first 2 bed" or "first floor" are not positions.
  return /\bfirst (?:floor|time|month|week)\b/.test(text) ? [] : out;
}

const LIMIT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

function readLimit(text: string): number | null {
  const match =
    /\b(?:top|the|show me|give me|list|best)\s(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\b(?!\s?(?:\+|br|bd|bed|beds|bedroom|bedrooms|bath|baths|ba|sq|square|k\b|min|minutes|lb|lbs|pounds|dogs|cats|pets|years|or more))/.exec(text) ??
    /(?:^|\s)(\d|two|three|four|five|six|seven|eight|nine|ten) (?:cheapest|priciest|biggest|largest|smallest|newest|oldest|closest|nearest)\b/.exec(text);
  if (!match) return null;
  const n = LIMIT_WORDS[match[1]!] ?? Number(match[1]);
  return n >= 2 && n <= 10 ? n : null;
}

/** Choosing one side of a comparison: "Midtown then", "let's do Midtown", "go with the Heights", "Midtown it is". */
const CHOSE_ONE = /\b(?:then|it is|it'?ll be|lets do|let'?s go with|go with|ill take|i'?ll take|we'?ll take|i choose|i pick|sounds good|works for me|wins|i'?ll go(?: with| for)?|we'?ll go(?: with| for)?|(?:im|i am|were|we are) going with|i want|we want|put me (?:down )?(?:for|in)|sign me up for|decided on|settled on|i'?ll do)\b/;

/** Words pointing at the neighborhood the last answer named: "that area", "this neighborhood", "there". */
const THAT_AREA = /\b(?:that|this|the same) (?:area|neighborhood|neighbourhood|part of town|side of town|hood)\b|\b(?:over )?there\b/;

/** The neighborhood an answer about neighborhoods named first: a minimum's or maximum's winner, a comparison's, a list of one. */
function areaNamedFirst(areas: Query, lookups: Lookups): string | null {
  const answer = evaluateQuery(areas, lookups);
  if (answer.subject !== "neighborhood") return null;
  if (answer.operation === "min" || answer.operation === "max") return answer.items[areas.position - 1]?.slug ?? null;
  if (answer.operation === "compare") return answer.winner;
  return answer.items.length === 1 ? answer.items[0]!.slug : null;
}

export function readQuery(input: ReadQueryInput): QueryReading {
  const { understanding, lookups, state } = input;
  const named = communitiesNamed(input.message, lookups).map((c) => c.slug);
  // "Anything cheaper than Heron Flats 1?", "bigger than X", "newer than X": the others measured against that one.
  const than = named.length === 1 ? thanOne(normaliseText(input.message), lookups.catalogue.bySlug.get(named[0]!)!, input) : null;
  if (than) return than;
  // A community's name is not a criterion ("Cedar Yards 604" is no budget): its words are left out of what is read.
  const text = correctCueWords(normaliseText(withoutCommunityTitles(input.message, named.map((slug) => lookups.catalogue.bySlug.get(slug)!))).replace(/[’']/g, ""));
  // Without a remembered query (an older chat), "these" are the cards of the last reply: the revision keeps to them.
  // "And for 2 beds?", "and on size?" right after an answer about neighborhoods: that answer's query is the one revised.
  // "Avg rent in each?", "and for both on size?" right after two neighborhoods were compared: the same two, revised.
  // ("Drive time from each to downtown": the place a drive goes to is no side.)
  const ofEachSide = state?.areas?.operation === "compare" && /\b(?:each|both|either|the two|them|those two|each one)\b/.test(normaliseText(input.message)) && placesNamedIn(normaliseText(input.message).replace(/\b(?:to|into) (?:the )?[a-z0-9 ./&'-]+$/, " "), lookups).length === 0 && input.message.split(/\s+/).length <= 8;
  const continuesAreas = ofEachSide || state?.areas !== undefined && CONTINUES.test(normaliseText(input.message)) && measureCue(normaliseText(input.message)) === null && !LIST_CUE.test(normaliseText(input.message)) && (input.message.split(/\s+/).length <= 6 || (WHAT_IF_ONLY.test(normaliseText(input.message)) && input.message.split(/\s+/).length <= 12));
  // "Those" after a ranking of every community ("closest apartments to Rice"): the ones it showed, not all it ranked.
  const ranked = state?.query?.operation === "rank" && state.query.subject === "community" && state.shown.length > 0 && REFERS_BACK.test(correctCueWords(normaliseText(input.message)));
  // "Are those places near the rail?" after matches of which none fits everything: those are the cards shown, as they are.
  const nearMisses = !ranked && state?.matchesPage !== undefined && state.query !== null && state.shown.length > 0 && REFERS_BACK.test(correctCueWords(normaliseText(input.message))) && evaluateQuery({ ...state.query, operation: "count" }, lookups).total === 0;
  const previous = (continuesAreas ? state!.areas! : null) ?? (ranked ? { ...state!.query!, scope: { ...EMPTY_SCOPE, communities: [...state!.shown] } } : null) ?? (nearMisses ? baseQuery({ scope: { ...EMPTY_SCOPE, communities: [...state!.shown] } }) : null) ?? state?.query ?? (state && state.shown.length > 0 && REFERS_BACK.test(correctCueWords(normaliseText(input.message))) ? baseQuery({ scope: { ...EMPTY_SCOPE, communities: [...state.shown] } }) : null);
  const tourWish = TOUR_CUE.test(text);
  // "Is it pet friendly?" right after a reply that named one community (a minimum, a maximum, one card): about that
  // community (read-topic.ts), not a revision of the search.
  // So is one card named by its place in the last reply ("does the first one take dogs?").
  const oneShown = namesOneCommunity(state);
  const noPlaceSaid = placesNamedIn(text, lookups).length === 0 && named.length === 0;
  const bareFact = oneShown && noPlaceSaid && BARE_FACT_OF_ONE.test(text);
  // "What's the cheapest unit there", "the biggest plan in it": a plan of that one community, not a new search.
  const planOfTheOne = asksAPlanThere(text);
  const aboutOne =
    state !== null &&
    ((ordinalsIn(text, listedCards(state).length).length === 1 && state.shown.length > 0) ||
      (/\b(?:either|either one|both|each|each one|they|them)\b/.test(text) && (state.compared?.length ?? 0) > 0) ||
      (POINTS_AT_ONE.test(text) && (oneShown || (state.compared?.length ?? 0) > 0)) ||
      bareFact ||
      (THEY_OF_THE_ONE.test(text) && oneShown && noPlaceSaid) ||
      ((THERE_AT_THE_ONE.test(text) || planOfTheOne) && oneShown && noPlaceSaid));
  // "How far is that one from the rail?", "how long is the drive from it to TMC?": that one's walk or drive, not a new ranking.
  const itsTrip = /\b(?:it|that one|this one|that place|this place)\b/.test(text) && /\b(?:how far|how close|how long|distance|walk|drive)\b/.test(text);
  // A fact of it, asked without ranking anything ("open units?", "year built?", "what's the cheapest unit there").
  const factOfIt = (!SUPERLATIVE_SAID.test(text) || planOfTheOne) && measureCue(text)?.form !== "comparative" && !/\b(?:which|what) (?:ones?|places?|communities|apartments)\b/.test(text);
  // "What's the drive for the cheapest one?" after a list: a fact of the card picked by that figure, not a new minimum.
  const pickedOfList = state !== null && state.shown.length > 1 && !oneShown && PICKED_ONE.test(text) && !REFERS_BACK.test(text) && noPlaceSaid && /\b(?:what|whats|how|is|does|do|when|any|drive|commute|walk|address|rent|pet|parking)\b/.test(text);
  // "Pet deposit for the cheapest" after a list or a minimum: that fact of the one the figure picks.
  const factOfPicked = state !== null && state.shown.length > 0 && noPlaceSaid && FACT_OF_PICKED.test(text);
  // What the question asks of that one and no listing records ("is it carpet or hardwood?") is kept to be named.
  const ofTheOne = (): QueryReading => ({ query: baseQuery({ filters: { ...EMPTY_FILTERS, unknown: unrecordedIn(text, lookups).unknown.map((u) => u.label) } }), asks: false });
  if (factOfPicked) return ofTheOne();
  // "What's the price per sq ft on that?", "and the pet rent there?" right after one community was named: that one's
  // figure, over the plans it was shown for (the last query's filters), not a new ranking of the place.
  const figureOfTheOne = oneShown && noPlaceSaid && previous !== null && !SUPERLATIVE_SAID.test(text) && ONE_POINTED.test(text) ? MEASURE_NOUNS.find((noun) => FIGURES_OF_ONE.has(noun.measure) && noun.cue.test(text)) : undefined;
  if (figureOfTheOne && previous && state) {
    const scope = { ...EMPTY_SCOPE, communities: [state.shown[0]!] };
    return { query: { ...previous, operation: "min", subject: "community", measure: figureOfTheOne.measure, direction: "asc", position: 1, offset: 0, compared: [], scope, revision: true }, asks: true };
  }
  if (pickedOfList || (aboutOne && ((measureCue(text) === null && !COUNT_CUE.test(text)) || itsTrip || factOfIt))) return ofTheOne();
  // "What's the pet rent at those?": each card's fact (read-topic.ts), not a search of the ones with pets.
  if (state !== null && state.shown.length > 0 && FACT_OF_THOSE.test(text) && !SUPERLATIVE_SAID.test(text) && !COUNT_CUE.test(text) && measureCue(text) === null && !AVERAGED.test(text)) return { query: baseQuery(), asks: false };
  // "And to downtown?" after communities ranked or picked by the drive somewhere: the same ones, driving there instead.
  const driveElsewhere = previous && previous.measure === "drive-minutes" && previous.subject === "community" ? /^(?:(?:and|ok|okay|so|now|what about|how about)\s+)*(?:the drive |driving )?to (?:the )?([a-z][a-z0-9 .&'-]{1,40}?)\s*[?.!]*$/.exec(text) : null;
  if (driveElsewhere && previous) return { query: { ...previous, destination: driveElsewhere[1]!.trim(), offset: 0, revision: true }, asks: true };
  // "Top 3 only", "just the first 3" after a ranking or a list: the same one, that many shown.
  const ranking = (state?.areas && state.areas.operation === "rank" ? state.areas : null) ?? previous;
  const only = ranking && (ranking.operation === "rank" || ranking.operation === "list") ? /^(?:(?:ok|okay|now|just|only|show me|give me|list)\s+)*(?:the\s+)?(?:top|first|best)\s(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)(?:\s(?:only|please|pls|then))*\s*[?.!]*$/.exec(text) : null;
  if (only && ranking) {
    const limit = LIMIT_WORDS[only[1]!] ?? Number(only[1]);
    if (limit >= 1 && limit <= 10) return { query: { ...ranking, operation: "rank", limit, offset: 0, revision: true }, asks: true };
  }
  // "Next one?", "what's the next cheapest?" after a minimum or maximum: the same question, one place further.
  if (previous && (previous.operation === "min" || previous.operation === "max") && NEXT_IN_ORDER.test(text) && text.split(" ").length <= 7) {
    return { query: { ...previous, position: Math.min(5, previous.position + 1), revision: true }, asks: true };
  }
  // "Next 5", "show me more" after a list or a ranking: its next page, the same query one page on.
  const more = previous && (previous.operation === "list" || previous.operation === "rank") ? MORE_OF_THE_LIST.exec(text) : null;
  if (more && previous) {
    const asked = more[1] ? (LIMIT_WORDS[more[1]] ?? Number(more[1])) : NaN;
    const limit = Number.isInteger(asked) && asked >= 1 && asked <= 10 ? asked : previous.limit;
    return { query: { ...previous, offset: Math.min(200, previous.offset + previous.limit), limit, revision: true }, asks: true };
  }
  // "Just the top 3" after a list or a ranking: the same order, that many.
  const fewer = previous && (previous.operation === "list" || previous.operation === "rank") ? ONLY_THE_TOP.exec(text) : null;
  if (fewer && previous) {
    const asked = LIMIT_WORDS[fewer[1]!] ?? Number(fewer[1]);
    if (Number.isInteger(asked) && asked >= 1 && asked <= 10) return { query: { ...previous, limit: asked, offset: 0, revision: true }, asks: true };
  }
  const otherEnd = previous && (previous.operation === "min" || previous.operation === "max" || previous.operation === "rank") ? OTHER_END.exec(text) : null;
  if (otherEnd && previous) {
    const end = otherEnd[1]!;
    // "And the worst?" after the best of a measure ("best price per square foot"): its other end.
    const flip = /^(?:opposite|reverse|other|worst)/.test(end);
    const direction: Direction = flip ? (previous.direction === "asc" ? "desc" : "asc") : /^(?:highest|max|maximum|top|most)$/.test(end) ? "desc" : "asc";
    const operation: Operation = previous.operation === "rank" ? "rank" : direction === "asc" ? "min" : "max";
    return { query: { ...previous, operation, direction, position: 1, offset: 0, revision: true }, asks: true };
  }
  // A measure said inside a fact asked once that no listing records ("do short leases cost more") is that fact's, not a ranking.
  const cueText = unrecordedAttributesIn(text, () => false).filter((u) => ASKED_ONCE.has(u.label)).reduce((rest, u) => rest.replace(u.words, " "), text);
  const saidCue = measureCue(cueText) ?? amenityCountCue(withoutParkingFee(cueText), lookups);
  // "What % of Midtown apartments allow dogs?": a count, said with its share (respond.ts).
  // "Sort them by how many units are open" orders by the units open, it counts nothing.
  const counting = (COUNT_CUE.test(text) && !/\bhow many (?:bed|bedroom|bath|bathroom|square|sq|pets?\b(?!-)|dogs?\b|cats?\b|minutes|mins|miles|hours|amenities|perks|features)/.test(text) && !/\b(?:number|count) of (?:amenities|perks|features)\b/.test(text) && !/\bby how many\b[^.?!]{0,40}\b(?:open|available|vacant)\b/.test(text)) || ASKS_SHARE.test(input.message.toLowerCase());
  const { filters: ownFilters, destination: ownDestination, stated, dropped } = readFilters(text, input, tourWish);
  const places = readPlaces(text, understanding, lookups);
  // "Does that area have EV charging?", "cheapest 1 bed there?" right after an answer that named a neighborhood first
  // (the one with the most units open, the cheaper of two): that neighborhood.
  const area = places.named.length === 0 && places.excluded.length === 0 && named.length === 0 && state?.areas && THAT_AREA.test(text) ? areaNamedFirst(state.areas, lookups) : null;
  if (area) places.named = [area];
  // "Ok Midtown then, under 1700" right after comparing Katy and Midtown: the renter chose one side, a statement of
  // it (saved and searched), not a revision of the comparison.
  const chosen = state?.areas?.operation === "compare" && places.named.length === 1 && state.areas.compared.includes(places.named[0]!) && CHOSE_ONE.test(text);
  if (chosen) return { query: baseQuery({ filters: ownFilters, scope: { ...EMPTY_SCOPE, neighborhoods: places.named } }), asks: false };
  // "Apartments near Rice", "anything close to Hobby Airport": a landmark that is no neighborhood. Asked alone, the
  // communities closest to it by car; beside another measure ("cheapest 1 bed near Rice"), within a short drive of it.
  const landmark = places.named.length === 0 && named.length === 0 && ownDestination === null && saidCue?.measure !== "drive-minutes" ? landmarkNear(text, lookups, input.profile) : null;
  const cue: MeasureCue | null = saidCue ?? (landmark ? { measure: "drive-minutes", direction: "asc", form: "superlative", cue: NEAR_LANDMARK } : null);
  if (landmark && saidCue) ownFilters.commuteMinutes = NEAR_MINUTES;
  const commuteDestination = ownDestination ?? landmark;
  const ownScope: Scope = { ...EMPTY_SCOPE, neighborhoods: places.named, excludeNeighborhoods: places.excluded, communities: named };
  const words = text.split(/\s+/).filter(Boolean).length;
  const refersBack = REFERS_BACK.test(text);
  const continues = CONTINUES.test(text) || INSTEAD.test(text) || ofEachSide;
  // Where a drive goes is not where to look ("closest to the Galleria"): its neighborhoods leave the scope.
  // So is a commute said as the condition of a comparison ("which would you pick if I commute to the Energy Corridor").
  const drives = cue?.measure === "drive-minutes" || ownFilters.commuteMinutes !== null || (state?.areas?.operation === "compare" && named.length === 0 && /\bcommut(?:e|ing)\s(?:is\s)?(?:to|into)\b/.test(text));
  // "What if I transferred to IAH, which would be closest then": the new workplace is where the drive goes.
  const movedTo = MOVED_WORK.exec(text);
  const movedDestination = movedTo && resolveDestination(trimPlace(movedTo[1]!), lookups.knowledge.neighborhoods) ? trimPlace(movedTo[1]!) : null;
  const destinationRead = drives ? (commuteDestination ?? movedDestination ?? readDestination(text.replace(/\b(?:(?:close|near|nearby|handy) (?:to|for)|near)\b/, "closest to"), { ...input.profile, commuteTo: understanding.set.commuteTo ?? input.profile.commuteTo })) : null;
  const destinationText = destinationRead ? endBeforeNeighborhoods(destinationRead, lookups) : null;
  // A neighborhood named as the destination and again elsewhere ("closer to downtown by car, Downtown or Uptown?") is
  // also a place the question is about.
  const namedBesides = destinationText && text.includes(destinationText) ? placesNamedIn(text.replace(destinationText, " "), lookups) : [];
  const destinationPlaces = destinationText ? placesNamedIn(destinationText, lookups).filter((slug) => !namedBesides.includes(slug)) : [];
  places.named = places.named.filter((slug) => !destinationPlaces.includes(slug));
  ownScope.neighborhoods = places.named;
  const ownPlace = places.named.length > 0 || named.length > 0;
  // The neighborhoods are what is counted or ranked: "which neighborhood...", "how many areas out of Montrose, Midtown or the Heights".
  const namedFirst = places.named.length >= 2 && new RegExp(String.raw`^(?:please |can you |could you )?(?:rank|list|sort|order|compare|put)\s(?:the\s)?(?:${places.named.map((slug) => lookups.neighborhoodBySlug.get(slug)).filter((n) => n !== undefined).flatMap((n) => [n.name, ...n.aliases]).map((name) => escape(normaliseText(name).replace(/^the /, ""))).join("|")})\b`).test(text);
  const placeArea = new RegExp(String.raw`\b(?:${lookups.knowledge.neighborhoods.flatMap((n) => [n.name, ...n.aliases]).map((name) => escape(normaliseText(name).replace(/^the /, ""))).filter((name) => name.length >= 3).join("|")}) (?:area|neighborhood)\b`, "g");
  // "Where can he live?" (a dog said) asks for the places that take him, not for neighborhoods.
  const textWithoutPlaceAreas = text.replace(placeArea, " ").replace(ANY_AREA, " ").replace(WHERE_CAN_LIVE, " ");
  const aboutPlaces = namedFirst || /\bmedian\b/.test(text) || (ABOUT_PLACES.test(textWithoutPlaceAreas) && (places.named.length === 0 || /\b(?:how many|which|what|rank|sort|list|the|of|number of) (?:areas?|neighborhoods?|neighbourhoods?)\b|# of (?:areas?|neighborhoods?)|^(?:areas|neighborhoods|neighbourhoods)\b/.test(text)));
  // A follow-up revises the last query: it points back, opens like a continuation, or is a few words naming no place
  // of its own ("cheapest?", "with a gym?"). Ranking the neighborhoods themselves starts afresh unless it points back.
  // Dialogue-state style: a question naming no place of its own keeps the conversation's scope and filters, unless it
  // says the whole city ("in Houston", "anywhere").
  const citywide = ANY_AREA.test(text) || /\b(?:in houston|all of houston|across houston|citywide|city wide|anywhere|overall|in the (?:whole )?city|in town|of all|in (?:the )?(?:whole|entire) (?:database|catalog(?:ue)?|site|list)|(?:do )?you (?:even )?have (?:in )?(?:total|at all|overall))\b/.test(text);
  // "And in all of Houston?" right after a question about one place: the same question over the whole city.
  const widenToCity = citywide && previous !== null && words <= 9 && stated === 0 && !cue && places.named.length === 0 && named.length === 0 && previous.scope.neighborhoods.length > 0;
  // "Would a 3 bed there be under 3000?" ("there" read as the place just asked about): the same places as the last
  // query, so a revision of it that keeps its other filters (the rooftop deck it asked for).
  const samePlaces = previous !== null && previous.operation !== "explain" && !AVERAGED.test(text) && named.length === 0 && places.named.length > 0 && places.named.length === previous.scope.neighborhoods.length && places.named.every((slug) => previous.scope.neighborhoods.includes(slug)) && words <= 12;
  const revising = previous !== null && (!citywide || widenToCity) && (refersBack || continues || ((!ownPlace || samePlaces) && !aboutPlaces && (stated > 0 || places.excluded.length > 0 || cue !== null || counting || RANK_CUE.test(text))) || (words <= 4 && ownPlace && (cue !== null || counting)));

  // Which things a comparison is between: named here, else the cards the last answer showed ("the first one or the
  // second", "which of the two").
  const listed = listedCards(state);
  const pointed = ordinalsIn(text, listed.length).map((i) => listed[i]).filter((slug): slug is string => slug !== undefined);
  // "Why is the first one cheaper?": that card against the next one shown, side by side (respond.ts says why it can't say why).
  const why = WHY_COMPARED.test(text) && pointed.length === 1 ? listed.find((slug) => slug !== pointed[0]) : undefined;
  const ordinals = why ? [pointed[0]!, why] : pointed;
  // "The first two", "the top 2": the first two cards, however many were shown.
  const firstTwo = listed.length >= 2 && /\b(?:first|top) (?:two|2)\b/.test(text) ? listed.slice(0, 2) : null;
  // Two to four cards just shown: "which is the better deal", "compare them" are about them.
  const shownPair =
    firstTwo ??
    (state && state.shown.length >= 2 && state.shown.length <= 4 && (/\b(?:which one|which of the two|of the two|between them|which (?:one )?of them|these two|those two|the two|both)\b/.test(text) || /^(?:(?:ok|okay|so|and|then|hmm)\s)*(?:which|who)(?: one)? (?:is|s|would be|has|gets|wins)\b|\bcompare (?:them|those|these|the two)\b/.test(text))
      ? [...state.shown]
      : null);
  // "Compare the cheapest 1 bed in Montrose with the cheapest in Midtown": each place's winner, compared as communities.
  const winners = places.named.length === 2 && named.length === 0 ? winnersCompared(text, places.named, ownFilters, lookups) : null;
  const namedPair = winners ?? comparedOf(named, places.named, text, lookups);
  // After comparing two communities, a comparative names them again ("which is bigger for a 3 bed?").
  const comparedBefore = namedPair === null && named.length === 0 && places.named.length === 0 && (state?.compared?.length ?? 0) >= 2 && (measureCue(text)?.form === "comparative" || /\b(?:which one|which of (?:them|the two)|either|both)\b/.test(text)) ? [...state!.compared!] : null;
  // After comparing two neighborhoods, a comparative names them again ("which has more places with a dog park?").
  // So does "and which is cheaper per sqft", "which one has the most units available", "by how much per square foot".
  // "What if being close to the rail matters most": the same sides weighed on that.
  const asksOfTheSides =
    measureCue(text)?.form === "comparative" ||
    (/\b(?:matters?|important|priority|care (?:most )?about|weigh(?:ed)?)\b/.test(text) && measureCue(text) !== null) || /\b(?:which one|which of (?:them|the two|the three|those)|either|both)\b/.test(text) || (/^(?:(?:and|so|ok|okay|then|but)\s)*(?:which|who|by how much|how much)\b/.test(text) && (measureCue(text) !== null || (MEASURE_NOUNS.some(({ cue: noun }) => noun.test(text)) && !LIST_CUE.test(text.replace(/^(?:(?:and|so|ok|okay|then|but)\s)*which\b/, "")))));
  const areasBefore = namedPair === null && comparedBefore === null && named.length === 0 && places.named.length === 0 && state?.areas?.operation === "compare" && state.areas.compared.length >= 2 && asksOfTheSides ? [...state.areas.compared] : null;
  // "Throw Rice Military in too", "add the Heights to that" after comparing neighborhoods (or communities): one more side.
  const lastCompare =
    state?.areas?.operation === "compare" && state.areas.compared.length >= 2
      ? { subject: "neighborhood" as const, compared: state.areas.compared }
      : (state?.compared?.length ?? 0) >= 2
        ? { subject: "community" as const, compared: state!.compared! }
        : null;
  const sides = lastCompare && namedPair === null && ADDS_A_SIDE.test(text) ? (lastCompare.subject === "neighborhood" ? places.named : named) : [];
  const added = sides.filter((slug) => !lastCompare!.compared.includes(slug));
  // Said again ("by how much?" repeats it): the same sides.
  const widened = lastCompare && sides.length > 0 ? { subject: lastCompare.subject, compared: [...lastCompare.compared, ...added].slice(0, 4) } : null;
  // "Compare just on rent", "which has more with a rooftop" after a search of two to four neighborhoods: those neighborhoods.
  const searchedAreas = previous?.scope.neighborhoods ?? [];
  const areasSearched = namedPair === null && widened === null && named.length === 0 && places.named.length === 0 && searchedAreas.length >= 2 && searchedAreas.length <= 4 && previous?.operation !== "compare" && (COMPARE_WORDS.test(text) || /^(?:(?:ok|okay|so|and|then) )*(?:which|who) (?:area|neighborhood) (?:has|is|s|gets|wins)\b/.test(text) || (/^(?:(?:ok|okay|so|and|then) )*(?:which|who)(?: one)? (?:has|is|s|gets|wins)\b/.test(text) && cue?.form !== "superlative")) ? { subject: "neighborhood" as const, compared: [...searchedAreas] } : null;
  // "Is Montrose more expensive?" after a search of Midtown and Montrose: Montrose against the others searched.
  const oneOfSearched = places.named.length === 1 ? places.named[0]! : null;
  const againstSearched = namedPair === null && widened === null && areasSearched === null && named.length === 0 && oneOfSearched !== null && searchedAreas.length >= 2 && searchedAreas.length <= 4 && searchedAreas.includes(oneOfSearched) && previous?.operation !== "compare" && cue?.form === "comparative" && !/\bthan\b/.test(text) ? { subject: "neighborhood" as const, compared: [oneOfSearched, ...searchedAreas.filter((slug) => slug !== oneOfSearched)] } : null;
  const pair = widened ?? areasSearched ?? againstSearched ?? namedPair ?? (comparedBefore ? { subject: "community" as const, compared: comparedBefore } : null) ?? (areasBefore ? { subject: "neighborhood" as const, compared: areasBefore } : null) ?? (ordinals.length >= 2 ? { subject: "community" as const, compared: ordinals } : shownPair && (cue || COMPARE_WORDS.test(text)) ? { subject: "community" as const, compared: shownPair } : null);
  // Cards of the last answer compared ("compare the first two"): compared under that answer's filters (its 2 beds).
  const comparesShown = namedPair === null && pair !== null && previous !== null;
  if (ordinals.length === 1 && named.length === 0) named.push(ordinals[0]!);

  let operation: Operation | null = null;
  let note: string | undefined;
  let measure: Measure = "rent";
  let direction: Direction = "asc";
  // "How many units are open across those two neighborhoods": the units are counted, the places only scope them.
  const countsUnits = /\bhow many (?:(?:\d|one|two|three|four) ?(?:bed|br|bd)s? )?(?:units|apartments|apts|plans|floor ?plans)\b/.test(text) && /\b(?:in total|total|across|altogether|combined|between)\b/.test(text) && !/\b(?:which|what) (?:neighborhood|area)s?\b|\bby how many\b|\brank|\bsort|\border\b|\beach\b|\bper\b/.test(text);
  let subject: Subject = aboutPlaces && !countsUnits ? "neighborhood" : "community";
  let keptPosition = 1;
  let keptCompared: string[] = [];
  const withoutFilterWords = text.replace(/\d[\d,]*\s?\+?\s?(?:sq ?ft|sqft|square feet|sf)\b\+?/g, " ");
  const weak = !cue && (pair !== null || RANK_CUE.test(text)) ? (MEASURE_NOUNS.find(({ cue: noun }) => noun.test(withoutFilterWords)) ?? null) : null;
  if (cue ?? weak) {
    measure = (cue ?? weak)!.measure;
    direction = (cue ?? weak)!.direction;
  }
  // "From the lowest to the highest", "low to high": the order said wins over the cue's.
  const said = /\bfrom (?:the )?(lowest|cheapest|smallest|tiniest|oldest|closest|nearest|soonest|least|highest|most expensive|priciest|biggest|largest|roomiest|newest|most)\b|\b(low|high|cheap|expensive|small|big|old|new)(?:est)? to (?:the )?(?:high|low|expensive|cheap|big|small|new|old)/.exec(text);
  if (said) direction = /^(?:lowest|cheapest|smallest|tiniest|oldest|closest|nearest|soonest|least|low|cheap|small|old)$/.test(said[1] ?? said[2]!) ? "asc" : "desc";
  // Compared: a comparative ("cheaper", "which costs less"), "compare"/"vs", a measure named beside "or" in a question
  // (never in a wish: "I want a coworking space, Montrose or Midtown" names two places to live), or a superlative asked between the two
  // themselves ("is Montrose or Midtown cheapest?"); a superlative over apartments in two places is a minimum over both.
  // "Best value per square foot in Upper Kirby or Greenway": a superlative over what is in either place, as over apartments.
  const overUnits = (/\b(?:apartments?|units?|places?|communities|community|complex(?:es)?|buildings?|plans?|options?|studios?|\d ?(?:bed|br|bd)s?|bedrooms?)\b/.test(text) || (cue?.form === "superlative" && /\b(?:in|around|near) (?:the )?[a-z]+(?: [a-z]+)? or\b/.test(text))) && pair?.subject === "neighborhood";
  // A comparative said beside the pair compares them, whatever superlative-looking words name the measure ("once you
  // add parking, which costs less, Montrose or the Heights?", "is Uptown or Katy cheaper per square foot for a place...").
  const comparativeSaid = MEASURE_CUES.some((c) => c.form === "comparative" && c.measure !== "count" && c.cue.test(text));
  const comparing = pair !== null && (widened !== null || areasSearched !== null || areasBefore !== null || (cue?.form === "comparative") || (comparativeSaid && pair.subject === "neighborhood" && !SUPERLATIVE_SAID.test(text)) || (weak !== null && !(overUnits && RANK_CUE.test(text)) && /\bvs\.?\b|\bversus\b|\bor\b|\bcompare/.test(text) && asksOrStates(input.message).asks && (words <= 30 || /\bvs\.?\b|\bversus\b|\bcompare/.test(text))) || COMPARE_WORDS.test(text) || (cue !== null && !overUnits && /\bor\b|\bbetween\b|\bwhich of\b/.test(text)));
  if (comparing && pair) {
    operation = "compare";
    subject = pair.subject;
    // "How many 2 beds in Midtown vs Montrose?": compared by how many.
    if (counting && !cue) {
      measure = "count";
      direction = "desc";
    } else if (!cue && !weak && (widened?.subject === "neighborhood" || areasBefore !== null) && state?.areas) {
      // "Add Rice Village to that": the comparison just made, on its measure.
      measure = state.areas.measure;
      direction = state.areas.direction;
    } else if (!cue && !weak && previous && previous.measure !== "count") {
    // "Compare the first two" names no measure: the one the last answer was about.
      measure = previous.measure;
      direction = previous.direction;
    }
  } else if (cue?.measure === "count" && subject === "neighborhood" && cue.form === "superlative") {
    // "Which neighborhood has the most apartments...": neighborhoods by how many communities fit.
    const plural = readLimit(text) !== null || RANK_CUE.test(text) || /\b(?:areas|neighborhoods|neighbourhoods|parts)\b/.test(text);
    operation = plural ? "rank" : direction === "asc" ? "min" : "max";
  } else if (counting && (RANK_CUE.test(text) || (subject === "neighborhood" && /\b(?:each|every|per|by) (?:area|neighborhood|neighbourhood|part of town)\b/.test(text)))) {
    operation = "rank";
    measure = "count";
    direction = /\b(?:fewest|least) first\b/.test(text) ? "asc" : "desc";
  } else if (counting || (measure === "count" && subject === "community")) {
    operation = "count";
    measure = "count";
  } else if (cue?.form === "superlative") {
    // Neighborhoods are plural when the word is ("which areas are cheapest"); communities when the results are.
    const plural =
      (landmark !== null && saidCue === null) ||
      (NEAR_RAIL.test(text) && !SUPERLATIVE_SAID.test(text)) ||
      readLimit(text) !== null ||
      RANK_CUE.test(text) ||
      (subject === "neighborhood" ? /\b(?:areas|neighborhoods|neighbourhoods|parts|sides)\b/.test(text) : pluralResults(measure === "open-units" ? text.replace(new RegExp(OPEN_UNITS, "g"), " ") : text));
    // "The second cheapest places": one place in the order, whatever the plural.
    operation = plural && readPosition(text) === 1 ? "rank" : direction === "asc" ? "min" : "max";
  } else if (RANK_CUE.test(text) && (cue || weak || previous || stated > 0 || places.named.length > 0 || aboutPlaces)) {
    operation = "rank";
    // "Only top 3" after the best value per square foot: the top of that same order.
    if (!cue && !weak && previous && (previous.operation === "min" || previous.operation === "max" || previous.operation === "rank")) {
      measure = previous.measure;
      direction = directionOf(previous);
      subject = previous.subject;
    }
  } else if (cue?.form === "comparative" && revising) {
    // "cheaper?" after a search: a tighter rent (10%, at least $100) when there was one, else the cheapest of those.
    if (cue.measure === "rent" && cue.direction === "asc" && previous?.filters.rent?.max != null) {
      const max = previous.filters.rent.max;
      const step = Math.max(100, Math.round((max * 0.1) / 50) * 50);
      ownFilters.rent = { min: previous.filters.rent.min, max: max - step };
      note = `${formatDollars(step)} less than before: up to ${formatDollars(max - step)} (a question, so your saved budget stays as it is).`;
      operation = "list";
    } else operation = cue.direction === "asc" ? "min" : "max";
  } else if (revising) {
    // A refinement that names only criteria keeps the question it refines ("biggest 2 beds in the Heights", then "under
    // 2000" is the biggest under $2,000; "how many ... allow dogs", then "what about cats" is a count); one that asks for
    // the results ("only ones with a gym", "which have a pool") lists them.
    const kept = previous !== null && (previous.operation === "min" || previous.operation === "max" || previous.operation === "rank" || previous.operation === "count" || (previous.operation === "compare" && previous.subject === "neighborhood")) && !LIST_CUE.test(text);
    operation = kept ? previous.operation : "list";
    // "Which apartments are closest to MD Anderson?", then "any under 1300?": the ones that fit, in the order asked before.
    const ordered = !kept && previous !== null && (previous.operation === "min" || previous.operation === "max" || previous.operation === "rank") && previous.subject === "community" && previous.measure !== "rent" && !cue;
    if (ordered) {
      operation = "rank";
      measure = previous.measure;
      direction = directionOf(previous);
    }
    if (kept) {
      // "And on size?": the measure named now, else the one asked before.
      const noun = previous.operation === "count" ? undefined : MEASURE_NOUNS.find(({ cue: measureNoun }) => measureNoun.test(withoutFilterWords));
      measure = noun?.measure ?? previous.measure;
      direction = noun?.direction ?? previous.direction;
      keptPosition = previous.position;
      subject = previous.subject;
      if (previous.operation === "compare") keptCompared = previous.compared;
    }
  } else if ((stated > 0 || places.named.length > 0 || places.excluded.length > 0) && (LIST_CUE.test(text) || ((stated >= 2 || (stated >= 1 && places.named.length > 0 && !profileHolds(baseQuery({ filters: ownFilters, scope: ownScope })))) && /\?\s*$/.test(input.message) && !AVERAGED.test(text) && !/\b(?:rates?|going|cost|costs|price|prices|how much|run|runs)\b/.test(withoutParkingFee(text)))) && (!ASKS_FIGURES.test(withoutParkingFee(text)) || (ownFilters.leaseTerms.length > 0 && (/\b(?:which|show|list)\b/.test(text) || !ASKS_FIGURES.test(withoutLeaseWords(text))))) && !RENT_FIGURES_ASKED.test(text) && named.length === 0) {
    operation = "list";
  }

  // "Move-in specials", "montrose w/ special": a special asked for with no other question is the list of those running; "does
  // X have a special?" (a community named) and "is that with the special?" (the one just shown) are that community's fact.
  if (operation === null && ownFilters.hasSpecial && named.length === 0 && !ONE_POINTED.test(text)) operation = "list";

  // "Which neighborhoods have 3 bedrooms under 2200?": every neighborhood where one fits, most first (no median asked).
  if ((operation === "list" || operation === null) && subject === "neighborhood" && !cue && places.named.length === 0 && /\b(?:which|what) (?:areas?|neighborhoods?|neighbourhoods?|parts of (?:town|houston|the city)) (?:have|has|got|offer|offers|allow|allows|take|takes|are there with|with|(?:would|could|can|will|might) (?:i|we) (?:get|find|afford|rent|land)|(?:do|does) (?:i|we) (?:get|find))\b/.test(text)) {
    operation = "rank";
    measure = "count";
    direction = "desc";
  }

  // "The average size of a 2 bed in Midtown", "typical year built in the Heights": a named neighborhood's median of a
  // measure other than rent (rent's figures are a topic of their own, with the range: read-topic.ts).
  const averaged = AVERAGED.test(text);
  // "The typical all-in cost in Montrose" names the monthly total with words a superlative also uses ("all-in"): with no
  // superlative said ("cheapest", "most", "lowest"), it is the neighborhood's median.
  const superlativeSaid = SUPERLATIVE_SAID.test(text);
  if ((operation === null || (operation === "list" && !cue) || (operation !== "compare" && cue?.form === "superlative" && !superlativeSaid)) && places.named.length > 0 && named.length === 0 && averaged) {
    const noun = MEASURE_NOUNS.find(({ cue: measureNoun }) => measureNoun.test(withoutFilterWords));
    // (A typical parking fee is the parking-cost topic's, with how many include it: read-topic.ts.)
    if (noun && noun.measure !== "rent" && noun.measure !== "count" && noun.measure !== "drive-minutes" && noun.measure !== "parking-fee") {
      operation = "list";
      subject = "neighborhood";
      measure = noun.measure;
      direction = noun.direction;
    }
  }

  // "Whats the avg 1br there", "median rent for those", "avg walk to the rail for those" right after an answer in one or
  // more neighborhoods: the median of the measure over the communities that answer kept to, per neighborhood (its filters
  // kept: the revision below).
  const averagedBack = averaged && revising && previous !== null && previous.scope.neighborhoods.length > 0 && places.named.length === 0 && named.length === 0 && operation !== "compare" && !superlativeSaid && (refersBack || /\b(?:there|in there|over there)\b/.test(text));
  if (averagedBack) {
    const noun = MEASURE_NOUNS.find(({ cue: measureNoun }) => measureNoun.test(withoutFilterWords));
    operation = "list";
    subject = "neighborhood";
    measure = noun && !SUMMED_MEASURES.has(noun.measure) ? noun.measure : "rent";
    direction = noun?.direction ?? "asc";
  }

  // A question about something no listing records ("what's the highest rated place downtown?", "how fast is the internet
  // there?"): the note that names it, over the list the question is about.
  // (Data no listing holds anywhere, as utilities or schools, has a reply of its own: answer-no-data.ts.)
  if (operation === null && ownFilters.unknown.length > 0 && !DATA_GAPS.some((gap) => gap.cue.test(text)) && asksOrStates(input.message).asks) operation = "list";

  // What the message states, as a query (respond.ts answers it when the profile cannot hold it: a commute limit).
  if (operation === null) return { query: baseQuery({ filters: ownFilters, scope: ownScope, destination: destinationText ?? commuteDestination }), asks: false };

  // Comparing the cards just shown revises the search that showed them; so does comparing two neighborhoods with no
  // criteria of its own mid-search ("2 bed", then "which is cheaper, Midtown or the Heights?" is about their 2-beds).
  // "Which ones are cheaper on average?" after comparing how many 2 beds two areas have: that comparison's query is revised (its 2 beds kept).
  const revisedFrom = (areasBefore !== null || widened?.subject === "neighborhood") && state?.areas ? state.areas : previous;
  const comparesAreas = operation === "compare" && pair?.subject === "neighborhood" && revisedFrom !== null && stated === 0 && !citywide;
  const revision = revising || (comparesShown && operation === "compare") || comparesAreas;
  const revised = revision && revisedFrom ? revise(revisedFrom, { filters: ownFilters, scope: ownScope, replacePlaces: INSTEAD.test(text), destination: commuteDestination, dropped }) : { filters: ownFilters, scope: ownScope, destination: commuteDestination };
  const merged = widenToCity ? { ...revised, scope: { ...EMPTY_SCOPE } } : revised;
  // A drive named by a plain noun ("living in Katy and driving, or in Midtown?") goes where the renter said or saved.
  const toward = destinationText ?? merged.destination ?? (measure === "drive-minutes" ? readDestination(text, { ...input.profile, commuteTo: understanding.set.commuteTo ?? input.profile.commuteTo }) : null);
  // "Based at Hobby ... the shortest drive to the airport": the airport the renter works at.
  const ownAirport = understanding.set.commuteTo ?? input.profile.commuteTo;
  const destination = toward !== null && /^(?:the )?airport$/.test(toward.trim().toLowerCase()) && ownAirport && /\b(?:hobby|iah|intercontinental|bush|airport)\b/i.test(ownAirport) ? ownAirport : toward;
  // ("Drive time from each to downtown" after three places were weighed: Downtown is where the drive goes, no place to look.)
  const towardPlaces = destination && destinationPlaces.length === 0 && measure === "drive-minutes" ? placesNamedIn(destination, lookups) : [];
  const withoutDestination = { ...merged.scope, neighborhoods: merged.scope.neighborhoods.filter((slug) => !destinationPlaces.includes(slug) && !towardPlaces.includes(slug)) };
  const scope = operation === "compare" && (pair?.subject ?? subject) === "neighborhood" ? { ...withoutDestination, neighborhoods: [] } : withoutDestination;
  if (destinationPlaces.length > 0 && withoutDestination.neighborhoods.length === 0 && aboutPlacesOrDrive(text)) subject = "neighborhood";
  // "Cheapest all-in, parking included", "once parking is added": parking is part of the total asked for, neither an
  // amenity required nor one ruled out. So is the parking whose fee is measured ("the cheapest parking"): a community
  // without parking has no fee to rank (README.md).
  const parkingInTotal = (measure === "monthly-total" || measure === "parking-fee") && (ownFilters.amenities.includes("parking") || ownFilters.withoutAmenities.includes("parking"));
  const parked = parkingInTotal
    ? { ...merged.filters, amenities: merged.filters.amenities.filter((key) => key !== "parking"), withoutAmenities: merged.filters.withoutAmenities.filter((key) => key !== "parking") }
    : merged.filters;
  // "Which takes the biggest dogs": the dogs are what is measured, not an animal of the renter's (one that takes none has no value).
  const plainDog = parked.animal?.kind === "dog" && parked.animal.weightLb === null && parked.animal.count === 1 && !parked.animal.assistance && !parked.animal.alsoCat && !parked.animal.restrictedBreed;
  const stated0 = measure === "dog-weight" && plainDog ? { ...parked, animal: null } : parked;
  // A fresh list of communities ("what's in EaDo?", "anything in Midtown?") keeps to what the renter saved and did not
  // say otherwise now: the budget, the bedrooms (as a count), the move-in date, and pets (the animal said earlier in the
  // chat when there was one). The reply says so.
  const kept = operation === "list" && subject === "community" && !revision && named.length === 0 ? savedCriteria(stated0, input, state) : null;
  const filters = kept ? kept.filters : stated0;
  if (kept?.said) note = note ? `${note} ${kept.said}` : kept.said;
  const query = baseQuery({
    operation,
    measure: operation === "list" && !cue && subject === "community" ? "rent" : measure,
    subject,
    direction,
    scope: operation === "compare" && pair?.subject === "community" ? { ...scope, communities: pair.compared } : scope,
    filters,
    compared: operation === "compare" ? (pair ? pair.compared : keptCompared) : [],
    destination,
    // A revision keeps how each place's figure was taken only for the same measure ("the cheapest 2 bed", then "drive time from each": the median drive).
    statistic: subject === "neighborhood" ? (readStatistic(text) ?? (revision && previous?.subject === "neighborhood" && previous.measure === measure ? previous.statistic : "median")) : "median",
    limit: readLimit(text) ?? (operation === "rank" && revision && previous ? previous.limit : 5),
    position: operation === "min" || operation === "max" ? Math.max(readPosition(text), keptPosition) : 1,
    revision,
  });
  // "Compare the 2 newest buildings in EaDo", "compare the three cheapest": the ones that ranking picks, compared.
  const picked = COMPARE_THE_TOP.test(text) && (query.operation === "rank" || query.operation === "list") && query.subject === "community" && query.limit >= 2 ? evaluateQuery({ ...query, operation: "rank" }, lookups).items.slice(0, query.limit).map((item) => item.slug) : [];
  if (picked.length >= 2) {
    const compared = picked.slice(0, 4);
    // Compared on rent (the ranking's measure chose them), with their other facts side by side (respond.ts).
    return { query: { ...query, operation: "compare", measure: "rent", direction: "asc", scope: { ...query.scope, communities: compared }, compared, offset: 0 }, asks: true, ...(note ? { note } : {}) };
  }
  return { query, asks: true, ...(note ? { note } : {}) };
}

/**
 * How a neighborhood's figure is asked to be taken: "average", "avg", "mean" is the mean; the single cheapest or biggest
 * plan ("the area that has the cheapest studio", "rank the neighborhoods by cheapest 1 bed") the lowest or highest; null
 * when nothing says (the median, what "typical" means). Plurals ("the cheapest studios") ask what is typical.
 */
export function readStatistic(text: string): Statistic | null {
  if (/\b(?:average|avg|mean)\b/.test(text)) return "mean";
  // "Cheapest place in River Oaks vs cheapest in Upper Kirby": each side's single cheapest.
  const sides = /\b(cheapest|least expensive|lowest[- ]priced|smallest|priciest|most expensive|biggest|largest)\b[^.?!]*\b(?:vs\.?|versus|or|compared (?:to|with)|against|and)\s+(?:the\s+)?(cheapest|least expensive|lowest[- ]priced|smallest|priciest|most expensive|biggest|largest)\b/.exec(text);
  if (sides && sides[1] === sides[2]) return /^(?:cheapest|least expensive|lowest[- ]priced|smallest)$/.test(sides[1]!) ? "min" : "max";
  // "Compare the cheapest 3 bed in Katy vs Sugar Land", "where is the cheapest 2 bed, Katy or Pearland": one superlative
  // said of each place.
  const ofEach = /\b(?:compare|where(?: is|s)?) the (cheapest|least expensive|lowest[- ]priced|smallest|priciest|most expensive|biggest|largest) (?:[a-z0-9/-]+ ){0,3}?(?:in|between|at) (?!\d)[a-z][^.?!]*\b(?:vs\.?|versus|or|and) (?!(?:later|earlier|newer|older|more|less|under|over|above|below|cheaper|bigger)\b)[a-z]/.exec(text) ?? /\b(?:vs\.?|versus|or)\b[^.?!]*\b(?:where(?: is|s)?|which has) the (cheapest|least expensive|lowest[- ]priced|smallest|priciest|most expensive|biggest|largest)\b/.exec(text);
  if (ofEach) return /^(?:cheapest|least expensive|lowest[- ]priced|smallest)$/.test(ofEach[1]!) ? "min" : "max";
  // "Has the cheapest studio", "by cheapest 1 bed": one plan's figure, after "the" or "by" (a terse "area w/ biggest 1 bed",
  // like "the biggest 2 beds", asks what is typical).
  const single = /\b(?:(?:has|have|having|with|got|offers?|for) the|by(?: the| their| its)?) (?:single )?(?:cheapest|least expensive|lowest[- ]priced|lowest|smallest|priciest|most expensive|highest[- ]priced|highest|biggest|largest) (?:single |one |individual )?(?:(?!rents?\b|prices?\b|costs?\b|for\b|a\b|an\b|the\b|in\b|typical\b|median\b|usual\b)[a-z0-9-]+ ){0,2}?(?:studio|\d ?(?:bed|br|bd|bedroom)|(?:one|two|three)[- ]?(?:bed|bedroom)|plan|unit|apartment|place|listing|option|deal|floor ?plan)\b(?!s)(?! (?:communities|complexes|buildings|units|apartments|places|listings|options|plans|rents?|prices?|costs?|sizes?)\b)/.exec(text);
  if (!single) return null;
  return /\b(?:cheapest|least expensive|lowest|smallest)\b/.test(single[0]) ? "min" : "max";
}

/** "The cheapest 1 bed", picked: the superlative after a word that makes it the subject ("at the", "is the", "does the"). */
const PICKED_SUBJECT = /\b(?:at|of|for|in|on|is|does|has|with|from) the (?:(?:second|third|2nd|3rd) )?(?:cheapest|least expensive|priciest|most expensive|biggest|largest|smallest|newest|oldest|closest|nearest|soonest available|best value)\b/;
/** Facts of one community a nested question may ask beside the pick, that are not the pick's own measure. */
const NESTED_NOUNS: readonly { measure: Measure; cue: RegExp }[] = [
  { measure: "rail-minutes", cue: new RegExp(String.raw`${NEAR_RAIL.source}|\bwalk(?:ing)? (?:to|from) (?:the )?(?:rail|train|metro ?rail|light rail|station)\b`) },
  ...MEASURE_NOUNS.filter((noun) => noun.measure !== "rent" && noun.measure !== "count" && noun.measure !== "drive-minutes" && noun.measure !== "monthly-total").map(({ measure, cue }) => ({ measure, cue })),
];

/**
 * A fact asked of the one a superlative picks: "is the cheapest 1 bed in the Museum District walkable to the rail?",
 * "pet rent at the cheapest dog friendly 1 bed": the pick is the query, the fact is this measure of its winner; null
 * when the message asks only the pick.
 */
export function nestedMeasure(message: string, query: Query): Measure | null {
  if ((query.operation !== "min" && query.operation !== "max") || query.subject !== "community") return null;
  const text = normaliseText(message).replace(/[’']/g, "");
  if (!PICKED_SUBJECT.test(text)) return null;
  const own = measureCue(text);
  const rest = own ? text.replace(own.cue, " ") : text;
  return NESTED_NOUNS.find((noun) => noun.measure !== query.measure && noun.cue.test(rest))?.measure ?? null;
}

/** The message makes a superlative's pick its subject: "at the cheapest", "does the newest ... have". */
export const picksOne = (message: string) => PICKED_SUBJECT.test(normaliseText(message).replace(/[’']/g, ""));

/** "Compare the 2 newest", "compare the top three": a ranking's first few, compared. */
export const comparesTheTop = (text: string) => COMPARE_THE_TOP.test(normaliseText(text));
const COMPARE_THE_TOP = /\bcompare (?:the )?(?:top )?(?:2|3|4|two|three|four) (?:cheapest|priciest|most expensive|biggest|largest|smallest|newest|oldest|closest|nearest)\b|\bcompare (?:the )?top (?:2|3|4|two|three|four)\b/;
