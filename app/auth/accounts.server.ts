/**
 * Account use cases shared by the JSON API and the pages' form actions:
 * register, sign in (with throttling), change password, delete the account.
 * Each returns a result the caller turns into a response or form errors.
 */
import type { Login, PasswordChange, Register } from "../../core/auth/credentials.ts";
import { decideLoginThrottle } from "../../core/auth/policies.ts";
import type { Database } from "../../db/client-types.ts";
import { queueVerificationEmail } from "../../db/queries/email-verification.ts";
import { clearSignInAttempts, reserveSignInAttempt } from "../../db/queries/login-failures.ts";
import { verificationSecret } from "../../db/queries/server-secrets.ts";
import { deleteUserSessions } from "../../db/queries/sessions.ts";
import {
  deleteOwnAccount,
  findUserById,
  findUserByLogin,
  insertUser,
  toPublicUser,
  updateUserPasswordHash,
  type PublicUser,
} from "../../db/queries/users.ts";
import { hashPassword, verifyPassword } from "../../server/security/passwords.ts";
import type { RateLimiter } from "../limits/rate-limit.server.ts";
import type { Viewer } from "./viewer.ts";

export const MESSAGES = {
  adminOnly: "Only an administrator can create an administrator account.",
  usernameTaken: "That username is already taken.",
  emailTaken: "An account with that email address already exists.",
  badCredentials: "Incorrect username or password.",
  tooManyAttempts: "Too many failed sign-in attempts. Please wait and try again.",
  wrongPassword: "Your current password is not correct.",
  tooManyPasswordChecks: "Too many wrong passwords. Please wait and try again.",
  disabled: "This account is disabled. Contact us through the contact page if you think this is a mistake.",
} as const;

export type RegisterResult =
  | { ok: true; user: PublicUser; signIn: boolean }
  | { ok: false; status: 403 | 409; message: string; field?: "username" | "email" }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * Creates the account and, in the same transaction, queues the link that verifies its address (decision 028): the
 * address proves nothing until its owner opens it. `publicOrigin` (PUBLIC_ORIGIN) is where the link points.
 */
export async function registerAccount(db: Database, viewer: Viewer, input: Register, limit: RateLimiter, publicOrigin: string | null): Promise<RegisterResult> {
  const creatorIsAdmin = viewer.user?.isAdmin === true;
  if (input.isAdmin && !creatorIsAdmin) return { ok: false, status: 403, message: MESSAGES.adminOnly };
  // Counted per client address before the (slow) hash; an administrator creating accounts is not limited.
  const refusal = creatorIsAdmin ? null : await limit("registration");
  if (refusal) return { ok: false, status: 429, ...refusal };
  const links = { origin: publicOrigin, secret: await verificationSecret(db) };
  const result = await insertUser(
    db,
    {
      username: input.username,
      email: input.email,
      displayName: input.displayName,
      passwordHash: await hashPassword(input.password),
      isAdmin: input.isAdmin,
    },
    (tx, user) => queueVerificationEmail(tx, user, links),
  );
  if (!result.ok) {
    return result.taken === "username"
      ? { ok: false, status: 409, message: MESSAGES.usernameTaken, field: "username" }
      : { ok: false, status: 409, message: MESSAGES.emailTaken, field: "email" };
  }
  // An administrator creating an account stays signed in as themselves.
  return { ok: true, user: result.user, signIn: !creatorIsAdmin };
}

export type SignInResult =
  | { ok: true; user: PublicUser }
  | { ok: false; status: 401 | 403; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

// Verifying against a real hash when the account does not exist keeps the answer
// time the same, so response times do not reveal which usernames exist.
let decoyHash: Promise<string> | null = null;

export async function authenticate(db: Database, credentials: Login, clientAddress: string): Promise<SignInResult> {
  const account = await findUserByLogin(db, credentials.username);
  // Attempts count against the account itself, whether it was named by username or e-mail;
  // names that match no account are counted as typed.
  const key = { account: account ? `user:${account.id}` : `login:${credentials.username}`, address: clientAddress };
  const now = new Date();
  // Reserved before the (slow) password check, in one statement that also counts: parallel
  // guesses each get their own place in the window, and only the first ten are checked.
  const throttle = decideLoginThrottle(await reserveSignInAttempt(db, key, now), now);
  if (!throttle.allowed) {
    return { ok: false, status: 429, message: MESSAGES.tooManyAttempts, retryAfterSeconds: throttle.retryAfterSeconds };
  }
  decoyHash ??= hashPassword("decoy-password-for-timing");
  const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash), credentials.password);
  // A wrong password keeps its reservation: that is the recorded failure.
  if (!account || !valid) return { ok: false, status: 401, message: MESSAGES.badCredentials };
  await clearSignInAttempts(db, key);
  // Said only after the right password, so the refusal does not tell strangers which accounts are disabled.
  if (account.disabledAt) return { ok: false, status: 403, message: MESSAGES.disabled };
  return { ok: true, user: toPublicUser(account) };
}

/** A refused confirmation of the account's own password: wrong (400), or too many tries (429). */
type OwnPasswordRefusal<F extends string> =
  | { ok: false; status: 400; message: string; field: F }
  | { ok: false; status: 429; message: string; field: F; retryAfterSeconds: number };

/**
 * Confirms a signed-in person's own password (password change, account
 * deletion). The tries count in the same window as sign-ins to that account
 * from that address, reserved before the check: a stolen session cannot be
 * used to guess the password faster than the sign-in form allows.
 */
async function confirmOwnPassword<F extends string>(db: Database, accountId: number, passwordHash: string, password: string, clientAddress: string, field: F): Promise<OwnPasswordRefusal<F> | null> {
  const key = { account: `user:${accountId}`, address: clientAddress };
  const now = new Date();
  const throttle = decideLoginThrottle(await reserveSignInAttempt(db, key, now), now);
  if (!throttle.allowed) return { ok: false, status: 429, message: MESSAGES.tooManyPasswordChecks, field, retryAfterSeconds: throttle.retryAfterSeconds };
  if (!(await verifyPassword(passwordHash, password))) return { ok: false, status: 400, message: MESSAGES.wrongPassword, field };
  await clearSignInAttempts(db, key);
  return null;
}

/** Retry-After for a refusal that has one (429), else none. */
export function retryAfterOf(refusal: { status: number; retryAfterSeconds?: number }): Record<string, string> | undefined {
  return refusal.status === 429 && refusal.retryAfterSeconds !== undefined ? { "Retry-After": String(refusal.retryAfterSeconds) } : undefined;
}

export type PasswordChangeResult = { ok: true } | OwnPasswordRefusal<"currentPassword">;

/** Changes the password after checking the current one; every other session of the user ends. */
export async function changePassword(db: Database, viewer: Viewer & { user: PublicUser }, input: PasswordChange, clientAddress: string): Promise<PasswordChangeResult> {
  const account = await findUserById(db, viewer.user.id);
  if (!account) return { ok: false, status: 400, message: MESSAGES.wrongPassword, field: "currentPassword" };
  const refusal = await confirmOwnPassword(db, account.id, account.passwordHash, input.currentPassword, clientAddress, "currentPassword");
  if (refusal) return refusal;
  await updateUserPasswordHash(db, account.id, await hashPassword(input.newPassword));
  await deleteUserSessions(db, account.id, viewer.sessionId ?? undefined);
  return { ok: true };
}

export type DeleteAccountResult =
  | { ok: true }
  | OwnPasswordRefusal<"password">
  /** The last administrator who can sign in: nothing deleted; about the account, not the password (no field). */
  | { ok: false; status: 409; message: string };

/**
 * Deletes the account and everything that belongs to it, after the password confirms it; never the last enabled
 * administrator's (a 409).
 */
export async function deleteAccount(db: Database, viewer: Viewer & { user: PublicUser }, password: string, clientAddress: string): Promise<DeleteAccountResult> {
  const account = await findUserById(db, viewer.user.id);
  if (!account) return { ok: false, status: 400, message: MESSAGES.wrongPassword, field: "password" };
  const refusal = await confirmOwnPassword(db, account.id, account.passwordHash, password, clientAddress, "password");
  if (refusal) return refusal;
  const deleted = await deleteOwnAccount(db, account.id);
  // Not found: gone meanwhile (an administrator deleted it), which is what was asked.
  if (!deleted.ok && deleted.reason === "refused") return { ok: false, status: 409, message: deleted.message };
  return { ok: true };
}
