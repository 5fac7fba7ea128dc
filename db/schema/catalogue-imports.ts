/**
 * Catalogue imports (issue 29, decision 039): a spreadsheet of communities and floor plans (or a weekly price
 * sheet) read, previewed and applied in one transaction. An import is a row here from its preview on; applying it
 * records every record it created or changed with the version it left and what the record was before, so the whole
 * import can be undone while none of those records changed since.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./people.ts";

export const catalogueImports = pgTable(
  "catalogue_imports",
  {
    id: serial("id").primaryKey(),
    /** "catalogue" (the full layout) or "price-sheet" (rents and availability only). */
    kind: text("kind").notNull(),
    /** Where the file came from, as the admin names it ("Greystar weekly"); its header mapping is remembered by it. */
    source: text("source").notNull(),
    fileName: text("file_name").notNull(),
    /** "preview" (waiting for Apply), "applied", "undone" or "discarded". */
    status: text("status").notNull().default("preview"),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Who ran it; "command line" for the CLI. */
    actorUsername: text("actor_username").notNull(),
    /** The preview's counts: new, changed, unchanged, rejected, per record kind. */
    counts: jsonb("counts").$type<Record<string, number>>().notNull(),
    /**
     * The preview's summary (core/catalogue/import-plan.ts ImportPlan: counts, rejected rows, unknown names,
     * notices), kept until it is applied or discarded; its changes are rows of catalogue_import_changes.
     */
    plan: jsonb("plan"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    check("catalogue_imports_kind", sql`${t.kind} IN ('catalogue', 'price-sheet')`),
    check("catalogue_imports_status", sql`${t.status} IN ('preview', 'applied', 'undone', 'discarded')`),
    index("catalogue_imports_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** One record an applied import created or changed, with the version it left and the record before (for undo). */
export const catalogueImportRecords = pgTable(
  "catalogue_import_records",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => catalogueImports.id, { onDelete: "cascade" }),
    /** "apartments", "floor-plans" or "neighborhoods"/"amenities" (created on the admin's say-so). */
    resource: text("resource").notNull(),
    recordId: integer("record_id").notNull(),
    action: text("action").notNull(),
    /** The record's version right after the import: undo refuses when it moved on. */
    versionAfter: integer("version_after").notNull(),
    /** The record's fields before (an update), null for a record the import created. */
    before: jsonb("before").$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.resource, t.recordId] }),
    check("catalogue_import_records_action", sql`${t.action} IN ('create', 'update')`),
  ],
);

/**
 * A preview's changes, one row per community or floor plan to create or change, in the order they were planned (a
 * community before its plans): written as the file is planned and read back a batch at a time by Apply, so neither
 * holds a huge file's change set in memory. Deleted once the import is applied or discarded.
 */
export const catalogueImportChanges = pgTable(
  "catalogue_import_changes",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => catalogueImports.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    /** "apartments" or "floor-plans". */
    resource: text("resource").notNull(),
    action: text("action").notNull(),
    /** The CommunityChange or PlanChange (core/catalogue/import-plan.ts). */
    change: jsonb("change").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.seq] }),
    index("catalogue_import_changes_kind_idx").on(t.importId, t.resource, t.action, t.seq),
    check("catalogue_import_changes_resource", sql`${t.resource} IN ('apartments', 'floor-plans')`),
    check("catalogue_import_changes_action", sql`${t.action} IN ('create', 'update')`),
  ],
);

/** A file's header mapping, remembered per source: the next file from the same source maps itself. */
export const catalogueImportMappings = pgTable("catalogue_import_mappings", {
  source: text("source").primaryKey(),
  /** The file's header (normalised) -> the layout's column key. */
  mapping: jsonb("mapping").$type<Record<string, string>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
