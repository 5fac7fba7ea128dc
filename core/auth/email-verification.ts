/**
 * Verifying an account's e-mail address (decision 028). Until its owner opens the link we sent to the address, an
 * address proves nothing: nothing anybody else sent with it (an inquiry, a tour, a list a locator made) is attached to
 * the account, and deleting the account deletes only what the account itself owns.
 *
 * The link carries "<user id>.<expiry>.<signature>": an HMAC (core/signing) over the id, the expiry and the address in
 * lower case, so no row per link is needed, a link stops working when it expires, and a link made for one address can
 * never verify another.
 */
import { composeEmail } from "../mail/email-body.ts";
import type { ComposedEmail } from "../mail/outbox-kinds.ts";
import { SIGNATURE_PATTERN, signatureMatches, signatureOf } from "../signing/hmac-signature.ts";
import { PG_INTEGER_MAX } from "../row-id.ts";

const PURPOSE = "verify-email:v1";
/** How long a verification link works. */
export const VERIFICATION_LINK_DAYS = 7;
/** The page a link opens. */
export const VERIFY_EMAIL_PATH = "/verify-email";

const TOKEN = new RegExp(`^([1-9]\\d{0,9})\\.([1-9]\\d{8,10})\\.(${SIGNATURE_PATTERN})$`);

function payloadOf(userId: number, expiresAtSeconds: number, email: string): string {
  return `${userId}:${expiresAtSeconds}:${email.trim().toLowerCase()}`;
}

export function signVerificationToken(account: { id: number; email: string }, secret: string, now: Date = new Date()): string {
  if (!Number.isSafeInteger(account.id) || account.id < 1) throw new RangeError("an account id is a positive whole number");
  const expires = Math.floor(now.getTime() / 1000) + VERIFICATION_LINK_DAYS * 24 * 60 * 60;
  return `${account.id}.${expires}.${signatureOf(PURPOSE, payloadOf(account.id, expires, account.email), secret)}`;
}

/** The account id a token names; the caller then checks it against that account's address with `tokenMatchesEmail`. */
export function readVerificationToken(token: string, now: Date = new Date()): { userId: number; expiresAtSeconds: number; signature: string } | "invalid" | "expired" {
  const match = TOKEN.exec(token);
  if (!match) return "invalid";
  const userId = Number(match[1]);
  const expiresAtSeconds = Number(match[2]);
  if (userId > PG_INTEGER_MAX) return "invalid";
  if (expiresAtSeconds * 1000 <= now.getTime()) return "expired";
  return { userId, expiresAtSeconds, signature: match[3]! };
}

/** Whether the token was signed for this account and this address (any letter case); constant-time. */
export function tokenMatchesEmail(token: { userId: number; expiresAtSeconds: number; signature: string }, email: string, secret: string): boolean {
  return signatureMatches(PURPOSE, payloadOf(token.userId, token.expiresAtSeconds, email), secret, token.signature);
}

export function verificationUrl(origin: string, token: string): string {
  return `${origin}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}

export function composeVerificationEmail({ username, url }: { username: string; url: string }): ComposedEmail {
  return composeEmail({
    subject: "Confirm your e-mail address",
    blocks: [
      { kind: "paragraph", text: `Hello ${username},` },
      { kind: "paragraph", text: "Please confirm that this is your e-mail address by opening this link:" },
      { kind: "button", label: "Confirm your e-mail address", href: url },
      {
        kind: "paragraph",
        text: `The link works for ${VERIFICATION_LINK_DAYS} days. Until you confirm, we will not connect anything sent with this address (an inquiry, a tour booking, a list from a locator) to your account.`,
      },
      { kind: "small", text: "If you did not create an account with Houston Apartment Locators, ignore this e-mail: nothing will be connected to that account." },
    ],
  });
}
