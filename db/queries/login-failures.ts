/**
 * Sign-in attempts per account and client address, kept in the rate-limit
 * counters (bucket "sign-in"). An attempt is reserved before the password is
 * checked, so parallel guesses cannot all pass the check; a right password
 * clears the count.
 */
import { LOGIN_FAILURE_WINDOW_MS } from "../../core/auth/policies.ts";
import type { WindowCount } from "../../core/limits/rate-limits.ts";
import type { Database } from "../client-types.ts";
import { clearRateLimit, hitRateLimit } from "./rate-limits.ts";

const BUCKET = "sign-in";

export interface ThrottleKey {
  /** "user:{id}" for an existing account, else "login:{name as typed}". */
  account: string;
  address: string;
}

// The address has no spaces, so it cannot run into the account part. Logins are compared case-blind.
const keyOf = (key: ThrottleKey) => `${key.address} ${key.account.trim().toLowerCase()}`;

/** Counts this attempt against the key's window; returns the count including it. */
export function reserveSignInAttempt(db: Database, key: ThrottleKey, now: Date): Promise<WindowCount> {
  return hitRateLimit(db, { bucket: BUCKET, key: keyOf(key), windowMs: LOGIN_FAILURE_WINDOW_MS, now });
}

/** A successful sign-in clears the attempts of that account from that address. */
export async function clearSignInAttempts(db: Database, key: ThrottleKey) {
  await clearRateLimit(db, BUCKET, keyOf(key));
}
