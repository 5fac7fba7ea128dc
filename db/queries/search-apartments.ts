/**
 * The apartment search behind /listings and GET /api/apartments.
 *
 * Plan-level filters (rent window, bedrooms, bathrooms, move-in date) must all
 * hold for ONE floor plan: "2 beds under $1,800" means a 2-bed plan that rents
 * for $1,800 or less, not a cheap studio next to a dear 2-bed. That is an
 * EXISTS on floor_plans; the trigger-maintained derived_* ranges of the
 * community are added as necessary conditions so the planner can narrow the
 * communities by index before looking at plans, and a single plan-level filter,
 * or bedrooms with a rent ceiling, needs nothing else (see planFilters). A price
 * sort by bedrooms reads the community's derived cheapest rent for that bedroom
 * filter (migration 0018), in the order of its index.
 *
 * The text query matches the title and the neighborhood (name and aliases, or a
 * five-digit ZIP code the neighborhood lists: "77006" finds Montrose) tolerating typos through pg_trgm on those short strings: "Montose" finds
 * Montrose, "galeria" finds Uptown (alias "galleria"). The long description is
 * matched by words with full-text search (English stemming: "lofts" finds
 * "loft"), not by ILIKE '%...%', which at 50,000 communities meant rechecking
 * thousands of long texts for a common word. Every way to match is indexable
 * (trigram GIN on the title, GIN on the stored description_search vector,
 * b-tree on the neighborhood); see textCondition. A search with words is run
 * differently from one without: see collectedPage and pageByFilters.
 *
 * The total is exact up to a cap: counting 13,000 matches costs more than the
 * whole page, and nobody reads "13,482" differently from "1,000+". Past the
 * cap the result says so (totalCapped) and total is a lower bound.
 */
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { CurrentCommunity } from "../../core/alerts/detect-changes.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { PARKING_AMENITY } from "../../core/matching/amenity-keys.ts";
import { staleAsOf } from "../../core/matching/freshness.ts";
import {
  priceSortNeedsFittingPlans,
  searchNarrowsPlans,
  sortFittingPlans,
  type FittingPlanGroup,
} from "../../core/search/fitting-plans.ts";
import { MAX_BEDS_FILTER, priceBounds, type ListingFilters } from "../../core/search/listing-filters.ts";
import { zipCodesIn } from "../../core/search/zip-codes.ts";
import { describePetCharges, describePetPolicy } from "../../core/pets/pet-policy.ts";
import type { Database } from "../client-types.ts";
import { amenities, apartments, neighborhoods } from "../schema/index.ts";
import { apartmentCardColumns, listedApartments, toApartmentCard, type ApartmentCard } from "./catalog.ts";
import { petPolicyColumns, petPolicyOf, type PetPolicyRow } from "./pet-policy-columns.ts";

export const LISTINGS_PAGE_SIZE = 24;

/** Totals are counted exactly up to this many matches (a multiple of it on deep pages), then shown as "1,000+". */
export const EXACT_TOTAL_CAP = 1000;

/**
 * A card of /listings and GET /api/apartments: the apartment card of spec section 3, plus when availability was
 * last checked (ISO timestamp), which orders the best matches and lets a stale card say so.
 */
export interface ListingCard extends ApartmentCard {
  verifiedAt: string;
  /**
   * When the search asks for pets (or a dog's weight) or a pet-free building: the community's pet policy worded from
   * its fields ("Cats and dogs (dogs up to 50 lb), up to 2 pets", "No pets") and what a pet costs. Absent otherwise.
   */
  pets?: { summary: string; charges: string | null };
  /**
   * When the search narrows floor plans (bedrooms, rent, baths, move-in date): the plans that fit, one group per
   * bedroom count with its lowest rent (core/search/fitting-plans.ts). Absent for a search without plan filters.
   */
  fittingPlans?: FittingPlanGroup[];
}

const listingCardColumns = { ...apartmentCardColumns, verifiedAt: apartments.verifiedAt, ...petPolicyColumns };

type ListingCardRow = Parameters<typeof toApartmentCard>[0] & { verifiedAt: Date | null } & { [K in keyof PetPolicyRow]: PetPolicyRow[K] | null };

function toListingCard(row: ListingCardRow, withPets: boolean, today: string): ListingCard {
  const card: ListingCard = { ...toApartmentCard(row, today), verifiedAt: (row.verifiedAt as Date).toISOString() };
  if (withPets) {
    // Every column is there: the card's row is a community's (the nulls of the type come from outer joins).
    const policy = petPolicyOf(row as PetPolicyRow);
    card.pets = { summary: describePetPolicy(policy), charges: describePetCharges(policy) };
  }
  return card;
}

export interface ApartmentSearchResult {
  items: ListingCard[];
  /** The number of matches, exact when totalCapped is false; otherwise there are more than this many. */
  total: number;
  /** True when counting stopped at a cap: there are more than `total` matches. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/** ILIKE pattern for "contains", with the user's % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The community's cheapest rent among the plans each bedroom filter keeps, by the filter's value: studios for 0,
 * at least N bedrooms for N. Derived from floor_plans by trigger (migration 0018), indexed where not null.
 */
const CHEAPEST_RENT_BY_BEDS = [
  apartments.minRentStudio,
  apartments.minRentBeds1,
  apartments.minRentBeds2,
  apartments.minRentBeds3,
  apartments.minRentBeds4,
  apartments.minRentBeds5,
  apartments.minRentBeds6,
] as const;

/** The derived column of the cheapest rent among the plans the bedroom filter keeps (0 to MAX_BEDS_FILTER). */
export function cheapestRentColumnFor(beds: number) {
  const column = CHEAPEST_RENT_BY_BEDS[beds];
  if (column === undefined || beds > MAX_BEDS_FILTER) throw new RangeError(`no derived rent for a bedroom filter of ${beds}`);
  return column;
}

/**
 * True when the community's derived rents decide the plan filters exactly, with no look at its plans: bedrooms
 * and a rent ceiling hold for one plan exactly when the cheapest plan with those bedrooms is under the ceiling,
 * and that plan's rent is then the cheapest fitting rent. A rent floor, a bedroom maximum, bathrooms or a move-in date
 * can exclude it.
 */
function derivedRentDecides(filters: ListingFilters): boolean {
  return priceBounds(filters).min === null && filters.maxBeds === null && filters.baths === null && filters.availableBy === null;
}

/**
 * The community's cheapest rent among the plans its bedroom filter keeps (all plans without one): the price of a
 * price sort when derivedRentDecides, and a lower bound of the cheapest fitting rent otherwise.
 */
function bedroomRent(filters: ListingFilters): SQL {
  return filters.beds !== null ? sql`${cheapestRentColumnFor(filters.beds)}` : sql`${apartments.minPrice}`;
}

/**
 * One plan-level filter, said twice: as a condition on a floor plan, and as the condition on the community's
 * derived ranges that holds exactly when some floor plan meets it (derived_min_price <= 1800 when a plan rents
 * for 1,800 or less; derived_earliest_available is the earliest date among plans with open units). With
 * bedrooms, the rent ceiling's range is on the bedrooms' cheapest rent, which decides both together.
 */
interface PlanFilter {
  plan: SQL;
  /** Null when another filter's range already says it. */
  range: SQL | null;
}

function planFilters(filters: ListingFilters): PlanFilter[] {
  const { min, max } = priceBounds(filters);
  const found: PlanFilter[] = [];
  if (max !== null) found.push({ plan: sql`f.rent <= ${max}`, range: sql`${bedroomRent(filters)} <= ${max}` });
  if (min !== null) found.push({ plan: sql`f.rent >= ${min}`, range: sql`${apartments.maxPrice} >= ${min}` });
  if (filters.beds !== null) {
    found.push({
      plan: filters.beds === 0 ? sql`f.beds = 0` : sql`f.beds >= ${filters.beds}`,
      // Said by the ceiling's range when there is one (the same condition twice would halve the planner's estimate).
      range: max !== null ? null : sql`${cheapestRentColumnFor(filters.beds)} IS NOT NULL`,
    });
  }
  // At most M bedrooms: some plan has that few exactly when the community's fewest (derived_min_beds) is at most M.
  if (filters.maxBeds !== null) found.push({ plan: sql`f.beds <= ${filters.maxBeds}`, range: sql`${apartments.minBeds} <= ${filters.maxBeds}` });
  if (filters.baths !== null) found.push({ plan: sql`f.baths >= ${filters.baths}`, range: sql`${apartments.maxBaths} >= ${filters.baths}` });
  if (filters.availableBy !== null) {
    found.push({
      plan: sql`f.units_available > 0 AND f.available_from <= ${filters.availableBy}::date`,
      range: sql`${apartments.earliestAvailable} <= ${filters.availableBy}::date`,
    });
  }
  return found;
}

/** The condition a floor plan f must meet to fit the search, or null when the search does not narrow plans. */
function fittingPlanCondition(filters: ListingFilters): SQL | null {
  const plan = planFilters(filters);
  return plan.length > 0 ? sql.join(plan.map((filter) => filter.plan), sql` AND `) : null;
}

/**
 * The lowest rent among a community's fitting plans: the price a price sort orders by when the plan filters can
 * exclude the community's cheapest plan. One index look-up on floor_plans_apartment_idx per community.
 */
function cheapestFittingRentOf(condition: SQL): SQL {
  return sql`(SELECT min(f.rent) FROM floor_plans f WHERE f.apartment_id = ${apartments.id} AND ${condition})`;
}

/**
 * What a price sort orders by: the cheapest rent of a plan that fits. The community's derived rent for its bedroom
 * filter (derived_min_price without one) when that decides it; otherwise a look-up of its plans, skipped where the
 * derived rent already fits: with a rent floor as the only other plan filter, a community whose cheapest plan with
 * those bedrooms is at or above the floor has that plan as its cheapest fitting one (a match has a fitting plan, so
 * that plan is under the ceiling too).
 */
function fittingPriceOf(filters: ListingFilters): SQL {
  const base = bedroomRent(filters);
  const condition = priceSortNeedsFittingPlans(filters) && !derivedRentDecides(filters) ? fittingPlanCondition(filters) : null;
  if (condition === null) return base;
  const lookUp = cheapestFittingRentOf(condition);
  const { min } = priceBounds(filters);
  return min !== null && filters.maxBeds === null && filters.baths === null && filters.availableBy === null ? sql`(CASE WHEN ${base} >= ${min} THEN ${base} ELSE ${lookUp} END)` : lookUp;
}

/** The fitting plans of the page's communities, grouped by bedroom count: one query for the whole page. */
async function fittingPlansOf(db: Database, ids: number[], condition: SQL): Promise<Map<number, FittingPlanGroup[]>> {
  const found = new Map<number, FittingPlanGroup[]>();
  if (ids.length === 0) return found;
  const result = await db.execute(sql`
    SELECT f.apartment_id, f.beds, min(f.rent)::int AS from_rent, count(*)::int AS plans
    FROM floor_plans f
    WHERE f.apartment_id IN (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)}) AND ${condition}
    GROUP BY f.apartment_id, f.beds
  `);
  const rows = (result as unknown as { rows: { apartment_id: number; beds: number; from_rent: number; plans: number }[] }).rows;
  for (const row of rows) {
    const id = Number(row.apartment_id);
    found.set(id, [...(found.get(id) ?? []), { beds: Number(row.beds), fromRent: Number(row.from_rent), plans: Number(row.plans) }]);
  }
  for (const [id, groups] of found) found.set(id, sortFittingPlans(groups));
  return found;
}

interface NeighborhoodTextMatch {
  id: number;
  /** 0..1, how closely the name or an alias fits the text. */
  score: number;
}

interface ResolvedNeighborhoods {
  /** Ids of the neighborhoods named by slug in the filters. */
  ids: number[];
  /** Neighborhoods whose name or an alias fits the text query, typos included. */
  textMatches: NeighborhoodTextMatch[];
}

/**
 * Neighborhood slugs to ids, and the neighborhoods the text names, in one look
 * at a table of a few dozen rows. The main query then carries plain ids, which
 * the planner estimates from statistics (an id list hidden in a subquery makes
 * it guess, and guess badly), and constant scores instead of re-scoring the
 * neighborhood on every community.
 */
async function resolveNeighborhoods(db: Database, filters: ListingFilters, pattern: string | null): Promise<ResolvedNeighborhoods> {
  const q = filters.q;
  if (filters.neighborhoods.length === 0 && q === null) return { ids: [], textMatches: [] };
  const zips = q !== null ? zipCodesIn(q) : [];
  const listsZip = zips.length > 0 ? sql`n.zip_codes && ARRAY[${sql.join(zips.map((zip) => sql`${zip}::text`), sql`, `)}]` : sql`false`;
  const score =
    q !== null && pattern !== null
      ? sql`greatest(
          CASE WHEN ${listsZip} THEN 1 ELSE 0 END,
          word_similarity(${q}, n.name), word_similarity(n.name, ${q}),
          coalesce((SELECT max(greatest(word_similarity(${q}, alias), word_similarity(alias, ${q}))) FROM unnest(n.aliases) AS alias), 0),
          CASE WHEN n.name ILIKE ${pattern} THEN 1 ELSE 0 END
        )`
      : sql`0`;
  const matches =
    q !== null && pattern !== null
      ? sql`(${listsZip} OR n.name ILIKE ${pattern} OR ${q} <% n.name OR n.name <% ${q}
          OR EXISTS (SELECT 1 FROM unnest(n.aliases) AS alias WHERE alias ILIKE ${pattern} OR ${q} <% alias OR alias <% ${q}))`
      : sql`false`;
  const selected =
    filters.neighborhoods.length > 0
      ? sql`n.slug IN (${sql.join(
          filters.neighborhoods.map((slug) => sql`${slug}`),
          sql`, `,
        )})`
      : sql`false`;
  const result = await db.execute(sql`
    SELECT n.id, ${selected} AS selected, ${matches} AS matches, ${score} AS score
    FROM ${neighborhoods} n
    WHERE ${selected} OR ${matches}
  `);
  const rows = (result as unknown as { rows: { id: number; selected: boolean; matches: boolean; score: number | string }[] }).rows;
  return {
    ids: rows.filter((row) => row.selected).map((row) => Number(row.id)),
    textMatches: rows.filter((row) => row.matches).map((row) => ({ id: Number(row.id), score: Number(row.score) })),
  };
}

/**
 * Amenity names to ids, for the same reason: an EXISTS per amenity on apartment_amenities alone, whose
 * statistics know how common each amenity is. Null when a name names no amenity (the search matches nothing).
 */
async function resolveAmenities(db: Database, names: string[]): Promise<number[] | null> {
  if (names.length === 0) return [];
  const unique = [...new Set(names)];
  const rows = await db.select({ id: amenities.id }).from(amenities).where(inArray(amenities.name, unique));
  return rows.length === unique.length ? rows.map((row) => row.id) : null;
}

interface Resolved extends ResolvedNeighborhoods {
  /** Ids of the amenities named in the filters; null when one of the names is unknown. */
  amenityIds: number[] | null;
  /** The Parking amenity's id when the search limits the parking fee; null when the catalogue has none (no match). */
  parkingAmenityId: number | null;
}

/** The names of a search resolved to ids, in one round of look-ups (see resolveNeighborhoods, resolveAmenities). */
async function resolveSearch(db: Database, filters: ListingFilters, pattern: string | null): Promise<Resolved> {
  const [neighborhoodsFound, amenityIds, parking] = await Promise.all([
    resolveNeighborhoods(db, filters, pattern),
    resolveAmenities(db, filters.amenities),
    filters.maxParkingFee !== null ? resolveAmenities(db, [PARKING_AMENITY]) : null,
  ]);
  return { ...neighborhoodsFound, amenityIds, parkingAmenityId: parking?.[0] ?? null };
}

/** Whether the cards word their pet policy: the search asks about pets, for or against. */
function asksAboutPets(filters: ListingFilters): boolean {
  return filters.pets || filters.dogLb !== null || filters.petFree;
}

interface TextSearch {
  q: string;
  pattern: string;
  neighborhoods: NeighborhoodTextMatch[];
}

/**
 * Any way of matching the text, each with its own index: b-tree on the neighborhood, GIN on description_search,
 * trigram GIN on the title (for both the ILIKE and the typo-tolerant %>). The cheap tests come first: an index
 * finds candidates and then every candidate is tested again with the whole OR, and the trigram test
 * (word_similarity) is the one that costs, so it runs only on what nothing cheaper has already matched.
 */
function textCondition({ q, pattern, neighborhoods: matched }: TextSearch): SQL {
  const branches: SQL[] = [
    ...(matched.length > 0 ? [inArray(apartments.neighborhoodId, matched.map((n) => n.id))] : []),
    sql`${apartments.descriptionSearch} @@ plainto_tsquery('english'::regconfig, ${q})`,
    sql`${apartments.title} ILIKE ${pattern}`,
    sql`${apartments.title} %> ${q}`,
  ];
  return sql`(${sql.join(branches, sql` OR `)})`;
}

/**
 * How well a community fits the text: its title first, then its neighborhood, then a mention in the description.
 *
 * Only ever evaluated on matches (it orders the result), so the description needs no second look: a match
 * through the title or the neighborhood already scores at least 0.54 (a trigram match means a word similarity
 * of at least pg_trgm's 0.6 threshold, times 0.9 for the neighborhood), so the floor of 0.5 changes nothing for
 * them, and it is exactly the 0.5 a match through the description alone deserves. A title containing the text
 * scores the full 1 whatever else holds, so word_similarity (tens of microseconds a row on PGlite) is left out
 * for it: "heights" matches thousands of titles.
 */
function textScore({ q, pattern, neighborhoods: matched }: TextSearch): SQL {
  const neighborhoodScore =
    matched.length > 0
      ? sql`CASE ${apartments.neighborhoodId} ${sql.join(
          matched.map((n) => sql`WHEN ${n.id}::int THEN ${n.score}::float8`),
          sql` `,
        )} ELSE 0 END`
      : sql`0`;
  return sql`CASE WHEN ${apartments.title} ILIKE ${pattern} THEN 1 ELSE greatest(
    word_similarity(${q}, ${apartments.title}),
    0.9 * ${neighborhoodScore},
    0.5
  ) END`;
}

/** `onePlan`: whether to say that one plan meets every plan filter (false when a join with the fitting plans says it). */
function whereOf(filters: ListingFilters, resolved: Resolved, text: TextSearch | null, onePlan = true): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listedApartments()];
  if (filters.neighborhoods.length > 0) {
    // Slugs that name no neighborhood match nothing (an empty IN list is not valid SQL).
    conditions.push(resolved.ids.length > 0 ? inArray(apartments.neighborhoodId, resolved.ids) : sql`false`);
  }
  // With words, the text's matches are few (thousands at most at 50,000 communities), and checking their floor plans
  // and amenities one community at a time, by index, is cheapest. The planner, which cannot estimate how many
  // communities trigram matching finds, would rather hash every floor plan of the wanted size first (10-50 ms).
  // OFFSET 0 keeps each EXISTS a per-community check instead of a join.
  const perCommunity = text ? sql` OFFSET 0` : sql``;
  const plan = planFilters(filters);
  // The range conditions let indexes on apartments narrow first. One filter alone is decided by its range, and so
  // are bedrooms with a rent ceiling (derivedRentDecides); other pairs must hold for the same plan, which the ranges
  // cannot tell (a cheap studio and a dear 2-bed are not a cheap 2-bed).
  conditions.push(...plan.flatMap((filter) => filter.range ?? []));
  if (onePlan && plan.length > 1 && !derivedRentDecides(filters)) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM floor_plans f WHERE f.apartment_id = ${apartments.id} AND ${sql.join(
        plan.map((filter) => filter.plan),
        sql` AND `,
      )}${perCommunity})`,
    );
  }
  if (filters.amenities.length > 0) {
    // Names that name no amenity match nothing.
    if (resolved.amenityIds === null) conditions.push(sql`false`);
    for (const id of resolved.amenityIds ?? []) {
      conditions.push(
        sql`EXISTS (SELECT 1 FROM apartment_amenities aa WHERE aa.apartment_id = ${apartments.id} AND aa.amenity_id = ${id}${perCommunity})`,
      );
    }
  }
  if (filters.pets || filters.dogLb !== null) conditions.push(eq(apartments.petsAllowed, true));
  // A pet-free building takes neither dogs nor cats: pets_allowed is dogs_allowed OR cats_allowed (the catalogue's CHECK).
  if (filters.petFree) conditions.push(eq(apartments.petsAllowed, false));
  // "My dog weighs N lb": dogs taken, and no weight limit or one the dog is within.
  if (filters.dogLb !== null) {
    conditions.push(sql`${apartments.dogsAllowed} AND (${apartments.dogWeightLimitLb} IS NULL OR ${apartments.dogWeightLimitLb} >= ${filters.dogLb})`);
  }
  // Parking at a fee of at most N: the Parking amenity listed, at a monthly parking_fee within N (0: free parking).
  // A community without the amenity has no parking to offer, whatever its fee column says.
  if (filters.maxParkingFee !== null) {
    const parking = resolved.parkingAmenityId;
    conditions.push(
      parking === null
        ? sql`false`
        : sql`${apartments.parkingFee} <= ${filters.maxParkingFee} AND EXISTS (SELECT 1 FROM apartment_amenities aa WHERE aa.apartment_id = ${apartments.id} AND aa.amenity_id = ${parking}${perCommunity})`,
    );
  }
  // Any of the lease terms offered: the arrays overlap.
  if (filters.leaseTerms.length > 0) {
    conditions.push(sql`${apartments.leaseTerms} && ARRAY[${sql.join(filters.leaseTerms.map((term) => sql`${term}::text`), sql`, `)}]`);
  }
  if (filters.builtFrom !== null) conditions.push(sql`${apartments.yearBuilt} >= ${filters.builtFrom}`);
  if (filters.builtTo !== null) conditions.push(sql`${apartments.yearBuilt} <= ${filters.builtTo}`);
  if (text) conditions.push(textCondition(text));
  return and(...conditions);
}

interface SortKey {
  value: SQL;
  /** NULLS LAST either way (most columns are NOT NULL anyway), so the orders match the sort indexes of apartments. */
  descending: boolean;
  /**
   * NULLS FIRST instead, for a value the search's conditions never let be null (a bedroom rent): then an ascending
   * index read backwards gives the descending order.
   */
  nullsFirst?: boolean;
  /**
   * Set on a leading true-before-false key (value is this condition, descending): no index can give that order
   * (its cut-off moves with the clock), so pageByFilters reads the rows where it holds and then the others, each
   * in the order of the remaining keys, which an index can give.
   */
  partition?: SQL;
}

function sortKeys(filters: ListingFilters, text: TextSearch | null, now: Date): SortKey[] {
  const id: SortKey = { value: sql`${apartments.id}`, descending: false };
  // A price sort orders by the cheapest plan that fits the search ("2 beds": the cheapest 2-bed), not by the studio.
  const price = fittingPriceOf(filters);
  // A bedroom rent is never null where it orders (the bedroom filter is its IS NOT NULL).
  const nullsFirst = filters.beds !== null;
  switch (filters.sort) {
    case "price-asc":
      return [{ value: price, descending: false }, id];
    case "price-desc":
      return [{ value: price, descending: true, nullsFirst }, id];
    case "size":
      return [{ value: sql`${apartments.maxSqft}`, descending: true }, id];
    case "newest":
      return [{ value: sql`${apartments.yearBuilt}`, descending: true }, id];
    case "best": {
      // After how well the words fit (when there are words): communities whose availability was checked recently
      // before stale ones (core/matching/freshness.ts), then featured, then the most recently checked.
      const fresh = sql`${apartments.verifiedAt} > ${staleAsOf(now).toISOString()}::timestamptz`;
      const recency = [
        { value: fresh, descending: true, partition: fresh },
        { value: sql`${apartments.featured}`, descending: true },
        { value: sql`${apartments.verifiedAt}`, descending: true },
        id,
      ];
      return text ? [{ value: textScore(text), descending: true }, ...recency] : recency;
    }
  }
}

function orderBy(keys: { value: SQL | SQL.Aliased; descending: boolean; nullsFirst?: boolean }[]): SQL[] {
  return keys.map(({ value, descending, nullsFirst }) => sql`${value} ${sql.raw(descending ? "DESC" : "ASC")} ${sql.raw(nullsFirst ? "NULLS FIRST" : "NULLS LAST")}`);
}

/** Count at most up to the cap, raised in steps of the cap so a deep page still knows whether a next page exists. */
function countCapFor(offset: number, pageSize: number): number {
  return EXACT_TOTAL_CAP * Math.ceil((offset + pageSize + 1) / EXACT_TOTAL_CAP);
}

interface Page {
  rows: Parameters<typeof toListingCard>[0][];
  /** Matches counted, at most countCap + 1. */
  counted: number;
}

/**
 * Without words, the matches are counted first (up to the cap). Many matches (more than the cap, at least one
 * community in 50 at 50,000) are read in the order of a sort index, stopping after a page; few are collected
 * first and then sorted (collectedPage). Left to itself, the planner walks the sort index also for few matches
 * when it misjudges how common they are (neighborhood and bedrooms together: "studios in Katy", which has none,
 * walked all 50,000 communities). Every condition is on apartments (neighborhoods are resolved to ids), so the
 * count needs no join.
 */
async function pageByFilters(
  db: Database,
  where: SQL | undefined,
  keys: SortKey[],
  pageSize: number,
  offset: number,
  countCap: number,
  fewMatches = countCap,
): Promise<Page> {
  const matches = db.select({ one: sql`1` }).from(apartments).where(where).limit(countCap + 1).as("matches");
  const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  const counted = count?.n ?? 0;
  if (counted <= fewMatches) return collectedPage(db, where, keys, pageSize, offset, countCap);
  const rows = await (keys[0]?.partition
    ? partitionedPage(db, where, keys[0].partition, keys.slice(1), pageSize, offset)
    : orderedPage(db, where, keys, pageSize, offset));
  return { rows, counted };
}

function orderedPage(db: Database, where: SQL | undefined, keys: SortKey[], limit: number, offset: number) {
  return db
    .select(listingCardColumns)
    .from(apartments)
    .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    .where(where)
    .orderBy(...orderBy(keys))
    .limit(limit)
    .offset(offset);
}

/**
 * The page of `where` ordered by `first` (true first), then `keys`: the rows where `first` holds, and only when
 * they run out before the page ends, the others. Each read can stop after a page by following a sort index
 * (apartments_best_order_idx for the best-match order); sorting by `first` in one query would sort every match.
 */
async function partitionedPage(db: Database, where: SQL | undefined, first: SQL, keys: SortKey[], pageSize: number, offset: number) {
  const head = await orderedPage(db, and(where, first), keys, pageSize, offset);
  if (head.length === pageSize) return head;
  // How many rows come first in all: known from a short page, counted (up to the offset) when the page is past them.
  let firstCount = offset + head.length;
  if (head.length === 0 && offset > 0) {
    const capped = db.select({ one: sql`1` }).from(apartments).where(and(where, first)).limit(offset).as("capped");
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
    firstCount = row?.n ?? 0;
  }
  const tail = await orderedPage(db, and(where, sql`NOT (${first})`), keys, pageSize - head.length, Math.max(0, offset - firstCount));
  return [...head, ...tail];
}

/**
 * "Low to high" by fitting plans walks the plans with this many matches or more (one community in ten at 50,000:
 * a page is found within the first few hundred plans); a narrower search is grouped. Counted past the page's cap
 * to tell them apart.
 */
const FITTING_WALK_MIN_MATCHES = 5000;

/**
 * A price sort by the cheapest fitting plan where the derived rents cannot tell it (a rent floor, bathrooms or a
 * move-in date), without words. `joined` is the search's condition without its EXISTS on one fitting plan, which
 * a join with the fitting plans says.
 *
 * - Grouped ("high to low", or few matches): the matches joined with their fitting plans and grouped, the page cut
 *   from the order of their lowest rents. One pass over the fitting plans and a hash aggregate for a broad search,
 *   index look-ups of the matches' plans for a narrow one; the planner picks. (Ordering every match by a
 *   per-community subquery cost a look-up per match: 16,000 for "$2,000-2,500, high to low" at 50,000.) "High to
 *   low" first groups a few matches whose bedroom rent (a lower bound of the fitting rent) is dearest: the page's
 *   communities rent for at least the page's last rent among them, so only communities with a fitting plan at
 *   that rent or more (floor_plans_rent_idx) are grouped.
 * - Walked ("low to high" with many matches): the fitting plans of matching communities in rent order
 *   (floor_plans_rent_idx), a few hundred at a time. A community's first plan met is its cheapest fitting one, and
 *   every plan under the last rent read has been met, so the page is settled once its last community's rent is
 *   under that edge; otherwise four times as many plans are read.
 */
async function pageByFittingPrice(
  db: Database,
  where: SQL | undefined,
  joined: SQL | undefined,
  condition: SQL,
  descending: boolean,
  lowerBound: SortKey,
  pageSize: number,
  offset: number,
  countCap: number,
  walkBatch?: number,
): Promise<Page> {
  // Only "low to high" chooses by the number of matches; counting thousands costs an EXISTS each.
  const look = descending ? countCap + 1 : Math.max(countCap + 1, FITTING_WALK_MIN_MATCHES);
  const matches = db.select({ one: sql`1` }).from(apartments).where(where).limit(look).as("matches");
  const [count] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  const seen = count?.n ?? 0;
  const counted = Math.min(seen, countCap + 1);
  const fitting = sql`${apartments} JOIN floor_plans f ON f.apartment_id = ${apartments.id} AND ${condition} WHERE ${joined ?? sql`true`}`;
  let ids: number[] = [];
  // (Tests pass walkBatch to take the walk on their small catalogue.)
  if (descending || (seen < FITTING_WALK_MIN_MATCHES && walkBatch === undefined)) {
    const wanted = offset + pageSize;
    let dearEnough = sql``;
    if (descending) {
      // The wanted-th dearest fitting rent among a few matches whose lower bound is dearest: every fitting plan of
      // the page's communities rents for at least that much, so only communities with such a plan are grouped.
      const probed = await db.execute(sql`
        SELECT min(f.rent) AS rent FROM ${fitting} AND ${apartments.id} IN (
          SELECT ${apartments.id} FROM ${apartments} WHERE ${joined ?? sql`true`}
          ORDER BY ${sql.join(orderBy([lowerBound]), sql`, `)} LIMIT ${wanted * 2}
        )
        GROUP BY ${apartments.id} ORDER BY rent DESC LIMIT 1 OFFSET ${wanted - 1}
      `);
      const [row] = (probed as unknown as { rows: { rent: number }[] }).rows;
      // (Uncorrelated: this f is the subquery's own.)
      if (row !== undefined) dearEnough = sql` AND ${apartments.id} IN (SELECT f.apartment_id FROM floor_plans f WHERE f.rent >= ${Number(row.rent)} AND ${condition})`;
    }
    const ranked = await db.execute(sql`
      SELECT ${apartments.id} AS id FROM ${fitting}${dearEnough}
      GROUP BY ${apartments.id}
      ORDER BY min(f.rent) ${sql.raw(descending ? "DESC" : "ASC")}, ${apartments.id}
      LIMIT ${pageSize} OFFSET ${offset}
    `);
    ids = (ranked as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  } else {
    const wanted = offset + pageSize;
    for (let limit = walkBatch ?? Math.max(256, wanted * 8); ; limit *= 4) {
      const read = await db.execute(sql`SELECT f.apartment_id AS id, f.rent FROM ${fitting} ORDER BY f.rent, f.id LIMIT ${limit}`);
      const plans = (read as unknown as { rows: { id: number; rent: number }[] }).rows;
      const cheapest = new Map<number, number>();
      for (const plan of plans) if (!cheapest.has(Number(plan.id))) cheapest.set(Number(plan.id), Number(plan.rent));
      const ranked = [...cheapest].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
      const kth = ranked[wanted - 1]?.[1];
      if (plans.length < limit || (kth !== undefined && kth < Number(plans.at(-1)!.rent))) {
        ids = ranked.slice(offset, wanted).map(([id]) => id);
        break;
      }
    }
  }
  if (ids.length === 0) return { rows: [], counted };
  const rows = await db
    .select(listingCardColumns)
    .from(apartments)
    .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    .where(inArray(apartments.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), counted };
}

/**
 * The page of matches collected first, then sorted: a search with words, and one with few matches. With words,
 * the text decides: its matches are found first, by their indexes, and the other filters are checked
 * on those communities only. The matches (id and sort keys) are collected once, in a CTE that the count and the
 * page both read; PostgreSQL materializes a CTE read twice, so the planner plans the collection with no LIMIT in
 * sight. (Left in one query with a LIMIT, it would walk all communities in some order and test the text on
 * each: seconds at 50,000.) Only the page's 24 communities are then joined for their cards. The count is the
 * row the page hangs on, so a page past the end still learns the total.
 */
async function collectedPage(db: Database, where: SQL | undefined, keys: SortKey[], pageSize: number, offset: number, countCap: number): Promise<Page> {
  const keyColumns = Object.fromEntries(keys.map((key, i) => [`k${i}`, sql`${key.value}`.as(`k${i}`)]));
  const matches = db.$with("matches").as(db.select({ id: apartments.id, ...keyColumns }).from(apartments).where(where));
  // The same keys, read back from the columns k0, k1, ... of the CTE or of the page.
  const matchKeys = (source: object) => keys.map((key, i) => ({ ...key, value: (source as Record<string, SQL.Aliased>)[`k${i}`]! }));
  const page = db
    .select()
    .from(matches)
    .orderBy(...orderBy(matchKeys(matches)))
    .limit(pageSize)
    .offset(offset)
    .as("page");
  const counted = db
    .select({ n: sql<number>`count(*)::int`.as("n") })
    .from(db.select({ one: sql`1` }).from(matches).limit(countCap + 1).as("capped"))
    .as("counted");
  const rows = await db
    .with(matches)
    .select({ ...listingCardColumns, counted: counted.n })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(apartments, eq(apartments.id, page.id))
    .leftJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
    .orderBy(...orderBy(matchKeys(page)));
  return { rows: rows.filter((row) => row.id !== null), counted: Number(rows[0]?.counted ?? 0) };
}

export async function searchApartments(
  db: Database,
  filters: ListingFilters,
  /**
   * For tests on a small catalogue: `fittingWalkBatch`, how many plans a "low to high" walk reads first (small, to
   * read further); `fewMatches`, up to how many matches are collected rather than read in a sort index's order.
   */
  options: { pageSize?: number; now?: Date; fittingWalkBatch?: number; fewMatches?: number } = {},
): Promise<ApartmentSearchResult> {
  const pageSize = options.pageSize ?? LISTINGS_PAGE_SIZE;
  const pattern = filters.q !== null ? containsPattern(filters.q) : null;
  const resolved = await resolveSearch(db, filters, pattern);
  const text: TextSearch | null = filters.q !== null && pattern !== null ? { q: filters.q, pattern, neighborhoods: resolved.textMatches } : null;
  const where = whereOf(filters, resolved, text);
  const offset = (filters.page - 1) * pageSize;
  const countCap = countCapFor(offset, pageSize);
  const keys = sortKeys(filters, text, options.now ?? new Date());
  const priceSort = filters.sort === "price-asc" || filters.sort === "price-desc";
  const fittingSort = !text && priceSort && priceSortNeedsFittingPlans(filters) && !derivedRentDecides(filters) ? fittingPlanCondition(filters) : null;
  const { rows, counted } = fittingSort
    ? await pageByFittingPrice(
        db,
        where,
        whereOf(filters, resolved, text, false),
        fittingSort,
        filters.sort === "price-desc",
        { value: bedroomRent(filters), descending: true, nullsFirst: filters.beds !== null },
        pageSize,
        offset,
        countCap,
        options.fittingWalkBatch,
      )
    : text
      ? await collectedPage(db, where, keys, pageSize, offset, countCap)
      : await pageByFilters(db, where, keys, pageSize, offset, countCap, options.fewMatches);
  const totalCapped = counted > countCap;
  const fitting = searchNarrowsPlans(filters) ? fittingPlanCondition(filters) : null;
  // The specials shown are those running on Houston's day of `now`.
  const today = houstonCalendarDate(options.now ?? new Date());
  const items = rows.map((row) => toListingCard(row, asksAboutPets(filters), today));
  if (fitting) {
    const plans = await fittingPlansOf(db, items.map((item) => item.id), fitting);
    for (const item of items) item.fittingPlans = plans.get(item.id) ?? [];
  }
  return { items, total: totalCapped ? countCap : counted, totalCapped, page: filters.page, pageSize };
}

/** A saved search watches at most this many of its matches: the newest communities (by id), so new ones are always in. */
export const WATCHED_MATCHES_CAP = 500;

/**
 * What a saved search returns now, for its alerts (core/alerts/detect-changes.ts): the matching communities, newest
 * first and at most `limit`, each with the plans that fit the search (every plan when the search does not narrow
 * plans), with their rent and whether they have open units. The same conditions as the page (whereOf, planFilters).
 */
export async function watchedMatches(db: Database, filters: ListingFilters, limit = WATCHED_MATCHES_CAP): Promise<CurrentCommunity[]> {
  const pattern = filters.q !== null ? containsPattern(filters.q) : null;
  const resolved = await resolveSearch(db, filters, pattern);
  const text: TextSearch | null = filters.q !== null && pattern !== null ? { q: filters.q, pattern, neighborhoods: resolved.textMatches } : null;
  const communities = await db
    .select({ id: apartments.id, slug: apartments.slug, title: apartments.title })
    .from(apartments)
    .where(whereOf(filters, resolved, text))
    .orderBy(desc(apartments.id))
    .limit(limit);
  if (communities.length === 0) return [];
  const condition = fittingPlanCondition(filters) ?? sql`true`;
  const result = await db.execute(sql`
    SELECT f.id, f.apartment_id, f.name, f.beds, f.rent, f.units_available > 0 AS available
    FROM floor_plans f
    WHERE f.apartment_id IN (${sql.join(communities.map((c) => sql`${c.id}::int`), sql`, `)}) AND ${condition}
    ORDER BY f.id
  `);
  const rows = (result as unknown as { rows: { id: number; apartment_id: number; name: string; beds: number; rent: number; available: boolean }[] }).rows;
  const plansOf = new Map<number, CurrentCommunity["plans"]>();
  for (const row of rows) {
    const id = Number(row.apartment_id);
    plansOf.set(id, [...(plansOf.get(id) ?? []), { id: Number(row.id), name: row.name, beds: Number(row.beds), rent: Number(row.rent), available: Boolean(row.available) }]);
  }
  return communities.map((community) => ({ ...community, plans: plansOf.get(community.id) ?? [] }));
}
