/**
 * "A message from your client": what the client wrote with "Contact your locator" on their options list (decision
 * 038), to the list's locator (or to every administrator when the list has none). It quotes the message as written,
 * names the client and their address (Reply-To, so the locator answers them directly), and links the list's page in
 * the back office; never the private link.
 */
import { composeEmail, mailtoHref, oneLine, replyToHeader, type EmailDetail } from "./email-body.ts";
import type { ComposedEmail } from "./outbox-kinds.ts";

/** The back office's page of an options list. */
export function adminListPath(listId: number): string {
  return `/admin/client-options/${listId}`;
}

export interface LocatorMessageEmailInput {
  listId: number;
  clientName: string;
  /** The address the client's list is sent to, if any: Reply-To. */
  clientEmail: string | null;
  message: string;
  /** Signed in to the list's account, or holding the list's private link. */
  via: "account" | "link";
  /** PUBLIC_ORIGIN; null makes the link a bare path. */
  origin: string | null;
  /** Why this reader gets it: the list's locator, or every administrator because the list has none. */
  recipient: "locator" | "unassigned";
}

export function composeLocatorMessageEmail(input: LocatorMessageEmailInput): ComposedEmail {
  const details: EmailDetail[] = [
    { label: "Client", value: input.clientName },
    ...(input.clientEmail ? [{ label: "E-mail", value: input.clientEmail, href: mailtoHref(input.clientEmail) }] : []),
    { label: "Sent from", value: input.via === "account" ? "their options list, signed in" : "their options list, opened with its private link" },
  ];
  return composeEmail({
    subject: `Message from ${oneLine(input.clientName)} about their apartment options`,
    blocks: [
      { kind: "heading", text: `A message from ${oneLine(input.clientName)}` },
      { kind: "paragraph", text: `${input.clientName} wrote to you from their apartment options list:` },
      { kind: "quote", text: input.message },
      { kind: "details", rows: details },
      { kind: "button", label: "Open the list", href: `${input.origin ?? ""}${adminListPath(input.listId)}` },
      {
        kind: "small",
        text:
          (input.clientEmail ? "Reply to this e-mail to answer the client. " : "The client left no e-mail address: answer them from the client's page. ") +
          (input.recipient === "locator"
            ? "You get this e-mail because you prepared this list."
            : "You get this e-mail because nobody is this list's locator; every administrator gets it."),
      },
    ],
    headers: replyToHeader(input.clientEmail),
  });
}
