import { createHash, randomBytes } from "node:crypto";

/** A 256-bit random token for a cookie. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Cookie tokens are 43 base64url characters; anything else is ignored without a database look-up. */
export function isWellFormedToken(token: string | null): token is string {
  return token !== null && /^[A-Za-z0-9_-]{43}$/.test(token);
}
