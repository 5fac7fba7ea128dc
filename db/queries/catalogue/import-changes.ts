/**
 * A preview's changes as rows (catalogue_import_changes, decision 039 "Scale"): written by the plan's sink as the
 * file is planned, read back a batch at a time by Apply and a page at a time by the preview, deleted once the
 * import is applied or discarded. Nothing here holds a whole file's change set.
 */
import { and, asc, count, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { ChangeSink, CommunityChange, PlanChange, PlannedChange } from "../../../core/catalogue/import-plan.ts";
import type { PreviewSample, ViewLimits } from "../../../core/catalogue/import-view.ts";
import type { Database } from "../../client-types.ts";
import { catalogueImportChanges } from "../../schema/index.ts";
import type { Tx } from "../admin/audited-tables.ts";
import { insertJsonRows } from "../json-insert.ts";

const RESOURCE = { community: "apartments", plan: "floor-plans" } as const;
type Resource = keyof typeof RESOURCE;
type ChangeOf<R extends Resource> = R extends "community" ? CommunityChange : PlanChange;

/** How many change rows one statement writes or reads. */
export const CHANGE_BATCH = 2_000;

/** The sink a preview plans into: each batch written as it comes, numbered in the plan's order. */
export function changeSink(db: Database, importId: number): ChangeSink {
  let seq = 0;
  return async (changes) => {
    for (let i = 0; i < changes.length; i += CHANGE_BATCH) {
      const rows = changes.slice(i, i + CHANGE_BATCH).map(({ resource, change }) => ({
        importId,
        seq: ++seq,
        resource: RESOURCE[resource],
        action: change.action,
        change: change as unknown as Record<string, unknown>,
      }));
      await insertJsonRows(db, catalogueImportChanges, rows);
    }
  };
}

/** The import's changes of one resource and action, in the plan's order, a batch at a time. */
export async function* importChanges<R extends Resource>(db: Database | Tx, importId: number, resource: R, action: "create" | "update", batch = CHANGE_BATCH): AsyncGenerator<ChangeOf<R>[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ seq: catalogueImportChanges.seq, change: catalogueImportChanges.change })
      .from(catalogueImportChanges)
      .where(and(eq(catalogueImportChanges.importId, importId), eq(catalogueImportChanges.resource, RESOURCE[resource]), eq(catalogueImportChanges.action, action), gt(catalogueImportChanges.seq, after)))
      .orderBy(asc(catalogueImportChanges.seq))
      .limit(batch);
    if (rows.length === 0) return;
    after = rows.at(-1)!.seq;
    yield rows.map((row) => row.change as unknown as ChangeOf<R>);
    if (rows.length < batch) return;
  }
}

/** A changed record the preview lists: a community whose own fields changed, or a changed plan. */
const isChangedRecord = (importId: number): SQL =>
  and(
    eq(catalogueImportChanges.importId, importId),
    eq(catalogueImportChanges.action, "update"),
    or(eq(catalogueImportChanges.resource, RESOURCE.plan), sql`jsonb_array_length(${catalogueImportChanges.change} -> 'changes') > 0`),
  )!;

/** The first records of each group, for the preview's page (core/catalogue/import-view.ts). */
export async function previewSample(db: Database, importId: number, limits: ViewLimits): Promise<PreviewSample> {
  const first = async <R extends Resource>(resource: R, action: "create" | "update", limit: number) => {
    for await (const batch of importChanges(db, importId, resource, action, limit)) return batch;
    return [];
  };
  const changedRows = await db
    .select({ resource: catalogueImportChanges.resource, change: catalogueImportChanges.change })
    .from(catalogueImportChanges)
    .where(isChangedRecord(importId))
    .orderBy(asc(catalogueImportChanges.seq))
    .limit(limits.changed);
  const [total] = await db.select({ n: count() }).from(catalogueImportChanges).where(isChangedRecord(importId));
  return {
    newCommunities: await first("community", "create", limits.created),
    newPlans: await first("plan", "create", limits.created),
    changed: changedRows.map((row) =>
      row.resource === RESOURCE.community ? { resource: "community", change: row.change as unknown as CommunityChange } : { resource: "plan", change: row.change as unknown as PlanChange },
    ) satisfies PlannedChange[],
    changedTotal: Number(total?.n ?? 0),
  };
}

/** Lets go of an import's changes (applied or discarded). */
export async function deleteImportChanges(db: Database | Tx, importId: number): Promise<void> {
  await db.delete(catalogueImportChanges).where(eq(catalogueImportChanges.importId, importId));
}
