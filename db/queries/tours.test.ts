import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { freeTourSlots } from "../../core/tours/slots.ts";
import { apartments, clientEvents, clientInquiries, clients, tourBookings } from "../schema/index.ts";
import { toursOfClient } from "./admin/resources/clients.ts";
import { bookTour, cancelTour, findTourCommunity, moveTour, takenTourIntervals, type NewTourBooking } from "./tours.ts";

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
    expect(inquiries[0]).toMatchObject({ apartmentId: community.id, name: rows[0]!.name });
    // The booking put its client at Touring, and the client's page lists the tour.
    const [client] = await database.db.select().from(clients).where(eq(clients.id, inquiries[0]!.clientId));
    expect(client).toMatchObject({ status: "touring", name: rows[0]!.name });
    expect(await toursOfClient(database.db, client!.id)).toMatchObject([{ startsAt: new Date(slot.startsAt), status: "booked", community: community.title }]);
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
    const events = await database.db.select().from(clientEvents).where(sql`${clientEvents.inquiryId} = ${moved!.inquiryId} and ${clientEvents.kind} = 'reaction'`);
    expect(events.map((e) => e.body)).toEqual([expect.stringMatching(/^Moved the tour from .+ to .+\.$/)]);
  });

  it("never lets two tours overlap: a longer tour over a booked one is taken, touching ones are not, at once or one by one", async () => {
    const minutes = community.tourMinutes * 60_000;
    const start = new Date(slots()[8]!.startsAt);
    const tour = (startsAt: Date, length: number, who: string): NewTourBooking => ({ ...bookingAt(startsAt, who), endsAt: new Date(startsAt.getTime() + length) });

    // Two at once that overlap without sharing a start (the tour length changed between the two pages): one wins.
    const results = await Promise.all([
      bookTour(database.db, tour(start, 2 * minutes, "long"), { now }),
      bookTour(database.db, tour(new Date(start.getTime() + minutes), minutes, "inside"), { now }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: "taken" });

    // Whichever won, a tour starting inside the first hour is refused; one starting as the long one ends is not.
    const booked = await takenTourIntervals(database.db, community.id, now);
    const mine = booked.filter((b) => b.endsAt > start && b.startsAt < new Date(start.getTime() + 2 * minutes));
    expect(mine).toHaveLength(1);
    const end = mine[0]!.endsAt;
    expect(await bookTour(database.db, tour(new Date(end.getTime() - 60_000), minutes, "overlap"), { now })).toEqual({ ok: false, reason: "taken" });
    const touching = await bookTour(database.db, tour(end, minutes, "touching"), { now });
    expect(touching.ok).toBe(true);

    // A move onto a booked tour's time is refused as well, by overlap, not only by an identical start.
    if (!touching.ok) throw new Error("booking failed");
    expect(await moveTour(database.db, touching.id, { startsAt: new Date(end.getTime() - 60_000), endsAt: new Date(end.getTime() - 60_000 + minutes) }, { now })).toEqual({
      ok: false,
      reason: "taken",
    });
    // Moving within its own time (overlapping only itself) is allowed.
    expect(await moveTour(database.db, touching.id, { startsAt: new Date(end.getTime() + 60_000), endsAt: new Date(end.getTime() + 60_000 + minutes) }, { now })).toEqual({
      ok: true,
      id: touching.id,
    });
  });
});
