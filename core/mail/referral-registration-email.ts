/**
 * "Referral registration": the e-mail that registers a client with a community as the locator's referral, before
 * their visit (issue 28, decision 036). It goes to the leasing contact of the community's terms and says who the
 * client is (their name), who referred them (the locator and the company), when, and until when the registration
 * holds. The client's e-mail address and phone number stay out: the client gives them to the property on the guest
 * card, which names the locator, and that is how the property matches the two.
 */
import { formatCalendarDate } from "../format/dates.ts";
import { composeEmail, oneLine } from "./email-body.ts";
import type { ComposedEmail } from "./outbox-kinds.ts";

export interface ReferralRegistrationEmailInput {
  community: string;
  /** The leasing contact's name, when the terms give one. */
  contactName: string | null;
  clientName: string;
  /** The locator (their display name) and the brokerage. */
  locator: string;
  company: string;
  /** yyyy-mm-dd: the Houston date the registration is sent. */
  registeredOn: string;
  /** yyyy-mm-dd: the last day it holds. */
  expiresOn: string;
}

export function composeReferralRegistrationEmail(input: ReferralRegistrationEmailInput): ComposedEmail {
  const expires = formatCalendarDate(input.expiresOn);
  return composeEmail({
    subject: `Referral registration: ${oneLine(input.clientName)} at ${oneLine(input.community)} (${oneLine(input.company)})`,
    blocks: [
      { kind: "heading", text: `Referral registration for ${oneLine(input.community)}` },
      {
        kind: "paragraph",
        text: `${input.contactName ? `Hello ${input.contactName}, ` : "Hello, "}${input.locator} of ${input.company} registers ${input.clientName} with ${input.community} as their referral, before the client's visit.`,
      },
      {
        kind: "details",
        rows: [
          { label: "Client", value: input.clientName },
          { label: "Referred by", value: `${input.locator}, ${input.company}` },
          { label: "Community", value: input.community },
          { label: "Registered on", value: formatCalendarDate(input.registeredOn) },
          { label: "Valid until", value: expires },
        ],
      },
      {
        kind: "paragraph",
        text: `${input.clientName} will write ${input.company} and ${input.locator} as the referral source on the guest card and the application. Please keep this registration with their guest card; it is valid until ${expires}.`,
      },
      { kind: "small", text: `You get this e-mail because you are ${input.community}'s leasing contact for locator referrals in ${input.company}'s records.` },
    ],
  });
}
