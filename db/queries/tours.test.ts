import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { LocatorTermsSchema } from "../../core/money/locator-terms.ts";
import { freeTourSlots } from "../../core/tours/slots.ts";
import { apartments, clientEvents, clientInquiries, clients, outbox, tourBookings } from "../schema/index.ts";
import { saveCommunityTerms } from "./admin/community-terms.ts";
import { toursOfClient } from "./admin/resources/clients.ts";
import { insertUser } from "./users.ts";
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

  it("queues the property's copy to the leasing contact of the terms in effect today, never with the renter's link; none without such terms", async () => {
    const db = database.db;
    const others = await db
      .select({ slug: apartments.slug })
      .from(apartments)
      .where(and(eq(apartments.published, true), ne(apartments.id, community.id)))
      .orderBy(asc(apartments.id))
      .limit(2);
    const [withContact, notYet] = await Promise.all(others.map(async (row) => (await findTourCommunity(db, row.slug))!));
    const created = await insertUser(db, { username: "lena-admin", email: "lena-admin@example.com", passwordHash: "h", isAdmin: true });
    if (!created.ok) throw new Error("admin not created");
    const admin = { id: created.user.id, username: "lena-admin" };
    const terms = (effectiveFrom: string, leasingContactEmail: string) =>
      LocatorTermsSchema.parse({ paysLocators: true, commission: { basis: "percent", percentBasisPoints: 10_000 }, leasingContactName: "Lena Leasing", leasingContactEmail, effectiveFrom });
    expect(await saveCommunityTerms(db, admin, withContact!.id, terms("2026-01-01", "leasing@property.example"))).toMatchObject({ ok: true });
    // Terms from next month on do not count today (the booking's Houston date).
    expect(await saveCommunityTerms(db, admin, notYet!.id, terms("2026-12-01", "later@property.example"))).toMatchObject({ ok: true });

    const book = async (at: typeof withContact, who: string) => {
      const startsAt = new Date("2026-11-30T16:00:00Z");
      const result = await bookTour(
        db,
        { ...bookingAt(startsAt, who), apartmentId: at!.id, apartmentTitle: at!.title, mode: "virtual" },
        { now, origin: "https://site.test", manageLink: (id) => `/tours/${id}?token=secret_Token-${who}`, company: "Bayou Locating LLC" },
      );
      if (!result.ok) throw new Error("booking failed");
      const [row] = await db.select({ clientId: clientInquiries.clientId }).from(tourBookings).innerJoin(clientInquiries, eq(clientInquiries.id, tourBookings.inquiryId)).where(eq(tourBookings.id, result.id));
      const mail = await db.select().from(outbox).where(eq(outbox.clientId, row!.clientId)).orderBy(asc(outbox.id));
      return { id: result.id, clientId: row!.clientId, mail: mail.filter((message) => message.kind === "tour-confirmation") };
    };
    const mailOf = async (clientId: number) => (await db.select().from(outbox).where(eq(outbox.clientId, clientId)).orderBy(asc(outbox.id))).filter((m) => m.kind === "tour-confirmation");

    const guest = await book(withContact, "guestwithcopy");
    expect(guest.mail.map((message) => message.toAddress)).toEqual(["guestwithcopy@example.com", "leasing@property.example"]);
    const [confirmation, copy] = guest.mail;
    expect(confirmation!.textBody).toContain("token=secret_Token-guestwithcopy");
    expect(copy).toMatchObject({ kind: "tour-confirmation", clientId: guest.clientId, userId: null });
    expect(copy!.subject).toBe(`Tour booked: guestwithcopy at ${withContact!.title}, Mon, Nov 30, 10:00 AM (a referral of Bayou Locating LLC)`);
    expect(copy!.textBody).toContain("Hello Lena Leasing, guestwithcopy booked a tour");
    expect(copy!.textBody).toContain("When: Monday, November 30, 10:00 AM to");
    expect(copy!.textBody).toContain("Tour: Virtual (video call)");
    for (const body of [copy!.textBody, copy!.htmlBody ?? ""]) {
      expect(body).not.toMatch(/token|secret_Token|\/tours\/|guestwithcopy@example\.com|555-0100/);
    }

    const early = await book(notYet, "guestnocopy");
    expect(early.mail.map((message) => message.toAddress)).toEqual(["guestnocopy@example.com"]);

    // The renter moves the tour, then cancels it: the property hears of each, still without the renter's link.
    const later = { startsAt: new Date("2026-11-30T19:00:00Z"), endsAt: new Date("2026-11-30T19:45:00Z") };
    expect(await moveTour(db, guest.id, later, { now, company: "Bayou Locating LLC" })).toEqual({ ok: true, id: guest.id });
    expect(await cancelTour(db, guest.id, { now, company: "Bayou Locating LLC" })).toEqual({ ok: true, id: guest.id });
    const [, , moved, cancelled, ...more] = await mailOf(guest.clientId);
    expect(more).toEqual([]);
    expect(moved).toMatchObject({ toAddress: "leasing@property.example", subject: `Tour moved: guestwithcopy at ${withContact!.title}, now Mon, Nov 30, 1:00 PM (was Mon, Nov 30, 10:00 AM)` });
    expect(cancelled).toMatchObject({ toAddress: "leasing@property.example", subject: `Tour cancelled: guestwithcopy at ${withContact!.title}, Mon, Nov 30, 1:00 PM` });
    for (const body of [moved!.textBody, cancelled!.textBody]) expect(body).not.toMatch(/token|secret_Token|\/tours\/|guestwithcopy@example\.com/);
    // A second cancel writes nothing, and tells nobody; a community without a leasing contact hears of nothing.
    expect(await cancelTour(db, guest.id, { now })).toMatchObject({ ok: false });
    expect(await mailOf(guest.clientId)).toHaveLength(4);
    expect(await cancelTour(db, early.id, { now })).toEqual({ ok: true, id: early.id });
    expect((await mailOf(early.clientId)).map((message) => message.toAddress)).toEqual(["guestnocopy@example.com"]);
  });
});
