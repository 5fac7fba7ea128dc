import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { freeTourSlots } from "../../core/tours/slots.ts";
import { apartments, clientInquiries, inquiryEvents, tourBookings } from "../schema/index.ts";
import { bookTour, cancelTour, findTourCommunity, moveTour, takenTourIntervals, tourOfInquiry, type NewTourBooking } from "./tours.ts";

describe.each(testDatabaseKinds)("tour bookings on %s", (kind) => {
  let database: TestDatabase;
  let community: NonNullable<Awaited<ReturnType<typeof findTourCommunity>>>;
  const now = new Date("2026-11-23T12:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [first] = await database.db.select({ slug: apartments.slug }).from(apartments).where(eq(apartments.published, true)).limit(1);
    community = (await findTourCommunity(database.db, first!.slug))!;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const bookingAt = (startsAt: Date, who: string): NewTourBooking => ({
    apartmentId: community.id,
    apartmentTitle: community.title,
    startsAt,
    endsAt: new Date(startsAt.getTime() + community.tourMinutes * 60_000),
    mode: "in-person",
    name: who,
    email: `${who}@example.com`,
    phone: "(713) 555-0100",
    userId: null,
    manageTokenHash: `hash-of-${who}`,
  });

  const slots = () => freeTourSlots({ hours: community.tourHours, tourMinutes: community.tourMinutes, now });

  it("lets exactly one of eight simultaneous bookings of a slot through", async () => {
    const slot = slots()[0]!;
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => bookTour(database.db, bookingAt(new Date(slot.startsAt), `racer${i}`), { now })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === "taken")).toBe(true);
    const rows = await database.db.select().from(tourBookings).where(eq(tourBookings.startsAt, new Date(slot.startsAt)));
    expect(rows).toHaveLength(1);
    // The losers left no inquiry behind: the booking and its inquiry are one transaction.
    const inquiries = await database.db.select().from(clientInquiries).where(eq(clientInquiries.source, "tour"));
    expect(inquiries).toHaveLength(1);
    expect(inquiries[0]).toMatchObject({ status: "touring", apartmentId: community.id, name: rows[0]!.name });
    expect(await tourOfInquiry(database.db, inquiries[0]!.id)).toMatchObject({ startsAt: new Date(slot.startsAt), status: "booked" });
    expect(slots().some((s) => s.startsAt === slot.startsAt)).toBe(true);
    const taken = await takenTourIntervals(database.db, community.id, now);
    expect(freeTourSlots({ hours: community.tourHours, tourMinutes: community.tourMinutes, now, taken }).some((s) => s.startsAt === slot.startsAt)).toBe(false);
  });

  it("moves a booking to a free slot, refuses a taken one, and cancelling frees the slot", async () => {
    const [a, b, c] = slots().slice(1, 4);
    const mine = await bookTour(database.db, bookingAt(new Date(a!.startsAt), "mover"), { now });
    const theirs = await bookTour(database.db, bookingAt(new Date(b!.startsAt), "other"), { now });
    if (!mine.ok || !theirs.ok) throw new Error("booking failed");
    const slotOf = (s: typeof a) => ({ startsAt: new Date(s!.startsAt), endsAt: new Date(s!.endsAt) });

    expect(await moveTour(database.db, mine.id, slotOf(b), { now })).toEqual({ ok: false, reason: "taken" });
    expect(await moveTour(database.db, mine.id, slotOf(c), { now })).toEqual({ ok: true, id: mine.id });
    // Its old slot is free again: someone else may book it.
    expect((await bookTour(database.db, bookingAt(new Date(a!.startsAt), "late"), { now })).ok).toBe(true);

    expect(await cancelTour(database.db, theirs.id, { now })).toEqual({ ok: true, id: theirs.id });
    expect(await cancelTour(database.db, theirs.id, { now })).toEqual({ ok: false, reason: "not-found" });
    expect((await bookTour(database.db, bookingAt(new Date(b!.startsAt), "again"), { now })).ok).toBe(true);

    const [moved] = await database.db.select().from(tourBookings).where(eq(tourBookings.id, mine.id));
    const events = await database.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, moved!.inquiryId!));
    expect(events.map((e) => e.body)).toEqual([expect.stringMatching(/^Moved the tour from .+ to .+\.$/)]);
  });
});
