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
}

export function composePropertyTourCopyEmail(input: PropertyTourCopyEmailInput): ComposedEmail {
  const renter = oneLine(input.renterName);
  const company = oneLine(input.company);
  const community = oneLine(input.community);
  return composeEmail({
    subject: `Tour booked: ${renter} at ${community}, ${formatTourStart(input.startsAt)} (a referral of ${company})`,
    blocks: [
      { kind: "heading", text: `A tour of ${community}, a referral of ${company}` },
      {
        kind: "paragraph",
        text: `${input.contactName ? `Hello ${oneLine(input.contactName)}, ` : "Hello, "}${renter} booked a tour of ${community} through ${company}: they are a referral of ${company}.`,
      },
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
      ...(input.mode === "virtual"
        ? [{ kind: "paragraph" as const, text: `Please reply to this e-mail with the video call's link before the tour; ${company} passes it on to ${renter}.` }]
        : []),
      { kind: "paragraph", text: `Please keep ${company} as the referral source on ${renter}'s guest card. To ask about the tour, reply to this e-mail.` },
      { kind: "small", text: `You get this e-mail because you are ${community}'s leasing contact for locator referrals in ${company}'s records.` },
    ],
  });
}
