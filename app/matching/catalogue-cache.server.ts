/**
 * The matching catalogue, loaded once per database and reused until the
 * catalogue_revision counter moves (any write to communities, plans, amenities
 * or neighborhoods bumps it, from any process). Each request pays one
 * primary-key read; concurrent requests share a single reload.
 */
import type { Database } from "../../db/client-types.ts";
import { loadMatchCatalogue, readCatalogueRevision, type MatchCatalogue } from "../../db/queries/match-catalogue.ts";

interface Entry {
  revision: number;
  catalogue: Promise<MatchCatalogue>;
}

const cache = new WeakMap<Database, Entry>();

export async function getMatchCatalogue(db: Database): Promise<MatchCatalogue> {
  const revision = await readCatalogueRevision(db);
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
