import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAmenities, listNeighborhoods } from "../../../db/queries/catalog.ts";
import { adoptGuestPreferences } from "../../../db/queries/preferences.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/database.ts";
import { callRoute, createTestUser } from "../../../tests/route-harness.ts";
import * as preferencesRoute from "./user-preferences.ts";
import * as stagesRoute from "./profile-stages.ts";

describe.each(testDatabaseKinds)("preferences API on %s", (kind) => {
  let database: TestDatabase;
  let ids: { montrose: number; heights: number; pool: number; parking: number; pets: number };
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [hoods, amenities] = await Promise.all([listNeighborhoods(database.db), listAmenities(database.db)]);
    const hood = (slug: string) => hoods.find((n) => n.slug === slug)!.id;
    const amenity = (name: string) => amenities.find((a) => a.name === name)!.id;
    ids = { montrose: hood("montrose"), heights: hood("heights"), pool: amenity("pool"), parking: amenity("parking"), pets: amenity("pets") };
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const put = (viewer: object, body: unknown) => callRoute(preferencesRoute.action, { db: database.db, viewer, method: "PUT", path: "/api/user/preferences", body });
  const get = async (viewer: object) => {
    const response = await callRoute(preferencesRoute.loader, { db: database.db, viewer, path: "/api/user/preferences" });
    expect(response.status).toBe(200);
    return ((await response.json()) as { preferences: Record<string, unknown> }).preferences;
  };

  it("answers an empty profile before anything is saved", async () => {
    const user = await createTestUser(database.db);
    const preferences = await get({ user });
    expect(preferences).toMatchObject({ name: null, maxBudget: null, amenities: [], neighborhoods: [], preferredNeighborhoodIds: [], leaseLength: null });
    const answered = (await (await callRoute(preferencesRoute.loader, { db: database.db, viewer: { user }, path: "/api/user/preferences" })).json()) as { commuteDestination: unknown };
    expect(answered.commuteDestination).toBeNull();
  });

  it("stores the spec's PUT body and answers it in every shape a client reads", async () => {
    const user = await createTestUser(database.db);
    const response = await put({ user }, {
      name: "  Maria Lopez ",
      phone: "713-555-0142",
      commuteTo: "Texas Medical Center",
      amenities: [{ id: ids.pool, requirement: null }, { id: ids.parking, requirement: "must be covered" }],
      preferredNeighborhoodIds: [ids.montrose, ids.heights],
      maxBudget: 1800,
      bedrooms: 2,
      bathrooms: 1.5,
      moveInDate: "2027-03-01",
      sqft: 900,
      leaseLength: "12-month",
      isUserFeelFineWithProfilePreferences: true,
      previousRouteAgent: "/listings",
    });
    expect(response.status).toBe(200);
    // Where the commute destination is, for the apartment page's map.
    const answered = (await (await callRoute(preferencesRoute.loader, { db: database.db, viewer: { user }, path: "/api/user/preferences" })).json()) as { commuteDestination: unknown };
    expect(answered.commuteDestination).toMatchObject({ name: "Texas Medical Center", latitude: expect.any(Number), longitude: expect.any(Number) });
    const preferences = await get({ user });
    expect(preferences).toMatchObject({
      name: "Maria Lopez",
      phone: "713-555-0142",
      commuteTo: "Texas Medical Center",
      maxBudget: 1800,
      bedrooms: 2,
      bathrooms: 1.5,
      sqft: 900,
      moveInDate: "2027-03-01",
      leaseLength: "12-month",
      customLeaseLength: null,
      isUserFeelFineWithProfilePreferences: true,
      previousRouteAgent: "/listings",
    });
    expect(preferences.neighborhoods).toEqual(expect.arrayContaining(["montrose", "heights"]));
    expect(preferences.preferredNeighborhoodIds).toEqual(expect.arrayContaining([ids.montrose, ids.heights]));
    expect(preferences.preferredNeighborhoods).toEqual(expect.arrayContaining([expect.objectContaining({ id: ids.montrose, slug: "montrose" })]));
    expect(preferences.requiredAmenities).toEqual(expect.arrayContaining([{ id: ids.parking, requirement: "must be covered" }, { id: ids.pool, requirement: null }]));
    expect(preferences.amenities).toEqual(preferences.requiredAmenities);
  });

  it("applies the coercions of spec section 5", async () => {
    const user = await createTestUser(database.db);
    const response = await put({ user }, {
      maxBudget: "1,750.60",
      bedrooms: "2.4",
      bathrooms: "1.7",
      sqft: "abc",
      preferredNeighborhoodIds: [String(ids.montrose), "not-a-number", null, ids.heights],
      leaseLength: "custom",
      customLeaseLength: " 9 months ",
    });
    expect(response.status).toBe(200);
    const preferences = await get({ user });
    expect(preferences).toMatchObject({ maxBudget: 1751, bedrooms: 2, bathrooms: 1.5, sqft: null, leaseLength: "9 months", customLeaseLength: "9 months" });
    expect(preferences.preferredNeighborhoodIds).toEqual(expect.arrayContaining([ids.montrose, ids.heights]));
    expect(preferences.preferredNeighborhoodIds).toHaveLength(2);
  });

  it.each([
    ["requiredAmenities as objects", () => ({ requiredAmenities: [{ id: ids.pool, requirement: " heated " }] }), "heated"],
    ["amenities as ids", () => ({ amenities: [ids.pool] }), null],
    ["amenities as keys", () => ({ amenities: ["pool"] }), null],
    ["amenities as numeric strings", () => ({ amenities: [String(ids.pool)] }), null],
    ["amenities as objects with a numeric-string id", () => ({ amenities: [{ id: String(ids.pool), requirement: "" }] }), null],
  ])("accepts %s", async (_label, body, requirement) => {
    const user = await createTestUser(database.db);
    expect((await put({ user }, body())).status).toBe(200);
    expect((await get({ user })).amenities).toEqual([{ id: ids.pool, requirement }]);
  });

  it.each([
    ["preferredNeighborhoods as objects with id", () => ({ preferredNeighborhoods: [{ id: ids.heights, slug: "ignored-when-id-given" }] })],
    ["preferredNeighborhoods as objects with slug", () => ({ preferredNeighborhoods: [{ slug: "heights" }] })],
    ["neighborhoods as slugs", () => ({ neighborhoods: ["heights"] })],
  ])("accepts %s", async (_label, body) => {
    const user = await createTestUser(database.db);
    expect((await put({ user }, body())).status).toBe(200);
    expect((await get({ user })).neighborhoods).toEqual(["heights"]);
  });

  it("keeps fields a PUT leaves out, and clears those sent as null", async () => {
    const user = await createTestUser(database.db);
    await put({ user }, { name: "Sam", maxBudget: 1500, bedrooms: 1 });
    await put({ user }, { maxBudget: null, bedrooms: 2 });
    expect(await get({ user })).toMatchObject({ name: "Sam", maxBudget: null, bedrooms: 2 });
  });

  it.each([
    ["a negative budget", { maxBudget: -5 }, "maxBudget", "can't be negative"],
    ["an impossible date", { moveInDate: "2027-02-30" }, "moveInDate", "date"],
    ["a phone with letters", { phone: "call me maybe" }, "phone", "phone number"],
    ["a name that is not text", { name: { first: "x" } }, "name", "text"],
    ["an unknown neighborhood", { neighborhoods: ["atlantis"] }, "neighborhoods", "no neighborhood"],
    ["an unknown amenity id", { amenities: [999_999] }, "amenities", "no amenity"],
    ["a list that is not a list", { amenities: "pool" }, "amenities", "list"],
    ["too many bedrooms", { bedrooms: 40 }, "bedrooms", "at most 10"],
  ])("refuses %s with a 400 naming the field, and changes nothing", async (_label, body, field, text) => {
    const user = await createTestUser(database.db);
    await put({ user }, { name: "Kept", maxBudget: 1600 });
    const response = await put({ user }, { name: "Changed", ...body });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; fieldErrors: Record<string, string> };
    expect(Object.keys(error.fieldErrors).some((key) => key.startsWith(field))).toBe(true);
    expect(error.message.toLowerCase()).toContain(text.toLowerCase());
    expect(await get({ user })).toMatchObject({ name: "Kept", maxBudget: 1600 });
  });

  it("refuses a body that is not JSON", async () => {
    const user = await createTestUser(database.db);
    const response = await put({ user }, "{not json");
    expect(response.status).toBe(400);
  });

  it("keeps a guest's profile under a new guest cookie, and moves it to the account on sign-in", async () => {
    const response = await put({}, { name: "Guest Renter", maxBudget: 1400, neighborhoods: ["montrose"] });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/has_guest=[A-Za-z0-9_-]{43}/);
    expect(cookie).toMatch(/HttpOnly/i);

    // The router context's viewer carries the hashed guest id; find it through a second save by the same viewer.
    const { hashToken } = await import("../../auth/tokens.server.ts");
    const guestId = hashToken(/has_guest=([A-Za-z0-9_-]{43})/.exec(cookie)![1]!);
    expect(await get({ guestId })).toMatchObject({ name: "Guest Renter", maxBudget: 1400, neighborhoods: ["montrose"] });

    const user = await createTestUser(database.db);
    await adoptGuestPreferences(database.db, guestId, user.id);
    expect(await get({ user })).toMatchObject({ name: "Guest Renter", maxBudget: 1400, neighborhoods: ["montrose"] });
    expect(await get({ guestId })).toMatchObject({ name: null, maxBudget: null });
  });

  it("merges a guest profile into an existing account profile without overwriting the account's answers", async () => {
    const user = await createTestUser(database.db);
    await put({ user }, { name: "Account Name", maxBudget: 2000 });
    const guestId = `guest-merge-${kind}`;
    await put({ guestId }, { name: "Guest Name", bedrooms: 3, maxBudget: 1000 });
    await adoptGuestPreferences(database.db, guestId, user.id);
    expect(await get({ user })).toMatchObject({ name: "Account Name", maxBudget: 2000, bedrooms: 3 });
  });

  it("reports the stages from the caller's own profile, whatever email is asked for", async () => {
    const user = await createTestUser(database.db);
    const other = await createTestUser(database.db);
    await put({ user: other }, { name: "Other", neighborhoods: ["heights"], maxBudget: 1500, bedrooms: 1 });
    const stages = async () => {
      const response = await callRoute(stagesRoute.loader, { db: database.db, viewer: { user }, path: `/api/profile-stages/completion?email=${encodeURIComponent(other.email)}` });
      return (await response.json()) as { isComplete: boolean; stages: { stageName: string; isOptional: boolean; isCompleted: boolean }[] };
    };
    let status = await stages();
    expect(status.isComplete).toBe(false);
    expect(status.stages.map((s) => s.stageName)).toEqual(["Basic Info", "Location", "Budget", "Apartment Specs", "Amenities & Timeline"]);
    expect(status.stages.map((s) => s.isOptional)).toEqual([false, false, false, false, true]);
    expect(status.stages.every((s) => !s.isCompleted)).toBe(true);

    await put({ user }, { name: "Me", anyNeighborhood: true, maxBudget: 1500, bedrooms: 0 });
    status = await stages();
    expect(status.isComplete).toBe(true);
    expect(status.stages.slice(0, 4).every((s) => s.isCompleted)).toBe(true);
    expect(status.stages[4]!.isCompleted).toBe(false);
  });
});
