/**
 * Links that authorize without a session (an alert's unsubscribe link, an e-mail address's verification link) carry
 * an HMAC-SHA256 of what they name under a server secret. One signing rule for all of them: the purpose is part of
 * the signed text, so a signature made for one kind of link never passes for another; comparison is in constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** base64url, 43 characters. */
export const SIGNATURE_PATTERN = "[A-Za-z0-9_-]{43}";

export function signatureOf(purpose: string, payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${payload}`).digest("base64url");
}

export function signatureMatches(purpose: string, payload: string, secret: string, given: string): boolean {
  const expected = Buffer.from(signatureOf(purpose, payload, secret));
  const candidate = Buffer.from(given);
  return expected.length === candidate.length && timingSafeEqual(expected, candidate);
}
