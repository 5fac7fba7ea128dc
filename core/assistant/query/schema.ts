/**
 * A.L.I.'s query language (issue 27): every renter message becomes one typed query before anything is
 * answered. A query says which communities (or neighborhoods) it is about (scope and filters), what is
 * measured (rent, size, price per square foot, year built, ...), and what is done with the measure
 * (list, rank, minimum, maximum, count, compare, explain, no data). What the renter states they want is
 * kept apart from the query: the message's statement clauses (asks-or-states.ts), read by the
 * understanding and saved by remember.ts; a question's clauses never are.
 *
 * One evaluator (evaluate.ts) answers any query this schema allows, and the replies (word-answer.ts) are
 * worded per operation and measure. A new kind of question costs vocabulary (read-query.ts), not a module.
 * The generated evaluation (tests/assistant/query-evaluation/) enumerates the same schema.
 */
import { z } from "zod";
import {
  AnimalSchema,
  CriteriaFiltersSchema,
  CriteriaSlugSchema,
  EMPTY_CRITERIA_FILTERS,
  EMPTY_CRITERIA_SCOPE,
  RangeSchema,
  ScopeSchema,
  type Range,
  type Scope,
} from "../../search/criteria.ts";

// The criteria a renter can set are one schema with /listings' (core/search/criteria.ts, decision 033).
export { AnimalSchema, RangeSchema, ScopeSchema, type Range, type Scope };

export const OPERATIONS = ["list", "rank", "min", "max", "count", "compare", "explain", "no-data"] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * What is measured. rent: the rent of a community's cheapest plan that fits the filters; monthly-total: that
 * rent plus the fees every renter pays monthly (core/pricing); size: square feet (the largest fitting plan
 * for "max", the smallest for "min"); price-per-sqft: rent / size of a plan; year-built; move-in: the
 * earliest date a fitting plan has a unit open; drive-minutes: the drive to the query's destination;
 * rail-minutes: the walk to the nearest METRORail station; count: how many; open-units: the units open in the fitting
 * plans (a community's sum; a neighborhood's is the sum over its communities, as a count is); pet-rent: the monthly pet
 * rent (for the renter's animals when the filters name them, else per pet); pet-fees: the one-time pet fee and deposit
 * (the same way); parking-fee: the monthly parking fee of a community that lists parking; amenity-count: how many
 * amenities a community lists; dog-weight: the heaviest dog a community takes (NO_WEIGHT_LIMIT_LB when it sets no
 * limit; no value when it takes no dogs). Exact rules: README.md.
 */
export const MEASURES = ["rent", "monthly-total", "size", "price-per-sqft", "year-built", "move-in", "drive-minutes", "rail-minutes", "count", "open-units", "pet-rent", "pet-fees", "parking-fee", "amenity-count", "dog-weight"] as const;

/** The dog-weight of a community that takes dogs of any weight: heavier than any dog, so it ranks first; said "no weight limit". */
export const NO_WEIGHT_LIMIT_LB = 1000;

/** The measures a neighborhood adds up over its communities (how many, how many units open) rather than takes the median of. */
export const SUMMED_MEASURES: ReadonlySet<Measure> = new Set<Measure>(["count", "open-units"]);
export type Measure = (typeof MEASURES)[number];

/** What is ranked, counted or compared: communities (each by its best-fitting floor plan) or neighborhoods (by the median over their communities). */
export const SUBJECTS = ["community", "neighborhood"] as const;

/**
 * How a neighborhood's figure is taken over its communities (each by its best-fitting plan): the median (what "typical"
 * means, and the default), the mean ("average"), or the lowest or highest ("the area with the cheapest studio").
 * Summed measures (count, units open) are sums whatever this says; communities ignore it.
 */
export const STATISTICS = ["median", "mean", "min", "max"] as const;
export type Statistic = (typeof STATISTICS)[number];
export type Subject = (typeof SUBJECTS)[number];

const Slug = CriteriaSlugSchema;
const Dollars = z.number().int().min(0).max(100_000);

/** How a budget was stated, when not as a monthly rent: the reply says how it was turned into one. */
export const BudgetOriginSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("weekly"), amount: Dollars }),
  /** A rent per day ("50 bucks a day"): 365 days / 12 months. */
  z.object({ kind: z.literal("daily"), amount: Dollars }),
  /** A rent every two weeks: 26 payments / 12 months. */
  z.object({ kind: z.literal("biweekly"), amount: Dollars }),
  z.object({ kind: z.literal("yearly-rent"), amount: z.number().int().min(0).max(1_200_000) }),
  /** An income (per year, month, two weeks, week, or hour at 40 hours a week); the rent is at most a third of the monthly income. */
  z.object({ kind: z.literal("income"), amount: z.number().int().min(0).max(10_000_000), period: z.enum(["year", "month", "biweekly", "week", "hour"]) }),
  /** The saved budget raised or lowered by an amount ("what if I added 200 to my budget"): `amount` is signed, `from` the saved budget. */
  z.object({ kind: z.literal("change"), amount: z.number().int().min(-100_000).max(100_000), from: Dollars }),
]);
export type BudgetOrigin = z.infer<typeof BudgetOriginSchema>;

/**
 * The filters of a query: the search criteria (core/search/criteria.ts: plan-level filters hold for one and the same
 * plan, amenities all required, withoutAmenities all absent, `unknown` never filters and the reply says so), and how
 * the renter stated the budget.
 */
export const FiltersSchema = CriteriaFiltersSchema.extend({ budgetOrigin: BudgetOriginSchema.nullable() });
export type Filters = z.infer<typeof FiltersSchema>;

/**
 * What an `explain` query explains: the renter's matches (the profile's search, ranked by match), neighborhoods
 * (the scope's, described), rent figures, amenities, the scope's communities (their facts, their floor plans with
 * `filters.beds`, the drive from the first to `destination`), parking costs, how much we cover, where to live for
 * the commute, lease terms, how the service works.
 */
export const EXPLAIN_TOPICS = ["matches", "neighborhood", "prices", "amenities", "community", "community-plans", "community-drive", "parking-cost", "coverage", "where-to-live", "lease-terms", "process", "profile"] as const;
export type ExplainTopic = (typeof EXPLAIN_TOPICS)[number];

/** The terms a `terms` topic explains (answer-terms.ts): fees, charges, specials, and how our own figures are made. */
export const TERM_KEYS = ["admin-fee", "application-fee", "pet-rent", "pet-fees", "security-deposit", "specials", "drive-times", "rail-walk", "match-score", "availability", "rent-figures", "assistance-animals"] as const;
export type TermKey = (typeof TERM_KEYS)[number];

/** A move-in special said with numbers ("8 weeks free on a 15 month lease", "at $1,800 a month"), to work out. */
export const SpecialSchema = z.object({
  /** How many weeks or months free, as said. */
  count: z.number().int().min(1).max(52),
  unit: z.enum(["weeks", "months"]),
  leaseMonths: z.number().int().min(2).max(24),
  rent: Dollars.nullable(),
});
export type Special = z.infer<typeof SpecialSchema>;

/** An explain topic, or what a `no-data` query says we lack: data no listing holds (named by the gap's topic, "flood risk") or a place outside our map. */
export const TopicSchema = z.union([
  z.object({ kind: z.enum(EXPLAIN_TOPICS) }),
  z.object({ kind: z.literal("data-gap"), gaps: z.array(z.string().min(1).max(40)).min(1).max(6) }),
  z.object({ kind: z.literal("outside-place"), place: z.string().min(1).max(60) }),
  /** What a term or one of our figures means, and a special said with numbers worked out. */
  z.object({ kind: z.literal("terms"), terms: z.array(z.enum(TERM_KEYS)).max(3), special: SpecialSchema.nullable() }),
]);
export type Topic = z.infer<typeof TopicSchema>;

export const QuerySchema = z.object({
  operation: z.enum(OPERATIONS),
  measure: z.enum(MEASURES),
  subject: z.enum(SUBJECTS),
  /** Which end of the measure wins for list, rank and compare (min is always asc, max always desc). */
  direction: z.enum(["asc", "desc"]),
  scope: ScopeSchema,
  filters: FiltersSchema,
  /** Neighborhoods: how each one's figure is taken over its communities (STATISTICS). */
  statistic: z.enum(STATISTICS).default("median"),
  /** For compare over neighborhoods or communities: the two (or more) things compared, in the order named. */
  compared: z.array(Slug),
  /** The commute destination a drive or rail measure (or commuteMinutes) is to, as the renter named it. */
  destination: z.string().max(120).nullable(),
  /** How many results a list or rank shows (the renter may ask for "top 3"). */
  limit: z.number().int().min(1).max(10),
  /** list and rank: how many of the order come before the ones shown ("next 5", "show me more" after a list). */
  offset: z.number().int().min(0).max(200).default(0),
  /** min and max: which place in the measure's order is asked for (2 for "the second cheapest"); 1 otherwise. */
  position: z.number().int().min(1).max(5).default(1),
  /** explain: what is explained, no-data: what we have no data on (at most two topics, answered in order); empty for the other operations. */
  topics: z.array(TopicSchema).max(2).default([]),
  /** True when this query revised the previous one ("only ones with a gym", "cheapest of those?"). */
  revision: z.boolean(),
});
export type Query = z.infer<typeof QuerySchema>;

export const EMPTY_FILTERS: Filters = { ...EMPTY_CRITERIA_FILTERS, budgetOrigin: null };

export const EMPTY_SCOPE: Scope = EMPTY_CRITERIA_SCOPE;

export const DEFAULT_LIMIT = 5;

export function baseQuery(overrides: Partial<Query> = {}): Query {
  return {
    operation: "list",
    measure: "rent",
    subject: "community",
    direction: "asc",
    statistic: "median",
    scope: EMPTY_SCOPE,
    filters: EMPTY_FILTERS,
    compared: [],
    destination: null,
    limit: DEFAULT_LIMIT,
    position: 1,
    offset: 0,
    topics: [],
    revision: false,
    ...overrides,
  };
}

/** How many of the chat's last messages a state keeps, and how many characters of them in all. */
export const RECENT_MESSAGES = 6;
export const RECENT_MAX_CHARS = 8_000;

/** A figure an answer quoted as its headline (a minimum's winner, a side of a comparison), for arithmetic on it (arithmetic.ts). */
export const FigureSchema = z.object({
  slug: Slug,
  subject: z.enum(SUBJECTS),
  name: z.string().max(120),
  value: z.number().finite(),
  measure: z.enum(MEASURES),
  /** The bedrooms of the plan the figure is for, when it is a plan's. */
  beds: z.number().int().min(0).max(10).nullable(),
});

/**
 * What a conversation remembers between messages (SMCalFlow's dataflow state, small): the last query that
 * selected communities, so "only ones with a gym" and "cheapest of those?" revise it. Kept by the server per
 * chat (guests too), parsed with this schema when read back.
 */
export const ConversationStateSchema = z.object({
  version: z.literal(1),
  query: QuerySchema.nullable(),
  /** The communities the last answer showed, in order (cards), for "the first one", "it". */
  shown: z.array(Slug).max(20),
  /**
   * The last list of two or more cards, kept while later replies show one ("tell me about the first one", then "and the
   * third's parking?" or "compare the first and the last"): what a card's position points at when `shown` holds one.
   */
  listed: z.array(Slug).max(20).optional(),
  /** The communities the last answer compared (its sides), for "does it take cats?" about each; absent otherwise. */
  compared: z.array(Slug).max(4).optional(),
  /** The last answer was to a question (nothing was saved): a refinement of it ("only ones with a gym") asks too. */
  asked: z.boolean().optional(),
  /** The last answer's query when it was about neighborhoods (ranked, compared): "and for 2 beds?", "and on size?" revise it. */
  areas: QuerySchema.optional(),
  /** The headline figures of the last answers, oldest first (at most 4): "how much is that per day", "the difference between them". */
  figures: z.array(FigureSchema).max(4).optional(),
  /** The last reply quoted the difference of the last two figures: "how much is that over a year" is of the difference. */
  gapQuoted: z.boolean().optional(),
  /** The last answer showed the profile's matches, this page of them (0: the first five): "more" shows the next page in the same order. */
  matchesPage: z.number().int().min(0).max(200).optional(),
  /**
   * The chat's last messages, oldest first (this reply included): what "that one", "how does that compare to X" and
   * "median?" read when the caller has no saved history to give (a guest, a chat not saved yet). Bounded by
   * RECENT_MESSAGES and RECENT_MAX_CHARS; the oldest go first.
   */
  recent: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().max(RECENT_MAX_CHARS) }))
    .max(RECENT_MESSAGES)
    .optional(),
});
export type ConversationState = z.infer<typeof ConversationStateSchema>;
export type Figure = z.infer<typeof FigureSchema>;

export const EMPTY_STATE: ConversationState = { version: 1, query: null, shown: [] };

/** The cards a position ("the third one", "the first and the last") points at: the last list of several cards shown. */
export function listedCards(state: ConversationState | null): readonly string[] {
  if (!state) return [];
  const { shown, listed } = state;
  if (shown.length >= 3 || !listed?.length) return shown;
  // A pair compared from the list ("the first and the last") leaves the list's positions as they were.
  return shown.length <= 1 || shown.every((slug) => listed.includes(slug)) ? listed : shown;
}

/** The last answer named one community first (one card, or a minimum or maximum with its runner-up): "it", "there" is that one. */
export function namesOneCommunity(state: ConversationState | null): boolean {
  return state !== null && (state.shown.length === 1 || ((state.query?.operation === "min" || state.query?.operation === "max") && state.query.subject === "community"));
}
