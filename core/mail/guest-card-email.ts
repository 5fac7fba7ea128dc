/**
 * "Name us on your guest card": the e-mail that tells a client, once the locator has registered them with
 * communities (issue 28, decision 036), what to write at each visit: the company and the locator as the referral
 * source, on the guest card and on the application. It says why (the property pays the locator only then, which is
 * what keeps the service free for the client) and until when the registrations hold. It goes to the client's own
 * address and carries no link and nothing secret.
 */
import { formatCalendarDate } from "../format/dates.ts";
import { composeEmail, oneLine } from "./email-body.ts";
import type { ComposedEmail } from "./outbox-kinds.ts";

export interface GuestCardEmailInput {
  clientName: string;
  /** The communities just registered, in the order the locator's page lists them. */
  communities: readonly string[];
  locator: string;
  company: string;
  /** yyyy-mm-dd: the last day the registrations hold. */
  expiresOn: string;
}

/** The instruction for one community, as the e-mail and the client's page word it. */
export function guestCardInstruction(input: { community: string; company: string; locator: string }): string {
  return `${input.community}: write ${input.company} and ${input.locator} as your referral source on the guest card and the application.`;
}

export function composeGuestCardEmail(input: GuestCardEmailInput): ComposedEmail {
  if (input.communities.length === 0) throw new Error("composeGuestCardEmail needs at least one community.");
  const one = input.communities.length === 1;
  return composeEmail({
    subject: one ? `At ${oneLine(input.communities[0]!)}: name ${oneLine(input.company)} on your guest card` : `Name ${oneLine(input.company)} on your guest cards`,
    blocks: [
      { kind: "heading", text: "Name us on your guest card" },
      {
        kind: "paragraph",
        text: `Hello ${input.clientName}, ${input.locator} registered you as our referral with ${one ? "this community" : `these ${input.communities.length} communities`}. When you visit or apply, please do this:`,
      },
      { kind: "list", items: input.communities.map((community) => ({ text: guestCardInstruction({ community, company: input.company, locator: input.locator }) })) },
      {
        kind: "paragraph",
        text: `Why it matters: a property pays ${input.company} only when you name us as your referral source on the guest card and the application. That is what keeps our service free for you.`,
      },
      { kind: "paragraph", text: `The registration holds until ${formatCalendarDate(input.expiresOn)}. If you visit later, tell ${input.locator} first so we can renew it.` },
      { kind: "small", text: `You get this e-mail because you are working with ${input.locator} at ${input.company} on your apartment search.` },
    ],
  });
}
