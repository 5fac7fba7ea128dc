/**
 * The matching catalogue, loaded once per database and reused until the
 * catalogue_revision counter moves (any write to communities, plans, amenities
 * or neighborhoods bumps it, from any process). The server hands in a feed
 * that learns the revision by LISTEN/NOTIFY (db/catalogue-revision-feed.ts), so
 * a request pays no query for it; without one (tests), or while the feed cannot
 * vouch for the revision (its PostgreSQL connection is down), each request pays
 * one primary-key read. Concurrent requests share a single reload.
 */
import type { CatalogueRevisionFeed } from "../../db/catalogue-revision-feed.ts";
import type { Database } from "../../db/client-types.ts";
import { loadMatchCatalogue, readCatalogueRevision, type MatchCatalogue } from "../../db/queries/match-catalogue.ts";

interface Entry {
  revision: number;
  catalogue: Promise<MatchCatalogue>;
}

const cache = new WeakMap<Database, Entry>();
const feeds = new WeakMap<Database, Pick<CatalogueRevisionFeed, "current">>();

/** From now on the revision of this database's catalogue comes from the feed whenever it knows it. */
export function setCatalogueRevisionFeed(db: Database, feed: Pick<CatalogueRevisionFeed, "current">): void {
  feeds.set(db, feed);
}

export async function getMatchCatalogue(db: Database): Promise<MatchCatalogue> {
  const revision = feeds.get(db)?.current() ?? (await readCatalogueRevision(db));
  const entry = cache.get(db);
  if (entry && entry.revision === revision) return entry.catalogue;
  const catalogue = loadMatchCatalogue(db);
  cache.set(db, { revision, catalogue });
  // A failed load must not stick: the next request tries again.
  catalogue.catch(() => {
    if (cache.get(db)?.catalogue === catalogue) cache.delete(db);
  });
  return catalogue;
}
