/**
 * Writing a previewed import (core/catalogue/import-plan.ts), and undoing it (decision 039).
 *
 * Apply: one transaction, all or nothing. Every record the preview read is locked and its version compared
 * with the preview's: a community or plan changed since (in the admin, or by another import) is a conflict,
 * named, and nothing is written. Then the creates and changes, each record's version moved on, one audit entry
 * per record tied by the import's batch id, and the record's before-image kept for undo. Rents written here are
 * recorded in the rent history with the import as their source (the history trigger reads app.rent_source).
 *
 * Undo: while every record the import wrote is still at the version it left, the import is reversed in one
 * transaction: created records deleted, changed ones restored, each with its audit entry.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { summarizeAuditEntry } from "../../../core/admin/audit-summary.ts";
import type { FieldChange, ImportPlan } from "../../../core/catalogue/import-plan.ts";
import { illustrationPath } from "../../../core/illustrations/index.ts";
import { fromHoustonLocalInput } from "../../../core/format/dates.ts";
import { PARKING_AMENITY } from "../../../core/matching/amenity-keys.ts";
import type { Database } from "../../client-types.ts";
import { amenities, apartmentAmenities, apartments, auditLog, catalogueImportRecords, catalogueImports, floorPlans } from "../../schema/index.ts";
import type { Tx } from "../admin/audited-tables.ts";
import { communityColumns, type CommunityValues } from "../admin/resources/apartments.ts";
import { communityFormColumns } from "./snapshot.ts";
import { recordRentChangesAs } from "../rent-history.ts";
import { insertJsonRows } from "../json-insert.ts";
import { deleteImportChanges, importChanges } from "./import-changes.ts";

/** Who runs the import: an administrator, or the command line (no account). */
export interface ImportActor {
  id: number | null;
  username: string;
}

export interface ImportConflict {
  record: string;
  reason: string;
}

export type ApplyResult = { ok: true; importId: number; counts: Record<string, number> } | { ok: false; conflicts: ImportConflict[] };

const BATCH = 500;

function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The noon of a Houston day: availability checked that day, whatever the server's zone. */
function houstonNoon(day: string): Date {
  return fromHoustonLocalInput(`${day}T12:00`) ?? new Date(`${day}T18:00:00Z`);
}

class Conflicts extends Error {
  constructor(readonly conflicts: ImportConflict[]) {
    super("conflicts");
  }
}

/**
 * Applies a previewed import (the admin's, or the command line's right after its preview): its changes read back a
 * batch at a time from the preview's rows, written in one transaction.
 */
export async function applyImport(db: Database, options: { importId: number; actor: ImportActor }): Promise<ApplyResult> {
  const { importId, actor } = options;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(catalogueImports).where(eq(catalogueImports.id, importId)).for("update");
      if (row?.status !== "preview") throw new Conflicts([{ record: `Import #${importId}`, reason: row ? `It is already ${row.status}.` : "It no longer exists." }]);
      if (!row.plan) throw new Conflicts([{ record: `Import #${importId}`, reason: "Its preview is still being made." }]);
      const kind = row.kind as "catalogue" | "price-sheet";
      await recordRentChangesAs(tx, kind === "price-sheet" ? "price-sheet" : "import", importId);
      await checkVersions(tx, importId);
      await writePlan(tx, importId, actor, row.fileName, { kind, totals: (row.plan as ImportPlan).totals });
      await deleteImportChanges(tx, importId);
      await tx.update(catalogueImports).set({ status: "applied", appliedAt: sql`now()`, plan: null }).where(eq(catalogueImports.id, importId));
      return { ok: true as const, importId, counts: row.counts };
    });
  } catch (error) {
    if (error instanceof Conflicts) return { ok: false, conflicts: error.conflicts };
    throw error;
  }
}

/**
 * Locks every record the preview read (in id order, one statement per table) and refuses when one moved on since
 * the preview, or when a slug it would create was taken since.
 */
async function checkVersions(tx: Tx, importId: number) {
  const rowsOf = (result: unknown) => (result as { rows: { record: string; deleted: boolean }[] }).rows;
  const changes = (resource: string, action: string) => sql`SELECT change FROM catalogue_import_changes WHERE import_id = ${importId} AND resource = ${resource} AND action = ${action}`;
  await tx.execute(sql`SELECT a.id FROM apartments a JOIN (${changes("apartments", "update")}) c ON a.id = (c.change->>'id')::int ORDER BY a.id FOR NO KEY UPDATE OF a`);
  await tx.execute(sql`SELECT f.id FROM floor_plans f JOIN (${changes("floor-plans", "update")}) c ON f.id = (c.change->>'id')::int ORDER BY f.id FOR NO KEY UPDATE OF f`);
  const conflicts: ImportConflict[] = [];
  const communities = await tx.execute(sql`
    SELECT c.change->>'title' AS record, a.id IS NULL AS deleted
    FROM (${changes("apartments", "update")}) c LEFT JOIN apartments a ON a.id = (c.change->>'id')::int
    WHERE a.id IS NULL OR a.version <> (c.change->>'version')::int`);
  for (const { record, deleted } of rowsOf(communities)) conflicts.push({ record, reason: deleted ? "It was deleted after the preview." : "It was changed after the preview (in the admin or by another import)." });
  const plans = await tx.execute(sql`
    SELECT 'Floor plan “' || (c.change->'values'->>'name') || '” of ' || (c.change->>'community') AS record, f.id IS NULL AS deleted
    FROM (${changes("floor-plans", "update")}) c LEFT JOIN floor_plans f ON f.id = (c.change->>'id')::int
    WHERE f.id IS NULL OR f.version <> (c.change->>'version')::int`);
  for (const { record, deleted } of rowsOf(plans)) conflicts.push({ record, reason: deleted ? "It was deleted after the preview." : "It was changed after the preview." });
  const taken = await tx.execute(sql`
    SELECT a.slug AS record, false AS deleted FROM (${changes("apartments", "create")}) c JOIN apartments a ON a.slug = c.change->>'slug'`);
  for (const { record } of rowsOf(taken)) conflicts.push({ record, reason: "A community with this slug was created after the preview." });
  if (conflicts.length) throw new Conflicts(conflicts);
}

type AuditRow = typeof auditLog.$inferInsert;
type RecordRow = typeof catalogueImportRecords.$inferInsert;

function changeRecord(changes: readonly FieldChange[], side: "before" | "after"): Record<string, string> {
  return Object.fromEntries(changes.map((c) => [c.column, c[side]]));
}

async function writePlan(tx: Tx, importId: number, actor: ImportActor, fileName: string, plan: Pick<ImportPlan, "kind" | "totals">) {
  const { totals } = plan;
  const batchId = `import:${importId}`;
  const bulk = { action: `Import #${importId} (${fileName})`, count: totals.newCommunities + totals.changedCommunities + totals.newPlans + totals.changedPlans };
  // Audit entries and undo records are written as each batch goes, never held for the whole import.
  const audit: AuditRow[] = [];
  const records: RecordRow[] = [];
  const flush = async () => {
    for (const batch of chunks(audit.splice(0), 2_000)) await insertJsonRows(tx, auditLog, batch);
    for (const batch of chunks(records.splice(0), 2_000)) await insertJsonRows(tx, catalogueImportRecords, batch);
  };
  const entry = (resource: "apartments" | "floor-plans", action: "create" | "update", recordId: number, version: number, label: string, changes: readonly FieldChange[]) => {
    audit.push({
      actorId: actor.id,
      actorUsername: actor.username,
      action,
      resource,
      recordId: String(recordId),
      recordVersion: version,
      batchId,
      summary: summarizeAuditEntry({ action, resource, label, fields: changes.map((c) => c.column), bulk }),
      before: action === "create" ? null : changeRecord(changes, "before"),
      after: changeRecord(changes, "after"),
    });
  };
  const [parking] = await tx.select({ id: amenities.id }).from(amenities).where(eq(amenities.name, PARKING_AMENITY));

  // Communities: the new ones in batches (their ids kept for their plans).
  const idBySlug = new Map<string, number>();
  for await (const batch of importChanges(tx, importId, "community", "create", BATCH)) {
    const rows = batch.map((c) => {
      const columns = communityColumns(c.values as unknown as CommunityValues);
      return { change: c, columns: { ...columns, imageUrl: illustrationPath("apartment", columns.slug), verifiedAt: houstonNoon(c.verifiedOn!), locationApproximate: c.locationApproximate } };
    });
    const bySlug = new Map(rows.map((r) => [r.columns.slug, r.change]));
    const inserted = await insertJsonRows(tx, apartments, rows.map((r) => r.columns), ["id", "slug", "version"]);
    const links: (typeof apartmentAmenities.$inferInsert)[] = [];
    for (const row of inserted) {
      const c = bySlug.get(row.slug)!;
      idBySlug.set(c.slug, row.id);
      entry("apartments", "create", row.id, row.version, c.title, [{ column: "Community", before: "", after: c.title }]);
      records.push({ importId, resource: "apartments", recordId: row.id, action: "create", versionAfter: row.version, before: null });
      for (const link of c.amenities ?? []) if (link.id !== parking?.id) links.push({ apartmentId: row.id, amenityId: link.id, note: link.note });
    }
    for (const linkBatch of chunks(links, BATCH * 4)) await insertJsonRows(tx, apartmentAmenities, linkBatch);
    await flush();
  }

  // Changed communities, a batch at a time with their before-images kept for undo. One whose own fields changed is
  // written one statement each; one whose plans alone changed (or only its availability stamp: a price sheet)
  // moves its version in one statement per batch and stamp.
  for await (const batch of importChanges(tx, importId, "community", "update")) {
    const ids = batch.map((c) => c.id!);
    const beforeRows = new Map<number, Record<string, unknown>>();
    const rows = await tx.select().from(apartments).where(inArray(apartments.id, ids));
    const linkRows = await tx.select().from(apartmentAmenities).where(inArray(apartmentAmenities.apartmentId, ids));
    for (const row of rows) {
      const { descriptionSearch: _search, ...kept } = row;
      beforeRows.set(row.id, { ...kept, amenityLinks: linkRows.filter((l) => l.apartmentId === row.id && l.amenityId !== parking?.id).map((l) => ({ id: l.amenityId, note: l.note })) });
    }
    const rewritten = batch.filter((c) => plan.kind === "catalogue" && c.changes.length > 0);
    const stamped = batch.filter((c) => !(plan.kind === "catalogue" && c.changes.length > 0));
    for (const c of rewritten) {
      const set: Partial<typeof apartments.$inferInsert> = communityColumns(c.values as unknown as CommunityValues);
      if (c.verifiedOn) set.verifiedAt = houstonNoon(c.verifiedOn);
      const [row] = await tx
        .update(apartments)
        .set({ ...set, version: sql`${apartments.version} + 1`, updatedAt: sql`now()` })
        .where(eq(apartments.id, c.id!))
        .returning({ version: apartments.version });
      if (c.amenities) {
        await tx.delete(apartmentAmenities).where(and(eq(apartmentAmenities.apartmentId, c.id!), sql`${apartmentAmenities.amenityId} IS DISTINCT FROM ${parking?.id ?? null}`));
        const links = c.amenities.filter((l) => l.id !== parking?.id);
        if (links.length) await tx.insert(apartmentAmenities).values(links.map((l) => ({ apartmentId: c.id!, amenityId: l.id, note: l.note })));
      }
      entry("apartments", "update", c.id!, row!.version, c.title, c.changes);
      records.push({ importId, resource: "apartments", recordId: c.id!, action: "update", versionAfter: row!.version, before: beforeRows.get(c.id!) ?? null });
    }
    const byStamp = new Map<string | null, typeof stamped>();
    for (const c of stamped) byStamp.set(c.verifiedOn, [...(byStamp.get(c.verifiedOn) ?? []), c]);
    for (const [day, group] of byStamp) {
      const byId = new Map(group.map((c) => [c.id!, c]));
      const updated = await tx
        .update(apartments)
        .set({ ...(day ? { verifiedAt: houstonNoon(day) } : {}), version: sql`${apartments.version} + 1`, updatedAt: sql`now()` })
        .where(inArray(apartments.id, [...byId.keys()]))
        .returning({ id: apartments.id, version: apartments.version });
      for (const row of updated) {
        const c = byId.get(row.id)!;
        entry("apartments", "update", row.id, row.version, c.title, c.changes.length ? c.changes : [{ column: "Floor plans", before: "", after: "changed" }]);
        records.push({ importId, resource: "apartments", recordId: row.id, action: "update", versionAfter: row.version, before: beforeRows.get(row.id) ?? null });
      }
    }
    await flush();
  }

  // Plans: new ones in batches.
  for await (const batch of importChanges(tx, importId, "plan", "create")) {
    const inserted = await insertJsonRows(tx, floorPlans, batch.map((p) => ({ ...planColumns(p.values), apartmentId: p.communityId ?? idBySlug.get(p.community)! })), ["id", "version", "name"]);
    for (const row of inserted) {
      entry("floor-plans", "create", row.id, row.version, row.name, []);
      records.push({ importId, resource: "floor-plans", recordId: row.id, action: "create", versionAfter: row.version, before: null });
    }
    await flush();
  }
  // Changed plans, a batch per statement: the merged values (a price sheet's absent columns are the plan's own).
  for await (const batch of importChanges(tx, importId, "plan", "update")) {
    const byId = new Map(batch.map((p) => [p.id!, p]));
    const planBefore = new Map<number, Record<string, unknown>>();
    for (const row of await tx.select().from(floorPlans).where(inArray(floorPlans.id, [...byId.keys()]))) planBefore.set(row.id, row);
    const values = JSON.stringify(batch.map((p) => ({ id: p.id, ...planColumns(p.values) })));
    const result = await tx.execute(sql`
      UPDATE floor_plans AS f SET name = v."name", beds = v.beds, baths = v.baths, sqft = v.sqft, rent = v.rent,
        units_available = v."unitsAvailable", available_from = v."availableFrom", version = f.version + 1
      FROM jsonb_to_recordset(${values}::jsonb) AS v(id integer, "name" text, beds smallint, baths numeric, sqft integer, rent integer, "unitsAvailable" integer, "availableFrom" date)
      WHERE f.id = v.id
      RETURNING f.id, f.version, f.name`);
    for (const row of (result as unknown as { rows: { id: number; version: number; name: string }[] }).rows) {
      entry("floor-plans", "update", row.id, row.version, row.name, byId.get(row.id)!.changes);
      records.push({ importId, resource: "floor-plans", recordId: row.id, action: "update", versionAfter: row.version, before: planBefore.get(row.id) ?? null });
    }
    await flush();
  }
}

function planColumns(values: Record<string, unknown>) {
  return {
    name: String(values.name),
    beds: Number(values.beds),
    baths: Number(values.baths),
    sqft: Number(values.sqft),
    rent: Number(values.rent),
    unitsAvailable: Number(values.unitsAvailable),
    availableFrom: String(values.availableFrom),
  };
}

export type UndoResult = { ok: true } | { ok: false; reason: string; records?: string[] };

/** Reverses an applied import while nothing it wrote has changed since. */
export async function undoImport(db: Database, importId: number, actor: ImportActor): Promise<UndoResult> {
  try {
    return await db.transaction(async (tx) => {
      const [imported] = await tx.select().from(catalogueImports).where(eq(catalogueImports.id, importId)).for("update");
      if (!imported) return { ok: false as const, reason: "There is no such import." };
      if (imported.status !== "applied") return { ok: false as const, reason: `Import #${importId} is ${imported.status}: only an applied import can be undone.` };
      await recordRentChangesAs(tx, imported.kind === "price-sheet" ? "price-sheet" : "import", importId);
      const records = await tx.select().from(catalogueImportRecords).where(eq(catalogueImportRecords.importId, importId));
      const communityRecords = records.filter((r) => r.resource === "apartments");
      const planRecords = records.filter((r) => r.resource === "floor-plans");
      const moved: string[] = [];
      for (const ids of chunks(communityRecords.map((r) => r.recordId).sort((a, b) => a - b), 5_000)) {
        const rows = await tx.select({ id: apartments.id, version: apartments.version, title: apartments.title }).from(apartments).where(inArray(apartments.id, ids)).orderBy(apartments.id).for("update");
        const now = new Map(rows.map((r) => [r.id, r]));
        for (const r of communityRecords) if (ids.includes(r.recordId) && now.get(r.recordId)?.version !== r.versionAfter) moved.push(now.get(r.recordId)?.title ?? `community #${r.recordId} (deleted)`);
      }
      for (const ids of chunks(planRecords.map((r) => r.recordId).sort((a, b) => a - b), 5_000)) {
        const rows = await tx.select({ id: floorPlans.id, version: floorPlans.version, name: floorPlans.name }).from(floorPlans).where(inArray(floorPlans.id, ids)).orderBy(floorPlans.id).for("update");
        const now = new Map(rows.map((r) => [r.id, r]));
        for (const r of planRecords) if (ids.includes(r.recordId) && now.get(r.recordId)?.version !== r.versionAfter) moved.push(`floor plan ${now.get(r.recordId)?.name ?? `#${r.recordId} (deleted)`}`);
      }
      if (moved.length) throw new UndoRefused(moved);

      const batchId = `undo-import:${importId}`;
      const bulk = { action: `Undo of import #${importId}`, count: records.length };
      const audit: AuditRow[] = [];
      const note = (resource: "apartments" | "floor-plans", action: "update" | "delete", recordId: number, version: number, label: string) =>
        audit.push({ actorId: actor.id, actorUsername: actor.username, action, resource, recordId: String(recordId), recordVersion: version, batchId, summary: summarizeAuditEntry({ action, resource, label, fields: [], bulk }), before: null, after: null });

      for (const r of planRecords) {
        if (r.action === "create") {
          const [gone] = await tx.delete(floorPlans).where(eq(floorPlans.id, r.recordId)).returning({ name: floorPlans.name, version: floorPlans.version });
          if (gone) note("floor-plans", "delete", r.recordId, gone.version, gone.name);
          continue;
        }
        const before = r.before as Record<string, unknown>;
        const [row] = await tx
          .update(floorPlans)
          .set({ ...planColumns(before), version: sql`${floorPlans.version} + 1` })
          .where(eq(floorPlans.id, r.recordId))
          .returning({ version: floorPlans.version, name: floorPlans.name });
        note("floor-plans", "update", r.recordId, row!.version, row!.name);
      }
      const [parking] = await tx.select({ id: amenities.id }).from(amenities).where(eq(amenities.name, PARKING_AMENITY));
      for (const r of communityRecords) {
        if (r.action === "create") {
          const [gone] = await tx.delete(apartments).where(eq(apartments.id, r.recordId)).returning({ title: apartments.title, version: apartments.version });
          if (gone) note("apartments", "delete", r.recordId, gone.version, gone.title);
          continue;
        }
        const before = r.before as Record<string, unknown> & { amenityLinks: { id: number; note: string | null }[] };
        const { amenityLinks, verifiedAt } = before;
        // The columns the import writes (the form's and the location flag); derived ones follow by trigger.
        const columns = Object.fromEntries(RESTORED_COLUMNS.map((key) => [key, before[key]]));
        const [row] = await tx
          .update(apartments)
          .set({ ...(columns as Partial<typeof apartments.$inferInsert>), verifiedAt: new Date(String(verifiedAt)), version: sql`${apartments.version} + 1`, updatedAt: sql`now()` })
          .where(eq(apartments.id, r.recordId))
          .returning({ version: apartments.version, title: apartments.title });
        await tx.delete(apartmentAmenities).where(and(eq(apartmentAmenities.apartmentId, r.recordId), sql`${apartmentAmenities.amenityId} IS DISTINCT FROM ${parking?.id ?? null}`));
        const links = amenityLinks.filter((l) => l.id !== parking?.id);
        if (links.length) await tx.insert(apartmentAmenities).values(links.map((l) => ({ apartmentId: r.recordId, amenityId: l.id, note: l.note })));
        note("apartments", "update", r.recordId, row!.version, row!.title);
      }
      for (const batch of chunks(audit, 1_000)) await tx.insert(auditLog).values(batch);
      await tx.update(catalogueImports).set({ status: "undone", undoneAt: sql`now()` }).where(eq(catalogueImports.id, importId));
      return { ok: true as const };
    });
  } catch (error) {
    if (error instanceof UndoRefused) return { ok: false, reason: "Some records changed after the import, so it can no longer be undone as a whole.", records: error.records };
    throw error;
  }
}

const RESTORED_COLUMNS = Object.keys(communityFormColumns).filter((key) => !["id", "version", "verifiedAt"].includes(key));

class UndoRefused extends Error {
  constructor(readonly records: string[]) {
    super("undo refused");
  }
}

export type DiscardResult = { ok: true } | { ok: false; reason: string };

/** Drops a preview the admin decided against: its plan is let go, the row stays in the list as discarded. */
export async function discardImport(db: Database, importId: number): Promise<DiscardResult> {
  const [row] = await db
    .update(catalogueImports)
    .set({ status: "discarded", plan: null })
    .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.status, "preview")))
    .returning({ id: catalogueImports.id });
  if (row) {
    await deleteImportChanges(db, importId);
    return { ok: true };
  }
  const [existing] = await db.select({ status: catalogueImports.status }).from(catalogueImports).where(eq(catalogueImports.id, importId));
  return { ok: false, reason: existing ? `Import #${importId} is ${existing.status}: only a preview can be discarded.` : "There is no such import." };
}
