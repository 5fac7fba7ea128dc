/**
 * The apartment search behind /listings and GET /api/apartments.
 *
 * Plan-level filters (rent window, bedrooms, bathrooms, move-in date) must all
 * hold for ONE floor plan: "2 beds under $1,800" means a 2-bed plan that rents
 * for $1,800 or less, not a cheap studio next to a dear 2-bed. That is an
 * EXISTS on floor_plans; the trigger-maintained derived_* ranges of the
 * community are added as necessary conditions so the planner can narrow the
 * communities by index before looking at plans.
 *
 * The text query matches the title and the neighborhood (name and aliases)
 * tolerating typos through pg_trgm on those short strings: "Montose" finds
 * Montrose, "galeria" finds Uptown (alias "galleria"). The long description is
 * matched by words with full-text search (English stemming: "lofts" finds
 * "loft"), not by ILIKE '%...%', which at 50,000 communities meant rechecking
 * thousands of long texts for a common word. Every way to match is indexable
 * (trigram GIN on the title, expression GIN on the description's tsvector,
 * b-tree on the neighborhood); see textCondition.
 *
 * The total is exact up to a cap: counting 13,000 matches costs more than the
 * whole page, and nobody reads "13,482" differently from "1,000+". Past the
 * cap the result says so (totalCapped) and total is a lower bound.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { priceBounds, type ListingFilters } from "../../core/search/listing-filters.ts";
import type { Database } from "../client-types.ts";
import { apartments, neighborhoods } from "../schema/index.ts";
import { apartmentCardColumns, toApartmentCard, type ApartmentCard } from "./catalog.ts";

export const LISTINGS_PAGE_SIZE = 24;

/** Totals are counted exactly up to this many matches (a multiple of it on deep pages), then shown as "1,000+". */
export const EXACT_TOTAL_CAP = 1000;

export interface ApartmentSearchResult {
  items: ApartmentCard[];
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

/** Conditions that must hold for one floor plan of the community, or null when none apply. */
function planConditions(filters: ListingFilters): SQL[] {
  const { min, max } = priceBounds(filters);
  const conditions: SQL[] = [];
  if (max !== null) conditions.push(sql`f.rent <= ${max}`);
  if (min !== null) conditions.push(sql`f.rent >= ${min}`);
  if (filters.beds !== null) conditions.push(filters.beds === 0 ? sql`f.beds = 0` : sql`f.beds >= ${filters.beds}`);
  if (filters.baths !== null) conditions.push(sql`f.baths >= ${filters.baths}`);
  if (filters.availableBy !== null) {
    conditions.push(sql`f.units_available > 0`, sql`f.available_from <= ${filters.availableBy}::date`);
  }
  return conditions;
}

/** Necessary conditions on the community's derived ranges, implied by the plan conditions: they let indexes narrow first. */
function rangeConditions(filters: ListingFilters): SQL[] {
  const { min, max } = priceBounds(filters);
  const conditions: SQL[] = [];
  if (max !== null) conditions.push(sql`${apartments.minPrice} <= ${max}`);
  if (min !== null) conditions.push(sql`${apartments.maxPrice} >= ${min}`);
  if (filters.beds !== null) {
    conditions.push(filters.beds === 0 ? sql`${apartments.minBeds} = 0` : sql`${apartments.maxBeds} >= ${filters.beds}`);
  }
  if (filters.baths !== null) conditions.push(sql`${apartments.maxBaths} >= ${filters.baths}`);
  if (filters.availableBy !== null) conditions.push(sql`${apartments.earliestAvailable} <= ${filters.availableBy}::date`);
  return conditions;
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
  const score =
    q !== null && pattern !== null
      ? sql`greatest(
          word_similarity(${q}, n.name), word_similarity(n.name, ${q}),
          coalesce((SELECT max(greatest(word_similarity(${q}, alias), word_similarity(alias, ${q}))) FROM unnest(n.aliases) AS alias), 0),
          CASE WHEN n.name ILIKE ${pattern} THEN 1 ELSE 0 END
        )`
      : sql`0`;
  const matches =
    q !== null && pattern !== null
      ? sql`(n.name ILIKE ${pattern} OR ${q} <% n.name OR n.name <% ${q}
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

interface TextSearch {
  q: string;
  pattern: string;
  neighborhoods: NeighborhoodTextMatch[];
}

/** Must stay the expression of apartments_description_fts_idx (db/schema/catalog.ts), or the index is not used. */
const descriptionVector = sql`to_tsvector('english'::regconfig, coalesce(${apartments.description}, ''))`;

function textCondition({ q, pattern, neighborhoods: matched }: TextSearch): SQL {
  const branches: SQL[] = [
    sql`${apartments.title} ILIKE ${pattern}`,
    sql`${apartments.title} %> ${q}`,
    sql`${descriptionVector} @@ plainto_tsquery('english'::regconfig, ${q})`,
  ];
  if (matched.length > 0) branches.push(inArray(apartments.neighborhoodId, matched.map((n) => n.id)));
  // The text matches are found on their own, by their indexes (a BitmapOr), and only their ids join the rest.
  // Left inline, a LIMIT (the page, the capped count) tempts the planner to walk all communities in some order
  // and test the text on each, tokenizing every description it passes: seconds at 50,000. OFFSET 0 keeps the
  // subquery from being flattened into that plan. Inside it, "apartments" is the subquery's own scan.
  return sql`${apartments.id} IN (SELECT ${apartments.id} FROM ${apartments} WHERE ${sql.join(branches, sql` OR `)} OFFSET 0)`;
}

/**
 * How well a community fits the text: its title first, then its neighborhood, then a mention in the description.
 *
 * Only ever evaluated on matches (it orders the result), so the description needs no second look: a match
 * through the title or the neighborhood already scores at least 0.54 (a trigram match means a word similarity
 * of at least pg_trgm's 0.6 threshold, times 0.9 for the neighborhood), so the floor of 0.5 changes nothing for
 * them, and it is exactly the 0.5 a match through the description alone deserves.
 */
function textScore({ q, pattern, neighborhoods: matched }: TextSearch): SQL {
  const neighborhoodScore =
    matched.length > 0
      ? sql`CASE ${apartments.neighborhoodId} ${sql.join(
          matched.map((n) => sql`WHEN ${n.id}::int THEN ${n.score}::float8`),
          sql` `,
        )} ELSE 0 END`
      : sql`0`;
  return sql`greatest(
    word_similarity(${q}, ${apartments.title}),
    CASE WHEN ${apartments.title} ILIKE ${pattern} THEN 1 ELSE 0 END,
    0.9 * ${neighborhoodScore},
    0.5
  )`;
}

function whereOf(filters: ListingFilters, resolved: ResolvedNeighborhoods, text: TextSearch | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.neighborhoods.length > 0) {
    // Slugs that name no neighborhood match nothing (an empty IN list is not valid SQL).
    conditions.push(resolved.ids.length > 0 ? inArray(apartments.neighborhoodId, resolved.ids) : sql`false`);
  }
  const plan = planConditions(filters);
  if (plan.length > 0) {
    conditions.push(...rangeConditions(filters));
    conditions.push(sql`EXISTS (SELECT 1 FROM floor_plans f WHERE f.apartment_id = ${apartments.id} AND ${sql.join(plan, sql` AND `)})`);
  }
  for (const name of filters.amenities) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM apartment_amenities aa JOIN amenities am ON am.id = aa.amenity_id WHERE aa.apartment_id = ${apartments.id} AND am.name = ${name})`,
    );
  }
  if (filters.pets) conditions.push(eq(apartments.petsAllowed, true));
  if (text) conditions.push(textCondition(text));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderOf(filters: ListingFilters, text: TextSearch | null): SQL[] {
  switch (filters.sort) {
    case "price-asc":
      return [sql`${apartments.minPrice} ASC NULLS LAST`, asc(apartments.id)];
    case "price-desc":
      return [sql`${apartments.minPrice} DESC NULLS LAST`, asc(apartments.id)];
    case "size":
      return [sql`${apartments.maxSqft} DESC NULLS LAST`, asc(apartments.id)];
    case "newest":
      return [sql`${apartments.yearBuilt} DESC NULLS LAST`, asc(apartments.id)];
    case "best": {
      // NULLS LAST spelled out (the columns are NOT NULL anyway) so the order matches apartments_best_order_idx.
      const recency = [sql`${apartments.featured} DESC NULLS LAST`, sql`${apartments.verifiedAt} DESC NULLS LAST`, asc(apartments.id)];
      return text ? [sql`${textScore(text)} DESC`, ...recency] : recency;
    }
  }
}

export async function searchApartments(
  db: Database,
  filters: ListingFilters,
  options: { pageSize?: number } = {},
): Promise<ApartmentSearchResult> {
  const pageSize = options.pageSize ?? LISTINGS_PAGE_SIZE;
  const pattern = filters.q !== null ? containsPattern(filters.q) : null;
  const resolved = await resolveNeighborhoods(db, filters, pattern);
  const text: TextSearch | null =
    filters.q !== null && pattern !== null ? { q: filters.q, pattern, neighborhoods: resolved.textMatches } : null;
  const where = whereOf(filters, resolved, text);
  const offset = (filters.page - 1) * pageSize;
  // Count at most up to the cap, raised in steps of the cap so a deep page still knows whether a next page exists.
  const countCap = EXACT_TOTAL_CAP * Math.ceil((offset + pageSize + 1) / EXACT_TOTAL_CAP);
  // Every condition is on apartments (neighborhoods are resolved to ids), so the count needs no join.
  const matches = db.select({ one: sql`1` }).from(apartments).where(where).limit(countCap + 1).as("matches");
  const [rows, [count]] = await Promise.all([
    db
      .select(apartmentCardColumns)
      .from(apartments)
      .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
      .where(where)
      .orderBy(...orderOf(filters, text))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches),
  ]);
  const n = count?.n ?? 0;
  const totalCapped = n > countCap;
  return { items: rows.map(toApartmentCard), total: totalCapped ? countCap : n, totalCapped, page: filters.page, pageSize };
}
