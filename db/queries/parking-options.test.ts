/**
 * Parking as data (issue 29, migration 0033): a community's parking options are the one truth. The database derives
 * the parking fee (the cheapest option's cost) and keeps the Parking amenity link in step, and refuses at commit any
 * other write that makes the link disagree, so no surface can show "Parking $50/mo" beside "Parking: No".
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import type { FormValues } from "../../core/admin/form.ts";
import type { ParkingOption } from "../../core/reference/parking.ts";
import type { Database } from "../client-types.ts";
import { amenities, apartmentAmenities, apartments, neighborhoods } from "../schema/index.ts";
import { constraintViolation, type AdminActor } from "./admin/admin-write.ts";
import { apartmentsStore } from "./admin/resources/apartments.ts";
import { getApartmentBySlug } from "./apartments.ts";
import { insertUser } from "./users.ts";

describe.each(testDatabaseKinds)("parking options as the one truth on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let parkingId: number;
  let poolId: number;
  let neighborhoodId: number;
  let made = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const [parking] = await db.select({ id: amenities.id }).from(amenities).where(eq(amenities.name, "parking"));
    const [pool] = await db.select({ id: amenities.id }).from(amenities).where(eq(amenities.name, "pool"));
    const [hood] = await db.select({ id: neighborhoods.id }).from(neighborhoods).orderBy(asc(neighborhoods.id)).limit(1);
    parkingId = parking!.id;
    poolId = pool!.id;
    neighborhoodId = hood!.id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** A community's row as an import or a script would write it. */
  function communityRow(parkingOptions: ParkingOption[], extra: { parkingFee?: number } = {}) {
    const n = ++made;
    return {
      slug: `parking-test-${n}`,
      title: `Parking Test ${n}`,
      neighborhoodId,
      imageUrl: "/images/apartment/placeholder.svg",
      streetAddress: `${n} Garage Way`,
      postalCode: "77006",
      latitude: 29.745,
      longitude: -95.39,
      yearBuilt: 2010,
      petPolicy: "No pets.",
      phone: "(713) 555-0100",
      verifiedAt: new Date("2026-05-30T12:00:00Z"),
      parkingOptions,
      ...extra,
    };
  }

  /** A community inserted as a plain row. */
  async function insertCommunity(parkingOptions: ParkingOption[], extra: { parkingFee?: number } = {}): Promise<number> {
    const [row] = await db.insert(apartments).values(communityRow(parkingOptions, extra)).returning({ id: apartments.id });
    return row!.id;
  }

  async function parkingOf(id: number) {
    const [row] = await db.select({ fee: apartments.parkingFee, options: apartments.parkingOptions }).from(apartments).where(eq(apartments.id, id));
    const links = await db
      .select({ id: apartmentAmenities.amenityId })
      .from(apartmentAmenities)
      .where(and(eq(apartmentAmenities.apartmentId, id), eq(apartmentAmenities.amenityId, parkingId)));
    return { fee: row!.fee, options: row!.options, linked: links.length === 1 };
  }

  /** The database's refusal, by its SQLSTATE and constraint, however the driver wraps it. */
  async function refusal(write: Promise<unknown>) {
    const error = await write.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error, "the write should have been refused").not.toBeNull();
    return constraintViolation(error);
  }

  it("inserting a community with options sets the fee to the cheapest and links the Parking amenity; without options, neither", async () => {
    const two = await insertCommunity([
      { kind: "covered", monthly: 50 },
      { kind: "garage", monthly: 75 },
    ]);
    expect(await parkingOf(two)).toEqual({ fee: 50, options: [{ kind: "covered", monthly: 50 }, { kind: "garage", monthly: 75 }], linked: true });
    const free = await insertCommunity([{ kind: "surface", monthly: 0 }]);
    expect(await parkingOf(free)).toMatchObject({ fee: 0, linked: true });
    // A fee written beside no options is not the truth: it is derived again, as 0.
    const none = await insertCommunity([], { parkingFee: 90 });
    expect(await parkingOf(none)).toMatchObject({ fee: 0, options: [], linked: false });
  });

  it("one statement inserting many communities links exactly those with options (the import's path)", async () => {
    const rows = Array.from({ length: 6 }, (_, i) => communityRow(i % 2 === 0 ? [{ kind: "garage", monthly: 60 + i }] : []));
    const inserted = await db.insert(apartments).values(rows).returning({ id: apartments.id });
    const seen = await Promise.all(inserted.map((r) => parkingOf(r.id)));
    expect(seen.map((s) => [s.linked, s.fee])).toEqual([
      [true, 60],
      [false, 0],
      [true, 62],
      [false, 0],
      [true, 64],
      [false, 0],
    ]);
  });

  it("updating the options moves the fee and adds or removes the link; clearing them removes both", async () => {
    const id = await insertCommunity([]);
    await db.update(apartments).set({ parkingOptions: [{ kind: "garage", monthly: 120 }] }).where(eq(apartments.id, id));
    expect(await parkingOf(id)).toMatchObject({ fee: 120, linked: true });
    await db
      .update(apartments)
      .set({ parkingOptions: [{ kind: "reserved", monthly: 40 }, { kind: "garage", monthly: 120 }] })
      .where(eq(apartments.id, id));
    expect(await parkingOf(id)).toMatchObject({ fee: 40, linked: true });
    // A write of the fee alone is overruled by the options.
    await db.update(apartments).set({ parkingFee: 5 }).where(eq(apartments.id, id));
    expect(await parkingOf(id)).toMatchObject({ fee: 40, linked: true });
    await db.update(apartments).set({ parkingOptions: [] }).where(eq(apartments.id, id));
    expect(await parkingOf(id)).toEqual({ fee: 0, options: [], linked: false });
  });

  it("an update that leaves the options alone keeps the link as it is", async () => {
    const id = await insertCommunity([{ kind: "surface", monthly: 25 }]);
    await db.update(apartments).set({ title: "Renamed Parking Test" }).where(eq(apartments.id, id));
    expect(await parkingOf(id)).toMatchObject({ fee: 25, linked: true });
  });

  it("refuses at commit a Parking link added to a community without options, and one removed from a community with them", async () => {
    const without = await insertCommunity([]);
    const added = await refusal(db.insert(apartmentAmenities).values({ apartmentId: without, amenityId: parkingId }));
    expect(added).toEqual({ kind: "check", constraint: "apartment_amenities_parking_follows_options" });
    expect(await parkingOf(without)).toMatchObject({ linked: false });

    const withParking = await insertCommunity([{ kind: "covered", monthly: 60 }]);
    const removed = await refusal(db.delete(apartmentAmenities).where(and(eq(apartmentAmenities.apartmentId, withParking), eq(apartmentAmenities.amenityId, parkingId))));
    expect(removed).toEqual({ kind: "check", constraint: "apartment_amenities_parking_follows_options" });
    expect(await parkingOf(withParking)).toMatchObject({ fee: 60, linked: true });

    // Inside a transaction the check waits for the commit, and the whole transaction goes.
    const refused = await refusal(
      db.transaction(async (tx) => {
        await tx.insert(apartmentAmenities).values({ apartmentId: without, amenityId: poolId });
        await tx.insert(apartmentAmenities).values({ apartmentId: without, amenityId: parkingId });
      }),
    );
    expect(refused?.constraint).toBe("apartment_amenities_parking_follows_options");
    const poolLinks = await db
      .select()
      .from(apartmentAmenities)
      .where(and(eq(apartmentAmenities.apartmentId, without), eq(apartmentAmenities.amenityId, poolId)));
    expect(poolLinks).toEqual([]);
  });

  it("judges a transaction by where it ends: links replaced in two statements, the Parking one put back, commit", async () => {
    const id = await insertCommunity([{ kind: "surface", monthly: 0 }]);
    await db.transaction(async (tx) => {
      await tx.delete(apartmentAmenities).where(eq(apartmentAmenities.apartmentId, id));
      await tx.insert(apartmentAmenities).values([
        { apartmentId: id, amenityId: parkingId },
        { apartmentId: id, amenityId: poolId },
      ]);
    });
    expect(await parkingOf(id)).toMatchObject({ linked: true });
  });

  it("the admin store saves a community's parking lines: the fee, the link and the page follow", async () => {
    const created = await insertUser(db, { username: `parking-admin-${kind}`, email: `parking-${kind}@example.com`, passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("admin not created");
    const actor: AdminActor = { id: created.user.id, username: created.user.username };
    const values = {
      title: "Parking Lines Flats",
      slug: "",
      neighborhoodId,
      published: true,
      featured: false,
      description: "Two ways to park.",
      streetAddress: "12 Lot Ln",
      postalCode: "77006",
      phone: "(713) 555-0101",
      latitude: 29.75,
      longitude: -95.36,
      yearBuilt: 2015,
      petPolicy: "No pets.",
      dogsAllowed: false,
      catsAllowed: false,
      maxPets: null,
      dogWeightLimitLb: null,
      breedRestrictions: false,
      petFee: null,
      petDeposit: null,
      petRent: null,
      parkingOptions: ["Garage: 75/mo", "Covered $50"],
      applicationFee: 50,
      adminFee: 0,
      leaseTerms: ["12-month"],
      plans: [{ id: null, name: "A1", beds: 1, baths: 1, sqft: 700, rent: 1300, unitsAvailable: 1, availableFrom: "2026-06-01" }],
      // A form that still ticks Parking changes nothing there: the options decide.
      amenityLinks: [{ id: poolId, note: null }],
    } as FormValues;
    const result = await apartmentsStore.create(db, actor, values);
    if (!result.ok) throw new Error(`not created: ${JSON.stringify(result)}`);
    expect(await parkingOf(result.recordId)).toEqual({ fee: 50, options: [{ kind: "covered", monthly: 50 }, { kind: "garage", monthly: 75 }], linked: true });
    const record = (await apartmentsStore.read(db, result.recordId))!;
    expect(record.values.parkingOptions).toEqual(["Covered $50", "Garage $75"]);
    const page = await getApartmentBySlug(db, record.slug);
    expect(page).toMatchObject({ parkingFee: 50, parking: [{ kind: "covered", monthly: 50 }, { kind: "garage", monthly: 75 }] });
    expect(page!.apartmentAmenities.map((a) => a.name)).toEqual(expect.arrayContaining(["parking", "pool"]));

    // Cleared in the form: the fee, the link and the page's parking go together; the pool stays.
    const cleared = await apartmentsStore.update(db, actor, record.id, record.version, { ...values, slug: record.slug, parkingOptions: [] } as FormValues);
    expect(cleared).toMatchObject({ ok: true });
    expect(await parkingOf(record.id)).toEqual({ fee: 0, options: [], linked: false });
    const after = await getApartmentBySlug(db, record.slug);
    expect(after).toMatchObject({ parkingFee: 0, parking: [] });
    expect(after!.apartmentAmenities.map((a) => a.name)).toEqual(["pool"]);

    // A line that is no parking option is the field's error, and nothing is saved.
    const refused = await apartmentsStore.create(db, actor, { ...values, title: "Bad Parking Flats", parkingOptions: ["Valet $30"] } as FormValues);
    expect(refused).toMatchObject({ ok: false, reason: "refused", field: "parkingOptions" });
  });

  it("the seeded catalogue agrees everywhere: the link exactly where options are, the fee their cheapest", async () => {
    const disagreeing = await db.execute(sql`
      SELECT a.id FROM apartments a
      WHERE (jsonb_array_length(a.parking_options) > 0) <> EXISTS (SELECT 1 FROM apartment_amenities aa WHERE aa.apartment_id = a.id AND aa.amenity_id = ${parkingId})
         OR a.parking_fee <> coalesce((SELECT min((o->>'monthly')::int) FROM jsonb_array_elements(a.parking_options) o), 0)`);
    expect((disagreeing as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
