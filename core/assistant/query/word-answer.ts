/**
 * A query's answer in words: one template per operation, the measure's value written by its unit, the
 * criteria described once from the query's filters and scope. Everything quoted comes from the answer;
 * nothing here decides which community wins (evaluate.ts does).
 */
import { specialLine } from "../../catalogue/specials.ts";
import { formatCalendarDate } from "../../format/dates.ts";
import { monthlyIncomeOf } from "./budget-periods.ts";
import { formatDollars, formatWholeNumber } from "../../format/ranges.ts";
import { nearestRailWalk } from "../../commute/walk-to-rail.ts";
import { bathsLabel, bedsLabel, joinWords } from "../../matching/wording.ts";
import { describePetPolicy } from "../../pets/pet-policy.ts";
import { PARKING_AMENITY } from "../../matching/amenity-keys.ts";
import { LEASE_LENGTH_LABELS } from "../../reference/lease-lengths.ts";
import { cheapestParking, PARKING_KIND_ADJECTIVES, PARKING_KIND_LABELS, parkingSpoken, type ParkingKind, type ParkingOption } from "../../reference/parking.ts";
import { approximately } from "../../geo/approximate-location.ts";
import { amenityNoun } from "../amenity-words.ts";
import type { Lookups } from "../knowledge.ts";
import { cardMarker } from "../markers.ts";
import type { AnswerItem, QueryAnswer } from "./answer.ts";
import { destinationOf, directionOf } from "./evaluate.ts";
import { NO_WEIGHT_LIMIT_LB, SUMMED_MEASURES, type Filters, type Measure, type Query, type Range, type Statistic } from "./schema.ts";

/** "an 80 lb dog", "an 11 lb dog", "a 70 lb dog": the article as the number is said. */
const articleFor = (n: number) => (n === 11 || n === 18 || String(n).startsWith("8") ? "an" : "a");

/** "a 70 lb dog", "a dog over 50 lb" (said as over: its weight is one pound more). */
const dogOf = (animal: { weightLb: number | null; over?: boolean }) =>
  animal.weightLb === null ? "a dog" : animal.over ? `a dog over ${animal.weightLb - 1} lb` : `${articleFor(animal.weightLb)} ${animal.weightLb} lb dog`;

/** "the cheapest {noun}", "the {noun} with the lowest price per square foot". */
const SUPERLATIVE: Record<Measure, { asc: (noun: string) => string; desc: (noun: string) => string }> = {
  rent: { asc: (n) => `cheapest ${n}`, desc: (n) => `most expensive ${n}` },
  "monthly-total": { asc: (n) => `${n} with the lowest monthly total (rent plus parking)`, desc: (n) => `${n} with the highest monthly total (rent plus parking)` },
  size: { asc: (n) => `smallest ${n}`, desc: (n) => `biggest ${n}` },
  "price-per-sqft": { asc: (n) => `${n} with the lowest rent per square foot`, desc: (n) => `${n} with the highest rent per square foot` },
  "year-built": { asc: (n) => `oldest ${n}`, desc: (n) => `newest ${n}` },
  "move-in": { asc: (n) => `${n} available soonest`, desc: (n) => `${n} available last` },
  "drive-minutes": { asc: (n) => `${n} with the shortest drive`, desc: (n) => `${n} with the longest drive` },
  "rail-minutes": { asc: (n) => `${n} closest to METRORail`, desc: (n) => `${n} farthest from METRORail` },
  count: { asc: (n) => `${n} with the fewest listings`, desc: (n) => `${n} with the most listings` },
  "open-units": { asc: (n) => `${n} with the fewest units open`, desc: (n) => `${n} with the most units open` },
  "pet-rent": { asc: (n) => `${n} with the lowest pet rent`, desc: (n) => `${n} with the highest pet rent` },
  "pet-fees": { asc: (n) => `${n} with the lowest one-time pet fee and deposit`, desc: (n) => `${n} with the highest one-time pet fee and deposit` },
  "parking-fee": { asc: (n) => `${n} with the cheapest parking`, desc: (n) => `${n} with the most expensive parking` },
  "amenity-count": { asc: (n) => `${n} with the fewest amenities`, desc: (n) => `${n} with the most amenities` },
  "dog-weight": { asc: (n) => `${n} with the strictest dog weight limit`, desc: (n) => `${n} taking the biggest dogs` },
};

const ORDINALS = ["", "", "second", "third", "fourth", "fifth"];
const SUPERLATIVE_WORD = /\b(?:cheapest|most|biggest|smallest|oldest|newest|lowest|highest|shortest|longest|closest|farthest|soonest|fewest|last)\b/;

/** "the second cheapest", "with the third lowest rent per square foot": the ordinal before the superlative's word. */
function atPosition(superlative: string, position: number): string {
  return position > 1 ? superlative.replace(SUPERLATIVE_WORD, (word) => `${ORDINALS[position]} ${word}`) : superlative;
}

/** How a neighborhood's figure is taken, as a reply says it (schema.ts STATISTICS). */
const STATISTIC_WORD: Record<Statistic, string> = { median: "median", mean: "average", min: "minimum", max: "maximum" };
/** Beside a neighborhood's figure: "(median of 6 communities)", "(lowest of 6 communities)". */
const STATISTIC_OF: Record<Statistic, string> = { median: "median", mean: "average", min: "lowest", max: "highest" };

/** What makes a neighborhood the winner, by the median (or the statistic asked) of its communities: "with the lowest median 1-bed rent", "with the newest buildings (median year built)". */
function areaSuperlative(measure: Measure, dir: "asc" | "desc", plans: string, destination: string | null, statistic: Statistic): string {
  const low = dir === "asc";
  const stat = STATISTIC_WORD[statistic];
  const of = plans ? `${plans} ` : "";
  switch (measure) {
    case "rent":
      return `with the ${low ? "lowest" : "highest"} ${stat} ${of}rent`;
    case "monthly-total":
      return `with the ${low ? "lowest" : "highest"} ${stat} ${of}monthly total (rent plus parking)`;
    case "size":
      return `with the ${low ? "smallest" : "biggest"} ${of}plans (${stat} size)`;
    case "price-per-sqft":
      return `with the ${low ? "lowest" : "highest"} ${stat} ${of}rent per square foot`;
    case "year-built":
      return `with the ${low ? "oldest" : "newest"} buildings (${stat} year built)`;
    case "move-in":
      return `with the ${low ? "soonest" : "latest"} ${of}move-in (${stat} wait for a unit)`;
    case "drive-minutes":
      return `with the ${low ? "shortest" : "longest"} ${stat} drive${destination ? ` to ${destination}` : ""}`;
    case "rail-minutes":
      return `with the ${low ? "shortest" : "longest"} ${stat} walk to METRORail`;
    case "count":
      return `with the ${low ? "fewest" : "most"} ${plans ? `communities with a ${plans} plan` : "listings"}`;
    case "open-units":
      return `with the ${low ? "fewest" : "most"} ${of}units open`;
    case "pet-rent":
      return `with the ${low ? "lowest" : "highest"} ${stat} pet rent`;
    case "pet-fees":
      return `with the ${low ? "lowest" : "highest"} ${stat} one-time pet fee and deposit`;
    case "parking-fee":
      return `with the ${low ? "cheapest" : "most expensive"} parking (${stat} fee)`;
    case "amenity-count":
      return `with the ${low ? "fewest" : "most"} amenities (${stat} per community)`;
    case "dog-weight":
      return `with the ${low ? "strictest" : "most lenient"} dog weight limits (${stat})`;
  }
}

/** "cheapest first", "lowest rent per square foot first". */
const ORDER: Record<Measure, { asc: string; desc: string }> = {
  rent: { asc: "cheapest first", desc: "most expensive first" },
  "monthly-total": { asc: "lowest monthly total first", desc: "highest monthly total first" },
  size: { asc: "smallest first", desc: "biggest first" },
  "price-per-sqft": { asc: "lowest rent per square foot first", desc: "highest rent per square foot first" },
  "year-built": { asc: "oldest first", desc: "newest first" },
  "move-in": { asc: "soonest available first", desc: "latest available first" },
  "drive-minutes": { asc: "shortest drive first", desc: "longest drive first" },
  "rail-minutes": { asc: "closest to METRORail first", desc: "farthest from METRORail first" },
  count: { asc: "fewest listings first", desc: "most listings first" },
  "open-units": { asc: "fewest units open first", desc: "most units open first" },
  "pet-rent": { asc: "lowest pet rent first", desc: "highest pet rent first" },
  "pet-fees": { asc: "lowest one-time pet fee and deposit first", desc: "highest one-time pet fee and deposit first" },
  "parking-fee": { asc: "cheapest parking first", desc: "most expensive parking first" },
  "amenity-count": { asc: "fewest amenities first", desc: "most amenities first" },
  "dog-weight": { asc: "strictest dog weight limit first", desc: "biggest dogs taken first" },
};

const COMPARATIVE: Record<Measure, { asc: string; desc: string }> = {
  rent: { asc: "is cheaper", desc: "is more expensive" },
  "monthly-total": { asc: "is cheaper all-in (rent plus parking)", desc: "is more expensive all-in (rent plus parking)" },
  size: { asc: "is smaller", desc: "is bigger" },
  "price-per-sqft": { asc: "costs less per square foot", desc: "costs more per square foot" },
  "year-built": { asc: "is older", desc: "is newer" },
  "move-in": { asc: "is available sooner", desc: "is available later" },
  "drive-minutes": { asc: "is the shorter drive", desc: "is the longer drive" },
  "rail-minutes": { asc: "is the shorter walk to METRORail", desc: "is the longer walk to METRORail" },
  count: { asc: "has fewer listings", desc: "has more listings" },
  "open-units": { asc: "has fewer units open", desc: "has more units open" },
  "pet-rent": { asc: "has the lower pet rent", desc: "has the higher pet rent" },
  "pet-fees": { asc: "charges less up front for a pet", desc: "charges more up front for a pet" },
  "parking-fee": { asc: "has the cheaper parking", desc: "has the pricier parking" },
  "amenity-count": { asc: "lists fewer amenities", desc: "lists more amenities" },
  "dog-weight": { asc: "has the stricter dog weight limit", desc: "takes bigger dogs" },
};


/** The value in its unit: "$1,234", "1,050 sq ft", "$1.85 per sq ft", "built in 2019", "12 min", "an 8-minute walk", "available now". */
export function formatValue(measure: Measure, value: number | null, item: AnswerItem, context: { today: string; destination: string | null; lookups: Lookups; pets?: number; parkingKinds?: readonly ParkingKind[] }): string {
  if (value === null) return NOT_VALUED[measure] ?? "not listed";
  switch (measure) {
    case "rent":
      return formatDollars(value);
    case "monthly-total":
      return `${formatDollars(value)} a month all-in`;
    case "size":
      return `${formatWholeNumber(value)} sq ft`;
    case "price-per-sqft":
      return `$${value.toFixed(2)} per sq ft`;
    case "year-built":
      return `built in ${value}`;
    case "move-in":
      return value === 0 ? "available now" : `available from ${formatCalendarDate(item.plan?.availableFrom ?? context.today)}`;
    case "drive-minutes": {
      const drive = `${value} min drive${context.destination ? ` to ${context.destination}` : ""}`;
      return approximately(drive, context.lookups.catalogue.bySlug.get(item.slug)?.locationApproximate === true);
    }
    case "rail-minutes": {
      const community = context.lookups.catalogue.bySlug.get(item.slug);
      const walk = community ? nearestRailWalk(community) : null;
      return approximately(`${articleFor(value)} ${value}-minute walk${walk ? ` to ${walk.station.name}` : ""}`, walk?.approximate === true);
    }
    case "count":
      return `${formatWholeNumber(value)} communit${value === 1 ? "y" : "ies"}`;
    case "open-units":
      return `${formatWholeNumber(value)} unit${value === 1 ? "" : "s"} open`;
    case "pet-rent":
      return value === 0 ? "no pet rent" : `${formatDollars(value)}/month pet rent${forPets(context.pets)}`;
    case "pet-fees":
      return value === 0 ? "no pet fee or deposit" : `${formatDollars(value)} up front (pet fee and deposit${forPets(context.pets)})`;
    case "parking-fee": {
      const fee = value === 0 ? "free parking" : `${formatDollars(value)}/month parking`;
      // Parking of the kinds asked: the fee is of those kinds, and the note names those only.
      const options = context.lookups.catalogue.bySlug.get(item.slug)?.parking ?? [];
      return `${fee}${parkingKindsNote(context.parkingKinds?.length ? options.filter((option) => context.parkingKinds!.includes(option.kind)) : options)}`;
    }
    case "amenity-count":
      return `${formatWholeNumber(value)} amenit${value === 1 ? "y" : "ies"}`;
    case "dog-weight":
      return value >= NO_WEIGHT_LIMIT_LB ? "no weight limit" : `dogs up to ${formatWholeNumber(value)} lb`;
  }
}

/** " (covered; also garage $100 a month)": the kind the parking fee is for, and any other way to park there. */
function parkingKindsNote(options: readonly ParkingOption[]): string {
  const cheapest = cheapestParking(options);
  if (!cheapest) return "";
  const others = options.filter((option) => option.kind !== cheapest.kind);
  return ` (${PARKING_KIND_LABELS[cheapest.kind].toLowerCase()}${others.length > 0 ? `; also ${parkingSpoken(others)}` : ""})`;
}

/** "covered or garage", "surface-lot": the kinds of parking asked for, as words before "parking". */
const parkingKindWords = (kinds: readonly ParkingKind[]) => joinWords(kinds.map((kind) => PARKING_KIND_ADJECTIVES[kind])).replace(/ and (?=[^,]*$)/, " or ");

/** "; parking: covered $50 a month and garage $100 a month": a community's parking of the kinds asked for, each with its cost. */
function parkingKindNote(answer: QueryAnswer, item: AnswerItem, lookups: Lookups): string {
  const kinds = answer.query.filters.parkingKinds;
  // (The parking fee measured says its kind already.)
  if (kinds.length === 0 || answer.subject !== "community" || answer.measure === "parking-fee") return "";
  const options = (lookups.catalogue.bySlug.get(item.slug)?.parking ?? []).filter((option) => kinds.includes(option.kind));
  return options.length > 0 ? `; parking: ${parkingSpoken(options)}` : "";
}

/** " for your 2 pets": a pet charge that is for several animals says so. */
const forPets = (pets: number | undefined) => (pets !== undefined && pets > 1 ? ` for your ${pets} pets` : "");

/** What a community without a value of the measure is said to lack. */
const NOT_VALUED: Partial<Record<Measure, string>> = {
  "move-in": "no unit open right now",
  "rail-minutes": "no METRORail station within walking distance",
  "pet-rent": "takes no pets",
  "pet-fees": "no pet fee or deposit on record",
  "parking-fee": "no parking listed",
  "dog-weight": "takes no dogs",
};

function rangeText(range: Range | null, unit: (n: number) => string, words: { under: string; over: string }): string | null {
  if (!range || (range.min === null && range.max === null)) return null;
  if (range.min !== null && range.max !== null) return range.min === range.max ? unit(range.min) : `${unit(range.min)}-${unit(range.max)}`;
  return range.max !== null ? `${words.under} ${unit(range.max)}` : `${words.over} ${unit(range.min!)}`;
}

function bedsText(beds: Range | null): string | null {
  if (!beds) return null;
  if (beds.min === 0 && beds.max === 0) return "studio";
  if (beds.min !== null && beds.max === beds.min) return `${bedsLabel(beds.min)}`;
  if (beds.min !== null && beds.max === null) return `${beds.min}+ bed`;
  if (beds.min === 0 && beds.max === 1) return "studio or 1-bed";
  if (beds.min !== null && beds.max !== null) return `${beds.min}- to ${beds.max}-bed`;
  return beds.max !== null ? `${beds.max}-bed or smaller` : null;
}

/** "in Montrose", "in the city" */
function placeText(query: Query, lookups: Lookups): string {
  const names = (slugs: readonly string[]) => slugs.map((slug) => lookups.neighborhoodBySlug.get(slug)?.name ?? slug);
  const communities = query.scope.communities.map((slug) => lookups.catalogue.bySlug.get(slug)?.title ?? slug);
  // Named communities ("the cheapest 2 bed at Larkspur Flats"), or the cards a follow-up keeps to.
  const among = query.scope.neighborhoods.length === 0 && communities.length > 0 ? (communities.length <= 2 ? `at ${joinWords(communities)}` : `among the ${communities.length} shown`) : null;
  if (among) return among;
  const inside = query.scope.neighborhoods.length > 0 ? `in ${joinWords(names(query.scope.neighborhoods))}` : "in Houston";
  // A neighborhood left out says something only beside the whole city: "in EaDo outside Midtown" is just "in EaDo".
  const left = query.scope.excludeNeighborhoods.filter((slug) => query.scope.neighborhoods.length === 0 || query.scope.neighborhoods.includes(slug));
  const outside = left.length > 0 ? ` outside ${joinWords(names(left))}` : "";
  return `${inside}${outside}`;
}

function animalText(filters: Filters): string | null {
  const animal = filters.animal;
  if (filters.petFree && !animal) return "taking no pets";
  if (!animal) return null;
  if (animal.assistance) return "welcoming an assistance animal (never a pet fee: it is not a pet)";
  if (animal.kind === "dog" && animal.alsoCat) return `taking ${dogOf(animal)} and ${animal.count > 2 ? `${animal.count - 1} cats` : "a cat"}`;
  if (animal.kind === "dog") return `taking ${animal.count > 1 ? `${animal.count} dogs` : animal.weightLb !== null ? dogOf(animal) : "dogs"}${animal.restrictedBreed ? " with no breed restrictions" : ""}`;
  if (animal.kind === "cat") return `taking ${animal.count > 1 ? `${animal.count} cats` : "cats"}`;
  return animal.count > 1 ? `allowing ${animal.count} pets` : "allowing pets";
}

/** The criteria in words: "2-bed plans in Montrose with a gym and without a pool, under $1,800". */
export function criteriaText(query: Query, lookups: Lookups): { plans: string; where: string; conditions: string } {
  const f = query.filters;
  const plans = [bedsText(f.beds), f.minBaths !== null ? `${bathsLabel(f.minBaths)}+` : null].filter(Boolean).join(", ");
  const amenity = (key: string) => lookups.amenityByKey.get(key);
  // "With free parking" says the parking too; "the cheapest parking" is among places with parking, said once, by the measure.
  // "The cheapest parking" is among places with parking: said once, by the measure.
  // "With covered or garage parking" says the parking too.
  const withs = f.amenities.filter((key) => (f.maxParkingFee === null && f.parkingKinds.length === 0 && query.measure !== "parking-fee") || key !== PARKING_AMENITY).map((key) => amenity(key)).filter((a) => a !== undefined).map((a) => amenityNoun(a.displayName) ?? a.displayName.toLowerCase());
  const withouts = f.withoutAmenities.map((key) => amenity(key)).filter((a) => a !== undefined).map((a) => amenityNoun(a.displayName) ?? a.displayName.toLowerCase());
  const parts = [
    withs.length ? `with ${joinWords(withs)}` : null,
    withouts.length ? `without ${joinWords(withouts.map((w) => w.replace(/^an? /, "")))}` : null,
    rangeText(f.rent, formatDollars, { under: "at most", over: "from" }),
    f.sqft && f.sqft.min !== null && f.sqft.max !== null ? `of ${formatWholeNumber(f.sqft.min)}-${formatWholeNumber(f.sqft.max)} sq ft` : rangeText(f.sqft, (n) => `${formatWholeNumber(n)} sq ft`, { under: "at most", over: "at least" }),
    f.leaseTerms.length === 0 ? null : `offering ${/^(?:8|11|18)/.test(f.leaseTerms[0]!) ? "an" : "a"} ${joinWords(f.leaseTerms.map((term) => LEASE_LENGTH_LABELS[term].replace(/^(\d+) months$/, "$1-month").toLowerCase())).replace(/ and (?=[^,]*$)/, " or ")} lease`,
    f.parkingKinds.length === 0
      ? null
      : `with ${parkingKindWords(f.parkingKinds)} parking${f.maxParkingFee === null ? "" : f.maxParkingFee === 0 ? " included in the rent" : ` at most ${formatDollars(f.maxParkingFee)} a month`}`,
    f.maxParkingFee === null || f.parkingKinds.length > 0 ? null : f.maxParkingFee === 0 ? "with free parking" : `with parking at most ${formatDollars(f.maxParkingFee)} a month`,
    f.hasSpecial ? "with a move-in special" : null,
    // "Which takes the biggest dogs" measures dogs taken: "taking dogs" is not said again.
    query.measure === "dog-weight" && f.animal?.kind === "dog" && f.animal.weightLb === null && f.animal.count === 1 && !f.animal.restrictedBreed ? null : animalText(f),
    f.yearBuilt ? (f.yearBuilt.min !== null && f.yearBuilt.max !== null ? `built ${f.yearBuilt.min}-${f.yearBuilt.max}` : f.yearBuilt.min !== null ? `built in ${f.yearBuilt.min} or later` : `built in ${f.yearBuilt.max} or earlier`) : null,
    f.availableBy ? (f.availableBy <= lookups.knowledge.today ? "with a unit open now" : `with a unit open by ${formatCalendarDate(f.availableBy)}`) : null,
    f.commuteMinutes !== null && query.destination ? `within a ${f.commuteMinutes}-minute drive of ${destinationOf(query, lookups)?.name ?? query.destination}` : null,
  ].filter((p): p is string => p !== null);
  return { plans, where: placeText(query, lookups), conditions: parts.join(", ") };
}

function budgetNote(filters: Filters): string {
  const origin = filters.budgetOrigin;
  const max = filters.rent?.max;
  if (!origin || max == null) return "";
  if (origin.kind === "weekly") return `${formatDollars(origin.amount)} a week is ${formatDollars(max)} a month (x 52 weeks / 12 months). `;
  if (origin.kind === "daily") return `${formatDollars(origin.amount)} a day is ${formatDollars(max)} a month (x 365 days / 12 months). `;
  if (origin.kind === "biweekly") return `${formatDollars(origin.amount)} every two weeks is ${formatDollars(max)} a month (x 26 / 12 months). `;
  if (origin.kind === "yearly-rent") return `${formatDollars(origin.amount)} a year in rent is ${formatDollars(max)} a month. `;
  if (origin.kind === "change") return `${formatDollars(Math.abs(origin.amount))} ${origin.amount >= 0 ? "more" : "less"} than your saved budget of ${formatDollars(origin.from)}: up to ${formatDollars(max)} a month. `;
  const every = { year: "a year", month: "a month", biweekly: "every two weeks", week: "a week", hour: "an hour" }[origin.period];
  const monthly = origin.period === "year" || origin.period === "month" ? "" : ` (${formatDollars(monthlyIncomeOf(origin))} a month${origin.period === "hour" ? " at 40 hours a week" : ""})`;
  return `With an income of ${formatDollars(origin.amount)} ${every}${monthly}, the common rule of thumb (rent at most a third of gross monthly income) puts your rent at up to ${formatDollars(max)} a month. `;
}

export function unknownNote(unknown: readonly string[]): string {
  if (unknown.length === 0) return "";
  return `None of our listings record ${joinWords([...unknown])}, so I can't check ${unknown.length === 1 ? "that" : "those"} for you: ask each community. `;
}

/** "numbers 6-10", "number 6": the page of a list shown after "show me more". */
function pageOf(skipped: number, count: number): string {
  return count === 1 ? `number ${skipped + 1}` : `numbers ${skipped + 1}-${skipped + count}`;
}

function titleOf(answer: QueryAnswer, slug: string, lookups: Lookups): string {
  return answer.subject === "neighborhood" ? (lookups.neighborhoodBySlug.get(slug)?.name ?? slug) : (lookups.catalogue.bySlug.get(slug)?.title ?? slug);
}

function marker(answer: QueryAnswer, slug: string): string {
  const card = cardMarker(answer.subject === "neighborhood" ? "neighborhood" : "apartment", slug);
  return card ? `${card} ` : "";
}

/** "the B1 (2-bed, 1,050 sq ft, $1,650, 2 units open)" */
function planNote(item: AnswerItem, measure: Measure): string {
  const plan = item.plan;
  if (!plan) return "";
  const facts = [
    bedsLabel(plan.beds),
    measure !== "size" ? `${formatWholeNumber(plan.sqft)} sq ft` : null,
    measure !== "rent" ? formatDollars(plan.rent) : null,
    plan.unitsAvailable > 0 ? `${plan.unitsAvailable} unit${plan.unitsAvailable === 1 ? "" : "s"} open` : "no unit open now",
  ].filter(Boolean);
  return ` (the ${plan.name}: ${facts.join(", ")})`;
}

function petNote(answer: QueryAnswer, item: AnswerItem, lookups: Lookups): string {
  const animal = answer.query.filters.animal;
  if (!animal || animal.assistance || answer.subject !== "community" || answer.measure === "dog-weight") return "";
  const community = lookups.catalogue.bySlug.get(item.slug);
  // A dog's card says when some breeds are refused ("which allow pit bulls" is answered with the ones that refuse none).
  const breeds = community && community.petPolicy.dogs && community.petPolicy.breedRestrictions && animal.kind === "dog" ? ", some breeds restricted" : "";
  return community ? `; ${describePetPolicy(community.petPolicy).toLowerCase()}${breeds}` : "";
}

/** "; special: 1 month free on 12-month leases, through Jun 30, 2026": each community's special, when the question asked for one. */
function specialNote(answer: QueryAnswer, item: AnswerItem, lookups: Lookups): string {
  if (!answer.query.filters.hasSpecial || answer.subject !== "community") return "";
  // The evaluator kept only communities whose special runs today: the one on record is that one.
  const special = lookups.catalogue.bySlug.get(item.slug)?.special;
  return special ? `; special: ${specialLine(special)}` : "";
}

function line(answer: QueryAnswer, item: AnswerItem, index: number, context: Parameters<typeof formatValue>[3]): string {
  const name = titleOf(answer, item.slug, context.lookups);
  const value = formatValue(answer.measure, item.value, item, context);
  const over = answer.subject === "neighborhood" && !SUMMED_MEASURES.has(answer.measure) && item.communities !== undefined ? ` (${STATISTIC_OF[answer.query.statistic]} of ${formatWholeNumber(item.communities)} communit${item.communities === 1 ? "y" : "ies"})` : "";
  return `${answer.query.offset + index + 1}. ${marker(answer, item.slug)}${name}: ${value}${over}${planNote(item, answer.measure)}${petNote(answer, item, context.lookups)}${specialNote(answer, item, context.lookups)}${parkingKindNote(answer, item, context.lookups)}`;
}

const PLAN_MEASURES: ReadonlySet<Measure> = new Set(["rent", "monthly-total", "size", "price-per-sqft", "move-in"]);

/** "2-bed plan" when a plan's figure is measured, "community with a 2-bed" when the community's own (year, drive, rail). */
function subjectNoun(answer: QueryAnswer, plans: string, plural: boolean): string {
  if (answer.subject === "neighborhood") return plural ? "neighborhoods" : "neighborhood";
  if (!PLAN_MEASURES.has(answer.measure)) return `${plural ? "communities" : "community"}${plans ? ` with a ${plans} plan` : ""}`;
  return plans ? `${plans} ${plural ? "plans" : "plan"}` : plural ? "communities" : "community";
}

/** The measure as a neighborhood's median is of it: "size", "drive to Rice University". */
const MEDIAN_OF: Record<Measure, (destination: string | null) => string> = {
  rent: () => "rent",
  "monthly-total": () => "monthly total (rent plus parking)",
  size: () => "size",
  "price-per-sqft": () => "rent per square foot",
  "year-built": () => "year built",
  "move-in": () => "wait for a unit",
  "drive-minutes": (destination) => `drive${destination ? ` to ${destination}` : ""}`,
  "rail-minutes": () => "walk to METRORail",
  count: () => "listings",
  "open-units": () => "units open",
  "pet-rent": () => "pet rent",
  "pet-fees": () => "one-time pet fee and deposit",
  "parking-fee": () => "parking fee",
  "amenity-count": () => "amenities",
  "dog-weight": () => "dog weight limit",
};

/** What a neighborhood's figure is a median of: "by median rent", "by median drive to Rice University". */
function basisOf(measure: Measure, plans: string, destination: string | null, statistic: Statistic): string {
  // "Montrose has more units open" says its basis; of a bedroom count, which plans'.
  if (measure === "open-units") return plans ? ` in ${plans} plans` : "";
  return measure === "count" ? (plans ? ` by communities with a ${plans} plan` : " by listings") : ` by ${STATISTIC_WORD[statistic]}${plans ? ` ${plans}` : ""} ${MEDIAN_OF[measure](destination)}`;
}

function none(answer: QueryAnswer, criteria: ReturnType<typeof criteriaText>, lookups: Lookups): string {
  const empty = answer.query.scope.neighborhoods.filter((slug) => {
    const place = lookups.neighborhoodBySlug.get(slug);
    return place !== undefined && (lookups.catalogue.byNeighborhood.get(place.id)?.length ?? 0) === 0;
  });
  if (empty.length > 0 && empty.length === answer.query.scope.neighborhoods.length) {
    return `I have no communities listed in ${joinWords(empty.map((slug) => lookups.neighborhoodBySlug.get(slug)!.name))}.`;
  }
  const among = answer.query.scope.communities.length;
  const one = among === 1 ? lookups.catalogue.bySlug.get(answer.query.scope.communities[0]!) : undefined;
  // A special asked for alone: none runs today (one that ended or has not started is no special).
  if (answer.query.filters.hasSpecial && answer.subject === "community" && criteriaCount(answer.query.filters) === 1 && !criteria.plans) {
    return one ? `${cardMarker("apartment", one.slug)} ${one.title} has no move-in special running right now.` : `No community ${criteria.where} has a move-in special running right now.`;
  }
  const what =
    answer.subject === "neighborhood"
      ? "No neighborhood has enough listings"
      : among > 1
        ? `None of those ${among} communities has ${criteria.plans ? `a ${criteria.plans} plan` : "a listing"}`
        : one
          ? `${cardMarker("apartment", one.slug)} ${one.title} has no ${criteria.plans ? `${criteria.plans} plan` : "listing"}`
          : `No community ${criteria.where} has ${criteria.plans ? `a ${criteria.plans} plan` : "a listing"}`;
  const loosen = criteria.conditions || criteria.plans ? (criteriaCount(answer.query.filters) > 1 ? " Loosen one of those and I'll look again." : " Loosen that and I'll look again.") : "";
  // One community named: what it does have instead.
  const has = one && one.floorPlans.length > 0 ? ` It lists ${joinWords([...new Set([...one.floorPlans].sort((a, b) => a.beds - b.beds).map((plan) => bedsLabel(plan.beds)))])} plans.` : loosen;
  return `${what}${answer.subject === "neighborhood" ? ` ${criteria.where}` : ""}${criteria.conditions ? ` ${criteria.conditions}` : ""} right now.${one ? has : loosen}`;
}

/** " by $540", " by 18 sq ft": how far apart the two compared are, in the measure's unit; empty for more than two, or a date. */
function differenceOf(answer: QueryAnswer, lookups: Lookups): string {
  const values = answer.items.map((item) => item.value);
  if (values.length < 2 || values.some((value) => value === null)) return "";
  // Three or four sides: the winner's lead over the closest of the others, named.
  const winner = answer.items.find((item) => item.slug === answer.winner);
  const others = answer.items.filter((item) => item !== winner);
  if (!winner || others.length === 0) return "";
  const next = others.reduce((best, item) => (Math.abs(item.value! - winner.value!) < Math.abs(best.value! - winner.value!) ? item : best));
  const ahead = others.length > 1 ? ` over the next, ${titleOf(answer, next.slug, lookups)}` : "";
  return `${gapWords(answer, Math.abs(winner.value! - next.value!))}${ahead}`;
}

function gapWords(answer: QueryAnswer, gap: number): string {
  switch (answer.measure) {
    case "rent":
    case "monthly-total":
      return ` by ${formatDollars(Math.round(gap))}${answer.measure === "monthly-total" ? " a month" : ""}`;
    case "size":
      return ` by ${formatWholeNumber(Math.round(gap))} sq ft`;
    case "price-per-sqft":
      return ` by $${gap.toFixed(2)} per sq ft`;
    case "year-built":
      return ` by ${gap} year${gap === 1 ? "" : "s"}`;
    case "drive-minutes":
    case "rail-minutes":
      return ` by ${gap} min`;
    case "count":
      return ` by ${gap} communit${gap === 1 ? "y" : "ies"}`;
    case "open-units":
      return ` by ${gap} unit${gap === 1 ? "" : "s"}`;
    case "pet-rent":
    case "parking-fee":
      return ` by ${formatDollars(Math.round(gap))} a month`;
    case "pet-fees":
      return ` by ${formatDollars(Math.round(gap))}`;
    case "amenity-count":
      return ` by ${gap} amenit${gap === 1 ? "y" : "ies"}`;
    default:
      return "";
  }
}

/** ", in Memorial": where the winner is, when the question spanned more than one neighborhood (or the whole city). */
function whereItIs(answer: QueryAnswer, slug: string, lookups: Lookups): string {
  if (answer.subject !== "community" || answer.query.scope.neighborhoods.length === 1 || answer.query.scope.communities.length > 0) return "";
  const community = lookups.catalogue.bySlug.get(slug);
  const place = community ? lookups.neighborhoodById.get(community.neighborhoodId) : undefined;
  return place ? `, in ${place.name}` : "";
}

/** What a community lacks when it has no value of the measure (README.md, "Semantics": the null values). */
const LACKS: Record<Measure, string> = {
  rent: "a plan that fits",
  "monthly-total": "a plan that fits",
  size: "a plan that fits",
  "price-per-sqft": "a plan that fits",
  "year-built": "a year built on record",
  "move-in": "a unit open in a plan that fits",
  "drive-minutes": "a drive we could work out",
  "rail-minutes": "a METRORail station within walking distance",
  count: "a plan that fits",
  "open-units": "a plan that fits",
  "pet-rent": "a pet policy that takes pets",
  "pet-fees": "a pet fee or deposit on record",
  "parking-fee": "parking",
  "amenity-count": "an amenity listed",
  "dog-weight": "a pet policy that takes dogs",
};

/** How many criteria the filters set (a range counts once; what no listing records never filters). */
function criteriaCount(filters: Filters): number {
  const { amenities, withoutAmenities, beds, minBaths, rent, sqft, animal, availableBy, yearBuilt, commuteMinutes } = filters;
  return amenities.length + withoutAmenities.length + Number(filters.petFree) + Number(filters.hasSpecial) + Number(filters.leaseTerms.length > 0) + Number(filters.maxParkingFee !== null && filters.parkingKinds.length === 0) + Number(filters.parkingKinds.length > 0) + [beds, minBaths, rent, sqft, animal, availableBy, yearBuilt, commuteMinutes].filter((value) => value !== null).length;
}

/** What a reply says before its answer: the attributes no listing records, how a weekly or yearly budget became a monthly one. */
export function queryPreamble(query: Query): string {
  return `${unknownNote(query.filters.unknown)}${budgetNote(query.filters)}`;
}

export function wordAnswer(answer: QueryAnswer, lookups: Lookups): string {
  const query = answer.query;
  const criteria = criteriaText(query, lookups);
  const destination = destinationOf(query, lookups);
  const context = { today: lookups.knowledge.today, destination: destination?.name ?? query.destination, lookups, placed: destination !== null, pets: query.filters.animal && !query.filters.animal.assistance ? query.filters.animal.count : 1, parkingKinds: query.filters.parkingKinds };
  const lead = `${unknownNote(answer.unknown)}${budgetNote(query.filters)}`;
  const animal = query.filters.animal;
  const limited =
    answer.weightLimited.length > 0 && animal?.weightLb != null
      ? `\nNot for ${dogOf(animal)}: ${joinWords(answer.weightLimited.map(({ slug, limitLb }) => `${lookups.catalogue.bySlug.get(slug)?.title ?? slug} (dogs up to ${limitLb} lb)`))}.`
      : "";
  return `${wordBody(answer, lookups, criteria, context, lead)}${limited}`;
}

function wordBody(answer: QueryAnswer, lookups: Lookups, criteria: ReturnType<typeof criteriaText>, context: Parameters<typeof formatValue>[3] & { placed: boolean }, lead: string): string {
  const query = answer.query;
  const needsDestination = (query.measure === "drive-minutes" || (query.filters.commuteMinutes !== null && query.destination !== null)) && !context.placed;
  if (needsDestination) {
    return `${lead}I couldn't place ${query.destination ? `"${query.destination}"` : "where you're going"} on the map. Tell me a Houston place (a neighborhood, a campus, a hospital, a business district) and I'll work out the drives.`;
  }
  const dir = directionOf(query);
  const scopeWords = `${criteria.where}${criteria.conditions ? ` ${criteria.conditions}` : ""}`;

  switch (answer.operation) {
    case "count": {
      if (answer.subject === "neighborhood") return `${lead}${formatWholeNumber(answer.total)} neighborhood${answer.total === 1 ? "" : "s"} ${criteria.where} have communities listed${criteria.conditions ? ` ${criteria.conditions}` : ""}${criteria.plans ? ` with a ${criteria.plans} plan` : ""}.`;
      const units = answer.openUnits ?? 0;
      if (query.scope.communities.length === 1 && query.scope.neighborhoods.length === 0) {
        const title = `${marker(answer, query.scope.communities[0]!)}${titleOf(answer, query.scope.communities[0]!, lookups)}`;
        if (answer.total === 0) return `${lead}${title} has no ${criteria.plans ? `${criteria.plans} plan` : "plan"}${criteria.conditions ? ` ${criteria.conditions}` : ""} listed right now.`;
        return `${lead}${title} has ${criteria.plans ? `a ${criteria.plans} plan` : "plans listed"}${criteria.conditions ? ` ${criteria.conditions}` : ""}, with ${formatWholeNumber(units)} unit${units === 1 ? "" : "s"} open right now.`;
      }
      return `${lead}${formatWholeNumber(answer.total)} communit${answer.total === 1 ? "y" : "ies"} ${scopeWords}${criteria.plans ? ` ${answer.total === 1 ? "has" : "have"} a ${criteria.plans} plan` : ` ${answer.total === 1 ? "is" : "are"} listed`}, with ${formatWholeNumber(units)} unit${units === 1 ? "" : "s"} open among ${answer.total === 1 ? "its" : "their"} fitting plans.${answer.total > 0 ? " Ask for the cheapest, the biggest or the newest of them, or say what else matters." : ""}`;
    }
    case "min":
    case "max": {
      // "The second cheapest": the one asked for, the ones ahead of it, and the next after it.
      const position = query.position;
      const winner = answer.items[position - 1];
      const ahead = answer.items.slice(0, position - 1);
      const runnerUp = answer.items[position];
      // "The third cheapest" where fewer have a value: there is no third; the ones there are, named.
      const valued = answer.items.filter((item) => item.value !== null);
      if (position > 1 && valued.length > 0 && valued.length < position) {
        const things = answer.subject === "neighborhood" ? (valued.length === 1 ? "neighborhood" : "neighborhoods") : valued.length === 1 ? "community" : "communities";
        return `${lead}There is no ${ORDINALS[position]}: only ${formatWholeNumber(valued.length)} ${things} ${scopeWords}${criteria.plans && answer.subject === "community" ? ` with a ${criteria.plans} plan` : ""} ${valued.length === 1 ? "fits" : "fit"}: ${valued.map((item) => `${marker(answer, item.slug)}${titleOf(answer, item.slug, lookups)}, ${formatValue(answer.measure, item.value, item, context)}`).join("; ")}.`;
      }
      if (!winner || (winner.value === null && (answer.total === 0 || answer.subject !== "community"))) return `${lead}${none(answer, criteria, lookups)}`;
      // Communities fit, but none has a value of the measure (no station within a walk, no unit open yet): say so, never "no listing".
      if (winner.value === null) {
        const lacks = LACKS[answer.measure];
        return `${lead}${answer.total === 1 ? `The one community ${scopeWords} has ${lacks.replace(/^an? /, "no ")}` : `None of the ${formatWholeNumber(answer.total)} communities ${scopeWords} has ${lacks}`}.`;
      }
      // One community asked about ("the price per sq ft on that"): its figure, of its best plan for the measure.
      if (answer.subject === "community" && query.scope.communities.length === 1 && position === 1) {
        return `${lead}${marker(answer, winner.slug)}${titleOf(answer, winner.slug, lookups)}: ${formatValue(answer.measure, winner.value, winner, context)}${planNote(winner, answer.measure)}.`;
      }
      const noun = subjectNoun(answer, criteria.plans, false);
      const winnerIs = answer.subject === "neighborhood" ? `neighborhood ${scopeWords} ${atPosition(areaSuperlative(answer.measure, dir, criteria.plans, context.destination, answer.query.statistic), position)}` : `${atPosition(SUPERLATIVE[answer.measure][dir](noun), position)}${answer.measure === "drive-minutes" && context.destination ? ` to ${context.destination}` : ""} ${scopeWords}`;
      const head = `The ${winnerIs} is ${marker(answer, winner.slug)}${titleOf(answer, winner.slug, lookups)}: ${formatValue(answer.measure, winner.value, winner, context)}${planNote(winner, answer.measure)}${petNote(answer, winner, lookups)}${whereItIs(answer, winner.slug, lookups)}${specialNote(answer, winner, lookups)}${parkingKindNote(answer, winner, lookups)}.`;
      const before = ahead.length > 0 ? ` Ahead of it: ${ahead.map((item) => `${titleOf(answer, item.slug, lookups)}, ${formatValue(answer.measure, item.value, item, context)}`).join("; ")}.` : "";
      // Several with the winner's figure: all of them named as tied, never one of equals as the only one.
      const tied = answer.tied && answer.tied.length > 0 ? ` Tied with it (${formatValue(answer.measure, winner.value, winner, context).replace(/ \(.*$/, "")}): ${joinWords([...answer.tied.map((slug) => `${marker(answer, slug)}${titleOf(answer, slug, lookups)}`), ...(answer.tiedMore ? ["more"] : [])])}.` : "";
      const next = tied || !runnerUp || runnerUp.value === null ? tied : ` Next: ${titleOf(answer, runnerUp.slug, lookups)}, ${formatValue(answer.measure, runnerUp.value, runnerUp, context)}.`;
      const of = ` (Of ${formatWholeNumber(answer.total)} ${answer.subject === "neighborhood" ? "neighborhoods with enough listings" : `communit${answer.total === 1 ? "y" : "ies"} that fit`}.)`;
      return `${lead}${head}${before}${next}${of}`;
    }
    case "list":
    case "rank": {
      // "Show me more" past the last one: all were shown.
      const skipped = query.offset;
      if (skipped > 0 && answer.total > 0 && answer.items.length === 0) return `${lead}That's all of them: the ${formatWholeNumber(answer.total)} ${answer.total === 1 ? (answer.subject === "neighborhood" ? "neighborhood" : "community") : answer.subject === "neighborhood" ? "neighborhoods" : "communities"} ${criteria.where} were all shown.`;
      if (answer.total === 0 || answer.items.length === 0) return `${lead}${none(answer, criteria, lookups)}`;
      if (answer.subject === "neighborhood" && answer.operation === "list" && answer.total === 1 && answer.items.length === 1) {
        // One neighborhood's median ("the average size of a 2 bed in Midtown"): the figure, not a list of one.
        const item = answer.items[0]!;
        const over = item.communities !== undefined ? `, over ${formatWholeNumber(item.communities)} communit${item.communities === 1 ? "y" : "ies"}` : "";
        return `${lead}${marker(answer, item.slug)}${titleOf(answer, item.slug, lookups)}${criteria.conditions ? ` ${criteria.conditions}` : ""}, ${STATISTIC_WORD[answer.query.statistic]}${criteria.plans ? ` ${criteria.plans}` : ""} ${MEDIAN_OF[answer.measure](context.destination)}: ${formatValue(answer.measure, item.value, item, context).replace(/^built in /, "")}${over}.`;
      }
      const single = answer.subject === "community" && query.scope.communities.length === 1;
      const one = answer.total === 1;
      const noun = answer.subject === "neighborhood" ? (one ? "neighborhood" : "neighborhoods") : one ? "community" : "communities";
      const order = `, ${ORDER[answer.measure][dir]}`;
      const basis = answer.subject === "neighborhood" ? basisOf(answer.measure, criteria.plans, context.destination, answer.query.statistic) : "";
      const head = single
        ? `${titleOf(answer, answer.items[0]!.slug, lookups)} ${criteria.plans ? `has a ${criteria.plans} plan` : "is listed"}${criteria.conditions ? ` ${criteria.conditions}` : ""}:`
        : answer.operation === "rank"
          ? `${answer.subject === "neighborhood" ? "Neighborhoods" : criteria.plans ? `${criteria.plans[0]!.toUpperCase()}${criteria.plans.slice(1)} plans` : "Communities"} ${answer.measure === "count" ? `${criteria.where}${basis}${criteria.conditions ? ` ${criteria.conditions}` : ""}` : `${scopeWords}${basis}`}, ${ORDER[answer.measure][dir]} (${skipped > 0 ? `${pageOf(skipped, answer.items.length)} of ${formatWholeNumber(answer.total)}` : answer.items.length < answer.total ? `the first ${answer.items.length} of ${formatWholeNumber(answer.total)}` : `all ${formatWholeNumber(answer.total)}`}):`
          : `${formatWholeNumber(answer.total)} ${noun} ${criteria.where}${criteria.plans && answer.subject === "community" ? ` ${one ? "has" : "have"} a ${criteria.plans} plan` : ""}${criteria.conditions ? ` ${criteria.conditions}` : ""}${skipped > 0 ? `; ${pageOf(skipped, answer.items.length)}${order}` : answer.items.length < answer.total ? `; the first ${answer.items.length}${order}` : one ? "" : order}:`;
      const lines = answer.items.map((item, i) => line(answer, item, i, context));
      // Ranked by a measure none of them has (no station within a walk): said first, never left to "not listed" lines.
      const lacking = answer.operation === "rank" && answer.subject === "community" && answer.items.every((item) => item.value === null) ? `${one ? `The one community ${scopeWords} has ${LACKS[answer.measure].replace(/^an? /, "no ")}` : `None of the ${formatWholeNumber(answer.total)} communities ${scopeWords} has ${LACKS[answer.measure]}`}. ` : "";
      return `${lead}${lacking}${head}\n${lines.join("\n")}`;
    }
    case "compare": {
      const items = answer.items;
      const facts = items.map((item) => `${marker(answer, item.slug)}${titleOf(answer, item.slug, lookups)}: ${formatValue(answer.measure, item.value, item, context)}${planNote(item, answer.measure)}`);
      const areaBasis = answer.subject === "neighborhood" ? [basisOf(answer.measure, criteria.plans, context.destination, answer.query.statistic).trim(), criteria.conditions].filter(Boolean).join(", ") : "";
      const basis = areaBasis ? ` (${areaBasis})` : answer.subject === "community" && criteria.plans ? ` (${criteria.plans} plans)` : "";
      let verdict: string;
      if (answer.winner) verdict = `${titleOf(answer, answer.winner, lookups)} ${COMPARATIVE[answer.measure][dir]}${differenceOf(answer, lookups)}${basis}.`;
      else if (items.some((item) => item.value === null)) {
        const missing = items.filter((item) => item.value === null).map((item) => titleOf(answer, item.slug, lookups));
        verdict = `I can't say which ${COMPARATIVE[answer.measure][dir]}: ${joinWords(missing)} ${missing.length === 1 ? "has" : "have"} nothing listed that fits${criteria.plans ? ` (${criteria.plans})` : ""}${criteria.conditions ? ` ${criteria.conditions}` : ""}.`;
      } else verdict = `It's a tie${basis}.`;
      return `${lead}${verdict}\n${facts.map((f) => `- ${f}`).join("\n")}`;
    }
    default:
      return lead.trim();
  }
}

