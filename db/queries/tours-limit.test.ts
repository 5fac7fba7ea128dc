/**
 * Issue 26: one guest took 40 tour slots of one community. A person holds at most 2 upcoming tours of a
 * community: an account by its id, a guest by the e-mail given (trimmed, any case), which also counts the
 * account bookings made with that address. Enforced in the booking's transaction, under the community's row
 * lock, so concurrent bookings cannot both pass; moving a booking is still allowed, and cancelled or past tours
 * free their place.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { freeTourSlots, type TourSlot } from "../../core/tours/slots.ts";
import { apartments, clientInquiries, tourBookings } from "../schema/index.ts";
import { bookTour, cancelTour, findTourCommunity, moveTour, type NewTourBooking } from "./tours.ts";
import { insertUser } from "./users.ts";

type Community = NonNullable<Awaited<ReturnType<typeof findTourCommunity>>>;

describe.each(testDatabaseKinds)("the limit of upcoming tours per person and community on %s", (kind) => {
  let database: TestDatabase;
  let communities: Community[];
  const now = new Date("2026-11-23T12:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const rows = await database.db.select({ slug: apartments.slug }).from(apartments).where(eq(apartments.published, true)).orderBy(apartments.id).limit(6);
    communities = await Promise.all(rows.map(async (row) => (await findTourCommunity(database.db, row.slug))!));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const slotsOf = (community: Community): TourSlot[] =>
    freeTourSlots({
      hours: community.tourHours,
      tourMinutes: community.tourMinutes,
      now,
    });

  /** A booking of the community's n-th free slot (slots follow each other, so different n never overlap). */
  function booking(community: Community, n: number, who: { email: string; userId?: number; name?: string }): NewTourBooking {
    const slot = slotsOf(community)[n]!;
    return {
      apartmentId: community.id,
      apartmentTitle: community.title,
      startsAt: new Date(slot.startsAt),
      endsAt: new Date(slot.endsAt),
      mode: "virtual",
      name: who.name ?? "Tour Taker",
      email: who.email,
      phone: "(713) 555-0100",
      userId: who.userId ?? null,
      manageTokenHash: who.userId ? null : `hash-${who.email}-${n}`,
    };
  }

  async function account(username: string) {
    const created = await insertUser(database.db, {
      username,
      email: `${username}@example.com`,
      passwordHash: "not-a-real-hash",
    });
    if (!created.ok) throw new Error(`${username} not created`);
    return created.user;
  }

  it("refuses a guest's third upcoming tour of a community, whatever the e-mail's case and spaces; another community, a move and a cancel still work", async () => {
    const [here, elsewhere] = communities;
    const first = await bookTour(database.db, booking(here!, 0, { email: "Greedy@Example.com" }), { now });
    const second = await bookTour(database.db, booking(here!, 1, { email: "greedy@example.com" }), { now });
    expect([first.ok, second.ok]).toEqual([true, true]);
    expect(await bookTour(database.db, booking(here!, 2, { email: "  GREEDY@example.COM " }), { now })).toEqual({ ok: false, reason: "limit" });
    // Refused whole: no booking and no inquiry left behind.
    const inquiries = await database.db
      .select()
      .from(clientInquiries)
      .where(sql`lower(${clientInquiries.email}) = 'greedy@example.com'`);
    expect(inquiries).toHaveLength(2);

    expect((await bookTour(database.db, booking(elsewhere!, 0, { email: "greedy@example.com" }), { now })).ok).toBe(true);
    if (!first.ok) throw new Error("booking failed");
    const later = slotsOf(here!)[5]!;
    expect(
      await moveTour(
        database.db,
        first.id,
        {
          startsAt: new Date(later.startsAt),
          endsAt: new Date(later.endsAt),
        },
        { now },
      ),
    ).toEqual({ ok: true, id: first.id });
    expect(await cancelTour(database.db, first.id, { now })).toEqual({
      ok: true,
      id: first.id,
    });
    expect((await bookTour(database.db, booking(here!, 2, { email: "greedy@example.com" }), { now })).ok).toBe(true);
  });

  it("counts an account's tours by its id, and a guest's by the address, the account's bookings with it included", async () => {
    const here = communities[2]!;
    const renter = await account("counted");
    // Somebody typed the renter's address as a guest: that does not use up the account's places.
    expect((await bookTour(database.db, booking(here, 0, { email: renter.email }), { now })).ok).toBe(true);
    expect((await bookTour(database.db, booking(here, 1, { email: renter.email.toUpperCase() }), { now })).ok).toBe(true);
    expect((await bookTour(database.db, booking(here, 2, { email: renter.email, userId: renter.id }), { now })).ok).toBe(true);
    // Booked under an address the account had before: still the account's.
    expect(
      (
        await bookTour(
          database.db,
          booking(here, 3, {
            email: "old-address@example.com",
            userId: renter.id,
          }),
          { now },
        )
      ).ok,
    ).toBe(true);
    expect(await bookTour(database.db, booking(here, 4, { email: renter.email, userId: renter.id }), { now })).toEqual({ ok: false, reason: "limit" });
    // A guest with an address that has two upcoming tours there (as a guest or under an account) is refused.
    expect(
      await bookTour(database.db, booking(here, 5, { email: renter.email }), {
        now,
      }),
    ).toEqual({ ok: false, reason: "limit" });
    expect(await bookTour(database.db, booking(here, 6, { email: "old-address@example.com" }), { now })).toMatchObject({ ok: true });
  });

  it("does not count tours that have ended", async () => {
    const here = communities[3]!;
    const who = { email: "regular@example.com" };
    expect((await bookTour(database.db, booking(here, 0, who), { now })).ok).toBe(true);
    expect((await bookTour(database.db, booking(here, 1, who), { now })).ok).toBe(true);
    const afterBoth = new Date(new Date(slotsOf(here)[1]!.endsAt).getTime() + 60_000);
    expect((await bookTour(database.db, booking(here, 8, who), { now: afterBoth })).ok).toBe(true);
  });

  it("lets exactly two of six simultaneous bookings by one guest through, and two of five by one account", async () => {
    const here = communities[4]!;
    const guest = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        bookTour(
          database.db,
          booking(here, n, {
            email: n % 2 ? "RACER@example.com" : "racer@example.com",
          }),
          { now },
        ),
      ),
    );
    expect(guest.filter((r) => r.ok)).toHaveLength(2);
    expect(guest.filter((r) => !r.ok)).toEqual(Array.from({ length: 4 }, () => ({ ok: false, reason: "limit" })));
    const rows = await database.db
      .select()
      .from(tourBookings)
      .where(sql`lower(${tourBookings.email}) = 'racer@example.com'`);
    expect(rows).toHaveLength(2);

    const renter = await account("racing");
    const mine = await Promise.all(
      Array.from({ length: 5 }, (_, n) => bookTour(database.db, booking(here, 10 + n, { email: renter.email, userId: renter.id }), { now })),
    );
    expect(mine.filter((r) => r.ok)).toHaveLength(2);
    expect(await database.db.select().from(tourBookings).where(eq(tourBookings.userId, renter.id))).toHaveLength(2);
  });
});
