/**
 * The property's copy of a tour confirmation (issue 28): when a renter books a tour of a community whose locator
 * terms in effect today name a leasing contact e-mail, that contact learns who is coming (the renter's name), when
 * (in Houston time), in person or virtual, and that the visit is a referral of the company, so the guest card names
 * the locator. What the property does not need stays out: the renter's e-mail address and phone number (the renter
 * gives them on the guest card, as with a referral registration, decision 036) and the renter's own link to move or
 * cancel the tour, which carries a guest's private token. A virtual tour's link goes back by replying to this
 * e-mail, and the company passes it on.
 */
import { formatTourStart, TOUR_MODE_LABELS, type TourMode } from "../tours/tour-format.ts";
import { composeEmail, oneLine } from "./email-body.ts";
import type { ComposedEmail } from "./outbox-kinds.ts";
import { tourWhen } from "./tour-confirmation-email.ts";

export interface PropertyTourCopyEmailInput {
  community: string;
  /** The leasing contact's name, when the terms give one. */
  contactName: string | null;
  renterName: string;
  startsAt: Date;
  endsAt: Date;
  mode: TourMode;
  /** The brokerage the renter is a referral of. */
  company: string;
  /** The renter moved the tour (from its old start) or cancelled it; absent: a new booking. */
  change?: { kind: "moved"; from: Date } | { kind: "cancelled" };
}

export function composePropertyTourCopyEmail(input: PropertyTourCopyEmailInput): ComposedEmail {
  const renter = oneLine(input.renterName);
  const company = oneLine(input.company);
  const community = oneLine(input.community);
  const hello = input.contactName ? `Hello ${oneLine(input.contactName)}, ` : "Hello, ";
  const change = input.change;
  const start = formatTourStart(input.startsAt);
  const subject =
    change?.kind === "moved"
      ? `Tour moved: ${renter} at ${community}, now ${start} (was ${formatTourStart(change.from)})`
      : change?.kind === "cancelled"
        ? `Tour cancelled: ${renter} at ${community}, ${start}`
        : `Tour booked: ${renter} at ${community}, ${start} (a referral of ${company})`;
  const heading = change?.kind === "moved" ? `A tour of ${community} moved` : change?.kind === "cancelled" ? `A tour of ${community} cancelled` : `A tour of ${community}, a referral of ${company}`;
  const opening =
    change?.kind === "moved"
      ? `${hello}${renter} (a referral of ${company}) moved their tour of ${community}: it is now ${tourWhen(input.startsAt, input.endsAt)}, no longer ${formatTourStart(change.from)}.`
      : change?.kind === "cancelled"
        ? `${hello}${renter} (a referral of ${company}) cancelled their tour of ${community} of ${start}: the time is free again, and nothing is needed from you.`
        : `${hello}${renter} booked a tour of ${community} through ${company}: they are a referral of ${company}.`;
  return composeEmail({
    subject,
    blocks: [
      { kind: "heading", text: heading },
      { kind: "paragraph", text: opening },
      {
        kind: "details",
        rows: [
          { label: "Visitor", value: renter },
          { label: "Community", value: community },
          { label: "When", value: tourWhen(input.startsAt, input.endsAt) },
          { label: "Tour", value: TOUR_MODE_LABELS[input.mode] },
          { label: "Referred by", value: company },
        ],
      },
      ...(input.mode === "virtual" && change?.kind !== "cancelled"
        ? [{ kind: "paragraph" as const, text: `Please reply to this e-mail with the video call's link before the tour; ${company} passes it on to ${renter}.` }]
        : []),
      ...(change?.kind === "cancelled"
        ? []
        : [{ kind: "paragraph" as const, text: `Please keep ${company} as the referral source on ${renter}'s guest card. To ask about the tour, reply to this e-mail.` }]),
      { kind: "small", text: `You get this e-mail because you are ${community}'s leasing contact for locator referrals in ${company}'s records.` },
    ],
  });
}
