/**
 * The e-mails a lead causes (issue 28), queued in the one outbox (decision 028) inside the caller's transaction, so
 * the message exists exactly when the inquiry or the booking does:
 * - a new lead: to the client's assigned locator, or to every enabled administrator while nobody is assigned;
 * - a tour's confirmation: to the renter who booked, with the link to see, move or cancel it;
 * - the property's copy of it: to the leasing contact of the community's terms in effect today, when they name one.
 * All are queued with or without SMTP: without it they wait in /admin/outbox.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { InquirySource } from "../../../core/inquiries/inquiry-schema.ts";
import { composeNewLeadEmail } from "../../../core/mail/new-lead-email.ts";
import { composePropertyTourCopyEmail, type PropertyTourCopyEmailInput } from "../../../core/mail/property-tour-copy-email.ts";
import { composeTourConfirmationEmail } from "../../../core/mail/tour-confirmation-email.ts";
import type { TourMode } from "../../../core/tours/tour-format.ts";
import type { Database } from "../../client-types.ts";
import { apartments, clientInquiries, clients, tourBookings, users } from "../../schema/index.ts";
import { communityTermsOn } from "../admin/community-terms.ts";
import { enqueueEmail } from "../outbox.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * PUBLIC_ORIGIN, never a request's Host (a forged Host would put another site in the link). Without it links are bare
 * paths; SMTP cannot be configured without PUBLIC_ORIGIN, so such a message never leaves (decision 028).
 */
type Origin = string | null;

const enabledAdministrator = and(eq(users.isAdmin, true), isNull(users.disabledAt));

/**
 * Queues "a new lead" for the inquiry `inquiryId` of client `clientId`: one message to the client's assigned
 * locator, or, when nobody is assigned (or the assigned account is no longer an enabled administrator), one to each
 * enabled administrator. Returns how many were queued (0 when there is no administrator at all). Throws when the
 * inquiry is not the client's: that is a bug in the caller.
 */
export async function queueNewLeadEmail(db: Database | Tx, { clientId, inquiryId, origin }: { clientId: number; inquiryId: number; origin: Origin }): Promise<number> {
  const [lead] = await db
    .select({
      name: clientInquiries.name,
      email: clientInquiries.email,
      phone: clientInquiries.phone,
      source: clientInquiries.source,
      message: clientInquiries.message,
      moveInDate: clientInquiries.moveInDate,
      communityName: apartments.title,
      assignedAdminId: clients.assignedAdminId,
    })
    .from(clientInquiries)
    .innerJoin(clients, eq(clients.id, clientInquiries.clientId))
    .leftJoin(apartments, eq(apartments.id, clientInquiries.apartmentId))
    .where(and(eq(clientInquiries.id, inquiryId), eq(clientInquiries.clientId, clientId)))
    .limit(1);
  if (!lead) throw new Error(`inquiry ${inquiryId} is not one of client ${clientId}'s`);

  const assigned =
    lead.assignedAdminId === null
      ? []
      : await db
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.id, lead.assignedAdminId), enabledAdministrator));
  const recipient = assigned.length > 0 ? "assigned" : "unassigned";
  const addresses = assigned.length > 0 ? assigned : await db.select({ email: users.email }).from(users).where(enabledAdministrator).orderBy(asc(users.id));

  const email = composeNewLeadEmail({
    clientId,
    origin,
    // The column's CHECK holds the sources INQUIRY_SOURCES lists.
    inquiry: { ...lead, source: lead.source as InquirySource },
    recipient,
  });
  for (const { email: toAddress } of addresses) {
    await enqueueEmail(db, { kind: "new-lead", userId: null, clientId, toAddress }, email);
  }
  return addresses.length;
}

/** A booking as its e-mails need it (the renter's confirmation, the property's copy); throws for one that does not exist. */
async function tourBookingForMail(db: Database | Tx, bookingId: number) {
  const [booking] = await db
    .select({
      id: tourBookings.id,
      apartmentId: tourBookings.apartmentId,
      userId: tourBookings.userId,
      name: tourBookings.name,
      email: tourBookings.email,
      startsAt: tourBookings.startsAt,
      endsAt: tourBookings.endsAt,
      mode: tourBookings.mode,
      status: tourBookings.status,
      clientId: clientInquiries.clientId,
      community: {
        title: apartments.title,
        streetAddress: apartments.streetAddress,
        city: apartments.city,
        state: apartments.state,
        postalCode: apartments.postalCode,
        phone: apartments.phone,
      },
    })
    .from(tourBookings)
    .innerJoin(apartments, eq(apartments.id, tourBookings.apartmentId))
    .leftJoin(clientInquiries, eq(clientInquiries.id, tourBookings.inquiryId))
    .where(eq(tourBookings.id, bookingId))
    .limit(1);
  if (!booking) throw new Error(`no tour booking ${bookingId}`);
  return booking;
}

/**
 * Queues the renter's confirmation of booking `bookingId`. `manageUrl` is the booking's page with a guest's token
 * (`tourPath(id, token)` in app/tours/tours.server.ts; only the caller has the token): a path is put under `origin`,
 * an absolute URL is kept. An account's booking needs none (its page is /tours/{id}). Returns 1, or 0 for a
 * cancelled booking; throws for one that does not exist.
 */
export async function queueTourConfirmationEmail(
  db: Database | Tx,
  { bookingId, origin, manageUrl }: { bookingId: number; origin: Origin; manageUrl?: string },
): Promise<number> {
  const booking = await tourBookingForMail(db, bookingId);
  if (booking.status !== "booked") return 0;

  const given = manageUrl === undefined ? null : manageUrl.startsWith("/") ? `${origin ?? ""}${manageUrl}` : manageUrl;
  const email = composeTourConfirmationEmail({
    name: booking.name,
    community: booking.community,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    // The column's CHECK holds the modes TOUR_MODES lists.
    mode: booking.mode as TourMode,
    manageUrl: given ?? (booking.userId === null ? null : `${origin ?? ""}/tours/${booking.id}`),
    account: booking.userId !== null,
  });
  // The account (if any) and the client own the message: deleting either deletes it while unsent.
  await enqueueEmail(db, { kind: "tour-confirmation", userId: booking.userId, clientId: booking.clientId, toAddress: booking.email }, email);
  return 1;
}

/**
 * Queues the property's copy of booking `bookingId` to the leasing contact e-mail of the community's locator terms in
 * effect on `today` (a Houston calendar date): the renter's name, the time, in person or virtual, and that they are a
 * referral of `company`; never the renter's address, phone or manage link (core/mail/property-tour-copy-email.ts).
 * `change`: the renter moved the tour (from its old start) or cancelled it, and the copy says so. Returns 1, or 0 when
 * the booking is not in the state the copy tells of or no terms in effect name a leasing contact e-mail; throws for a
 * booking that does not exist.
 */
export async function queuePropertyTourCopyEmail(
  db: Database | Tx,
  { bookingId, company, today, change }: { bookingId: number; company: string; today: string; change?: PropertyTourCopyEmailInput["change"] },
): Promise<number> {
  const booking = await tourBookingForMail(db, bookingId);
  // A cancelled tour is told of once, as cancelled; any other copy is of a tour still booked.
  if (booking.status !== (change?.kind === "cancelled" ? "cancelled" : "booked")) return 0;
  const terms = await communityTermsOn(db, booking.apartmentId, today);
  if (!terms?.leasingContactEmail) return 0;
  const email = composePropertyTourCopyEmail({
    community: booking.community.title,
    contactName: terms.leasingContactName,
    renterName: booking.name,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    // The column's CHECK holds the modes TOUR_MODES lists.
    mode: booking.mode as TourMode,
    company,
    change,
  });
  // Owned like the renter's confirmation: deleting the account or the client deletes it while unsent.
  await enqueueEmail(db, { kind: "tour-confirmation", userId: booking.userId, clientId: booking.clientId, toAddress: terms.leasingContactEmail }, email);
  return 1;
}
