/**
 * How many upcoming tours one person may hold at one community (issue 26: one guest took 40 slots of a
 * community). Upcoming: booked and not yet ended. Moving a booking keeps its place; cancelling one, or its end,
 * frees it.
 *
 * Who the person is: a signed-in renter is their account (every tour it booked, whatever address it had then);
 * a guest is the e-mail address given, trimmed and in lower case, and that counts every tour booked with the
 * address, an account's included. An account does not count the guest bookings made with its address: anyone
 * can type an address, and two guest bookings in a renter's name must not lock the renter out of a community.
 * The bound is per address: a guest who types other addresses is the per-address rate limit's to stop.
 */
export const MAX_UPCOMING_TOURS_PER_COMMUNITY = 2;

export type TourBooker = { kind: "account"; userId: number } | { kind: "guest"; email: string };

/** The person a new booking is counted against. */
export function tourBookerOf(booking: { userId: number | null; email: string }): TourBooker {
  return booking.userId === null ? { kind: "guest", email: normalTourEmail(booking.email) } : { kind: "account", userId: booking.userId };
}

/** A guest's address as it is compared: trimmed, lower case. */
export function normalTourEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether a person holding `upcoming` tours of a community may book one more. */
export function mayBookAnotherTour(upcoming: number): boolean {
  return upcoming < MAX_UPCOMING_TOURS_PER_COMMUNITY;
}

/** The booking form's error when they may not. */
export function tourLimitMessage(communityTitle: string): string {
  return (
    `You already have ${MAX_UPCOMING_TOURS_PER_COMMUNITY} upcoming tours of ${communityTitle}, the most we book for one person. ` +
    "To take this time instead, move or cancel one of them: from Your tours on your account page, or from the link on its confirmation page."
  );
}
