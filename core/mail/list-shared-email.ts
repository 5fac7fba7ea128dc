/**
 * "Your apartment options": the e-mail a share sends the client (decision 038). It says who picked how many
 * communities, quotes the locator's word to the client, and carries the list's private link, which opens the list
 * without an account until the date it gives. Replies go to the locator. Nothing of the list itself is in it (the
 * prices and notes stay behind the link, where they are current).
 */
import { formatCalendarDate } from "../format/dates.ts";
import { composeEmail, mailtoHref, oneLine, replyToHeader, type EmailBlock } from "./email-body.ts";
import type { ComposedEmail } from "./outbox-kinds.ts";

export interface ListSharedEmailInput {
  clientName: string;
  /** Communities the client sees now. */
  count: number;
  /** The list was shared before: this is an update. */
  update: boolean;
  /** The locator's word to the client at the top of the list, if any. */
  message: string | null;
  /** The locator: display name (else username) and e-mail, for the text and Reply-To. */
  locator: { name: string; email: string | null };
  company: string;
  /** The private link, absolute (a bare path without PUBLIC_ORIGIN). */
  link: string;
  /** yyyy-mm-dd (Houston): the last day the link works. */
  expiresOn: string;
  /** The list is also on the client's account (they see it signed in). */
  hasAccount: boolean;
}

export function composeListSharedEmail(input: ListSharedEmailInput): ComposedEmail {
  const locator = oneLine(input.locator.name);
  const communities = `${input.count} ${input.count === 1 ? "community" : "communities"}`;
  const blocks: EmailBlock[] = [
    { kind: "heading", text: input.update ? "Your apartment options were updated" : "Apartments picked for you" },
    {
      kind: "paragraph",
      text:
        `Hello ${input.clientName}, ${input.locator.name} at ${input.company} ${input.update ? "updated your list: it now holds" : "picked"} ${communities} for you. ` +
        `Open the list to see the floor plans, the monthly costs and the notes, and tell ${input.locator.name} which ones you like.`,
    },
    ...(input.message ? [{ kind: "paragraph", text: `${input.locator.name} writes:` } as const, { kind: "quote", text: input.message } as const] : []),
    { kind: "button", label: "See your apartment options", href: input.link },
    {
      kind: "details",
      rows: [
        { label: "Your locator", value: input.locator.name },
        ...(input.locator.email ? [{ label: "E-mail", value: input.locator.email, href: mailtoHref(input.locator.email) }] : []),
      ],
    },
    {
      kind: "small",
      text:
        `This link is yours: it opens your list without an account until ${formatCalendarDate(input.expiresOn)}, and whoever has it can see the list and ` +
        `answer for you, so keep it to yourself.${input.hasAccount ? " You also find the list when you sign in to your account." : ""} ` +
        `Reply to this e-mail to write to ${input.locator.name}.`,
    },
  ];
  return composeEmail({
    subject: input.update ? `${locator} updated your apartment options` : `${locator} picked ${communities} for you`,
    blocks,
    headers: replyToHeader(input.locator.email),
  });
}
