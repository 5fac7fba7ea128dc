/**
 * Tour bookings: what a community's booking page needs (its hours and the slots already taken), booking a
 * slot together with the inquiry it files on the renter's client (source 'tour'; the client moves to Touring), and the
 * renter's own bookings with cancel and move. Two tours of one community never overlap: a booking or a move
 * locks the community's row, then looks for a booked tour that overlaps the new one (so a tour length changed
 * between two bookings cannot let them overlap); the partial unique index tour_bookings_slot_key stays as the
 * last word on identical starts. The loser is answered as "taken". Under the same lock, a booking is refused
 * when the person already holds the most upcoming tours of the community one may (core/tours/booking-limits.ts),
 * so two bookings at once cannot both pass the count.
 */
import { and, asc, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { SITE_NAME } from "../../core/reference/site.ts";
import { mayBookAnotherTour, tourBookerOf } from "../../core/tours/booking-limits.ts";
import { formatTourStart, TOUR_MODE_LABELS, type TourMode } from "../../core/tours/tour-format.ts";
import { tourHoursFromJson, type TourDayHours } from "../../core/tours/tour-hours.ts";
import type { TakenInterval } from "../../core/tours/slots.ts";
import type { Database } from "../client-types.ts";
import { apartments, clientInquiries, tourBookings } from "../schema/index.ts";
import { addClientEvent, fileInquiry } from "./clients.ts";
import { queuePropertyTourCopyEmail, queueTourConfirmationEmail } from "./mail/lead-mail.ts";
import { constraintViolation } from "./admin/admin-write.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const SLOT_KEY = "tour_bookings_slot_key";

export interface TourCommunity {
  id: number;
  slug: string;
  title: string;
  streetAddress: string;
  postalCode: string;
  phone: string;
  tourHours: TourDayHours[];
  tourMinutes: number;
}

/** A community on the site, with its tour hours; null when there is none by that slug (or it is hidden). */
export async function findTourCommunity(db: Database, slug: string): Promise<TourCommunity | null> {
  const [row] = await db
    .select({
      id: apartments.id,
      slug: apartments.slug,
      title: apartments.title,
      streetAddress: apartments.streetAddress,
      postalCode: apartments.postalCode,
      phone: apartments.phone,
      tourHours: apartments.tourHours,
      tourMinutes: apartments.tourMinutes,
    })
    .from(apartments)
    .where(and(eq(apartments.slug, slug), eq(apartments.published, true)))
    .limit(1);
  return row ? { ...row, tourHours: tourHoursFromJson(row.tourHours) } : null;
}

/** The booked (not cancelled) tours of a community that end after `from`; `exceptId`: a booking being moved. */
export async function takenTourIntervals(db: Database, apartmentId: number, from: Date, exceptId?: number): Promise<TakenInterval[]> {
  return db
    .select({ startsAt: tourBookings.startsAt, endsAt: tourBookings.endsAt })
    .from(tourBookings)
    .where(
      and(
        eq(tourBookings.apartmentId, apartmentId),
        eq(tourBookings.status, "booked"),
        gt(tourBookings.endsAt, from),
        exceptId === undefined ? undefined : ne(tourBookings.id, exceptId),
      ),
    );
}

export interface NewTourBooking {
  apartmentId: number;
  apartmentTitle: string;
  startsAt: Date;
  endsAt: Date;
  mode: TourMode;
  name: string;
  email: string;
  phone: string | null;
  userId: number | null;
  /** Guests only: SHA-256 (hex) of the token in their manage link. */
  manageTokenHash: string | null;
}

export type TourWriteResult = { ok: true; id: number } | { ok: false; reason: "taken" | "not-found" };

/** A new booking's result: also "limit" when the person already holds the most upcoming tours of the community. */
export type BookTourResult = TourWriteResult | { ok: false; reason: "limit" };

/** The inquiry's words for the locator: what was booked, in Houston time. */
function tourMessage(booking: Pick<NewTourBooking, "apartmentTitle" | "mode" | "startsAt">): string {
  return `Booked a tour of ${booking.apartmentTitle}: ${TOUR_MODE_LABELS[booking.mode].toLowerCase()}, ${formatTourStart(booking.startsAt)} (Houston time).`;
}

/**
 * First in a booking's or a move's transaction: the community's row lock (NO KEY UPDATE: bookings of one
 * community wait for each other, foreign-key checks elsewhere do not), under which the checks below see every
 * booking committed before and none that could slip in beside.
 */
async function lockCommunityTours(tx: Tx, apartmentId: number): Promise<void> {
  await tx.select({ id: apartments.id }).from(apartments).where(eq(apartments.id, apartmentId)).for("no key update");
}

/**
 * Under lockCommunityTours: whether [startsAt, endsAt) overlaps a booked tour of the community (`exceptId`: the
 * booking being moved). Tours that only touch (one ends as the next starts) do not overlap.
 */
async function overlapsBookedTour(tx: Tx, apartmentId: number, slot: { startsAt: Date; endsAt: Date }, exceptId?: number): Promise<boolean> {
  const [clash] = await tx
    .select({ id: tourBookings.id })
    .from(tourBookings)
    .where(
      and(
        eq(tourBookings.apartmentId, apartmentId),
        eq(tourBookings.status, "booked"),
        lt(tourBookings.startsAt, slot.endsAt),
        gt(tourBookings.endsAt, slot.startsAt),
        exceptId === undefined ? undefined : ne(tourBookings.id, exceptId),
      ),
    )
    .limit(1);
  return clash !== undefined;
}

/**
 * Under lockCommunityTours: how many upcoming (booked, not ended) tours of the community the person booking
 * holds: an account's by its id, a guest's by the address, trimmed and in any case (core/tours/booking-limits.ts).
 */
async function upcomingToursOfBooker(tx: Tx, booking: Pick<NewTourBooking, "apartmentId" | "userId" | "email">, now: Date): Promise<number> {
  const booker = tourBookerOf(booking);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tourBookings)
    .where(
      and(
        eq(tourBookings.apartmentId, booking.apartmentId),
        eq(tourBookings.status, "booked"),
        gt(tourBookings.endsAt, now),
        booker.kind === "account" ? eq(tourBookings.userId, booker.userId) : sql`lower(trim(${tourBookings.email})) = ${booker.email}`,
      ),
    );
  return row?.n ?? 0;
}

/** Runs a write that may hit the slot's unique index; losing the race is "taken", anything else is thrown. */
async function slotWrite<Result extends BookTourResult>(write: () => Promise<Result>): Promise<Result | { ok: false; reason: "taken" }> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error)?.constraint === SLOT_KEY) return { ok: false, reason: "taken" };
    throw error;
  }
}

/**
 * Books the slot and files the inquiry (Touring, source 'tour') in one transaction: both or neither, with the renter's
 * confirmation and the property's copy (when the community's terms name a leasing contact) queued in it. Refused as
 * "limit" when the person already holds the most upcoming tours of the community, "taken" when the time overlaps
 * a booked tour. `company`: the brokerage the property's copy names (BROKER_NAME, else the site's name).
 */
export async function bookTour(
  db: Database,
  booking: NewTourBooking,
  options: { now?: Date; origin?: string | null; manageLink?: (bookingId: number) => string; company?: string } = {},
): Promise<BookTourResult> {
  const now = options.now ?? new Date();
  return slotWrite(() =>
    db.transaction(async (tx): Promise<BookTourResult> => {
      await lockCommunityTours(tx, booking.apartmentId);
      if (!mayBookAnotherTour(await upcomingToursOfBooker(tx, booking, now))) return { ok: false, reason: "limit" };
      if (await overlapsBookedTour(tx, booking.apartmentId, booking)) return { ok: false, reason: "taken" };
      const inquiry = await fileInquiry(
        tx,
        {
          name: booking.name,
          email: booking.email,
          phone: booking.phone,
          message: tourMessage(booking),
          moveInDate: null,
          source: "tour",
          apartmentId: booking.apartmentId,
          userId: booking.userId,
          chatSessionId: null,
        },
        now,
        { origin: options.origin ?? null },
      );
      const [row] = await tx
        .insert(tourBookings)
        .values({
          apartmentId: booking.apartmentId,
          userId: booking.userId,
          inquiryId: inquiry.inquiryId,
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
          mode: booking.mode,
          name: booking.name,
          email: booking.email,
          phone: booking.phone,
          manageTokenHash: booking.manageTokenHash,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tourBookings.id });
      // The renter's confirmation, with the link to move or cancel it (a guest's carries the token only they hold).
      await queueTourConfirmationEmail(tx, { bookingId: row!.id, origin: options.origin ?? null, manageUrl: options.manageLink?.(row!.id) });
      // The property's copy: who comes when, as a referral of the company; the renter's link stays out of it.
      await queuePropertyTourCopyEmail(tx, { bookingId: row!.id, company: options.company ?? SITE_NAME, today: houstonCalendarDate(now) });
      return { ok: true as const, id: row!.id };
    }),
  );
}

const bookingColumns = {
  id: tourBookings.id,
  apartmentId: tourBookings.apartmentId,
  userId: tourBookings.userId,
  inquiryId: tourBookings.inquiryId,
  startsAt: tourBookings.startsAt,
  endsAt: tourBookings.endsAt,
  mode: tourBookings.mode,
  name: tourBookings.name,
  email: tourBookings.email,
  phone: tourBookings.phone,
  status: tourBookings.status,
  manageTokenHash: tourBookings.manageTokenHash,
  apartmentSlug: apartments.slug,
  apartmentTitle: apartments.title,
  streetAddress: apartments.streetAddress,
  postalCode: apartments.postalCode,
  apartmentPhone: apartments.phone,
};

export type TourBooking = Awaited<ReturnType<typeof findTourBooking>> & {};

export async function findTourBooking(db: Database, id: number) {
  const [row] = await db.select(bookingColumns).from(tourBookings).innerJoin(apartments, eq(apartments.id, tourBookings.apartmentId)).where(eq(tourBookings.id, id)).limit(1);
  return row ?? null;
}

/** A renter's bookings: upcoming ones first (soonest first), then past and cancelled ones (newest first). */
export async function listToursOfUser(db: Database, userId: number, now: Date = new Date()) {
  const upcoming = sql`(${tourBookings.status} = 'booked' and ${tourBookings.endsAt} > ${now})`;
  return db
    .select({ ...bookingColumns, upcoming: sql<boolean>`${upcoming}` })
    .from(tourBookings)
    .innerJoin(apartments, eq(apartments.id, tourBookings.apartmentId))
    .where(eq(tourBookings.userId, userId))
    .orderBy(desc(upcoming), sql`case when ${upcoming} then ${tourBookings.startsAt} end asc`, desc(tourBookings.startsAt), asc(tourBookings.id))
    .limit(50);
}

/** The renter's own doing, on their client's timeline (visible to the client, like a reaction). */
async function noteOnInquiry(tx: Tx, inquiryId: number | null, actor: string, body: string, now: Date) {
  if (inquiryId === null) return;
  const [inquiry] = await tx.select({ clientId: clientInquiries.clientId }).from(clientInquiries).where(eq(clientInquiries.id, inquiryId));
  if (!inquiry) return;
  await addClientEvent(tx, { clientId: inquiry.clientId, inquiryId, actor: null, actorName: actor, kind: "reaction", body, staffOnly: false, at: now });
}

/** Cancels a booked tour (its slot is free again at once); not-found when it is not booked any more. */
export async function cancelTour(db: Database, id: number, options: { now?: Date; company?: string } = {}): Promise<TourWriteResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tourBookings)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(and(eq(tourBookings.id, id), eq(tourBookings.status, "booked")))
      .returning({ inquiryId: tourBookings.inquiryId, name: tourBookings.name, startsAt: tourBookings.startsAt });
    if (!row) return { ok: false as const, reason: "not-found" as const };
    await noteOnInquiry(tx, row.inquiryId, row.name, `Cancelled the tour of ${formatTourStart(row.startsAt)}.`, now);
    // The property that had its copy of the booking learns the time is free again.
    await queuePropertyTourCopyEmail(tx, { bookingId: id, company: options.company ?? SITE_NAME, today: houstonCalendarDate(now), change: { kind: "cancelled" } });
    return { ok: true as const, id };
  });
}

/** Moves a booked tour to another slot that overlaps no other booked tour of the community. */
export async function moveTour(db: Database, id: number, slot: { startsAt: Date; endsAt: Date }, options: { now?: Date; company?: string } = {}): Promise<TourWriteResult> {
  const now = options.now ?? new Date();
  return slotWrite(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ startsAt: tourBookings.startsAt, apartmentId: tourBookings.apartmentId })
        .from(tourBookings)
        .where(and(eq(tourBookings.id, id), eq(tourBookings.status, "booked")))
        .for("update");
      if (!before) return { ok: false as const, reason: "not-found" as const };
      await lockCommunityTours(tx, before.apartmentId);
      if (await overlapsBookedTour(tx, before.apartmentId, slot, id)) return { ok: false as const, reason: "taken" as const };
      const [row] = await tx
        .update(tourBookings)
        .set({ startsAt: slot.startsAt, endsAt: slot.endsAt, updatedAt: now })
        .where(eq(tourBookings.id, id))
        .returning({ inquiryId: tourBookings.inquiryId, name: tourBookings.name });
      await noteOnInquiry(tx, row!.inquiryId, row!.name, `Moved the tour from ${formatTourStart(before.startsAt)} to ${formatTourStart(slot.startsAt)}.`, now);
      await queuePropertyTourCopyEmail(tx, { bookingId: id, company: options.company ?? SITE_NAME, today: houstonCalendarDate(now), change: { kind: "moved", from: before.startsAt } });
      return { ok: true as const, id };
    }),
  );
}

/** Part of deleting an account: the tours booked with its e-mail address as a guest (its own go with the account). */
export async function deleteToursByEmail(db: Database | Tx, email: string): Promise<void> {
  await db.delete(tourBookings).where(sql`lower(${tourBookings.email}) = ${email.trim().toLowerCase()}`);
}
