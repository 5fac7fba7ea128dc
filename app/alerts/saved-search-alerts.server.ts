/**
 * The renter's alert count as of the catalogue revision now (decision 027). The root loader (header) and /account's
 * loader run side by side on one page load: when the catalogue has moved, they share one check of the renter's
 * searches instead of each running them.
 */
import type { Database } from "../../db/client-types.ts";
import { countSavedSearchAlerts } from "../../db/queries/saved-searches.ts";
import { currentCatalogueRevision } from "../catalogue/revision-cache.server.ts";

const inFlight = new WeakMap<Database, Map<string, Promise<number>>>();

export async function savedSearchAlertCount(db: Database, userId: number): Promise<number> {
  const revision = await currentCatalogueRevision(db);
  let running = inFlight.get(db);
  if (!running) inFlight.set(db, (running = new Map()));
  const key = `${userId}:${revision}`;
  const pending = running.get(key);
  if (pending) return pending;
  const counted = countSavedSearchAlerts(db, userId, revision).finally(() => running.delete(key));
  running.set(key, counted);
  return counted;
}
