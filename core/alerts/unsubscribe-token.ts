/**
 * The one-click unsubscribe link of an alert e-mail works without signing in: its token names the saved search and
 * carries an HMAC-SHA256 of that id under a server secret (ALERTS_SECRET, or one generated once and kept in the
 * database: decision 027), so nobody can forge a link for a search that is not theirs, and no database row per
 * e-mail is needed to check it.
 */
import { SIGNATURE_PATTERN, signatureMatches, signatureOf } from "../signing/hmac-signature.ts";
import { PG_INTEGER_MAX } from "../row-id.ts";

const PURPOSE = "saved-search-unsubscribe:v1";
const TOKEN = new RegExp(`^([1-9]\\d{0,9})\\.(${SIGNATURE_PATTERN})$`);

/** "<id>.<signature>" */
export function signUnsubscribeToken(savedSearchId: number, secret: string): string {
  if (!Number.isSafeInteger(savedSearchId) || savedSearchId < 1) throw new RangeError("a saved search id is a positive whole number");
  return `${savedSearchId}.${signatureOf(PURPOSE, String(savedSearchId), secret)}`;
}

/** The saved search the token names, or null for anything that is not a token we signed (comparison in constant time). */
export function verifyUnsubscribeToken(token: string, secret: string): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > PG_INTEGER_MAX) return null;
  return signatureMatches(PURPOSE, String(id), secret, match[2]!) ? id : null;
}

/** The unsubscribe page for a token, on the site's origin. */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}
