/**
 * When an options list can be shared and what a share says in its history.
 * Apart from option-items.ts so that the page's Share button can show the
 * same reason without bringing zod to the browser (decision 011).
 *
 * A share reaches the client by e-mail with a private link (decision 038) when the list has an address to send to
 * (its client e-mail, else its client's), and in the app when the list has an account; it needs one or the other.
 */

/** The line a share writes in the list's history: "Shared 3 communities", "Shared an update: 4 communities; e-mailed to ana@example.com". */
export function describeShare(count: number, alreadyShared: boolean, emailedTo: string | null = null): string {
  const communities = `${count} ${count === 1 ? "community" : "communities"}`;
  const sent = emailedTo ? `; e-mailed to ${emailedTo} with a private link` : "";
  return `${alreadyShared ? `Shared an update: ${communities}` : `Shared ${communities}`}${sent}`;
}

export const SHARE_NEEDS_RECIPIENT = "Add the client's e-mail address or link their account first: the list is sent by e-mail or seen signed in.";
export const SHARE_NEEDS_ITEMS = "Add at least one community before sharing the list.";

/** Why the list cannot be shared now, or null when it can: it needs an account or an address, and a community. */
export function shareBlocker(list: { userId: number | null; email: string | null; itemCount: number }): string | null {
  if (list.userId === null && !list.email?.trim()) return SHARE_NEEDS_RECIPIENT;
  if (list.itemCount === 0) return SHARE_NEEDS_ITEMS;
  return null;
}

/** What the Share button says a share will do, by who can receive it. */
export function shareReach(list: { account: string | null; email: string | null }): string {
  if (list.email && list.account) return `${list.account} sees it when signed in and is told about it; ${list.email} gets it by e-mail with a private link.`;
  if (list.email) return `${list.email} gets it by e-mail with a private link that opens it without an account.`;
  return `${list.account ?? "The client"} sees it when signed in and is told about it (no e-mail address to send it to).`;
}

/** Where a share e-mails the list: the list's own client e-mail, else its client's; null when there is neither. */
export function shareAddress(list: { listEmail: string | null; clientEmail: string | null }): string | null {
  return list.listEmail?.trim() || list.clientEmail?.trim() || null;
}
