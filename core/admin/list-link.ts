/**
 * The private link of a shared options list (decision 038): what the share e-mail carries, so a client without an
 * account (or not signed in on this device) opens their list. The token is made and hashed by the rule of the lease
 * verification link (core/leases/lease-verification.ts: 32 random bytes, only the SHA-256 kept); it is the only key
 * and opens this one list, until it expires or the locator revokes it.
 */

/** How long a link works after the share that sent it; each later share of the list gives its live links as long again. */
export const LIST_LINK_DAYS = 90;

/**
 * The link's path. The token is the query parameter `key`, a name server/log-redaction.ts treats as a secret, so
 * request logs keep `key=[redacted]` (a token in the path would be logged as it is).
 */
export function sharedListPath(token: string): string {
  return `/shared-list?key=${encodeURIComponent(token)}`;
}

/** When a link made (or refreshed) at `from` stops working. */
export function listLinkExpiry(from: Date): Date {
  return new Date(from.getTime() + LIST_LINK_DAYS * 86_400_000);
}

/** Who the list's history and the client's timeline name for what was done through the link: the client, by the list's name. */
export function linkHolderName(clientName: string): string {
  return `${clientName} (private link)`.slice(0, 200);
}
