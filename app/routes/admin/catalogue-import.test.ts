/**
 * The admin's catalogue import over its routes (issue 29), against a real database: a price sheet uploaded, previewed
 * in groups, applied and undone; a file over the limit and a file that is not a spreadsheet answered with a message;
 * an unknown header mapped in a second step (and remembered for its source); the catalogue's exports; and nobody but
 * an administrator gets in.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCsv } from "../../../core/admin/csv.ts";
import { CATALOGUE_UPLOAD_MAX_BYTES } from "../../../core/catalogue/upload-limit.ts";
import type { PreviewView } from "../../../core/catalogue/import-view.ts";
import type { PublicUser } from "../../../db/queries/users.ts";
import { amenities, apartments, floorPlans, neighborhoods, users } from "../../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { callRoute, createTestUser } from "../../../tests/route-harness.ts";
import * as exportRoute from "./catalogue-export.ts";
import * as previewRoute from "./catalogue-import-preview.tsx";
import * as importRoute from "./catalogue-import.tsx";

/** A returned data(value, {status}) reaches the harness as its wrapper: its status and value, as the router sends them. */
async function answer(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  if (response.status >= 300 && response.status < 400) return { status: response.status, body: {} };
  const json = (await response.json()) as Record<string, unknown>;
  if (json.type === "DataWithResponseInit") return { status: (json.init as { status?: number } | null)?.status ?? 200, body: json.data as Record<string, unknown> };
  return { status: response.status, body: json };
}

describe.each(testDatabaseKinds)("/admin/import on %s", (kind) => {
  let database: TestDatabase;
  let admin: PublicUser;
  let renter: PublicUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    admin = { ...(await createTestUser(database.db)), isAdmin: true };
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    renter = await createTestUser(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const as = (user: PublicUser | null) => ({ db: database.db, viewer: { user, sessionId: user ? "session" : null } });

  function upload(user: PublicUser | null, file: File, source: string) {
    const form = new FormData();
    form.set("file", file);
    form.set("source", source);
    return callRoute(importRoute.action, { ...as(user), method: "POST", path: "/admin/import", multipart: form });
  }
  const csvFile = (text: string, name = "sheet.csv") => new File([text], name, { type: "text/csv" });
  const importIdOf = (response: Response) => Number(/^\/admin\/import\/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);
  const page = async (id: number) => (await answer(await callRoute(previewRoute.loader, { ...as(admin), path: `/admin/import/${id}`, params: { id: String(id) } }))).body;
  const post = (id: number, intent: string, user: PublicUser | null = admin) =>
    callRoute(previewRoute.action, { ...as(user), method: "POST", path: `/admin/import/${id}`, params: { id: String(id) }, form: { intent } });

  /** A community with at least three plans, its plans in rent order. */
  async function communityWithPlans() {
    const rows = await database.db.select().from(floorPlans).orderBy(asc(floorPlans.apartmentId), asc(floorPlans.rent), asc(floorPlans.id));
    const byCommunity = new Map<number, (typeof rows)[number][]>();
    for (const row of rows) byCommunity.set(row.apartmentId, [...(byCommunity.get(row.apartmentId) ?? []), row]);
    const [id, plans] = [...byCommunity.entries()].find(([, p]) => p.length >= 3)!;
    const [community] = await database.db.select().from(apartments).where(eq(apartments.id, id));
    return { community: community!, plans };
  }
  const rentOf = async (id: number) => (await database.db.select({ rent: floorPlans.rent }).from(floorPlans).where(eq(floorPlans.id, id)))[0]!.rent;

  it("refuses renters and guests on every route, before reading anything", async () => {
    const file = csvFile("Community,Rent\r\nX,1\r\n");
    for (const response of [
      await callRoute(importRoute.loader, { ...as(renter), path: "/admin/import" }),
      await upload(renter, file, "renter"),
      await callRoute(exportRoute.loader, { ...as(renter), path: "/admin/import/catalogue.csv" }),
      await callRoute(previewRoute.loader, { ...as(renter), path: "/admin/import/1", params: { id: "1" } }),
      await post(1, "apply", renter),
    ]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/");
    }
    const guest = await upload(null, file, "guest");
    expect(guest.headers.get("location")).toMatch(/^\/admin\/login\?redirect=/);
  });

  it("previews a price sheet in groups, applies it, and undoes it", async () => {
    const { community, plans } = await communityWithPlans();
    const [a, b] = plans;
    const sheet = toCsv(
      ["Community", "Floor plan", "Rent"],
      [
        [community.title, a!.name, String(a!.rent - 40)],
        [community.title, b!.name, String(b!.rent + 15)],
        [community.title, "No Such Plan", "1500"],
      ],
    );
    const uploaded = await upload(admin, csvFile(sheet), "Greystar weekly");
    expect(uploaded.status).toBe(303);
    const id = importIdOf(uploaded);
    expect(await rentOf(a!.id)).toBe(a!.rent);

    const preview = await page(id);
    expect(preview).toMatchObject({ status: "preview", kind: "price-sheet", source: "Greystar weekly", counts: { changedPlans: 2, rejectedRows: 1 } });
    const view = preview.view as PreviewView;
    const planChanges = view.changed.filter((record) => record.kind === "plan");
    expect(planChanges.map((record) => record.label).sort()).toEqual([`${community.title} · ${a!.name}`, `${community.title} · ${b!.name}`].sort());
    expect(planChanges.find((record) => record.label.endsWith(a!.name))!.changes).toEqual([{ column: "Rent", before: String(a!.rent), after: String(a!.rent - 40) }]);
    expect(view.rejected).toEqual([expect.objectContaining({ line: 4, cell: "B4", column: "Floor plan" })]);

    const listed = (await answer(await callRoute(importRoute.loader, { ...as(admin), path: "/admin/import" }))).body.imports as { id: number; status: string }[];
    expect(listed[0]).toMatchObject({ id, status: "preview" });

    const applied = await post(id, "apply");
    expect(applied.status).toBe(303);
    expect(applied.headers.get("location")).toBe(`/admin/import/${id}`);
    expect(await rentOf(a!.id)).toBe(a!.rent - 40);
    expect(await rentOf(b!.id)).toBe(b!.rent + 15);
    expect(await page(id)).toMatchObject({ status: "applied", view: null });
    // A second Apply is refused: it is no longer a preview.
    expect((await answer(await post(id, "apply"))).status).toBe(409);

    expect((await post(id, "undo")).status).toBe(303);
    expect(await rentOf(a!.id)).toBe(a!.rent);
    expect(await rentOf(b!.id)).toBe(b!.rent);
    expect(await page(id)).toMatchObject({ status: "undone" });
    const again = await answer(await post(id, "undo"));
    expect(again).toMatchObject({ status: 409, body: { undo: { reason: expect.stringContaining("only an applied import can be undone") } } });
  });

  it("discards a preview without writing, and answers an unknown intent and a missing import", async () => {
    const { community, plans } = await communityWithPlans();
    const uploaded = await upload(admin, csvFile(toCsv(["Community", "Floor plan", "Rent"], [[community.title, plans[0]!.name, String(plans[0]!.rent + 5)]])), "discard test");
    const id = importIdOf(uploaded);
    expect((await answer(await post(id, "explode"))).status).toBe(400);
    const discarded = await post(id, "discard");
    expect(discarded.headers.get("location")).toBe("/admin/import");
    expect(await page(id)).toMatchObject({ status: "discarded" });
    expect(await rentOf(plans[0]!.id)).toBe(plans[0]!.rent);
    expect((await post(2147483647, "apply")).status).toBe(404);
  });

  it("refuses a file over the limit with a message naming it and the command line", async () => {
    const big = new File([new Uint8Array(CATALOGUE_UPLOAD_MAX_BYTES + 1)], "huge.csv", { type: "text/csv" });
    const refused = await answer(await upload(admin, big, "big"));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain("15 MB");
    expect(refused.body.message).toContain("npm run catalogue:import");
  });

  it("shows a file that is not a spreadsheet its reason, and a form without a file", async () => {
    const old = await answer(await upload(admin, new File(["x"], "sheet.xls"), "old"));
    expect(old).toMatchObject({ status: 415, body: { message: expect.stringContaining(".xlsx") } });
    const broken = await answer(await upload(admin, new File(["not a zip"], "sheet.xlsx"), "broken"));
    expect(broken).toMatchObject({ status: 422, body: { message: expect.stringContaining("not an Excel workbook") } });
    const none = await answer(await callRoute(importRoute.action, { ...as(admin), method: "POST", path: "/admin/import", form: { source: "x" } }));
    expect(none.status).toBe(400);
  });

  it("asks for a mapping of an unknown header, previews once it is mapped, and remembers it for the source", async () => {
    const { community, plans } = await communityWithPlans();
    const source = `Mapping ${kind}`;
    const text = toCsv(["Property Name", "Unit Type", "Net Effective"], [[community.title, plans[0]!.name, String(plans[0]!.rent + 9)]]);
    const first = await answer(await upload(admin, csvFile(text), source));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ step: "mapping", fileName: "sheet.csv", source });
    const headers = first.body.headers as { index: number; header: string; key: string | null; problem: boolean }[];
    expect(headers.find((h) => h.header === "Net Effective")).toMatchObject({ key: null, problem: true });
    expect(first.body.problems).toEqual([expect.stringContaining("“Net Effective”")]);

    // The kept file goes on with the mapping: no second upload.
    const mapped = await callRoute(importRoute.action, {
      ...as(admin),
      method: "POST",
      path: "/admin/import",
      form: { intent: "map", upload: String(first.body.upload), source, "map.0": "community", "map.1": "plan", "map.2": "rent" },
    });
    expect(mapped.status).toBe(303);
    const view = (await page(importIdOf(mapped))).view as PreviewView;
    expect(view.changed.find((record) => record.kind === "plan")!.changes).toEqual([{ column: "Rent", before: String(plans[0]!.rent), after: String(plans[0]!.rent + 9) }]);
    // The kept file is let go once previewed.
    const stale = await answer(await callRoute(importRoute.action, { ...as(admin), method: "POST", path: "/admin/import", form: { intent: "map", upload: String(first.body.upload), "map.2": "rent" } }));
    expect(stale.status).toBe(410);

    // The next file from the source maps itself.
    expect((await upload(admin, csvFile(text), source)).status).toBe(303);
    // A choice that is no column is refused; "Ignore" leaves the column out (here: nothing left to change).
    const ignoring = await answer(await upload(admin, csvFile(text), `${source} again`));
    const bad = await callRoute(importRoute.action, { ...as(admin), method: "POST", path: "/admin/import", form: { intent: "map", upload: String(ignoring.body.upload), "map.2": "DROP TABLE" } });
    expect((await answer(bad)).status).toBe(400);
    const ignored = await callRoute(importRoute.action, { ...as(admin), method: "POST", path: "/admin/import", form: { intent: "map", upload: String(ignoring.body.upload), "map.2": "ignore" } });
    expect(ignored.status).toBe(303);
    expect((await page(importIdOf(ignored))).view).toMatchObject({ changed: [], rejected: [] });
  });

  it("offers the amenities a file lacks for creation, creates them on request, and previews the kept file again", async () => {
    const [first, second] = await database.db.select().from(apartments).orderBy(asc(apartments.id)).limit(2);
    const name = `Rooftop Cinema ${kind}`;
    const [hood] = await database.db.select({ name: neighborhoods.name }).from(neighborhoods).where(eq(neighborhoods.id, first!.neighborhoodId));
    const sheet = toCsv(
      ["Community slug", "Amenities", "Neighborhood"],
      [
        [first!.slug, `pool; ${name}`, hood!.name],
        [second!.slug, "pool", "Atlantis Heights"],
      ],
    );
    const uploaded = await upload(admin, csvFile(sheet), `names ${kind}`);
    const location = uploaded.headers.get("location") ?? "";
    const match = /^\/admin\/import\/(\d+)\?upload=([0-9a-f]{32})$/.exec(location);
    expect(match, location).not.toBeNull();
    const [, firstId, key] = match!;
    const shown = (await answer(await callRoute(previewRoute.loader, { ...as(admin), path: location, params: { id: firstId! } }))).body;
    expect(shown).toMatchObject({ upload: key, view: { unknown: { amenities: [name], neighborhoods: ["Atlantis Heights"] } } });
    // Never created silently: the preview alone made nothing.
    expect(await database.db.select().from(amenities).where(eq(amenities.displayName, name))).toEqual([]);
    // A renter cannot take the offer.
    const refused = await callRoute(previewRoute.action, { ...as(renter), method: "POST", path: `/admin/import/${firstId}`, params: { id: firstId! }, form: { intent: "create-amenities", upload: key! } });
    expect(refused.headers.get("location")).toBe("/");

    const created = await callRoute(previewRoute.action, { ...as(admin), method: "POST", path: `/admin/import/${firstId}`, params: { id: firstId! }, form: { intent: "create-amenities", upload: key! } });
    expect(created.status).toBe(303);
    const [made] = await database.db.select().from(amenities).where(eq(amenities.displayName, name));
    expect(made).toMatchObject({ displayName: name, name: `rooftop-cinema-${kind}` });
    // The old preview is set aside; the new one (the neighborhood is still unknown, so the file stays kept) sees the amenity.
    expect(await page(Number(firstId))).toMatchObject({ status: "discarded" });
    const again = /^\/admin\/import\/(\d+)\?upload=([0-9a-f]{32})$/.exec(created.headers.get("location") ?? "");
    expect(again).not.toBeNull();
    const view = (await page(Number(again![1]))).view as PreviewView;
    expect(view.unknown).toEqual({ amenities: [], neighborhoods: ["Atlantis Heights"] });
    expect(view.changed.find((record) => record.label === first!.title)?.changes).toEqual([expect.objectContaining({ column: "Amenities", after: expect.stringContaining(`rooftop-cinema-${kind}`) })]);

    // Asked again where nothing is unknown: refused with a reason; without a kept file: the upload page, to choose it again.
    expect((await answer(await post(Number(again![1]), "create-amenities"))).status).toBe(409);
    const second2 = await upload(admin, csvFile(toCsv(["Community slug", "Amenities"], [[first!.slug, `pool; Sky Lounge ${kind}`]])), `names ${kind}`);
    const secondId = /^\/admin\/import\/(\d+)/.exec(second2.headers.get("location") ?? "")![1]!;
    const withoutFile = await post(Number(secondId), "create-amenities");
    expect(withoutFile.headers.get("location")).toBe("/admin/import");
    expect(await database.db.select({ id: amenities.id }).from(amenities).where(eq(amenities.displayName, `Sky Lounge ${kind}`))).toHaveLength(1);
  });

  it("exports the catalogue as CSV and as Excel, as attachments", async () => {
    const csv = await callRoute(exportRoute.loader, { ...as(admin), path: "/admin/import/catalogue.csv" });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toMatch(/^Community slug,Community,Neighborhood,/);
    const [first] = await database.db.select({ title: apartments.title }).from(apartments).limit(1);
    expect(text).toContain(first!.title);

    const xlsx = await callRoute(exportRoute.loader, { ...as(admin), path: "/admin/import/catalogue.xlsx" });
    expect(xlsx.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsx.headers.get("content-disposition")).toMatch(/\.xlsx"$/);
    const bytes = Buffer.from(await xlsx.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
