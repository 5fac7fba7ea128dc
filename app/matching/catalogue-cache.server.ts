/**
 * The matching catalogue, loaded once per database and reused until the
 * catalogue_revision counter moves (any write to communities, plans, amenities
 * or neighborhoods bumps it, from any process): the catalogue reads' cache
 * (app/catalogue/revision-cache.server.ts), where the server's revision feed
 * spares requests the read of the counter. Concurrent requests share a single
 * reload; a failed load is not kept.
 */
import type { Database } from "../../db/client-types.ts";
import { loadMatchCatalogue, type MatchCatalogue } from "../../db/queries/match-catalogue.ts";
import { perCatalogueRevision } from "../catalogue/revision-cache.server.ts";

export function getMatchCatalogue(db: Database): Promise<MatchCatalogue> {
  // Tens of thousands of communities: not frozen (walking it would cost a reload's worth); nothing changes it.
  return perCatalogueRevision(db, "match-catalogue", () => loadMatchCatalogue(db), { freeze: false });
}
