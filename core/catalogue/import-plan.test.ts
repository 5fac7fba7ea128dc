/**
 * Planning an import without a database (decision 039): a community's rows may lie anywhere in the file and are
 * planned together, every row of a community must agree on its columns, and the changes reach the sink a batch
 * of communities at a time, a community before its plans, while the plan keeps only the summary.
 */
import { describe, expect, it } from "vitest";
import { planImport, SNAPSHOT_BATCH, type CatalogueSnapshot, type PlannedChange } from "./import-plan.ts";
import { mapHeaders } from "./layout.ts";
import type { SheetRow } from "./read-sheet.ts";

const snapshot: CatalogueSnapshot = {
  neighborhoods: [{ id: 1, slug: "midtown", name: "Midtown", latitude: 29.74, longitude: -95.38 }],
  amenities: [{ id: 1, name: "pool", displayName: "Pool" }],
  communities: [],
  load: async () => [],
};

const HEADER = ["Community", "Neighborhood", "Street address", "ZIP code", "Leasing phone", "Year built", "Pet policy", "Amenities", "Floor plan", "Bedrooms", "Bathrooms", "Square feet", "Rent", "Available from", "Units available"];
const at = (name: string) => HEADER.indexOf(name);

function row(community: string, plan: string, rent = 1400, changes: Record<string, string> = {}): string[] {
  const cells = [community, "midtown", "100 Main St", "77002", "(713) 555-0100", "2015", "No pets.", "pool", plan, "1", "1", "700", String(rent), "2027-01-01", "2"];
  for (const [name, value] of Object.entries(changes)) cells[at(name)] = value;
  return cells;
}

async function plan(rows: string[][]) {
  const received: PlannedChange[][] = [];
  const sheet: SheetRow[] = rows.map((cells, i) => ({ line: i + 2, cells }));
  const summary = await planImport(mapHeaders(HEADER), sheet, snapshot, { today: "2026-12-08" }, async (batch) => void received.push(batch));
  return { summary, received, changes: received.flat() };
}

describe("planImport", () => {
  it("plans a community's rows together wherever they are in the file, the community before its plans", async () => {
    const { summary, changes } = await plan([row("Bayou Lofts", "A1", 1400), row("Elm Court", "E1", 1200), row("Bayou Lofts", "B2", 1900)]);
    expect(summary.totals).toEqual({ newCommunities: 2, changedCommunities: 0, newPlans: 3, changedPlans: 0 });
    expect(summary.rejected).toEqual([]);
    expect(changes.map((c) => (c.resource === "community" ? c.change.title : `${c.change.communityTitle} · ${String(c.change.values.name)}`))).toEqual([
      "Bayou Lofts",
      "Bayou Lofts · A1",
      "Bayou Lofts · B2",
      "Elm Court",
      "Elm Court · E1",
    ]);
    const bayou = changes[0]!;
    expect(bayou.resource === "community" && bayou.change).toMatchObject({ action: "create", lines: [2, 4], newPlans: 2, slug: "bayou-lofts" });
    expect(changes[2]!.change).toMatchObject({ community: "bayou-lofts", communityId: null, line: 4, values: { rent: 1900 } });
  });

  it("rejects a later row whose community columns differ from the first, naming the column and cell", async () => {
    const { summary, changes } = await plan([row("Bayou Lofts", "A1"), row("Elm Court", "E1"), row("Bayou Lofts", "B2", 1500, { "Year built": "1999" })]);
    expect(summary.rejected).toEqual([{ line: 4, cell: "F4", column: "Year built", reason: "The community's columns differ from its row 2 (Year built): every row of a community must agree." }]);
    expect(summary.totals.newPlans).toBe(2);
    // Spaces around a cell do not count as a difference.
    const spaced = await plan([row("Bayou Lofts", "A1"), row("Bayou Lofts", "B2", 1500, { "Year built": " 2015 " })]);
    expect(spaced.summary.rejected).toEqual([]);
    expect(changes.filter((c) => c.resource === "plan")).toHaveLength(2);
  });

  it("rejects a cell holding a NUL character, which text cannot store", async () => {
    const { summary } = await plan([row("Bayou Lofts", "A1", 1400, { "Pet policy": "No\u0000pets." }), row("Elm Court", "E1")]);
    expect(summary.rejected).toEqual([expect.objectContaining({ line: 2, cell: "G2", column: "Pet policy" })]);
    expect(summary.totals.newCommunities).toBe(1);
  });

  it("hands the changes to the sink a batch of communities at a time", async () => {
    const rows = Array.from({ length: SNAPSHOT_BATCH + 1 }, (_, i) => row(`Community ${i + 1}`, "A1"));
    const { summary, received } = await plan(rows);
    expect(received.map((batch) => batch.filter((c) => c.resource === "community").length)).toEqual([SNAPSHOT_BATCH, 1]);
    expect(received.map((batch) => batch.length)).toEqual([SNAPSHOT_BATCH * 2, 2]);
    expect(summary.totals).toEqual({ newCommunities: SNAPSHOT_BATCH + 1, changedCommunities: 0, newPlans: SNAPSHOT_BATCH + 1, changedPlans: 0 });
    expect(Object.keys(summary)).not.toContain("communities");
  });

  it("gives the sink nothing for a file with nothing to write", async () => {
    const { summary, received } = await plan([["", "", "", "", "", "", "", "", "", "", "", "", "", "", ""]]);
    expect(received).toEqual([]);
    expect(summary.rejected).toEqual([expect.objectContaining({ line: 2, reason: "The row names no community." })]);
  });
});
