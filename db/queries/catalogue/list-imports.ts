/**
 * The admin's view of catalogue imports (issue 29): the recent ones for the import page, and one with its kept
 * preview (the plan) for its own page.
 */
import { desc, eq } from "drizzle-orm";
import type { ImportPlan } from "../../../core/catalogue/import-plan.ts";
import type { Database } from "../../client-types.ts";
import { catalogueImports } from "../../schema/index.ts";

export type ImportStatus = "preview" | "applied" | "undone" | "discarded";

export interface ImportSummary {
  id: number;
  kind: "catalogue" | "price-sheet";
  source: string;
  fileName: string;
  status: ImportStatus;
  actorUsername: string;
  counts: Record<string, number>;
  createdAt: Date;
  appliedAt: Date | null;
  undoneAt: Date | null;
}

const summaryColumns = {
  id: catalogueImports.id,
  kind: catalogueImports.kind,
  source: catalogueImports.source,
  fileName: catalogueImports.fileName,
  status: catalogueImports.status,
  actorUsername: catalogueImports.actorUsername,
  counts: catalogueImports.counts,
  createdAt: catalogueImports.createdAt,
  appliedAt: catalogueImports.appliedAt,
  undoneAt: catalogueImports.undoneAt,
};

/** The latest imports, newest first. */
export async function recentImports(db: Database, limit = 30): Promise<ImportSummary[]> {
  const rows = await db.select(summaryColumns).from(catalogueImports).orderBy(desc(catalogueImports.createdAt), desc(catalogueImports.id)).limit(limit);
  return rows as ImportSummary[];
}

/** One import, with its preview's plan while it is a preview (null once applied, undone or discarded). */
/** An import with its stored plan (a preview's; let go once applied or discarded). */
export type ImportRecord = ImportSummary & { plan: ImportPlan | null };

export async function findImport(db: Database, id: number): Promise<ImportRecord | null> {
  const [row] = await db
    .select({ ...summaryColumns, plan: catalogueImports.plan })
    .from(catalogueImports)
    .where(eq(catalogueImports.id, id));
  return row ? ({ ...row, plan: (row.plan as ImportPlan | null) ?? null } as ImportSummary & { plan: ImportPlan | null }) : null;
}
