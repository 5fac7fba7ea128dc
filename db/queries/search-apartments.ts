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
 * The text query matches the title, the neighborhood (name and aliases) and
 * the description, tolerating typos through pg_trgm: "Montose" finds
 * Montrose, "galeria" finds Uptown (alias "galleria"). Every branch of that OR
 * is indexable (trigram GIN on title and description, b-tree on the
 * neighborhood), so it stays a bitmap scan at 50,000 communities.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { priceBounds, type ListingFilters } from "../../core/search/listing-filters.ts";
import type { Database } from "../client-types.ts";
import { apartments, neighborhoods } from "../schema/index.ts";
import { apartmentCardColumns, toApartmentCard, type ApartmentCard } from "./catalog.ts";

export const LISTINGS_PAGE_SIZE = 24;

export interface ApartmentSearchResult {
  items: ApartmentCard[];
  total: number;
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

function textCondition({ q, pattern, neighborhoods: matched }: TextSearch): SQL {
  const branches: SQL[] = [
    sql`${apartments.title} ILIKE ${pattern}`,
    sql`${apartments.title} %> ${q}`,
    sql`${apartments.description} ILIKE ${pattern}`,
  ];
  if (matched.length > 0) branches.push(inArray(apartments.neighborhoodId, matched.map((n) => n.id)));
  return sql`(${sql.join(branches, sql` OR `)})`;
}

/** How well a community fits the text: its title first, then its neighborhood, then a mention in the description. */
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
    CASE WHEN ${apartments.description} ILIKE ${pattern} THEN 0.5 ELSE 0 END
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
      return [desc(apartments.yearBuilt), asc(apartments.id)];
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
  // Every condition is on apartments (neighborhoods are resolved to ids), so the count needs no join.
  const [rows, [count]] = await Promise.all([
    db
      .select(apartmentCardColumns)
      .from(apartments)
      .innerJoin(neighborhoods, eq(neighborhoods.id, apartments.neighborhoodId))
      .where(where)
      .orderBy(...orderOf(filters, text))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(apartments).where(where),
  ]);
  return { items: rows.map(toApartmentCard), total: count?.n ?? 0, page: filters.page, pageSize };
}
