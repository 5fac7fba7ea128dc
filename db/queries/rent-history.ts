/**
 * Floor plans' rent histories (issue 29, migration 0033): read for many plans in one query, and the latest change of
 * each, for the apartment page, /compare, saved-search alerts and the back office. The rows are written by the
 * floor_plans triggers only; nothing here writes them.
 */
import { asc, inArray, sql } from "drizzle-orm";
import { latestRentChange, type RENT_SOURCES as CORE_RENT_SOURCES, type RentChange, type RentRecord, type RentSource } from "../../core/pricing/rent-history.ts";
import type { Database } from "../client-types.ts";
import { floorPlanRentHistory, type RENT_SOURCES } from "../schema/index.ts";

// core's list and the table's CHECK are one list: a source added to one and not the other fails the type check.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameSources: Same<(typeof RENT_SOURCES)[number], (typeof CORE_RENT_SOURCES)[number]> = true;
void sameSources;

/** The histories of the plans, each oldest first (by recordedAt, then id); a plan without rows has none in the map. */
export async function listRentHistories(db: Database, planIds: readonly number[]): Promise<Map<number, RentRecord[]>> {
  const histories = new Map<number, RentRecord[]>();
  const ids = [...new Set(planIds)];
  if (ids.length === 0) return histories;
  const rows = await db
    .select({ planId: floorPlanRentHistory.floorPlanId, rent: floorPlanRentHistory.rent, recordedAt: floorPlanRentHistory.recordedAt, source: floorPlanRentHistory.source })
    .from(floorPlanRentHistory)
    .where(inArray(floorPlanRentHistory.floorPlanId, ids))
    .orderBy(asc(floorPlanRentHistory.floorPlanId), asc(floorPlanRentHistory.recordedAt), asc(floorPlanRentHistory.id));
  for (const row of rows) {
    const record: RentRecord = { rent: row.rent, recordedAt: row.recordedAt.toISOString(), source: row.source as RentSource };
    const list = histories.get(row.planId);
    if (list) list.push(record);
    else histories.set(row.planId, [record]);
  }
  return histories;
}

/** The latest change of rent of each plan that has one (and whose history ends at the rent it has now). */
export async function latestRentChanges(db: Database, plans: readonly { id: number; rent: number }[]): Promise<Map<number, RentChange>> {
  const histories = await listRentHistories(db, plans.map((plan) => plan.id));
  const changes = new Map<number, RentChange>();
  for (const plan of plans) {
    const change = latestRentChange(histories.get(plan.id) ?? [], plan.rent);
    if (change) changes.set(plan.id, change);
  }
  return changes;
}

/**
 * Makes the rest of the transaction's rent changes recorded as `source` (and the import that made them): the trigger
 * reads app.rent_source and app.import_id, local to the transaction. Without it a change is recorded as 'admin'.
 */
export async function recordRentChangesAs(tx: Pick<Database, "execute">, source: Exclude<RentSource, "first-record">, importId?: number): Promise<void> {
  await tx.execute(sql`SELECT set_config('app.rent_source', ${source}, true)`);
  if (importId !== undefined) await tx.execute(sql`SELECT set_config('app.import_id', ${String(importId)}, true)`);
}
