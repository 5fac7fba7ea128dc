/**
 * When an options list can be shared and what a share says in its history.
 * Apart from option-items.ts so that the page's Share button can show the
 * same reason without bringing zod to the browser (decision 011).
 */

/** The line a share writes in the list's history: "Shared 3 communities", "Shared an update: 4 communities". */
export function describeShare(count: number, alreadyShared: boolean): string {
  const communities = `${count} ${count === 1 ? "community" : "communities"}`;
  return alreadyShared ? `Shared an update: ${communities}` : `Shared ${communities}`;
}

export const SHARE_NEEDS_ACCOUNT = "Link the list to the client's account first: they need one to see it.";
export const SHARE_NEEDS_ITEMS = "Add at least one community before sharing the list.";

/** Why the list cannot be shared now, or null when it can. */
export function shareBlocker(list: { userId: number | null; itemCount: number }): string | null {
  if (list.userId === null) return SHARE_NEEDS_ACCOUNT;
  if (list.itemCount === 0) return SHARE_NEEDS_ITEMS;
  return null;
}
