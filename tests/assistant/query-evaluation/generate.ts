/**
 * The question generator of the generated evaluation (issue 27; Overnight-style, see
 * /work/shared/assistant-design.md): templates over the query schema (operation x measure x subject),
 * each crossed with scopes (the city, one neighborhood, two, a neighborhood left out, named communities)
 * and filters (bedrooms, baths, rent as a monthly, weekly, yearly or income figure, size, amenities with
 * and without, pets, year built, available by, commute, attributes the catalogue does not record). Every
 * case carries the Query its messages mean (the oracle's input, expected.ts) and several wordings of it:
 * natural, lower case, one word misspelt, terse. Multi-turn scripts revise the previous turn's query.
 *
 * The `explain` and `no-data` operations are generated too (TOPIC_TEMPLATES), one template per topic kind a
 * renter asks: each data gap (flood risk, crime and safety, schools, specials, deposits, utilities) citywide and
 * in a neighborhood, suburbs and cities we do not cover, coverage, parking costs and lease terms citywide and per
 * neighborhood, a named community's facts, its plans for a bedroom count and its drive to a landmark, a
 * neighborhood's description, the typical rent of a bedroom count in a neighborhood and citywide, and the service
 * (is it free, how it works). Their expected replies are facts computed from the catalogue (expected.ts,
 * expectedTopicReply), not prose. Topics not generated: `matches` (a request for the renter's own search, judged
 * through the computed list) and `amenities` and `where-to-live` (not yet written in the oracle).
 *
 * HELD-OUT TEMPLATES: about a fifth of the templates (and scripts) are `heldOut: true`. They must never be
 * used to tune the reader (read-query.ts and its word lists): do not read their wordings to add vocabulary,
 * do not debug against them. They measure whether a kind of question never seen in development still works
 * (Finegan-Dollak et al. 2018: hold out whole templates, not random questions).
 *
 * Everything is deterministic: each case draws its wording from createRandom seeded by its id.
 *
 * Combinations the schema allows but a renter would not say are skipped, each with its reason:
 * - `count` by any measure but `count`, and `min`/`max`/`rank` by `count` for communities: a count counts
 *   communities, and each community counts 1 (no one asks "the community with the most count").
 * - `list` by a measure other than rent: a list in another order is a `rank` (templates rank-*).
 * - `max` of move-in, drive minutes or rail minutes for communities: no one asks for the latest move-in,
 *   the longest drive or the farthest walk to rail.
 * - neighborhoods by move-in or rail minutes: the median days to a move-in or the median walk of the
 *   communities that have one is not a question renters ask of a neighborhood.
 * - `min` of count over neighborhoods ("the neighborhood with the fewest 2 beds"): not asked.
 * - compare of communities by count (each is 1).
 * - neighborhood-subject queries scoped to one neighborhood (nothing to rank), and the commute filter on
 *   drive-minutes templates (the question already names a destination; two destinations would clash).
 * - topic questions with filters (only a bedroom count, for a community's plans and for rents) or with two
 *   topics at once: a renter asks one of these at a time.
 */
import { COMMUNITIES, TODAY } from "../../../core/assistant/test-knowledge.ts";
import { baseQuery, EMPTY_FILTERS, EMPTY_SCOPE, type Filters, type Measure, type Operation, type Query, type Scope, type Subject } from "../../../core/assistant/query/schema.ts";
import { createRandom, type Random } from "../../../core/random.ts";
import { PLACES_WE_DO_NOT_COVER } from "./expected.ts";

export type Style = "natural" | "lower" | "typo" | "terse";

export interface Wording {
  text: string;
  style: Style;
  /** An interrogative question: it must not change the profile nor claim a save. False for requests and statements ("show me ...", "2br montrose"), which may save. */
  asks: boolean;
}

export interface EvaluationCase {
  id: string;
  template: string;
  /** Never used to tune the reader (see the header). */
  heldOut: boolean;
  /** What every message of the case means: the oracle's input. */
  query: Query;
  messages: Wording[];
}

export interface ScriptTurn {
  /** One message per variant of the script (variant v uses messages[v] at every turn). */
  messages: string[];
  asks: boolean;
  /** A statement of what the renter wants (saved to the profile); answered with the list of eligible communities. */
  statement: boolean;
  /** The cumulative query after this turn, from the previous turn's query and the slugs the previous answer showed. */
  query: (previous: Query | null, shown: readonly string[]) => Query;
}

export interface EvaluationScript {
  id: string;
  template: string;
  heldOut: boolean;
  turns: ScriptTurn[];
}

/** Attributes the catalogue does not record: `filters.unknown`, never filtering; the reply must name each. */
export const UNKNOWN_ATTRIBUTES: readonly { key: string; posts: string[]; terse: string; mention: RegExp }[] = [
  { key: "hardwood floors", posts: ["with hardwood floors", "that {have} hardwood floors", "with real hardwood flooring"], terse: "hardwood floors", mention: /hardwood/i },
  { key: "ceiling height", posts: ["with high ceilings", "with 10 foot ceilings", "with tall ceilings"], terse: "high ceilings", mention: /ceiling/i },
  { key: "rooftop spa", posts: ["with a rooftop spa", "that {have} a spa on the roof"], terse: "rooftop spa", mention: /\bspas?\b/i },
  { key: "EV charging", posts: ["with EV charging", "with a charger for my electric car", "with EV chargers"], terse: "ev charging", mention: /\bEVs?\b|electric (car|vehicle)|charg/i },
];

export function unknownMention(key: string): RegExp {
  const found = UNKNOWN_ATTRIBUTES.find((u) => u.key === key);
  if (!found) throw new Error(`no unknown attribute ${key}`);
  return found.mention;
}

// ---------------------------------------------------------------------------------------------------------
// Parts of a criteria: each changes the query and brings its phrases.

type Number_ = "one" | "many";

interface Part {
  key: string;
  group: string;
  apply: (query: Query) => Query;
  /** Replaces the head noun (bedroom counts): plural and singular forms. */
  many?: string[];
  one?: string[];
  /** Adjectives before the noun. */
  pre?: string[];
  /** Phrases after the noun; "{s}", "{have}", "{don't}" agree with the noun's number. */
  post?: string[];
  terse: string[];
}

const withFilters = (patch: Partial<Filters>) => (query: Query): Query => ({ ...query, filters: { ...query.filters, ...patch } });
const addAmenity = (key: string) => (query: Query): Query => ({ ...query, filters: { ...query.filters, amenities: [...query.filters.amenities, key] } });
const addWithout = (key: string) => (query: Query): Query => ({ ...query, filters: { ...query.filters, withoutAmenities: [...query.filters.withoutAmenities, key] } });
const addUnknown = (key: string) => (query: Query): Query => ({ ...query, filters: { ...query.filters, unknown: [...query.filters.unknown, key] } });
const animal = (kind: "dog" | "cat" | "any", weightLb: number | null, count: number, assistance: boolean) => withFilters({ animal: { kind, weightLb, count, assistance } });

const bedsPart = (key: string, min: number, max: number | null, many: string[], one: string[], terse: string[]): Part => ({
  key,
  group: "beds",
  apply: withFilters({ beds: { min, max } }),
  many,
  one,
  terse,
});

export const PARTS: readonly Part[] = [
  bedsPart("studio", 0, 0, ["studios", "studio apartments"], ["studio", "studio apartment"], ["studio"]),
  bedsPart("beds-1", 1, 1, ["1 bedrooms", "1-bedroom apartments", "one bedroom apartments", "1 beds"], ["1 bedroom", "1-bedroom apartment", "one bedroom", "1 bed"], ["1br", "1bd", "1 bed"]),
  bedsPart("beds-2", 2, 2, ["2 bedrooms", "2-bedroom apartments", "two bedroom apartments", "2 beds"], ["2 bedroom", "2-bedroom apartment", "two bedroom", "2 bed"], ["2br", "2bd", "2 bed"]),
  bedsPart("beds-3", 3, 3, ["3 bedrooms", "3-bedroom apartments", "three bedroom units", "3 beds"], ["3 bedroom", "3-bedroom apartment", "three bedroom", "3 bed"], ["3br", "3bd", "3 bed"]),
  bedsPart(
    "beds-2-plus",
    2,
    null,
    ["places with at least 2 bedrooms", "apartments with 2 or more bedrooms", "2+ bedroom apartments"],
    ["place with at least 2 bedrooms", "apartment with 2 or more bedrooms", "2+ bedroom apartment"],
    ["2+br", "2+ bed"],
  ),
  { key: "baths-2", group: "baths", apply: withFilters({ minBaths: 2 }), post: ["with 2 bathrooms", "with at least 2 baths", "with two full baths"], terse: ["2ba", "2 bath"] },
  { key: "baths-1.5", group: "baths", apply: withFilters({ minBaths: 1.5 }), post: ["with at least 1.5 baths", "with 1.5 bathrooms or more"], terse: ["1.5ba"] },
  { key: "rent-2000", group: "rent", apply: withFilters({ rent: { min: null, max: 2000 } }), post: ["under $2,000", "for under 2000 a month", "below $2,000/month", "for $2,000 or less"], terse: ["under 2k", "<2000", "max 2000"] },
  { key: "rent-1600", group: "rent", apply: withFilters({ rent: { min: null, max: 1600 } }), post: ["under $1,600", "for $1,600 a month or less", "under 1600"], terse: ["under 1600", "<1.6k"] },
  { key: "rent-1400-1800", group: "rent", apply: withFilters({ rent: { min: 1400, max: 1800 } }), post: ["between $1,400 and $1,800", "from 1400 to 1800 a month"], terse: ["1400-1800"] },
  {
    key: "rent-weekly-450",
    group: "rent",
    // $450 a week x 52 / 12 = $1,950 a month.
    apply: withFilters({ rent: { min: null, max: 1950 }, budgetOrigin: { kind: "weekly", amount: 450 } }),
    post: ["for $450 a week", "at 450 per week", "on a budget of $450/week"],
    terse: ["450/wk", "$450 a week"],
  },
  {
    key: "income-72k",
    group: "rent",
    // $72,000 a year / 12 / 3 = $2,000 a month.
    apply: withFilters({ rent: { min: null, max: 2000 }, budgetOrigin: { kind: "income", amount: 72000, period: "year" } }),
    post: ["I can afford on a 72k salary", "I can afford if I make $72,000 a year", "that fit{s} an income of 72k a year"],
    terse: ["72k salary", "making 72k/yr"],
  },
  {
    key: "income-monthly-5400",
    group: "rent",
    // $5,400 a month / 3 = $1,800.
    apply: withFilters({ rent: { min: null, max: 1800 }, budgetOrigin: { kind: "income", amount: 5400, period: "month" } }),
    post: ["I can afford making $5,400 a month", "that work{s} with my income of 5400 a month"],
    terse: ["income 5400/mo"],
  },
  {
    key: "yearly-rent-21600",
    group: "rent",
    // $21,600 a year / 12 = $1,800 a month.
    apply: withFilters({ rent: { min: null, max: 1800 }, budgetOrigin: { kind: "yearly-rent", amount: 21600 } }),
    post: ["for $21,600 a year in rent", "with a yearly rent budget of 21,600"],
    terse: ["21600/yr rent"],
  },
  { key: "sqft-900", group: "sqft", apply: withFilters({ sqft: { min: 900, max: null } }), post: ["with at least 900 sq ft", "of 900 square feet or more", "that {have} 900+ sqft"], terse: ["900+ sqft", "900sf+"] },
  { key: "sqft-1200", group: "sqft", apply: withFilters({ sqft: { min: 1200, max: null } }), post: ["with at least 1,200 square feet", "of 1200 sq ft or more"], terse: ["1200+ sqft"] },
  { key: "pool", group: "amenity", apply: addAmenity("pool"), post: ["with a pool", "that {have} a pool", "with a swimming pool"], terse: ["w/ pool", "pool"] },
  { key: "gym", group: "amenity", apply: addAmenity("gym"), post: ["with a gym", "that {have} a fitness center", "with a gym on site"], terse: ["w/ gym", "gym"] },
  { key: "washer-dryer", group: "amenity", apply: addAmenity("washer-dryer"), post: ["with a washer and dryer in the unit", "with in-unit laundry", "with a w/d in unit"], terse: ["w/d", "in-unit w/d"] },
  { key: "balcony", group: "amenity", apply: addAmenity("balcony"), post: ["with a balcony", "with a patio or balcony"], terse: ["w/ balcony", "balcony"] },
  { key: "dog-park", group: "amenity", apply: addAmenity("dog-park"), post: ["with a dog park", "that {have} a dog run"], terse: ["dog park"] },
  { key: "gated", group: "amenity", apply: addAmenity("controlled-access"), pre: ["gated"], terse: ["gated"] },
  { key: "rooftop", group: "amenity", apply: addAmenity("rooftop"), post: ["with a rooftop deck", "with a roof deck"], terse: ["rooftop deck"] },
  { key: "wheelchair", group: "amenity", apply: addAmenity("wheelchair-accessible"), pre: ["wheelchair accessible"], terse: ["ada accessible"] },
  { key: "no-pool", group: "without", apply: addWithout("pool"), post: ["without a pool", "with no pool", "that {don't} have a pool"], terse: ["no pool"] },
  { key: "no-gym", group: "without", apply: addWithout("gym"), post: ["without a gym", "with no gym", "that {don't} have a gym"], terse: ["no gym"] },
  { key: "no-balcony", group: "without", apply: addWithout("balcony"), post: ["without a balcony", "that {don't} have a balcony"], terse: ["no balcony"] },
  { key: "dog-60", group: "animal", apply: animal("dog", 60, 1, false), post: ["that take{s} a 60 lb dog", "that allow{s} a 60-pound dog", "where my 60 lb lab is allowed", "for me and my 60lb dog"], terse: ["60lb dog", "w/ 60 lb dog"] },
  { key: "dog-30", group: "animal", apply: animal("dog", 30, 1, false), post: ["that take{s} a 30 lb dog", "where I can have my 30-pound dog"], terse: ["30lb dog"] },
  { key: "cat", group: "animal", apply: animal("cat", null, 1, false), post: ["that allow{s} cats", "where I can have a cat", "that {are} cat friendly"], terse: ["cat ok", "w/ cat"] },
  { key: "two-cats", group: "animal", apply: animal("cat", null, 2, false), post: ["that allow{s} 2 cats", "where I can keep my two cats"], terse: ["2 cats"] },
  { key: "pet-friendly", group: "animal", apply: animal("any", null, 1, false), pre: ["pet friendly", "pet-friendly"], terse: ["pet friendly"] },
  { key: "service-dog", group: "animal", apply: animal("dog", null, 1, true), post: ["where I can live with my service dog", "that allow{s} my service dog"], terse: ["w/ service dog"] },
  { key: "esa", group: "animal", apply: animal("any", null, 1, true), post: ["that accept{s} my emotional support animal", "where my emotional support animal can live"], terse: ["w/ emotional support animal"] },
  // "After 2010" is strictly later: 2011 on; "2015 or newer" includes 2015; "before 1990" is up to 1989.
  { key: "built-after-2010", group: "year", apply: withFilters({ yearBuilt: { min: 2011, max: null } }), post: ["built after 2010", "that {were} built after 2010"], terse: ["built after 2010"] },
  { key: "built-2015-on", group: "year", apply: withFilters({ yearBuilt: { min: 2015, max: null } }), post: ["built in 2015 or later", "built 2015 or newer"], terse: ["built 2015+"] },
  { key: "built-before-1990", group: "year", apply: withFilters({ yearBuilt: { min: null, max: 1989 } }), post: ["built before 1990", "that {were} built before 1990"], terse: ["pre-1990"] },
  { key: "available-july-1", group: "available", apply: withFilters({ availableBy: "2026-07-01" }), post: ["available by July 1", "that I can move into by July 1st", "open by 7/1"], terse: ["avail by 7/1", "by july 1"] },
  { key: "available-now", group: "available", apply: withFilters({ availableBy: TODAY }), post: ["available now", "that I can move into right away", "available immediately"], terse: ["available now", "move in now"] },
  { key: "available-june-15", group: "available", apply: withFilters({ availableBy: "2026-06-15" }), post: ["available by June 15", "that I can move into by the 15th of June"], terse: ["by 6/15"] },
  {
    key: "commute-tmc-20",
    group: "commute",
    apply: (q) => ({ ...withFilters({ commuteMinutes: 20 })(q), destination: "Texas Medical Center" }),
    post: ["within 20 minutes of the Texas Medical Center", "no more than a 20 minute drive to TMC", "with a commute under 20 minutes to the med center"],
    terse: ["<=20 min to tmc", "20 min from tmc"],
  },
  {
    key: "commute-downtown-15",
    group: "commute",
    apply: (q) => ({ ...withFilters({ commuteMinutes: 15 })(q), destination: "downtown" }),
    post: ["within a 15 minute drive of downtown", "15 minutes or less from downtown by car"],
    terse: ["15 min to downtown"],
  },
  {
    key: "commute-galleria-25",
    group: "commute",
    apply: (q) => ({ ...withFilters({ commuteMinutes: 25 })(q), destination: "the Galleria" }),
    post: ["within 25 minutes of the Galleria", "no more than 25 minutes' drive from the Galleria"],
    terse: ["25 min to galleria"],
  },
  ...UNKNOWN_ATTRIBUTES.map((u): Part => ({ key: `unknown-${u.key.replace(/ /g, "-").toLowerCase()}`, group: "unknown", apply: addUnknown(u.key), post: u.posts, terse: [u.terse] })),
];

// ---------------------------------------------------------------------------------------------------------
// Scopes.

interface NeighborhoodWords {
  slug: string;
  /** As written in a sentence ("the Heights"); the first is the usual one. */
  names: string[];
  terse: string;
}

const NEIGHBORHOOD_WORDS: Record<string, NeighborhoodWords> = Object.fromEntries(
  [
    { slug: "montrose", names: ["Montrose"], terse: "montrose" },
    { slug: "heights", names: ["the Heights", "Houston Heights"], terse: "heights" },
    { slug: "midtown", names: ["Midtown"], terse: "midtown" },
    { slug: "east-downtown", names: ["EaDo", "East Downtown"], terse: "eado" },
    { slug: "rice-village", names: ["Rice Village"], terse: "rice village" },
    { slug: "downtown", names: ["downtown", "Downtown Houston"], terse: "downtown" },
    { slug: "medical-center", names: ["the Medical Center", "the med center area"], terse: "med center" },
    { slug: "uptown", names: ["Uptown", "the Galleria area"], terse: "uptown" },
    { slug: "third-ward", names: ["Third Ward", "the Third Ward"], terse: "3rd ward" },
    { slug: "katy", names: ["Katy"], terse: "katy" },
    { slug: "memorial", names: ["Memorial"], terse: "memorial" },
  ].map((n) => [n.slug, n]),
);

const nb = (slug: string) => NEIGHBORHOOD_WORDS[slug]!;

type ScopeKind = "city" | "one" | "two" | "except" | "among";

interface ScopeChoice {
  kind: ScopeKind;
  key: string;
  scope: Scope;
  /** After the noun: "in Montrose"; null for the city. */
  post: string[] | null;
  /** For neighborhood questions: "Montrose, Midtown or the Heights" (among), "outside Katy" (except). */
  among: string | null;
  except: string | null;
  terse: string;
}

// Memorial has no communities: a question about it must be answered with none, not with a neighbor's.
const ONE = ["montrose", "heights", "midtown", "east-downtown", "rice-village", "downtown", "medical-center", "uptown", "third-ward", "katy", "montrose", "heights", "memorial"];
const TWO: [string, string][] = [
  ["montrose", "midtown"],
  ["heights", "montrose"],
  ["downtown", "east-downtown"],
  ["rice-village", "medical-center"],
  ["uptown", "heights"],
  ["midtown", "third-ward"],
];
const AMONG: string[][] = [
  ["montrose", "midtown", "heights"],
  ["downtown", "east-downtown", "midtown"],
  ["rice-village", "medical-center", "third-ward"],
  ["uptown", "katy", "heights"],
];
const EXCEPT = ["katy", "downtown", "midtown", "uptown", "medical-center", "heights"];

function scopeChoice(kind: ScopeKind, random: Random): ScopeChoice {
  switch (kind) {
    case "city":
      return { kind, key: "city", scope: EMPTY_SCOPE, post: null, among: null, except: null, terse: "" };
    case "one": {
      const n = nb(random.pick(ONE));
      const name = random.pick(n.names);
      const post = [`in ${name}`, `around ${name}`];
      if (!/^the /i.test(name)) post.push(`in the ${name} area`);
      return { kind, key: `in-${n.slug}`, scope: { ...EMPTY_SCOPE, neighborhoods: [n.slug] }, post, among: null, except: null, terse: n.terse };
    }
    case "two": {
      const [a, b] = random.pick(TWO).map(nb) as [NeighborhoodWords, NeighborhoodWords];
      const [an, bn] = [a.names[0]!, b.names[0]!];
      return {
        kind,
        key: `in-${a.slug}-or-${b.slug}`,
        scope: { ...EMPTY_SCOPE, neighborhoods: [a.slug, b.slug] },
        post: [`in ${an} or ${bn}`, `in ${an} and ${bn}`, `in either ${an} or ${bn}`],
        among: `${an} or ${bn}`,
        except: null,
        terse: `${a.terse}/${b.terse}`,
      };
    }
    case "among": {
      const names = random.pick(AMONG).map(nb);
      const words = names.map((n) => n.names[0]!);
      return {
        kind,
        key: `among-${names.map((n) => n.slug).join("-")}`,
        scope: { ...EMPTY_SCOPE, neighborhoods: names.map((n) => n.slug) },
        post: [`in ${words.slice(0, -1).join(", ")} or ${words.at(-1)}`],
        among: `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`,
        except: null,
        terse: names.map((n) => n.terse).join("/"),
      };
    }
    case "except": {
      const n = nb(random.pick(EXCEPT));
      const name = n.names[0]!;
      return {
        kind,
        key: `not-${n.slug}`,
        scope: { ...EMPTY_SCOPE, excludeNeighborhoods: [n.slug] },
        post: [`not in ${name}`, `outside ${name}`, `outside of ${name}`, `anywhere but ${name}`, `except in ${name}`],
        among: null,
        except: random.pick([`outside ${name}`, `other than ${name}`, `not counting ${name}`]),
        terse: `not ${n.terse}`,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Phrases: what a frame puts together.

interface Phrase {
  /** "2 bedrooms in Montrose with a pool" */
  many: string;
  /** "2 bedroom in Montrose with a pool" */
  one: string;
  /** With an article: "a 2 bedroom in Montrose with a pool" */
  aOne: string;
  /** Without the scope: "2 bedrooms with a pool", "a 2 bedroom with a pool". */
  manyBare: string;
  oneBare: string;
  aOneBare: string;
  /** The scope alone ("in Montrose"), null for the city. */
  scope: string | null;
  /** Neighborhood questions: "Which neighborhood", "Which neighborhood outside Katy", "Which of Montrose, Midtown or the Heights". */
  which: string;
  /** "the neighborhoods", "the neighborhoods outside Katy", "Montrose, Midtown and the Heights". */
  areas: string;
  /** Whether the bare phrase carries any criteria (not just "apartments"). */
  hasCriteria: boolean;
  /** Terse: "2br montrose w/ pool"; terseBare without the scope. */
  terse: string;
  terseBare: string;
  /** The scope tersely ("montrose/midtown", "not katy"), empty for the city. */
  scopeTerse: string;
  /** Compare: the two compared names, and the criteria as " for a 2 bedroom" (empty without criteria). */
  a: string;
  b: string;
  forOne: string;
  forTerse: string;
  /** Drive measures: the destination as written, and tersely. */
  dest: string;
  destTerse: string;
}

const GENERIC_MANY = ["apartments", "places", "units", "apartment communities", "apartments"];
const GENERIC_ONE = ["apartment", "place", "unit", "community"];

function agree(text: string, number: Number_): string {
  return text
    .replace(/\{s\}/g, number === "one" ? "s" : "")
    .replace(/\{have\}/g, number === "one" ? "has" : "have")
    .replace(/\{don't\}/g, number === "one" ? "doesn't" : "don't")
    .replace(/\{are\}/g, number === "one" ? "is" : "are")
    .replace(/\{were\}/g, number === "one" ? "was" : "were");
}

function article(phrase: string): string {
  return /^(a|e|i|o(?!ne)|u(?!ni))/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/** Joins the phrases after the noun: a second "with"/"that" becomes "and". */
function joinPosts(posts: string[]): string {
  return posts
    .map((post, i) => {
      if (i === 0) return post;
      const first = posts[0]!.split(" ")[0];
      const word = post.split(" ")[0];
      if (word === first && (word === "with" || word === "that")) return `and ${post.slice(word.length + 1)}`;
      return post;
    })
    .join(" ");
}

const low = (text: string) => text.toLowerCase();
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function phraseFor(parts: readonly Part[], scope: ScopeChoice, random: Random): Omit<Phrase, "a" | "b" | "dest" | "destTerse"> {
  const beds = parts.find((p) => p.group === "beds");
  const nounIndex = random.int(0, 99);
  const manyNoun = beds ? beds.many![nounIndex % beds.many!.length]! : GENERIC_MANY[nounIndex % GENERIC_MANY.length]!;
  const oneNoun = beds ? beds.one![nounIndex % beds.one!.length]! : GENERIC_ONE[nounIndex % GENERIC_ONE.length]!;
  const pre = parts.filter((p) => p.pre).map((p) => random.pick(p.pre!));
  // Relative clauses ("that take a 60 lb dog", "I can afford ...") read best after the prepositional phrases.
  const clause = (post: string) => /^(that|where|I can)\b/.test(post);
  const shuffled = random.shuffle(parts.filter((p) => p.post).map((p) => random.pick(p.post!)));
  const posts = [...shuffled.filter((p) => !clause(p)), ...shuffled.filter(clause)];
  const bare = (noun: string, number: Number_) => agree([...pre, noun, joinPosts(posts)].filter(Boolean).join(" "), number);
  const scopePost = scope.post ? random.pick(scope.post) : null;
  const withScope = (noun: string, number: Number_) => {
    const text = bare(noun, number);
    if (!scopePost) return text;
    // The scope goes right after the noun or at the end.
    if (posts.length > 0 && random.chance(0.5)) return agree([...pre, noun, scopePost, joinPosts(posts)].filter(Boolean).join(" "), number);
    return `${text} ${scopePost}`;
  };
  const bedsTerse = beds ? random.pick(beds.terse) : "";
  const otherTerse = parts.filter((p) => p !== beds).map((p) => random.pick(p.terse));
  // Without a bedroom count the bare terse form keeps a noun: "apts w/ pool".
  const terseBare = [bedsTerse || random.pick(["apts", "apartments", "places"]), ...otherTerse].join(" ");
  const terse = [bedsTerse, scope.terse, ...otherTerse].filter(Boolean).join(" ") || random.pick(["apts", "apartments", "places"]);
  const hasCriteria = parts.length > 0;
  const oneBare = bare(oneNoun, "one");
  const which = scope.kind === "except" ? `Which neighborhood ${scope.except}` : scope.among ? `Which of ${scope.among}` : "Which neighborhood";
  const areas = scope.kind === "except" ? `the neighborhoods ${scope.except}` : scope.among ? scope.among.replace(/ or ([^,]+)$/, " and $1") : "the neighborhoods";
  return {
    many: withScope(manyNoun, "many"),
    one: withScope(oneNoun, "one"),
    aOne: article(withScope(oneNoun, "one")),
    manyBare: bare(manyNoun, "many"),
    oneBare,
    aOneBare: article(oneBare),
    scope: scopePost,
    which,
    areas,
    hasCriteria,
    terse,
    terseBare,
    scopeTerse: scope.terse,
    forOne: hasCriteria ? ` for ${article(oneBare)}` : "",
    forTerse: hasCriteria ? ` ${[bedsTerse, ...otherTerse].filter(Boolean).join(" ")}` : "",
  };
}

// ---------------------------------------------------------------------------------------------------------
// Typos and styles.

/** Words a typo never touches: function words, and the words negation and comparison hang on (a typo there changes the question, not its spelling). */
const NO_TYPO = new Set(
  "about after before below between built could does doesn't don't either every except fewer from have least less more most other outside since than that their there these those under what where which while with within without would".split(" "),
);

/** One interior letter pair of one content word (5+ letters) swapped: "cheapest" -> "cheapset". */
export function withTypo(text: string, random: Random): string {
  const words = text.split(" ");
  const candidates = words.map((w, i) => ({ w, i })).filter(({ w }) => /^[A-Za-z]{5,}$/.test(w) && !NO_TYPO.has(w.toLowerCase()));
  if (candidates.length === 0) return text;
  const { w, i } = random.pick(candidates);
  const positions = [...Array(w.length - 3).keys()].map((k) => k + 1).filter((k) => w[k] !== w[k + 1]);
  if (positions.length === 0) return text;
  const k = random.pick(positions);
  words[i] = w.slice(0, k) + w[k + 1] + w[k] + w.slice(k + 2);
  return words.join(" ");
}

const lower = (text: string) => text.toLowerCase().replace(/[?.!]+$/, "");

// ---------------------------------------------------------------------------------------------------------
// Templates: operation x measure x subject, with natural frames and a terse one.

interface Frame<P = Phrase> {
  asks: boolean;
  render: (p: P) => string | null;
}
const q = <P = Phrase>(render: (p: P) => string | null): Frame<P> => ({ asks: true, render });
const r = <P = Phrase>(render: (p: P) => string | null): Frame<P> => ({ asks: false, render });

interface Template {
  id: string;
  heldOut: boolean;
  operation: Exclude<Operation, "explain" | "no-data">;
  measure: Measure;
  subject: Subject;
  direction: "asc" | "desc";
  limit?: number;
  /** Scope kinds the cases rotate through. */
  scopes: ScopeKind[];
  /** Filter groups the cases draw from. */
  groups: string[];
  /** The head names a destination (drive measures). */
  destination?: boolean;
  /** Compare: what is named. */
  compare?: "communities" | "neighborhoods";
  frames: Frame[];
  terse: Frame;
  /** How many cases (default 6). */
  cases?: number;
}

const ALL_GROUPS = ["beds", "baths", "rent", "sqft", "amenity", "without", "animal", "year", "available", "commute", "unknown"];
const NO_COMMUTE = ALL_GROUPS.filter((g) => g !== "commute");
const COMMUNITY_SCOPES: ScopeKind[] = ["city", "one", "two", "except", "one"];
/**
 * Neighborhood questions: the city or all but one. "Which of Montrose, Midtown or the Heights is cheapest?"
 * names what is compared, so it is a `compare` (area-compare-*), not a `min` over a scope: `among` scopes
 * only rankings and counts ("rank Montrose, Midtown and the Heights by rent").
 */
const AREA_SCOPES: ScopeKind[] = ["city", "except", "city", "except"];
const AREA_RANK_SCOPES: ScopeKind[] = ["city", "except", "among", "city"];
/** Criteria a comparison is usually qualified by. */
const COMPARE_GROUPS = ["beds", "rent", "sqft", "amenity", "animal", "unknown"];

/** "In Montrose, what's ..." when there is a scope, else the plain frame. */
const fronted = (p: Phrase, text: (p: Phrase) => string) => (p.scope ? `${cap(p.scope)}, ${text(p)}` : null);

const DESTINATIONS: readonly { query: string; names: string[]; terse: string }[] = [
  { query: "Texas Medical Center", names: ["the Texas Medical Center", "TMC", "the med center"], terse: "tmc" },
  { query: "the Galleria", names: ["the Galleria", "the Galleria mall"], terse: "galleria" },
  { query: "downtown", names: ["downtown", "Downtown Houston"], terse: "downtown" },
  { query: "Rice University", names: ["Rice University", "Rice"], terse: "rice" },
  { query: "University of Houston", names: ["the University of Houston", "UH"], terse: "uh" },
  { query: "Hobby Airport", names: ["Hobby Airport", "Hobby"], terse: "hobby" },
  { query: "Greenway Plaza", names: ["Greenway Plaza"], terse: "greenway" },
];

const TEMPLATES: readonly Template[] = [
  // ----- list
  {
    id: "list-rent",
    heldOut: false,
    operation: "list",
    measure: "rent",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    cases: 10,
    frames: [q((p) => `Do you have any ${p.many}?`), r((p) => `Show me ${p.many}`), q((p) => `Are there any ${p.many}?`), r((p) => `Can you find me ${p.many}?`), q((p) => `got any ${p.many}?`)],
    terse: r((p) => p.terse),
  },
  // ----- rank (communities)
  {
    id: "rank-rent-top3",
    heldOut: false,
    operation: "rank",
    measure: "rent",
    subject: "community",
    direction: "asc",
    limit: 3,
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [q((p) => `What are the 3 cheapest ${p.many}?`), r((p) => `Give me the three lowest priced ${p.many}`), r((p) => `Top 3 cheapest ${p.many}`)],
    terse: q((p) => `3 cheapest ${p.terse}?`),
  },
  {
    id: "rank-rent",
    heldOut: false,
    operation: "rank",
    measure: "rent",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [r((p) => `Rank ${p.many} from cheapest to most expensive`), r((p) => `Sort ${p.many} by rent, lowest first`), r((p) => `List ${p.many} by price, cheapest first`)],
    terse: r((p) => `${p.terse} by price low to high`),
  },
  {
    id: "rank-size",
    heldOut: false,
    operation: "rank",
    measure: "size",
    subject: "community",
    direction: "desc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [r((p) => `Rank ${p.many} by size, biggest first`), r((p) => `Sort ${p.many} from largest to smallest`), r((p) => `List ${p.many} by square footage, most space first`)],
    terse: r((p) => `${p.terse} biggest first`),
  },
  {
    id: "rank-price-per-sqft",
    heldOut: false,
    operation: "rank",
    measure: "price-per-sqft",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [r((p) => `Rank ${p.many} by price per square foot`), r((p) => `Sort ${p.many} by $/sq ft, best value first`), r((p) => `List ${p.many} from the lowest to the highest rent per sq ft`)],
    terse: r((p) => `${p.terse} by price per sqft`),
  },
  {
    id: "rank-year-built",
    heldOut: false,
    operation: "rank",
    measure: "year-built",
    subject: "community",
    direction: "desc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [r((p) => `Sort ${p.many} newest first`), r((p) => `Rank ${p.many} by year built, newest to oldest`), r((p) => `List ${p.many} from the newest building to the oldest`)],
    terse: r((p) => `${p.terse} newest first`),
  },
  {
    id: "rank-move-in",
    heldOut: true,
    operation: "rank",
    measure: "move-in",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [r((p) => `Sort ${p.many} by how soon I can move in`), r((p) => `Rank ${p.many} by move-in date, soonest first`), r((p) => `List ${p.many} by earliest availability`)],
    terse: r((p) => `${p.terse} soonest move-in first`),
  },
  {
    id: "rank-drive",
    heldOut: false,
    operation: "rank",
    measure: "drive-minutes",
    subject: "community",
    direction: "asc",
    destination: true,
    scopes: COMMUNITY_SCOPES,
    groups: NO_COMMUTE,
    frames: [
      r((p) => `Rank ${p.many} by drive time to ${p.dest}`),
      r((p) => `Sort ${p.many} by commute to ${p.dest}, shortest first`),
      r((p) => `List ${p.many} in order of how long the drive to ${p.dest} is, quickest first`),
    ],
    terse: r((p) => `${p.terse} by drive to ${p.destTerse}`),
  },
  {
    id: "rank-rail",
    heldOut: false,
    operation: "rank",
    measure: "rail-minutes",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [r((p) => `Sort ${p.many} by the walk to the light rail`), r((p) => `Rank ${p.many} by how close they are to a METRORail station`), r((p) => `List ${p.many} closest to the train first`)],
    terse: r((p) => `${p.terse} by walk to rail`),
  },
  {
    id: "rank-monthly-total",
    heldOut: true,
    operation: "rank",
    measure: "monthly-total",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [r((p) => `Rank ${p.many} by total monthly cost with parking`), r((p) => `Sort ${p.many} by all-in monthly price, cheapest first`), r((p) => `List ${p.many} by rent plus parking, lowest first`)],
    terse: r((p) => `${p.terse} by total w/ parking`),
  },
  // ----- min and max (communities)
  {
    id: "min-rent",
    heldOut: false,
    operation: "min",
    measure: "rent",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    cases: 10,
    frames: [
      q((p) => `What's the cheapest ${p.one}?`),
      q((p) => `Which ${p.one} has the lowest rent?`),
      q((p) => fronted(p, (x) => `what is the least expensive ${x.oneBare}?`) ?? `What is the least expensive ${p.one}?`),
      r((p) => `Find me the cheapest ${p.one}`),
    ],
    terse: q((p) => `cheapest ${p.terse}?`),
  },
  {
    id: "max-rent",
    heldOut: false,
    operation: "max",
    measure: "rent",
    subject: "community",
    direction: "desc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [q((p) => `What's the most expensive ${p.one}?`), q((p) => `Which ${p.one} has the highest rent?`), q((p) => `What is the priciest ${p.one} you have?`)],
    terse: q((p) => `priciest ${p.terse}?`),
  },
  {
    id: "min-monthly-total",
    heldOut: false,
    operation: "min",
    measure: "monthly-total",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [
      q((p) => `Which ${p.one} is cheapest once you add parking?`),
      q((p) => `What's the lowest total monthly cost for ${p.aOne}, parking included?`),
      q((p) => `Cheapest all-in ${p.one}, rent plus parking?`),
    ],
    terse: q((p) => `cheapest ${p.terse} incl parking?`),
  },
  {
    id: "max-size",
    heldOut: false,
    operation: "max",
    measure: "size",
    subject: "community",
    direction: "desc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [
      q((p) => `What's the biggest ${p.one}?`),
      q((p) => `Which ${p.one} has the most square footage?`),
      q((p) => fronted(p, (x) => `which ${x.oneBare} is the most spacious?`) ?? `Which ${p.one} is the most spacious?`),
    ],
    terse: q((p) => `biggest ${p.terse}?`),
  },
  {
    id: "min-size",
    heldOut: true,
    operation: "min",
    measure: "size",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [q((p) => `What's the smallest ${p.one}?`), q((p) => `Which ${p.one} has the fewest square feet?`), q((p) => `What is the tiniest ${p.one} you list?`)],
    terse: q((p) => `smallest ${p.terse}?`),
  },
  {
    id: "min-price-per-sqft",
    heldOut: false,
    operation: "min",
    measure: "price-per-sqft",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    cases: 8,
    frames: [
      q((p) => `Which ${p.one} has the lowest price per square foot?`),
      q((p) => `What's the cheapest ${p.one} per square foot?`),
      q((p) => `Best value per sq ft for ${p.aOne}?`),
    ],
    terse: q((p) => `lowest $/sqft ${p.terse}?`),
  },
  {
    id: "max-price-per-sqft",
    heldOut: true,
    operation: "max",
    measure: "price-per-sqft",
    subject: "community",
    direction: "desc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [q((p) => `Which ${p.one} costs the most per square foot?`), q((p) => `What's the highest price per sq ft for ${p.aOne}?`), q((p) => `Most expensive ${p.one} per square foot?`)],
    terse: q((p) => `highest $/sqft ${p.terse}?`),
  },
  {
    id: "max-year-built",
    heldOut: false,
    operation: "max",
    measure: "year-built",
    subject: "community",
    direction: "desc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    cases: 8,
    frames: [q((p) => `What's the newest ${p.one}?`), q((p) => `Which ${p.one} was built most recently?`), q((p) => `What is the most recently built ${p.one}?`)],
    terse: q((p) => `newest ${p.terse}?`),
  },
  {
    id: "min-year-built",
    heldOut: false,
    operation: "min",
    measure: "year-built",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [q((p) => `What's the oldest ${p.one}?`), q((p) => `Which ${p.one} is in the oldest building?`), q((p) => `Which ${p.one} was built the longest ago?`)],
    terse: q((p) => `oldest ${p.terse}?`),
  },
  {
    id: "min-move-in",
    heldOut: false,
    operation: "min",
    measure: "move-in",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [
      q((p) => `Which ${p.one} can I move into soonest?`),
      q((p) => `What's the earliest move-in for ${p.aOne}?`),
      q((p) => fronted(p, (x) => `which ${x.oneBare} is available soonest?`) ?? `Which ${p.one} is available soonest?`),
    ],
    terse: q((p) => `soonest move-in ${p.terse}?`),
  },
  {
    id: "min-drive",
    heldOut: false,
    operation: "min",
    measure: "drive-minutes",
    subject: "community",
    direction: "asc",
    destination: true,
    scopes: COMMUNITY_SCOPES,
    groups: NO_COMMUTE,
    cases: 8,
    frames: [
      q((p) => `Which ${p.one} is the shortest drive to ${p.dest}?`),
      q((p) => `What ${p.one} is closest to ${p.dest} by car?`),
      r((p) => `I work at ${p.dest}: which ${p.one} has the quickest drive?`),
    ],
    terse: q((p) => `${p.terse} shortest drive to ${p.destTerse}?`),
  },
  {
    id: "min-rail",
    heldOut: false,
    operation: "min",
    measure: "rail-minutes",
    subject: "community",
    direction: "asc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [
      q((p) => `Which ${p.one} is closest to the light rail?`),
      q((p) => `Which ${p.one} has the shortest walk to the train?`),
      q((p) => fronted(p, (x) => `which ${x.oneBare} is nearest a METRORail station?`) ?? `Which ${p.one} is nearest a METRORail station?`),
    ],
    terse: q((p) => `${p.terse} closest to rail?`),
  },
  // ----- neighborhoods
  {
    id: "area-min-rent",
    heldOut: false,
    operation: "min",
    measure: "rent",
    subject: "neighborhood",
    direction: "asc",
    scopes: AREA_SCOPES,
    groups: ALL_GROUPS,
    cases: 8,
    frames: [
      q((p) => `${p.which} is cheapest for ${p.manyBare}?`),
      q((p) => `${p.which} has the lowest rents for ${p.manyBare}?`),
      q((p) => (p.which === "Which neighborhood" ? `Where are ${p.manyBare} cheapest?` : `${p.which} is the cheapest area for ${p.manyBare}?`)),
    ],
    terse: q((p) => `cheapest area ${p.terseBare}${p.scopeTerse ? ` ${p.scopeTerse}` : ""}?`),
  },
  {
    id: "area-max-rent",
    heldOut: false,
    operation: "max",
    measure: "rent",
    subject: "neighborhood",
    direction: "desc",
    scopes: AREA_SCOPES,
    groups: ALL_GROUPS,
    frames: [q((p) => `${p.which} is the most expensive for ${p.manyBare}?`), q((p) => `${p.which} has the highest rents for ${p.manyBare}?`), q((p) => `${p.which} is priciest for ${p.manyBare}?`)],
    terse: q((p) => `priciest area ${p.terseBare}${p.scopeTerse ? ` ${p.scopeTerse}` : ""}?`),
  },
  {
    id: "area-max-size",
    heldOut: false,
    operation: "max",
    measure: "size",
    subject: "neighborhood",
    direction: "desc",
    scopes: AREA_SCOPES,
    groups: ALL_GROUPS,
    frames: [q((p) => `${p.which} has the biggest ${p.manyBare}?`), q((p) => `${p.which} gets you the most space for ${p.manyBare}?`), q((p) => `${p.which} has the most square footage for ${p.manyBare}?`)],
    terse: q((p) => `area w/ biggest ${p.terseBare}${p.scopeTerse ? ` ${p.scopeTerse}` : ""}?`),
  },
  {
    id: "area-min-price-per-sqft",
    heldOut: true,
    operation: "min",
    measure: "price-per-sqft",
    subject: "neighborhood",
    direction: "asc",
    scopes: AREA_SCOPES,
    groups: ALL_GROUPS,
    frames: [
      q((p) => `${p.which} has the lowest price per square foot for ${p.manyBare}?`),
      q((p) => `${p.which} is cheapest per sq ft for ${p.manyBare}?`),
      q((p) => `${p.which} gives the most space per dollar for ${p.manyBare}?`),
    ],
    terse: q((p) => `area w/ lowest $/sqft ${p.terseBare}${p.scopeTerse ? ` ${p.scopeTerse}` : ""}?`),
  },
  {
    id: "area-max-year-built",
    heldOut: false,
    operation: "max",
    measure: "year-built",
    subject: "neighborhood",
    direction: "desc",
    scopes: AREA_SCOPES,
    groups: ALL_GROUPS,
    frames: [q((p) => `${p.which} has the newest ${p.manyBare}?`), q((p) => `${p.which} has the newest buildings for ${p.manyBare}?`), q((p) => `${p.which} has the most recently built ${p.manyBare}?`)],
    terse: q((p) => `area w/ newest ${p.terseBare}${p.scopeTerse ? ` ${p.scopeTerse}` : ""}?`),
  },
  {
    id: "area-min-year-built",
    heldOut: true,
    operation: "min",
    measure: "year-built",
    subject: "neighborhood",
    direction: "asc",
    scopes: AREA_SCOPES,
    groups: ALL_GROUPS,
    frames: [q((p) => `${p.which} has the oldest ${p.manyBare}?`), q((p) => `${p.which} has the oldest buildings for ${p.manyBare}?`), q((p) => `${p.which} has the most historic ${p.manyBare}?`)],
    terse: q((p) => `area w/ oldest ${p.terseBare}${p.scopeTerse ? ` ${p.scopeTerse}` : ""}?`),
  },
  {
    id: "area-max-count",
    heldOut: false,
    operation: "max",
    measure: "count",
    subject: "neighborhood",
    direction: "desc",
    scopes: AREA_SCOPES,
    groups: ALL_GROUPS,
    frames: [q((p) => `${p.which} has the most ${p.manyBare}?`), q((p) => `${p.which} has the most options for ${p.manyBare}?`), q((p) => `${p.which} has the largest number of ${p.manyBare}?`)],
    terse: q((p) => `most ${p.terseBare} by area${p.scopeTerse ? ` ${p.scopeTerse}` : ""}?`),
  },
  {
    id: "area-min-drive",
    heldOut: false,
    operation: "min",
    measure: "drive-minutes",
    subject: "neighborhood",
    direction: "asc",
    destination: true,
    scopes: AREA_SCOPES,
    groups: NO_COMMUTE,
    frames: [
      q((p) => `${p.which} is the shortest drive to ${p.dest} for ${p.manyBare}?`),
      q((p) => `${p.which} has the quickest commute to ${p.dest} for ${p.manyBare}?`),
      r((p) => `I work at ${p.dest}. ${p.which} has ${p.manyBare} with the shortest drive?`),
    ],
    terse: q((p) => `best area for a drive to ${p.destTerse}, ${p.terseBare}${p.scopeTerse ? ` ${p.scopeTerse}` : ""}?`),
  },
  {
    id: "area-min-monthly-total",
    heldOut: true,
    operation: "min",
    measure: "monthly-total",
    subject: "neighborhood",
    direction: "asc",
    scopes: AREA_SCOPES,
    groups: ALL_GROUPS,
    frames: [
      q((p) => `${p.which} is cheapest for ${p.manyBare} once parking is included?`),
      q((p) => `${p.which} has the lowest all-in monthly cost for ${p.manyBare}?`),
      q((p) => `${p.which} has the lowest rent plus parking for ${p.manyBare}?`),
    ],
    terse: q((p) => `cheapest area all-in ${p.terseBare}${p.scopeTerse ? ` ${p.scopeTerse}` : ""}?`),
  },
  {
    id: "area-rank-rent",
    heldOut: false,
    operation: "rank",
    measure: "rent",
    subject: "neighborhood",
    direction: "asc",
    scopes: AREA_RANK_SCOPES,
    groups: ALL_GROUPS,
    frames: [
      r((p) => `Rank ${p.areas} by rent for ${p.manyBare}`),
      r((p) => `Sort ${p.areas} from cheapest to most expensive for ${p.manyBare}`),
      r((p) => `List ${p.areas} by median rent for ${p.manyBare}, lowest first`),
    ],
    terse: r((p) => `areas by rent ${p.terseBare}${p.scopeTerse ? ` ${p.scopeTerse}` : ""}`),
  },
  {
    id: "area-rank-count",
    heldOut: true,
    operation: "rank",
    measure: "count",
    subject: "neighborhood",
    direction: "desc",
    scopes: AREA_RANK_SCOPES,
    groups: ALL_GROUPS,
    frames: [
      r((p) => `Rank ${p.areas} by how many ${p.manyBare} they have`),
      r((p) => `Sort ${p.areas} by number of ${p.manyBare}, most first`),
      r((p) => `List ${p.areas} with the most ${p.manyBare} first`),
    ],
    terse: r((p) => `areas by # of ${p.terseBare}${p.scopeTerse ? ` ${p.scopeTerse}` : ""}`),
  },
  {
    id: "area-count",
    heldOut: false,
    operation: "count",
    measure: "count",
    subject: "neighborhood",
    direction: "desc",
    scopes: AREA_RANK_SCOPES,
    groups: ALL_GROUPS,
    frames: [
      q((p) => `How many neighborhoods${p.which === "Which neighborhood" ? "" : p.which.replace(/^Which neighborhood/, "").replace(/^Which of (.*)$/, " out of $1")} have ${p.manyBare}?`),
      q((p) => `In how many neighborhoods${p.which === "Which neighborhood" ? "" : p.which.replace(/^Which neighborhood/, "").replace(/^Which of (.*)$/, " among $1")} can I find ${p.manyBare}?`),
      q((p) => `How many areas${p.which === "Which neighborhood" ? "" : p.which.replace(/^Which neighborhood/, "").replace(/^Which of (.*)$/, " out of $1")} have ${p.manyBare}?`),
    ],
    terse: q((p) => `# of areas w/ ${p.terseBare}${p.scopeTerse ? ` ${p.scopeTerse}` : ""}?`),
  },
  // ----- count (communities)
  {
    id: "count",
    heldOut: false,
    operation: "count",
    measure: "count",
    subject: "community",
    direction: "desc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    cases: 10,
    frames: [q((p) => `How many ${p.many} are there?`), q((p) => `How many ${p.many} do you have?`), q((p) => `how many ${p.many} can I choose from?`)],
    terse: q((p) => `how many ${p.terse}?`),
  },
  {
    id: "count-number",
    heldOut: true,
    operation: "count",
    measure: "count",
    subject: "community",
    direction: "desc",
    scopes: COMMUNITY_SCOPES,
    groups: ALL_GROUPS,
    frames: [
      q((p) => `What's the number of ${p.many} you list?`),
      r((p) => `Count the ${p.many} for me`),
      q((p) => fronted(p, (x) => `how many ${x.manyBare} are listed?`) ?? `How many ${p.many} are listed?`),
    ],
    terse: q((p) => `# of ${p.terse}?`),
  },
  // ----- compare named communities
  {
    id: "compare-rent",
    heldOut: false,
    operation: "compare",
    measure: "rent",
    subject: "community",
    direction: "asc",
    compare: "communities",
    scopes: ["city"],
    groups: COMPARE_GROUPS,
    cases: 8,
    frames: [q((p) => `Which is cheaper${p.forOne}, ${p.a} or ${p.b}?`), q((p) => `Is ${p.a} or ${p.b} less expensive${p.forOne}?`), q((p) => `${p.a} vs ${p.b}${p.forOne}: which one costs less?`)],
    terse: q((p) => `${low(p.a)} or ${low(p.b)} cheaper${p.forTerse}?`),
  },
  {
    id: "compare-size",
    heldOut: false,
    operation: "compare",
    measure: "size",
    subject: "community",
    direction: "desc",
    compare: "communities",
    scopes: ["city"],
    groups: COMPARE_GROUPS,
    frames: [q((p) => `Which has bigger ${p.manyBare}, ${p.a} or ${p.b}?`), q((p) => `Is ${p.a} or ${p.b} more spacious${p.forOne}?`), q((p) => `${p.a} or ${p.b}: which has more square footage${p.forOne}?`)],
    terse: q((p) => `${low(p.a)} vs ${low(p.b)} size${p.forTerse}?`),
  },
  {
    id: "compare-price-per-sqft",
    heldOut: true,
    operation: "compare",
    measure: "price-per-sqft",
    subject: "community",
    direction: "asc",
    compare: "communities",
    scopes: ["city"],
    groups: COMPARE_GROUPS,
    frames: [
      q((p) => `Which is the better deal per square foot${p.forOne}, ${p.a} or ${p.b}?`),
      q((p) => `Is ${p.a} or ${p.b} cheaper per sq ft${p.forOne}?`),
      q((p) => `${p.a} vs ${p.b}${p.forOne}, which has the lower price per square foot?`),
    ],
    terse: q((p) => `${low(p.a)} vs ${low(p.b)} $/sqft${p.forTerse}?`),
  },
  {
    id: "compare-year-newer",
    heldOut: false,
    operation: "compare",
    measure: "year-built",
    subject: "community",
    direction: "desc",
    compare: "communities",
    scopes: ["city"],
    groups: [],
    frames: [q((p) => `Which is newer, ${p.a} or ${p.b}?`), q((p) => `Was ${p.a} or ${p.b} built more recently?`), q((p) => `${p.a} vs ${p.b}, which building is newer?`)],
    terse: q((p) => `${low(p.a)} or ${low(p.b)} newer?`),
  },
  {
    id: "compare-year-older",
    heldOut: true,
    operation: "compare",
    measure: "year-built",
    subject: "community",
    direction: "asc",
    compare: "communities",
    scopes: ["city"],
    groups: [],
    frames: [q((p) => `Which is older, ${p.a} or ${p.b}?`), q((p) => `Was ${p.a} built before ${p.b}?`), q((p) => `${p.a} or ${p.b}: which one is the older building?`)],
    terse: q((p) => `${low(p.a)} or ${low(p.b)} older?`),
  },
  {
    id: "compare-monthly-total",
    heldOut: false,
    operation: "compare",
    measure: "monthly-total",
    subject: "community",
    direction: "asc",
    compare: "communities",
    scopes: ["city"],
    groups: COMPARE_GROUPS,
    frames: [
      q((p) => `With parking, which costs less${p.forOne}: ${p.a} or ${p.b}?`),
      q((p) => `Which is cheaper all-in${p.forOne}, ${p.a} or ${p.b}?`),
      q((p) => `Counting parking, is ${p.a} or ${p.b} cheaper${p.forOne}?`),
    ],
    terse: q((p) => `${low(p.a)} vs ${low(p.b)} total w/ parking${p.forTerse}?`),
  },
  {
    id: "compare-move-in",
    heldOut: false,
    operation: "compare",
    measure: "move-in",
    subject: "community",
    direction: "asc",
    compare: "communities",
    scopes: ["city"],
    groups: COMPARE_GROUPS,
    frames: [
      q((p) => `Can I move into ${p.a} or ${p.b} sooner${p.forOne}?`),
      q((p) => `Which is available sooner${p.forOne}, ${p.a} or ${p.b}?`),
      q((p) => `${p.a} or ${p.b}${p.forOne}: which has the earlier move-in?`),
    ],
    terse: q((p) => `${low(p.a)} vs ${low(p.b)} move-in${p.forTerse}?`),
  },
  {
    id: "compare-drive",
    heldOut: false,
    operation: "compare",
    measure: "drive-minutes",
    subject: "community",
    direction: "asc",
    compare: "communities",
    destination: true,
    scopes: ["city"],
    groups: [],
    frames: [
      q((p) => `Which is a shorter drive to ${p.dest}, ${p.a} or ${p.b}?`),
      q((p) => `Is ${p.a} or ${p.b} the quicker drive to ${p.dest}?`),
      q((p) => `${p.a} vs ${p.b}: which has the shorter commute to ${p.dest}?`),
    ],
    terse: q((p) => `${low(p.a)} or ${low(p.b)} closer drive to ${p.destTerse}?`),
  },
  {
    id: "compare-rail",
    heldOut: false,
    operation: "compare",
    measure: "rail-minutes",
    subject: "community",
    direction: "asc",
    compare: "communities",
    scopes: ["city"],
    groups: [],
    frames: [
      q((p) => `Which is closer to the light rail, ${p.a} or ${p.b}?`),
      q((p) => `Is ${p.a} or ${p.b} a shorter walk to the METRORail?`),
      q((p) => `${p.a} vs ${p.b}: which is nearer a rail station?`),
    ],
    terse: q((p) => `${low(p.a)} or ${low(p.b)} closer to rail?`),
  },
  // ----- compare neighborhoods
  {
    id: "area-compare-rent",
    heldOut: false,
    operation: "compare",
    measure: "rent",
    subject: "neighborhood",
    direction: "asc",
    compare: "neighborhoods",
    scopes: ["city"],
    groups: COMPARE_GROUPS,
    cases: 8,
    frames: [q((p) => `Is ${p.a} or ${p.b} cheaper${p.forOne}?`), q((p) => `Which is cheaper${p.forOne}, ${p.a} or ${p.b}?`), q((p) => `${p.a} vs ${p.b}: where is rent lower${p.forOne}?`)],
    terse: q((p) => `${low(p.a)} vs ${low(p.b)} rent${p.forTerse}?`),
  },
  {
    id: "area-compare-size",
    heldOut: false,
    operation: "compare",
    measure: "size",
    subject: "neighborhood",
    direction: "desc",
    compare: "neighborhoods",
    scopes: ["city"],
    groups: COMPARE_GROUPS,
    frames: [q((p) => `Where are ${p.manyBare} bigger, ${p.a} or ${p.b}?`), q((p) => `Do you get more space${p.forOne} in ${p.a} or ${p.b}?`), q((p) => `${p.a} or ${p.b}: which has larger ${p.manyBare}?`)],
    terse: q((p) => `${low(p.a)} vs ${low(p.b)} sqft${p.forTerse}?`),
  },
  {
    id: "area-compare-count",
    heldOut: false,
    operation: "compare",
    measure: "count",
    subject: "neighborhood",
    direction: "desc",
    compare: "neighborhoods",
    scopes: ["city"],
    groups: COMPARE_GROUPS,
    frames: [q((p) => `Does ${p.a} or ${p.b} have more ${p.manyBare}?`), q((p) => `Which has more ${p.manyBare}, ${p.a} or ${p.b}?`), q((p) => `Are there more ${p.manyBare} in ${p.a} or in ${p.b}?`)],
    terse: q((p) => `more ${p.terseBare} in ${low(p.a)} or ${low(p.b)}?`),
  },
  {
    id: "area-compare-year-built",
    heldOut: true,
    operation: "compare",
    measure: "year-built",
    subject: "neighborhood",
    direction: "desc",
    compare: "neighborhoods",
    scopes: ["city"],
    groups: [],
    frames: [q((p) => `Which has newer buildings, ${p.a} or ${p.b}?`), q((p) => `Are the ${p.manyBare} newer in ${p.a} or ${p.b}?`), q((p) => `${p.a} vs ${p.b}: where are the buildings more recent?`)],
    terse: q((p) => `${low(p.a)} or ${low(p.b)} newer buildings?`),
  },
  {
    id: "area-compare-drive",
    heldOut: false,
    operation: "compare",
    measure: "drive-minutes",
    subject: "neighborhood",
    direction: "asc",
    compare: "neighborhoods",
    destination: true,
    scopes: ["city"],
    groups: [],
    frames: [
      q((p) => `Is ${p.a} or ${p.b} a shorter drive to ${p.dest}?`),
      q((p) => `Which is closer to ${p.dest} by car, ${p.a} or ${p.b}?`),
      q((p) => `From ${p.a} or ${p.b}, which is the quicker drive to ${p.dest}?`),
    ],
    terse: q((p) => `${low(p.a)} or ${low(p.b)} closer to ${p.destTerse}?`),
  },
];

/** Named communities compared: the same slugs in every catalogue generateCommunities builds (titles depend on the index only). */
const COMPARED_COMMUNITY_PAIRS: readonly [number, number][] = [
  [2, 12], // both Montrose
  [3, 23], // both the Heights
  [1, 21], // both Midtown
  [0, 30], // both downtown
  [7, 47], // both Rice Village
  [5, 35], // both Uptown
  [4, 16], // Medical Center, EaDo
  [9, 40], // Katy, downtown
  [8, 28], // both Third Ward
  [13, 43], // both the Heights
];

const COMPARED_NEIGHBORHOOD_PAIRS: readonly [string, string][] = [
  ["montrose", "heights"],
  ["midtown", "east-downtown"],
  ["rice-village", "medical-center"],
  ["downtown", "uptown"],
  ["third-ward", "katy"],
  ["heights", "memorial"], // Memorial has none: no value, no winner
  ["montrose", "midtown"],
  ["uptown", "katy"],
];

/** How many times each group has been drawn from: each draw takes the group's next part, so every part is used about as often. */
type Cursor = Map<string, number>;

/** Picks up to `count` parts from distinct groups among `groups` (the groups at random, the part in turn). */
function pickParts(groups: readonly string[], count: number, random: Random, cursor: Cursor): Part[] {
  const chosen: Part[] = [];
  const order = random.shuffle(groups);
  for (const group of order) {
    if (chosen.length >= count) break;
    const pool = PARTS.filter((p) => p.group === group);
    if (pool.length === 0) continue;
    const turn = cursor.get(group) ?? 0;
    cursor.set(group, turn + 1);
    chosen.push(pool[turn % pool.length]!);
  }
  // Bedroom counts lead the phrase; keep them first so the terse form reads "2br ...".
  return chosen.sort((a, b) => (a.group === "beds" ? -1 : 0) - (b.group === "beds" ? -1 : 0));
}

/** The wordings of one case: three natural frames in turn (as written, in lower case, with a typo), then the terse one. */
function styled<P>(template: { frames: readonly Frame<P>[]; terse: Frame<P> }, phrase: P, random: Random): Wording[] {
  const rendered = template.frames.map((f) => ({ f, text: f.render(phrase) })).filter((x): x is { f: Frame<P>; text: string } => x.text !== null);
  const start = random.int(0, rendered.length - 1);
  const at = (k: number) => rendered[(start + k) % rendered.length]!;
  const out: Wording[] = [
    { text: at(0).text, style: "natural", asks: at(0).f.asks },
    { text: lower(at(1).text), style: "lower", asks: at(1).f.asks },
    { text: withTypo(at(2).text, random), style: "typo", asks: at(2).f.asks },
  ];
  const terse = template.terse.render(phrase);
  if (terse !== null) out.push({ text: terse.replace(/\s+/g, " ").trim(), style: "terse", asks: template.terse.asks });
  const seen = new Set<string>();
  return out.filter((w) => (seen.has(w.text) ? false : (seen.add(w.text), true)));
}

function casesOf(template: Template, index: number, cursor: Cursor): EvaluationCase[] {
  const out: EvaluationCase[] = [];
  const count = template.cases ?? 6;
  for (let j = 0; j < count; j++) {
    const random = createRandom(`${template.id}:${j}`);
    const scopeKind = template.scopes[(j + index) % template.scopes.length]!;
    const scope = scopeChoice(scopeKind, random);
    // Rotate how many filters: one, two, none (or one for comparisons, which read badly with two).
    const wanted = template.compare ? (j % 3 === 2 ? 0 : 1) : [1, 2, 0][j % 3]!;
    const parts = pickParts(template.groups, wanted, random, cursor);
    let query = baseQuery({
      operation: template.operation,
      measure: template.measure,
      subject: template.subject,
      direction: template.direction,
      limit: template.limit ?? baseQuery().limit,
      scope: scope.scope,
      filters: EMPTY_FILTERS,
    });
    for (const part of parts) query = part.apply(query);
    const destination = template.destination ? DESTINATIONS[(j + index) % DESTINATIONS.length]! : null;
    if (destination) query = { ...query, destination: destination.query };
    let a = "";
    let b = "";
    let comparedKey = "";
    if (template.compare === "communities") {
      const [i, k] = COMPARED_COMMUNITY_PAIRS[(j + index) % COMPARED_COMMUNITY_PAIRS.length]!;
      const [ca, cb] = [COMMUNITIES[i]!, COMMUNITIES[k]!];
      a = ca.title;
      b = cb.title;
      comparedKey = `${ca.slug}-vs-${cb.slug}`;
      query = { ...query, compared: [ca.slug, cb.slug], scope: { ...EMPTY_SCOPE, communities: [ca.slug, cb.slug] } };
    } else if (template.compare === "neighborhoods") {
      const [sa, sb] = COMPARED_NEIGHBORHOOD_PAIRS[(j + index) % COMPARED_NEIGHBORHOOD_PAIRS.length]!;
      a = cap(random.pick(nb(sa).names));
      b = random.pick(nb(sb).names);
      comparedKey = `${sa}-vs-${sb}`;
      query = { ...query, compared: [sa, sb], scope: { ...EMPTY_SCOPE, neighborhoods: [sa, sb] } };
    }
    const phrase: Phrase = {
      ...phraseFor(parts, scope, random),
      a,
      b,
      dest: destination ? random.pick(destination.names) : "",
      destTerse: destination?.terse ?? "",
    };
    const key = [comparedKey || scope.key, ...parts.map((p) => p.key), destination ? `to-${destination.terse}` : ""].filter(Boolean).join("+");
    out.push({ id: `${template.id}/${j}:${key}`, template: template.id, heldOut: template.heldOut, query, messages: styled(template, phrase, random) });
  }
  return out;
}


/** Every single-message case, in template order: the computed operations', then the topics' (explain and no-data). */
export function generateCases(): EvaluationCase[] {
  const cursor: Cursor = new Map();
  return [...TEMPLATES.flatMap((template, index) => casesOf(template, index, cursor)), ...TOPIC_TEMPLATES.flatMap((template, index) => topicCasesOf(template, index))];
}

// ---------------------------------------------------------------------------------------------------------
// Topic templates: explain and no-data queries, answered by their topic (expected.ts's expectedTopicReply says
// what the reply must state). Each case is a topic with its scope: the city or a neighborhood, a community, a
// bedroom count, a destination, a place we do not cover.

interface TopicPhrase {
  /** The neighborhood as written ("Montrose", "the Heights"); null for the city. */
  place: string | null;
  /** " in Montrose", or "" for the city. */
  in: string;
  /** "montrose", or "" for the city. */
  placeTerse: string;
  /** A community's title. */
  community: string;
  /** A bedroom count: "2 bedroom", "2 bedrooms", "a 2 bedroom", "2br". */
  one: string;
  many: string;
  aOne: string;
  bedsTerse: string;
  /** A destination as written, and tersely. */
  dest: string;
  destTerse: string;
  /** A place we do not cover. */
  outside: string;
}

const NO_PHRASE: TopicPhrase = { place: null, in: "", placeTerse: "", community: "", one: "", many: "", aOne: "", bedsTerse: "", dest: "", destTerse: "", outside: "" };

interface TopicChoice {
  key: string;
  query: Query;
  phrase: TopicPhrase;
}

interface TopicTemplate {
  id: string;
  heldOut: boolean;
  /** How many cases (default 6). */
  cases?: number;
  /** Case j's query and phrase (`index` is the template's place in the list, to vary the rotation between templates). */
  choose: (j: number, index: number, random: Random) => TopicChoice;
  frames: Frame<TopicPhrase>[];
  terse: Frame<TopicPhrase>;
}

/** The gaps no listing holds, by the topic a `data-gap` names them (core/assistant/answer-no-data.ts, written here apart). */
const GAPS = { flood: "flood risk", crime: "crime and safety", schools: "schools", specials: "specials", deposits: "deposits", utilities: "utilities" } as const;

/** Neighborhoods a topic question is scoped to, in turn (Memorial has no communities: its figures must say none). */
const TOPIC_PLACES = ["montrose", "heights", "midtown", "east-downtown", "rice-village", "downtown", "medical-center", "uptown", "third-ward", "katy", "memorial"];

const topicQuery = (operation: "explain" | "no-data", topics: Query["topics"], overrides: Partial<Query> = {}): Query => baseQuery({ operation, topics, ...overrides });

/** The city (slug null) or one neighborhood, as a scope and as words. */
function placeChoice(slug: string | null, random: Random): { key: string; scope: Scope; phrase: TopicPhrase } {
  if (slug === null) return { key: "city", scope: EMPTY_SCOPE, phrase: NO_PHRASE };
  const n = nb(slug);
  const name = random.pick(n.names);
  return { key: `in-${slug}`, scope: { ...EMPTY_SCOPE, neighborhoods: [slug] }, phrase: { ...NO_PHRASE, place: name, in: ` in ${name}`, placeTerse: n.terse } };
}

/** Case j of a scoped topic: the city for every third case, else the next neighborhood in turn. */
const cityOrPlace = (j: number, index: number) => (j % 3 === 0 ? null : TOPIC_PLACES[(j + index * 3) % TOPIC_PLACES.length]!);

function scopedTopic(operation: "explain" | "no-data", topics: Query["topics"], extra: (query: Query) => Query = (query) => query) {
  return (j: number, index: number, random: Random): TopicChoice => {
    const { key, scope, phrase } = placeChoice(cityOrPlace(j, index), random);
    return { key, query: extra(topicQuery(operation, topics, { scope })), phrase };
  };
}

const gap = (topic: string) => scopedTopic("no-data", [{ kind: "data-gap", gaps: [topic] }]);

/** Bedroom counts a community's plans or a rent figure is asked for, with their words (the beds parts above). */
function bedsWords(beds: number, random: Random): Pick<TopicPhrase, "one" | "many" | "aOne" | "bedsTerse"> {
  const part = PARTS.find((p) => p.key === (beds === 0 ? "studio" : `beds-${beds}`))!;
  const one = random.pick(part.one!);
  return { one, many: random.pick(part.many!), aOne: article(one), bedsTerse: random.pick(part.terse) };
}

/** Communities named by index: the same slug and title in every catalogue generateCommunities builds. */
const FACT_COMMUNITIES = [0, 7, 14, 22, 33, 48];
const PLAN_COMMUNITIES: readonly [number, number][] = [
  [2, 1],
  [3, 2],
  [11, 0],
  [19, 3],
  [27, 2],
  [40, 1],
];
const DRIVE_COMMUNITIES: readonly [number, string][] = [
  [4, "Texas Medical Center"],
  [9, "downtown"],
  [16, "the Galleria"],
  [25, "Rice University"],
  [31, "University of Houston"],
  [52, "Greenway Plaza"],
];

const communityScope = (index: number) => ({ ...EMPTY_SCOPE, communities: [COMMUNITIES[index]!.slug] });

const TOPIC_TEMPLATES: readonly TopicTemplate[] = [
  // ----- no-data: what no listing holds, with and without a neighborhood
  {
    id: "no-data-flood",
    heldOut: false,
    choose: gap(GAPS.flood),
    frames: [
      q((p) => `Is there a flood risk${p.in}?`),
      q((p) => `Do the apartments${p.in} flood when it storms?`),
      q((p) => `Are the apartments${p.in} in a floodplain?`),
      q((p) => (p.place ? `Does ${p.place} flood?` : `Which apartments are in a flood zone?`)),
    ],
    terse: q((p) => `flooding${p.placeTerse ? ` ${p.placeTerse}` : ""}?`),
  },
  {
    id: "no-data-crime",
    heldOut: false,
    choose: gap(GAPS.crime),
    frames: [
      q((p) => (p.place ? `Is ${p.place} safe?` : "Is it safe to live around here?")),
      q((p) => `What's the crime rate like${p.in}?`),
      q((p) => `Is there a lot of crime${p.in}?`),
      q((p) => `How safe are the apartments${p.in} at night?`),
    ],
    terse: q((p) => `crime${p.placeTerse ? ` ${p.placeTerse}` : " rate"}?`),
  },
  {
    id: "no-data-schools",
    heldOut: false,
    choose: gap(GAPS.schools),
    frames: [
      q((p) => `How are the schools${p.in}?`),
      q((p) => `Are there good schools${p.in}?`),
      q((p) => `What school district are the apartments${p.in} zoned to?`),
      q((p) => `Which elementary schools are near the apartments${p.in}?`),
    ],
    terse: q((p) => `schools${p.placeTerse ? ` ${p.placeTerse}` : ""} any good?`),
  },
  {
    id: "no-data-specials",
    heldOut: true,
    choose: gap(GAPS.specials),
    frames: [
      q((p) => `Are there any move-in specials${p.in}?`),
      q((p) => `Which apartments${p.in} are offering a month free right now?`),
      q((p) => `What concessions are communities${p.in} giving these days?`),
    ],
    terse: q((p) => `move-in specials${p.placeTerse ? ` ${p.placeTerse}` : ""}?`),
  },
  {
    id: "no-data-deposits",
    heldOut: false,
    choose: gap(GAPS.deposits),
    frames: [
      q((p) => `How much is the security deposit${p.in}?`),
      q((p) => `What deposit do apartments${p.in} usually ask for?`),
      q((p) => `How big a deposit should I expect to pay${p.in}?`),
    ],
    terse: q((p) => `deposit amount${p.placeTerse ? ` ${p.placeTerse}` : ""}?`),
  },
  {
    id: "no-data-utilities",
    heldOut: false,
    choose: gap(GAPS.utilities),
    frames: [
      q((p) => `How much are utilities${p.in}?`),
      q((p) => `What do utilities cost for an apartment${p.in}?`),
      q((p) => `Are utilities expensive${p.in}?`),
    ],
    terse: q((p) => `utilities cost${p.placeTerse ? ` ${p.placeTerse}` : ""}?`),
  },
  // ----- no-data: a place we do not cover
  {
    id: "no-data-outside-suburb",
    heldOut: false,
    choose: (j) => {
      const place = PLACES_WE_DO_NOT_COVER.filter((p) => p.kind === "suburb")[j % 6]!;
      return { key: place.name.toLowerCase().replace(/ /g, "-"), query: topicQuery("no-data", [{ kind: "outside-place", place: place.name }]), phrase: { ...NO_PHRASE, outside: place.name } };
    },
    frames: [
      q((p) => `Do you have any apartments in ${p.outside}?`),
      q((p) => `What's available in ${p.outside}?`),
      q((p) => `Can you find me an apartment near ${p.outside}?`),
      q((p) => `Any rentals around ${p.outside}?`),
    ],
    terse: q((p) => `apts in ${low(p.outside)}?`),
  },
  {
    id: "no-data-outside-city",
    heldOut: true,
    cases: 4,
    choose: (j) => {
      const place = PLACES_WE_DO_NOT_COVER.filter((p) => p.kind === "city")[j % 4]!;
      return { key: place.name.toLowerCase().replace(/ /g, "-"), query: topicQuery("no-data", [{ kind: "outside-place", place: place.name }]), phrase: { ...NO_PHRASE, outside: place.name } };
    },
    frames: [
      q((p) => `Do you list apartments in ${p.outside}?`),
      q((p) => `I'm moving to ${p.outside}, can you help me find an apartment there?`),
      q((p) => `What do you have in ${p.outside}?`),
    ],
    terse: q((p) => `${low(p.outside)} apartments?`),
  },
  // ----- explain: coverage, parking costs, lease terms (the city or a neighborhood)
  {
    id: "explain-coverage",
    heldOut: false,
    cases: 3,
    choose: () => ({ key: "city", query: topicQuery("explain", [{ kind: "coverage" }]), phrase: NO_PHRASE }),
    frames: [
      q(() => "Which neighborhoods do you cover?"),
      q(() => "What areas of Houston do you have apartments in?"),
      q(() => "Which parts of town do you have listings for?"),
      q(() => "What neighborhoods are in your database?"),
    ],
    terse: q(() => "areas you cover?"),
  },
  {
    id: "explain-parking-cost",
    heldOut: false,
    choose: scopedTopic("explain", [{ kind: "parking-cost" }]),
    frames: [
      q((p) => `How much does parking cost${p.in}?`),
      q((p) => `What do apartments${p.in} charge for parking?`),
      q((p) => `What's the typical parking fee${p.in}?`),
      q((p) => `Do I have to pay extra for parking${p.in}, and how much?`),
    ],
    terse: q((p) => `parking cost${p.placeTerse ? ` ${p.placeTerse}` : ""}?`),
  },
  {
    id: "explain-lease-terms",
    heldOut: false,
    choose: scopedTopic("explain", [{ kind: "lease-terms" }]),
    frames: [
      q((p) => `What lease terms do apartments${p.in} offer?`),
      q((p) => `How long are the leases${p.in}?`),
      q((p) => `Can I find a lease shorter than 12 months${p.in}?`),
      q((p) => `What lease lengths are available${p.in}?`),
    ],
    terse: q((p) => `lease lengths${p.placeTerse ? ` ${p.placeTerse}` : ""}?`),
  },
  // ----- explain: a named community's facts, its plans for a bedroom count, its drive to a landmark
  {
    id: "explain-community",
    heldOut: false,
    choose: (j) => {
      const c = COMMUNITIES[FACT_COMMUNITIES[j % FACT_COMMUNITIES.length]!]!;
      return { key: c.slug, query: topicQuery("explain", [{ kind: "community" }], { scope: communityScope(FACT_COMMUNITIES[j % FACT_COMMUNITIES.length]!) }), phrase: { ...NO_PHRASE, community: c.title } };
    },
    frames: [
      r((p) => `Tell me about ${p.community}`),
      q((p) => `What do you know about ${p.community}?`),
      q((p) => `Can you give me the details on ${p.community}?`),
      q((p) => `What is ${p.community} like?`),
    ],
    terse: q((p) => `${low(p.community)} info?`),
  },
  {
    id: "explain-community-plans",
    heldOut: false,
    choose: (j, _index, random) => {
      const [i, beds] = PLAN_COMMUNITIES[j % PLAN_COMMUNITIES.length]!;
      const c = COMMUNITIES[i]!;
      return {
        key: `${c.slug}+beds-${beds}`,
        query: topicQuery("explain", [{ kind: "community-plans" }], { scope: communityScope(i), filters: { ...EMPTY_FILTERS, beds: { min: beds, max: beds } } }),
        phrase: { ...NO_PHRASE, community: c.title, ...bedsWords(beds, random) },
      };
    },
    frames: [
      q((p) => `What ${p.one} floor plans does ${p.community} have?`),
      q((p) => `Does ${p.community} have any ${p.many}?`),
      q((p) => `How much is ${p.aOne} at ${p.community}?`),
      r((p) => `Show me the ${p.one} plans at ${p.community}`),
    ],
    terse: q((p) => `${low(p.community)} ${p.bedsTerse} plans?`),
  },
  {
    id: "explain-community-drive",
    heldOut: false,
    choose: (j, _index, random) => {
      const [i, destination] = DRIVE_COMMUNITIES[j % DRIVE_COMMUNITIES.length]!;
      const c = COMMUNITIES[i]!;
      const words = DESTINATIONS.find((d) => d.query === destination)!;
      return {
        key: `${c.slug}+to-${words.terse}`,
        query: topicQuery("explain", [{ kind: "community-drive" }], { scope: communityScope(i), destination }),
        phrase: { ...NO_PHRASE, community: c.title, dest: random.pick(words.names), destTerse: words.terse },
      };
    },
    frames: [
      q((p) => `How long is the drive from ${p.community} to ${p.dest}?`),
      q((p) => `How far is ${p.community} from ${p.dest} by car?`),
      q((p) => `What's the commute like from ${p.community} to ${p.dest}?`),
      q((p) => `How many minutes does it take to drive from ${p.community} to ${p.dest}?`),
    ],
    terse: q((p) => `${low(p.community)} to ${p.destTerse} drive time?`),
  },
  // ----- explain: a neighborhood, and what rent a bedroom count goes for
  {
    id: "explain-neighborhood",
    heldOut: false,
    choose: (j, index, random) => {
      const { key, scope, phrase } = placeChoice(TOPIC_PLACES[(j * 2 + index) % TOPIC_PLACES.length]!, random);
      return { key, query: topicQuery("explain", [{ kind: "neighborhood" }], { scope }), phrase };
    },
    frames: [
      q((p) => `What's ${p.place} like?`),
      r((p) => `Tell me about ${p.place}`),
      q((p) => `What is the vibe in ${p.place}?`),
      r((p) => `Describe ${p.place} for me`),
    ],
    terse: q((p) => `${p.placeTerse} vibe?`),
  },
  {
    id: "explain-prices",
    heldOut: false,
    choose: (j, index, random) => {
      const beds = [1, 2, 0, 3, 2, 1][j % 6]!;
      const { key, scope, phrase } = placeChoice(TOPIC_PLACES[(j * 3 + index) % TOPIC_PLACES.length]!, random);
      return { key: `${key}+beds-${beds}`, query: topicQuery("explain", [{ kind: "prices" }], { scope, filters: { ...EMPTY_FILTERS, beds: { min: beds, max: beds } } }), phrase: { ...phrase, ...bedsWords(beds, random) } };
    },
    frames: [
      q((p) => `What's the typical rent for ${p.aOne} in ${p.place}?`),
      q((p) => `How much does ${p.aOne} go for in ${p.place}?`),
      q((p) => `What do ${p.many} usually rent for in ${p.place}?`),
      q((p) => `What's the going rate for ${p.aOne}${p.in}?`),
    ],
    terse: q((p) => `typical rent ${p.bedsTerse} ${p.placeTerse}?`),
  },
  {
    id: "explain-prices-city",
    heldOut: true,
    cases: 4,
    choose: (j, _index, random) => {
      const beds = [1, 2, 0, 3][j % 4]!;
      return { key: `city+beds-${beds}`, query: topicQuery("explain", [{ kind: "prices" }], { filters: { ...EMPTY_FILTERS, beds: { min: beds, max: beds } } }), phrase: { ...NO_PHRASE, ...bedsWords(beds, random) } };
    },
    frames: [
      q((p) => `What's the typical rent for ${p.aOne} in Houston?`),
      q((p) => `How much does ${p.aOne} usually cost?`),
      q((p) => `What's the average price of ${p.aOne} these days?`),
    ],
    terse: q((p) => `avg rent ${p.bedsTerse}?`),
  },
  // ----- explain: the service itself
  {
    id: "explain-process-free",
    heldOut: false,
    cases: 2,
    choose: () => ({ key: "service", query: topicQuery("explain", [{ kind: "process" }]), phrase: NO_PHRASE }),
    frames: [q(() => "Is your service free?"), q(() => "Do I have to pay you anything?"), q(() => "Who pays you for finding me an apartment?"), q(() => "Is there a charge for using this service?")],
    terse: q(() => "is it free?"),
  },
  {
    id: "explain-process-how",
    heldOut: true,
    cases: 2,
    choose: () => ({ key: "service", query: topicQuery("explain", [{ kind: "process" }]), phrase: NO_PHRASE }),
    frames: [q(() => "How does this work?"), q(() => "What are the steps to rent an apartment through you?"), q(() => "How does your apartment locating service work?")],
    terse: q(() => "how it works?"),
  },
];

function topicCasesOf(template: TopicTemplate, index: number): EvaluationCase[] {
  // Cases of one query ("is it free?", "flooding?" citywide) keep only the wordings an earlier case did not have.
  const seen = new Set<string>();
  return Array.from({ length: template.cases ?? 6 }, (_, j) => {
    const random = createRandom(`${template.id}:${j}`);
    const { key, query, phrase } = template.choose(j, index, random);
    const messages = styled(template, phrase, random).filter((w) => !seen.has(`${key} ${w.text}`));
    for (const w of messages) seen.add(`${key} ${w.text}`);
    return { id: `${template.id}/${j}:${key}`, template: template.id, heldOut: template.heldOut, query, messages };
  });
}

export const TEMPLATE_IDS: readonly string[] = [...TEMPLATES, ...TOPIC_TEMPLATES].map((t) => t.id);
export const HELD_OUT_TEMPLATES: readonly string[] = [...TEMPLATES, ...TOPIC_TEMPLATES].filter((t) => t.heldOut).map((t) => t.id);

// ---------------------------------------------------------------------------------------------------------
// Multi-turn scripts: each turn's query is the cumulative one (a revision of the previous turn's).

const listQuery = (scope: Partial<Scope>, filters: Partial<Filters>): Query =>
  baseQuery({ operation: "list", measure: "rent", direction: "asc", scope: { ...EMPTY_SCOPE, ...scope }, filters: { ...EMPTY_FILTERS, ...filters } });

const revise = (previous: Query | null, patch: (q: Query) => Query): Query => ({ ...patch(previous!), revision: true });
const refine = (patch: Partial<Filters>) => (previous: Query | null) => revise(previous, (q) => ({ ...q, filters: { ...q.filters, ...patch } }));
const askOf =
  (operation: Query["operation"], measure: Measure, direction: "asc" | "desc", extra: Partial<Query> = {}) =>
  (previous: Query | null) =>
    revise(previous, (q) => ({ ...q, operation, measure, direction, ...extra }));

/**
 * A statement saves the profile and shows the profile's search, which counts as /listings' `beds=N` does: at least
 * the bedrooms stated, a studio exactly (search.ts strictMatches; decision 033). Its query is that search.
 */
const asSaved = (query: Query): Query => {
  const beds = query.filters.beds;
  return beds && beds.min !== null && beds.min > 0 && beds.max === beds.min ? { ...query, filters: { ...query.filters, beds: { min: beds.min, max: null } } } : query;
};
const statement = (messages: string[], query: Query): ScriptTurn => ({ messages, asks: false, statement: true, query: () => asSaved(query) });

export const SCRIPTS: readonly EvaluationScript[] = [
  {
    id: "heights-gym-cheapest",
    template: "script:refine-amenity-then-min",
    heldOut: false,
    turns: [
      statement(["2 bed in the Heights under 2000", "I'm looking for a 2 bedroom in the Heights under $2,000", "need a 2br in the heights, max 2k"], listQuery({ neighborhoods: ["heights"] }, { beds: { min: 2, max: 2 }, rent: { min: null, max: 2000 } })),
      { messages: ["only ones with a gym", "just the ones that have a gym", "only w/ gym"], asks: false, statement: false, query: (p) => revise(p, (q) => ({ ...q, filters: { ...q.filters, amenities: [...q.filters.amenities, "gym"] } })) },
      { messages: ["cheapest of those?", "Which of these is the cheapest?", "whats the cheapest one of those"], asks: true, statement: false, query: askOf("min", "rent", "asc") },
    ],
  },
  {
    id: "midtown-no-pool-count",
    template: "script:refine-negation-then-count",
    heldOut: false,
    turns: [
      statement(["show me places in Midtown", "What do you have in Midtown?", "midtown apartments"], listQuery({ neighborhoods: ["midtown"] }, {})),
      { messages: ["without a pool", "only the ones that don't have a pool", "no pool"], asks: false, statement: false, query: (p) => revise(p, (q) => ({ ...q, filters: { ...q.filters, withoutAmenities: [...q.filters.withoutAmenities, "pool"] } })) },
      { messages: ["how many is that?", "How many are there?", "how many of those"], asks: true, statement: false, query: askOf("count", "count", "desc") },
    ],
  },
  {
    id: "montrose-balcony-compare",
    template: "script:search-then-compare",
    heldOut: false,
    turns: [
      statement(["1 bedrooms in Montrose under 1800", "I want a 1 bed in Montrose for under $1,800", "1br montrose <1800"], listQuery({ neighborhoods: ["montrose"] }, { beds: { min: 1, max: 1 }, rent: { min: null, max: 1800 } })),
      { messages: ["only ones with a balcony", "just those with a balcony please", "w/ balcony only"], asks: false, statement: false, query: (p) => revise(p, (q) => ({ ...q, filters: { ...q.filters, amenities: [...q.filters.amenities, "balcony"] } })) },
      {
        messages: ["compare the first two", "Which is cheaper, the first one or the second one?", "first two, which costs less?"],
        asks: true,
        statement: false,
        query: (p, shown) => revise(p, (q) => ({ ...q, operation: "compare", measure: "rent", direction: "asc", compared: shown.slice(0, 2), scope: { ...q.scope, communities: shown.slice(0, 2) } })),
      },
    ],
  },
  {
    id: "eado-dog-newest",
    template: "script:refine-pet-then-max-year",
    heldOut: false,
    turns: [
      statement(["pet friendly apartments in EaDo", "Show me pet-friendly places in East Downtown", "eado pet friendly"], listQuery({ neighborhoods: ["east-downtown"] }, { animal: { kind: "any", weightLb: null, count: 1, assistance: false } })),
      { messages: ["that take a 70 lb dog", "I have a 70 lb lab, which of these take a dog that size?", "70lb dog ok?"], asks: false, statement: false, query: refine({ animal: { kind: "dog", weightLb: 70, count: 1, assistance: false } }) },
      { messages: ["which of those is newest?", "What's the newest one of those?", "newest of these?"], asks: true, statement: false, query: askOf("max", "year-built", "desc") },
    ],
  },
  {
    id: "montrose-then-heights-biggest",
    template: "script:replace-scope-then-max-size",
    heldOut: false,
    turns: [
      statement(["2 beds in Montrose", "I'd like a 2 bedroom in Montrose", "2br montrose"], listQuery({ neighborhoods: ["montrose"] }, { beds: { min: 2, max: 2 } })),
      { messages: ["the Heights instead", "What about the Heights instead?", "heights instead"], asks: false, statement: false, query: (p) => revise(p, (q) => ({ ...q, scope: { ...q.scope, neighborhoods: ["heights"] } })) },
      { messages: ["what's the biggest of those?", "Which of these has the most square feet?", "biggest one?"], asks: true, statement: false, query: askOf("max", "size", "desc") },
    ],
  },
  {
    id: "three-beds-not-katy-count",
    template: "script:exclude-then-count",
    heldOut: false,
    turns: [
      statement(["3 bedrooms under 3000", "Looking for a 3 bedroom, budget $3,000", "3br under 3k"], listQuery({}, { beds: { min: 3, max: 3 }, rent: { min: null, max: 3000 } })),
      { messages: ["not in Katy", "Nothing in Katy, please", "no katy"], asks: false, statement: false, query: (p) => revise(p, (q) => ({ ...q, scope: { ...q.scope, excludeNeighborhoods: [...q.scope.excludeNeighborhoods, "katy"] } })) },
      { messages: ["how many?", "How many does that leave?", "how many of those are there"], asks: true, statement: false, query: askOf("count", "count", "desc") },
    ],
  },
  {
    id: "midtown-pool-budget-ppsf",
    template: "script:add-budget-then-min-ppsf",
    heldOut: false,
    turns: [
      statement(["1 bed in midtown with a pool", "I want a one bedroom in Midtown with a pool", "1br midtown w/ pool"], listQuery({ neighborhoods: ["midtown"] }, { beds: { min: 1, max: 1 }, amenities: ["pool"] })),
      { messages: ["under 1700", "Only ones under $1,700 a month", "<1700"], asks: false, statement: false, query: refine({ rent: { min: null, max: 1700 } }) },
      { messages: ["which of those is cheapest per square foot?", "Best price per sq ft of these?", "lowest $/sqft of those"], asks: true, statement: false, query: askOf("min", "price-per-sqft", "asc") },
    ],
  },
  {
    id: "downtown-studios-soonest",
    template: "script:available-then-min-move-in",
    heldOut: false,
    turns: [
      statement(["studios downtown", "I'm after a studio in downtown Houston", "studio downtown"], listQuery({ neighborhoods: ["downtown"] }, { beds: { min: 0, max: 0 } })),
      { messages: ["available by July 1", "Only ones I can move into by July 1st", "avail by 7/1"], asks: false, statement: false, query: refine({ availableBy: "2026-07-01" }) },
      { messages: ["which one can I move into soonest?", "Which of these is available the soonest?", "soonest move in?"], asks: true, statement: false, query: askOf("min", "move-in", "asc") },
    ],
  },
  {
    id: "uptown-no-gym-drive",
    template: "script:negation-then-min-drive",
    heldOut: false,
    turns: [
      statement(["1 bed in Uptown", "Looking for a 1 bedroom in Uptown", "1br uptown"], listQuery({ neighborhoods: ["uptown"] }, { beds: { min: 1, max: 1 } })),
      { messages: ["no gym", "Only the ones without a gym", "ones that don't have a gym"], asks: false, statement: false, query: (p) => revise(p, (q) => ({ ...q, filters: { ...q.filters, withoutAmenities: [...q.filters.withoutAmenities, "gym"] } })) },
      { messages: ["which is the shortest drive to the Texas Medical Center?", "Which of those is closest to TMC by car?", "shortest drive to the med center?"], asks: true, statement: false, query: askOf("min", "drive-minutes", "asc", { destination: "Texas Medical Center" }) },
    ],
  },
  {
    id: "third-ward-hardwood-cheapest",
    template: "script:unknown-then-min",
    heldOut: false,
    turns: [
      statement(["show me 2 beds in Third Ward", "What 2 bedrooms do you have in the Third Ward?", "2br 3rd ward"], listQuery({ neighborhoods: ["third-ward"] }, { beds: { min: 2, max: 2 } })),
      { messages: ["with hardwood floors", "Only ones with hardwood floors", "hardwood floors only"], asks: false, statement: false, query: (p) => revise(p, (q) => ({ ...q, filters: { ...q.filters, unknown: [...q.filters.unknown, "hardwood floors"] } })) },
      { messages: ["cheapest?", "Which one is the cheapest?", "cheapest one"], asks: true, statement: false, query: askOf("min", "rent", "asc") },
    ],
  },
  // Held out: never used to tune the reader.
  {
    id: "rice-medical-wd-rail",
    template: "script:two-areas-then-min-rail",
    heldOut: true,
    turns: [
      statement(["apartments in Rice Village or the Medical Center", "Show me places in Rice Village and the Medical Center", "rice village / med center apts"], listQuery({ neighborhoods: ["rice-village", "medical-center"] }, {})),
      { messages: ["with a washer and dryer", "Only the ones with in-unit laundry", "w/d in unit"], asks: false, statement: false, query: (p) => revise(p, (q) => ({ ...q, filters: { ...q.filters, amenities: [...q.filters.amenities, "washer-dryer"] } })) },
      { messages: ["which of those is closest to the light rail?", "Which of these is the shortest walk to the train?", "closest to rail?"], asks: true, statement: false, query: askOf("min", "rail-minutes", "asc") },
    ],
  },
  {
    id: "heights-weekly-rank-size",
    template: "script:weekly-budget-then-rank-size",
    heldOut: true,
    turns: [
      statement(["2 bedrooms in the Heights", "I need a two bedroom in the Heights", "2bd heights"], listQuery({ neighborhoods: ["heights"] }, { beds: { min: 2, max: 2 } })),
      // $500 a week x 52 / 12 = $2,166.67, rounded down.
      { messages: ["for $500 a week", "I can pay 500 per week", "500/wk"], asks: false, statement: false, query: refine({ rent: { min: null, max: 2166 }, budgetOrigin: { kind: "weekly", amount: 500 } }) },
      { messages: ["rank them by size, biggest first", "Sort those from largest to smallest", "biggest first"], asks: false, statement: false, query: askOf("rank", "size", "desc") },
    ],
  },
];

export const SCRIPT_VARIANTS = 3;
