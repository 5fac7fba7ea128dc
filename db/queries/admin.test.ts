import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { getInquiryAttention } from "./admin.ts";
import { listApartmentCards } from "./catalog.ts";
import { createInquiry } from "./inquiries.ts";

describe.each(testDatabaseKinds)("getInquiryAttention on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  // Far in the future, so that only this test's inquiries fall in the window.
  const now = new Date("2031-03-10T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  it("counts the last 7 days' inquiries, and the people awaiting a reply once each, newest first with their source and apartment", async () => {
    const before = await getInquiryAttention(database.db, { now });
    const {
      items: [apartment],
    } = await listApartmentCards(database.db, { limit: 1 });
    const message = "Is it still available?";
    await createInquiry(database.db, { email: "eight@example.com", message, name: "Eight days", source: "contact" }, { now: daysAgo(8) });
    // A tour booked moves its client to Touring: no longer awaiting a reply.
    await createInquiry(database.db, { email: "six@example.com", message, name: "Six days", source: "tour" }, { now: daysAgo(6) });
    await createInquiry(database.db, { email: "today@example.com", message: "First", name: "Today", source: "contact" }, { now: daysAgo(0.2) });
    await createInquiry(database.db, { email: "Today@example.com", message, name: "Today", source: "apartment", apartmentId: apartment!.id }, { now: daysAgo(0.1) });

    const after = await getInquiryAttention(database.db, { now, limit: 2 });
    expect(after.receivedRecently - before.receivedRecently).toBe(3);
    expect(after.awaitingReply - before.awaitingReply).toBe(2);
    expect(after.newest.map((item) => [item.name, item.source, item.apartmentTitle])).toEqual([
      ["Today", "apartment", apartment!.title],
      ["Eight days", "contact", null],
    ]);
    expect(after.newest[0]!.createdAt).toBe(daysAgo(0.1).toISOString());
  });
});
