/**
 * Catalogue reads kept in memory per database until catalogue_revision moves.
 * Every write to neighborhoods, communities, plans, amenities or photos bumps
 * that counter, from any process (db/migrations: the bump_catalogue_revision
 * triggers), so a cached value is never served after an admin's change. The
 * server hands in a feed that learns the revision by LISTEN/NOTIFY
 * (db/catalogue-revision-feed.ts: at once embedded, within about a second
 * across PostgreSQL processes), so a use pays no query for it; without one
 * (tests), or while the feed cannot vouch for the revision (its connection is
 * down), each use pays one primary-key read of the counter.
 * Concurrent requests share a single load; a failed load is not kept.
 * Values are frozen: they are shared by every request that reads them.
 * Blog posts are not cached here (a published post's writes do bump the
 * revision, migration 0019, for the kept public renders of server/public-render-cache.ts).
 */
import { houstonCalendarDate } from "../../core/format/dates.ts";
import type { CatalogueRevisionFeed } from "../../db/catalogue-revision-feed.ts";
import type { Database } from "../../db/client-types.ts";
import { countCatalogue, listAmenities, listFeaturedApartments, listNeighborhoods, type AmenitySummary, type NeighborhoodSummary } from "../../db/queries/catalog.ts";
import { withCoverPhotos } from "../../db/queries/photos.ts";
import { readCatalogueRevision } from "../../db/queries/match-catalogue.ts";

interface Generation {
  revision: number;
  values: Map<string, Promise<unknown>>;
}

const generations = new WeakMap<Database, Generation>();
const feeds = new WeakMap<Database, Pick<CatalogueRevisionFeed, "current">>();

/** From now on the revision of this database's catalogue comes from the feed whenever it knows it. */
export function setCatalogueRevisionFeed(db: Database, feed: Pick<CatalogueRevisionFeed, "current">): void {
  feeds.set(db, feed);
}

/**
 * `load()`'s value for the catalogue as it is now, from memory when the revision has not moved since it was loaded.
 * `freeze: false` for a value too large to walk (the matching snapshot), whose users never change it.
 */
/** The catalogue revision now: from the feed when it vouches for it (no query), else one primary-key read. */
export async function currentCatalogueRevision(db: Database): Promise<number> {
  return feeds.get(db)?.current() ?? (await readCatalogueRevision(db));
}

export async function perCatalogueRevision<T>(db: Database, key: string, load: () => Promise<T>, options: { freeze?: boolean } = {}): Promise<T> {
  const revision = await currentCatalogueRevision(db);
  let generation = generations.get(db);
  if (!generation || revision > generation.revision) {
    generation = { revision, values: new Map() };
    generations.set(db, generation);
  } else if (revision < generation.revision) {
    // A request that read the counter just before a newer one filled the cache: read, do not keep.
    return load();
  }
  const cached = generation.values.get(key) as Promise<T> | undefined;
  if (cached) return cached;
  const values = generation.values;
  const loaded = options.freeze === false ? load() : load().then(deepFreeze);
  values.set(key, loaded);
  loaded.catch(() => {
    if (values.get(key) === loaded) values.delete(key);
  });
  return loaded;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Every neighborhood, featured first, then by name (listNeighborhoods). */
export function readNeighborhoods(db: Database): Promise<readonly NeighborhoodSummary[]> {
  return perCatalogueRevision(db, "neighborhoods", () => listNeighborhoods(db));
}

/** The home page's neighborhood cards: the first six featured ones, with their cover photos. */
export function readFeaturedNeighborhoodCards(db: Database) {
  return perCatalogueRevision(db, "featured-neighborhood-cards", async () => {
    const featured = (await readNeighborhoods(db)).filter((neighborhood) => neighborhood.featured).slice(0, 6);
    return withCoverPhotos(db, "neighborhood", featured);
  });
}

/**
 * The home page's community cards: six featured ones, with their cover photos. Kept per Houston day as well: a card
 * shows the move-in special running that day, and one that has ended leaves the cards at midnight whether or not the
 * catalogue moved.
 */
export function readFeaturedApartmentCards(db: Database, today = houstonCalendarDate(new Date())) {
  return perCatalogueRevision(db, `featured-apartment-cards ${today}`, async () => withCoverPhotos(db, "apartment", await listFeaturedApartments(db, 6, today)));
}

export function readAmenities(db: Database): Promise<readonly AmenitySummary[]> {
  return perCatalogueRevision(db, "amenities", () => listAmenities(db));
}

export function readCatalogueCounts(db: Database): Promise<{ neighborhoods: number; apartments: number }> {
  return perCatalogueRevision(db, "counts", () => countCatalogue(db));
}
