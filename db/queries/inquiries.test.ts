import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { getApartmentBySlug } from "./apartments.ts";
import { listApartmentCards } from "./catalog.ts";
import { countInquiriesByEmail, createInquiry, findInquiryById } from "./inquiries.ts";

describe.each(testDatabaseKinds)("createInquiry on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const base = { name: "Ana Ruiz", message: "Do you have 2 bedrooms in Montrose?", source: "contact" as const };
  const t0 = new Date("2026-06-01T15:00:00Z");

  it("stores every field of a contact inquiry", async () => {
    const result = await createInquiry(
      database.db,
      { ...base, email: "ana@example.com", phone: "(713) 555-0100", moveInDate: "2026-07-01" },
      { now: t0 },
    );
    expect(result.duplicate).toBe(false);
    const row = await findInquiryById(database.db, result.id);
    expect(row).toMatchObject({
      name: "Ana Ruiz",
      email: "ana@example.com",
      phone: "(713) 555-0100",
      moveInDate: "2026-07-01",
      source: "contact",
      clientId: result.clientId,
      apartmentId: null,
      userId: null,
    });
  });

  it("treats the same e-mail and message within 10 minutes as already received", async () => {
    const first = await createInquiry(database.db, { ...base, email: "dup@example.com" }, { now: t0 });
    const again = await createInquiry(database.db, { ...base, email: "DUP@example.com" }, { now: new Date(t0.getTime() + 9 * 60_000) });
    expect(again).toEqual({ id: first.id, clientId: first.clientId, duplicate: true });
    expect(await countInquiriesByEmail(database.db, "dup@example.com")).toBe(1);
  });

  it("stores a different message, or the same one after the window, as a new inquiry", async () => {
    await createInquiry(database.db, { ...base, email: "later@example.com" }, { now: t0 });
    const other = await createInquiry(database.db, { ...base, email: "later@example.com", message: "And 3 bedrooms?" }, { now: t0 });
    const afterWindow = await createInquiry(database.db, { ...base, email: "later@example.com" }, { now: new Date(t0.getTime() + 11 * 60_000) });
    expect(other.duplicate).toBe(false);
    expect(afterWindow.duplicate).toBe(false);
    expect(await countInquiriesByEmail(database.db, "later@example.com")).toBe(3);
  });

  it("stores only one of two identical submissions sent at the same moment", async () => {
    const input = { ...base, email: "race@example.com" };
    const results = await Promise.all([createInquiry(database.db, input, { now: t0 }), createInquiry(database.db, input, { now: t0 })]);
    expect(results.filter((r) => r.duplicate)).toHaveLength(1);
    expect(await countInquiriesByEmail(database.db, "race@example.com")).toBe(1);
  });

  it("links an apartment inquiry to its apartment", async () => {
    const [card] = (await listApartmentCards(database.db, { limit: 1 })).items;
    const apartment = await getApartmentBySlug(database.db, card!.slug);
    const result = await createInquiry(database.db, {
      ...base,
      email: "apt@example.com",
      source: "apartment",
      apartmentId: apartment!.id,
    });
    expect(await findInquiryById(database.db, result.id)).toMatchObject({ source: "apartment", apartmentId: apartment!.id });
  });
});
