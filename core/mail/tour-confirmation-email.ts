/**
 * The renter's confirmation of a booked tour (issue 28): where (the community's name and address), when (the day
 * and times in Houston time, as the booking pages print them), in person or virtual, and the link to see, move or
 * cancel it. An account's booking is managed at /tours/{id} after signing in; a guest's only with the link that
 * carries their token, which the booking's caller has and passes (only its hash is stored).
 */
import { houstonCalendarDate } from "../format/dates.ts";
import { formatTourDay, formatTourStart, formatTourTime, TOUR_MODE_LABELS, type TourMode } from "../tours/tour-format.ts";
import { composeEmail, oneLine, telHref, type EmailBlock } from "./email-body.ts";
import type { ComposedEmail } from "./outbox-kinds.ts";

export interface TourConfirmationEmailInput {
  name: string;
  community: { title: string; streetAddress: string; city: string; state: string; postalCode: string; phone: string | null };
  startsAt: Date;
  endsAt: Date;
  mode: TourMode;
  /** The booking's page, absolute (or a bare path without PUBLIC_ORIGIN); null for a guest whose link was not given. */
  manageUrl: string | null;
  /** Booked while signed in: the page asks to sign in first. */
  account: boolean;
}

/** "1200 Main St, Houston, TX 77002". */
export function communityAddress(community: Pick<TourConfirmationEmailInput["community"], "streetAddress" | "city" | "state" | "postalCode">): string {
  return `${community.streetAddress}, ${community.city}, ${community.state} ${community.postalCode}`;
}

/** "Friday, November 27, 9:30 AM to 10:15 AM (Houston time)". */
export function tourWhen(startsAt: Date, endsAt: Date): string {
  return `${formatTourDay(houstonCalendarDate(startsAt))}, ${formatTourTime(startsAt.toISOString())} to ${formatTourTime(endsAt.toISOString())} (Houston time)`;
}

export function composeTourConfirmationEmail({ name, community, startsAt, endsAt, mode, manageUrl, account }: TourConfirmationEmailInput): ComposedEmail {
  const manage: EmailBlock[] = manageUrl
    ? [
        { kind: "button", label: "See, move or cancel your tour", href: manageUrl },
        ...(account ? [{ kind: "paragraph" as const, text: "Sign in with your account to open it." }] : []),
      ]
    : [{ kind: "paragraph", text: "To move or cancel it, open the link on the confirmation page you saw after booking, or ask your locator." }];
  return composeEmail({
    subject: `Your tour of ${community.title}: ${formatTourStart(startsAt)}`,
    blocks: [
      { kind: "heading", text: "Your tour is booked" },
      { kind: "paragraph", text: `Hello ${oneLine(name)}, your tour of ${community.title} is booked.` },
      {
        kind: "details",
        rows: [
          { label: "Community", value: community.title },
          { label: "Address", value: communityAddress(community) },
          { label: "When", value: tourWhen(startsAt, endsAt) },
          { label: "Tour", value: mode === "virtual" ? `${TOUR_MODE_LABELS[mode]}: the community sends the link before the tour` : TOUR_MODE_LABELS[mode] },
          ...(community.phone ? [{ label: "Community phone", value: community.phone, href: telHref(community.phone) }] : []),
        ],
      },
      ...manage,
      { kind: "small", text: "You get this e-mail because a tour was booked with this address. If that was not you, ignore it or ask us to cancel the tour." },
    ],
  });
}
