import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/database.ts";
import type { FloorPlanRow } from "../../../../core/admin/community-form.ts";
import type { FormValues } from "../../../../core/admin/form.ts";
import type { Database } from "../../../client-types.ts";
import { amenities, apartmentAmenities, apartments, auditLog, floorPlans, neighborhoods } from "../../../schema/index.ts";
import { insertUser } from "../../users.ts";
import type { AdminActor } from "../admin-write.ts";
import { listRecords } from "../list-records.ts";
import { apartmentsStore, markVerifiedToday } from "./apartments.ts";

describe.each(testDatabaseKinds)("the communities store on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let maria: AdminActor;
  let neighborhoodId: number;
  let otherNeighborhoodId: number;
  let amenityIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const created = await insertUser(db, {
      username: "maria",
      email: "maria@example.com",
      passwordHash: "h",
      isAdmin: true,
    });
    if (!created.ok) throw new Error("admin not created");
    maria = { id: created.user.id, username: "maria" };
    const hoods = await db.select({ id: neighborhoods.id }).from(neighborhoods).orderBy(asc(neighborhoods.id)).limit(2);
    neighborhoodId = hoods[0]!.id;
    otherNeighborhoodId = hoods[1]!.id;
    amenityIds = (await db.select({ id: amenities.id }).from(amenities).orderBy(asc(amenities.id)).limit(3)).map((row) => row.id);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const A1: FloorPlanRow = {
    id: null,
    name: "A1",
    beds: 1,
    baths: 1,
    sqft: 700,
    rent: 1200,
    unitsAvailable: 2,
    availableFrom: "2026-12-01",
  };
  const B2: FloorPlanRow = {
    id: null,
    name: "B2",
    beds: 2,
    baths: 2,
    sqft: 1050,
    rent: 1800,
    unitsAvailable: 1,
    availableFrom: "2027-01-15",
  };

  let titles = 0;
  /** The values a community's form gives the store (core/admin/community-form.ts and the declared fields). */
  function formValues(change: Partial<Record<string, unknown>> = {}): FormValues {
    return {
      title: `Store Test Flats ${++titles}`,
      slug: "",
      neighborhoodId,
      published: true,
      featured: false,
      description: "Near the park.",
      streetAddress: "100 Test St",
      postalCode: "77002",
      phone: "(713) 555-0100",
      latitude: 29.75,
      longitude: -95.36,
      yearBuilt: 2015,
      petPolicy: "Two pets.",
      dogsAllowed: true,
      catsAllowed: true,
      maxPets: 2,
      dogWeightLimitLb: null,
      breedRestrictions: false,
      petFee: null,
      petDeposit: null,
      petRent: 35,
      parkingFee: null,
      applicationFee: 75,
      adminFee: 150,
      leaseTerms: ["12-month"],
      plans: [A1, B2],
      amenityLinks: [
        { id: amenityIds[0]!, note: "heated" },
        { id: amenityIds[1]!, note: null },
      ],
      ...change,
    } as FormValues;
  }

  async function create(change: Partial<Record<string, unknown>> = {}) {
    const result = await apartmentsStore.create(db, maria, formValues(change));
    if (!result.ok) throw new Error(`not created: ${JSON.stringify(result)}`);
    const record = await apartmentsStore.read(db, result.recordId);
    return record!;
  }

  const plansOf = (record: { extra?: Record<string, unknown> }) => record.extra!.plans as (FloorPlanRow & { id: number })[];
  /** The form's plans as the page sends them back: each kept plan with its id. */
  const keptPlans = (record: { extra?: Record<string, unknown> }) => plansOf(record).map((plan) => ({ ...plan }));
  const valuesOf = (
    record: {
      values: Record<string, unknown>;
      extra?: Record<string, unknown>;
    },
    change: Partial<Record<string, unknown>> = {},
  ) =>
    formValues({
      ...record.values,
      slug: record.values.slug,
      plans: keptPlans(record),
      amenityLinks: record.extra!.amenityLinks,
      ...change,
    });

  async function community(id: number) {
    const [row] = await db.select().from(apartments).where(eq(apartments.id, id));
    return row;
  }

  async function entriesOf(id: number) {
    return db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.resource} = 'apartments' and ${auditLog.recordId} = ${String(id)}`)
      .orderBy(asc(auditLog.id));
  }

  it("creates a community with two plans and two amenities: ranges from the plans, Houston TX, an illustration, checked now", async () => {
    const before = Date.now();
    const record = await create();
    const row = await community(record.id);
    expect(row).toMatchObject({
      slug: record.slug,
      city: "Houston",
      state: "TX",
      minPrice: 1200,
      maxPrice: 1800,
      minBeds: 1,
      maxBeds: 2,
      unitsAvailable: 3,
      earliestAvailable: "2026-12-01",
      parkingFee: 0,
      imageUrl: expect.stringContaining(record.slug),
      version: 1,
    });
    expect(record.slug).toMatch(/^store-test-flats-\d+$/);
    expect(row!.verifiedAt.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    expect(plansOf(record).map((plan) => [plan.name, plan.rent])).toEqual([
      ["A1", 1200],
      ["B2", 1800],
    ]);
    expect(record.extra!.amenityLinks).toEqual([
      { id: amenityIds[0], note: "heated" },
      { id: amenityIds[1], note: null },
    ]);
    const [entry] = await entriesOf(record.id);
    expect(entry).toMatchObject({
      action: "create",
      after: {
        floorPlans: ["A1 · 1 bd/1 ba · 700 sq ft · $1,200 · 2 units · from 2026-12-01", expect.stringMatching(/^B2 · 2 bd\/2 ba/)],
      },
    });
    expect((entry!.after as { amenities: string[] }).amenities).toHaveLength(2);
  });

  it("an update of one plan's rent moves the range, and the history lists the plan's change", async () => {
    const record = await create();
    const [a1, b2] = keptPlans(record);
    const result = await apartmentsStore.update(db, maria, record.id, record.version, valuesOf(record, { plans: [a1, { ...b2, rent: 2100 }] }));
    expect(result).toMatchObject({ ok: true, version: 2 });
    expect(await community(record.id)).toMatchObject({
      minPrice: 1200,
      maxPrice: 2100,
    });
    const [, entry] = await entriesOf(record.id);
    expect(entry).toMatchObject({
      action: "update",
      summary: `Updated community “${record.label}”: floor plans`,
      before: {
        floorPlans: [expect.stringContaining("A1"), expect.stringContaining("B2 · 2 bd/2 ba · 1,050 sq ft · $1,800")],
      },
      after: {
        floorPlans: [expect.stringContaining("A1"), expect.stringContaining("B2 · 2 bd/2 ba · 1,050 sq ft · $2,100")],
      },
    });
    // The plan kept its row: the same id, not a delete and insert.
    expect(plansOf((await apartmentsStore.read(db, record.id))!).map((plan) => plan.id)).toEqual([a1!.id, b2!.id]);
  });

  it("the cheapest rent per bedroom filter follows the editor's plan edits: a new studio, a 2-bed made a 3-bed, a plan removed", async () => {
    const record = await create();
    expect(await community(record.id)).toMatchObject({ minRentStudio: null, minRentBeds1: 1200, minRentBeds2: 1800, minRentBeds3: null });
    const [a1, b2] = keptPlans(record);
    const studio: FloorPlanRow = { ...A1, name: "S1", beds: 0, sqft: 480, rent: 950 };
    expect(await apartmentsStore.update(db, maria, record.id, record.version, valuesOf(record, { plans: [a1, { ...b2, beds: 3, rent: 2300 }, studio] }))).toMatchObject({
      ok: true,
    });
    expect(await community(record.id)).toMatchObject({ minRentStudio: 950, minRentBeds1: 1200, minRentBeds2: 2300, minRentBeds3: 2300, minRentBeds4: null });
    const edited = (await apartmentsStore.read(db, record.id))!;
    expect(await apartmentsStore.update(db, maria, record.id, edited.version, valuesOf(edited, { plans: keptPlans(edited).filter((plan) => plan.name !== "A1") }))).toMatchObject({
      ok: true,
    });
    expect(await community(record.id)).toMatchObject({ minRentStudio: 950, minRentBeds1: 2300, minRentBeds2: 2300, minRentBeds3: 2300 });
  });

  it("writes the pet policy's fields, with pets allowed derived from dogs and cats", async () => {
    const catsOnly = await create({ dogsAllowed: false, catsAllowed: true, maxPets: 1, petFee: 200, petDeposit: 0, petPolicy: "One cat." });
    expect(await community(catsOnly.id)).toMatchObject({ petsAllowed: true, dogsAllowed: false, catsAllowed: true, maxPets: 1, petFee: 200, petDeposit: 0 });
    const dogs = await create({ dogsAllowed: true, catsAllowed: false, dogWeightLimitLb: 60, breedRestrictions: true });
    expect(await community(dogs.id)).toMatchObject({ petsAllowed: true, dogsAllowed: true, catsAllowed: false, dogWeightLimitLb: 60, breedRestrictions: true });
    const none = await create({ dogsAllowed: false, catsAllowed: false, maxPets: null, petRent: null, petPolicy: "No pets." });
    expect(await community(none.id)).toMatchObject({ petsAllowed: false, dogsAllowed: false, catsAllowed: false, petRent: 0 });

    // Dogs no longer taken: their weight limit goes with them, and pets stay allowed for the cats.
    const updated = await apartmentsStore.update(db, maria, dogs.id, dogs.version, valuesOf(dogs, { dogsAllowed: false, catsAllowed: true, breedRestrictions: false }));
    expect(updated.ok).toBe(true);
    expect(await community(dogs.id)).toMatchObject({ petsAllowed: true, dogsAllowed: false, catsAllowed: true, dogWeightLimitLb: null });
    const [entry] = (await entriesOf(dogs.id)).slice(-1);
    expect(entry).toMatchObject({ before: { dogsAllowed: true, dogWeightLimitLb: 60 }, after: { dogsAllowed: false, dogWeightLimitLb: null } });
  });

  it("answers a pet number out of the columns' bounds as its field's error, not a failure", async () => {
    const result = await apartmentsStore.create(db, maria, formValues({ maxPets: 12 }));
    expect(result).toMatchObject({ ok: false, reason: "constraint", constraint: "apartments_max_pets" });
    expect(apartmentsStore.constraints.apartments_max_pets?.field).toBe("maxPets");
    const weight = await apartmentsStore.create(db, maria, formValues({ dogWeightLimitLb: 500 }));
    expect(weight).toMatchObject({ ok: false, reason: "constraint", constraint: "apartments_dog_weight_limit" });
  });

  it("saving the form unchanged writes nothing: no entry, no new version", async () => {
    const record = await create();
    expect(await apartmentsStore.update(db, maria, record.id, record.version, valuesOf(record))).toMatchObject({ ok: true, version: 1, entryId: null });
  });

  it("removes a plan left out, adds a new one, and replaces amenity notes", async () => {
    const record = await create();
    const [a1] = keptPlans(record);
    const result = await apartmentsStore.update(
      db,
      maria,
      record.id,
      record.version,
      valuesOf(record, {
        plans: [a1, { ...B2, name: "S0", beds: 0, rent: 950 }],
        amenityLinks: [{ id: amenityIds[1]!, note: "in select units" }],
      }),
    );
    expect(result).toMatchObject({ ok: true });
    const after = (await apartmentsStore.read(db, record.id))!;
    expect(plansOf(after).map((plan) => plan.name)).toEqual(["S0", "A1"]);
    expect(after.extra!.amenityLinks).toEqual([{ id: amenityIds[1], note: "in select units" }]);
    expect(await community(record.id)).toMatchObject({
      minPrice: 950,
      minBeds: 0,
      maxBeds: 1,
    });
    const [, entry] = await entriesOf(record.id);
    expect(entry!.summary).toBe(`Updated community “${record.label}”: amenities and floor plans`);
  });

  it("refuses a plan of another community in the form, touching neither community", async () => {
    const mine = await create();
    const theirs = await create();
    const [their] = keptPlans(theirs);
    const result = await apartmentsStore.update(db, maria, mine.id, mine.version, valuesOf(mine, { title: "Renamed", plans: [{ ...their!, rent: 1 }] }));
    expect(result).toEqual({
      ok: false,
      reason: "refused",
      field: "plans",
      message: "The floor plan “A1” is not one of this community's plans (it may have been deleted). Reload the page and make the change again.",
    });
    const [plan] = await db.select().from(floorPlans).where(eq(floorPlans.id, their!.id));
    expect(plan).toMatchObject({ apartmentId: theirs.id, rent: 1200 });
    expect(await community(mine.id)).toMatchObject({
      title: mine.label,
      version: 1,
    });
    expect(plansOf((await apartmentsStore.read(db, mine.id))!)).toHaveLength(2);
  });

  it("refuses a stale version with what changed, and changes nothing", async () => {
    const record = await create();
    expect(await apartmentsStore.update(db, maria, record.id, record.version, valuesOf(record, { phone: "(713) 555-0199" }))).toMatchObject({
      ok: true,
      version: 2,
    });
    const stale = await apartmentsStore.update(db, maria, record.id, record.version, valuesOf(record, { plans: [], published: false }));
    expect(stale).toMatchObject({
      ok: false,
      reason: "conflict",
      conflict: { fields: [{ field: "phone" }] },
    });
    expect(plansOf((await apartmentsStore.read(db, record.id))!)).toHaveLength(2);
  });

  it("keeps a community shown on the site from losing its last plan; a hidden one may have none", async () => {
    const record = await create();
    const refused = await apartmentsStore.update(db, maria, record.id, record.version, valuesOf(record, { plans: [] }));
    expect(refused).toMatchObject({
      ok: false,
      reason: "refused",
      field: "plans",
    });
    const hidden = await apartmentsStore.update(db, maria, record.id, record.version, valuesOf(record, { plans: [], published: false }));
    expect(hidden).toMatchObject({ ok: true });
    expect(await community(record.id)).toMatchObject({
      published: false,
      minPrice: null,
      unitsAvailable: 0,
    });
    // Showing it again without a plan is refused by the bulk action too, naming it.
    const publish = await apartmentsStore.bulk.publish!(db, maria, [{ recordId: record.id, expectedVersion: null }]);
    expect(publish).toMatchObject({
      ok: false,
      reason: "refused",
      recordId: record.id,
      message: expect.stringContaining(`“${record.label}” has no floor plan`),
    });
  });

  it("bulk verify stamps verified_at now, whatever version the list showed; hide and publish flip the flag", async () => {
    const one = await create();
    const two = await create();
    await db
      .update(apartments)
      .set({ verifiedAt: new Date("2026-01-01T00:00:00Z") })
      .where(sql`${apartments.id} in (${one.id}, ${two.id})`);
    const before = Date.now();
    const result = await apartmentsStore.bulk.verify!(db, maria, [
      { recordId: one.id, expectedVersion: null },
      { recordId: two.id, expectedVersion: null },
    ]);
    expect(result).toMatchObject({
      ok: true,
      written: [{ recordId: one.id }, { recordId: two.id }],
    });
    for (const id of [one.id, two.id]) expect((await community(id))!.verifiedAt.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    const [, entry] = await entriesOf(one.id);
    expect(entry!.summary).toBe(`Updated community “${one.label}”: verified at (bulk “Mark availability checked today” on 2 communities)`);

    expect(await apartmentsStore.bulk.hide!(db, maria, [{ recordId: one.id, expectedVersion: null }])).toMatchObject({ ok: true });
    expect(await community(one.id)).toMatchObject({ published: false });
    expect(await apartmentsStore.bulk.publish!(db, maria, [{ recordId: one.id, expectedVersion: null }])).toMatchObject({ ok: true });
    expect(await community(one.id)).toMatchObject({ published: true });
  });

  it("Verified today stamps the date even when the page is older than the record", async () => {
    const record = await create();
    expect(await apartmentsStore.update(db, maria, record.id, record.version, valuesOf(record, { featured: true }))).toMatchObject({ ok: true });
    await db
      .update(apartments)
      .set({ verifiedAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(apartments.id, record.id));
    expect((await apartmentsStore.read(db, record.id))!.extra).toMatchObject({ stale: true, verifiedAt: "2026-01-01T00:00:00.000Z" });
    expect(await markVerifiedToday(db, maria, record.id)).toMatchObject({ ok: true, version: 3 });
    expect((await apartmentsStore.read(db, record.id))!.extra).toMatchObject({ stale: false });
    expect((await community(record.id))!.verifiedAt.getTime()).toBeGreaterThan(Date.parse("2026-01-02T00:00:00Z"));
  });

  it("delete removes the community with its plans and amenity links", async () => {
    const record = await create();
    const [plan] = keptPlans(record);
    expect(await apartmentsStore.bulk.delete!(db, maria, [{ recordId: record.id, expectedVersion: record.version }])).toMatchObject({ ok: true });
    expect(await community(record.id)).toBeUndefined();
    expect(await db.select().from(floorPlans).where(eq(floorPlans.id, plan!.id))).toEqual([]);
    expect(await db.select().from(apartmentAmenities).where(eq(apartmentAmenities.apartmentId, record.id))).toEqual([]);
    const [, entry] = await entriesOf(record.id);
    expect(entry).toMatchObject({
      action: "delete",
      before: {
        floorPlans: [expect.stringContaining("A1"), expect.stringContaining("B2")],
      },
    });
  });

  it("a taken slug comes back as the slug's constraint", async () => {
    const first = await create();
    const result = await apartmentsStore.create(db, maria, formValues({ slug: first.slug }));
    expect(result).toMatchObject({
      ok: false,
      reason: "constraint",
      constraint: "apartments_slug_key",
    });
    expect(apartmentsStore.constraints.apartments_slug_key?.field).toBe("slug");
  });

  it("lists with the neighborhood's name and plan count, searches the address and ZIP code, filters by neighborhood, availability, flags", async () => {
    const record = await create({
      streetAddress: "4242 Zebrawood Ln",
      postalCode: "77098",
      neighborhoodId: otherNeighborhoodId,
      featured: true,
    });
    await db
      .update(apartments)
      .set({ verifiedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(apartments.id, record.id));
    const query = (q: string, filters: Record<string, string> = {}) =>
      listRecords(db, apartmentsStore.source, {
        q,
        filters,
        sort: { key: "title", dir: "asc" },
        page: 1,
        pageSize: 25,
        columns: null,
      });
    const [hood] = await db.select({ name: neighborhoods.name }).from(neighborhoods).where(eq(neighborhoods.id, otherNeighborhoodId));

    const byAddress = await query("zebrawood");
    expect(byAddress.total).toBe(1);
    expect(byAddress.rows[0]).toMatchObject({
      id: record.id,
      version: 1,
      cells: {
        title: record.label,
        neighborhood: hood!.name,
        minPrice: 1200,
        maxPrice: 1800,
        plans: 2,
        unitsAvailable: 3,
        published: true,
        featured: true,
        yearBuilt: 2015,
      },
    });
    expect((await query("77098")).rows.map((row) => row.id)).toContain(record.id);

    const ids = async (filters: Record<string, string>) => (await query("", filters)).rows.map((row) => row.id);
    expect(
      await ids({
        neighborhood: String(otherNeighborhoodId),
        verified: "stale",
      }),
    ).toContain(record.id);
    expect(
      await ids({
        neighborhood: String(otherNeighborhoodId),
        verified: "fresh",
      }),
    ).not.toContain(record.id);
    expect(await ids({ neighborhood: String(neighborhoodId), verified: "stale" })).not.toContain(record.id);
    expect(await ids({ neighborhood: "not-an-id" })).toEqual([]);
    const featuredRows = await query("", { featured: "yes", published: "yes" });
    expect(featuredRows.rows.every((row) => row.cells.featured === true && row.cells.published === true)).toBe(true);
    // Sorting by a joined or counted column works too.
    for (const key of ["neighborhood", "plans"]) {
      const sorted = await listRecords(db, apartmentsStore.source, {
        q: "",
        filters: {},
        sort: { key, dir: "desc" },
        page: 1,
        pageSize: 5,
        columns: null,
      });
      expect(sorted.rows).toHaveLength(5);
    }
  });

  it("offers the neighborhoods (select and filter) and every amenity but Parking (which follows the parking options) as choices", async () => {
    const options = await apartmentsStore.options!(db);
    expect(options.neighborhoodId).toEqual(options.neighborhood);
    expect(options.neighborhoodId).toContainEqual({
      value: String(neighborhoodId),
      label: expect.any(String),
    });
    const [total] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(amenities);
    expect(options.amenities).toHaveLength(total!.n - 1);
    expect(options.amenities!.map((option) => option.label)).not.toContain("Parking");
  });
});
