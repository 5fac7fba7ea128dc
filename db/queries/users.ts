import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { users } from "../schema/index.ts";
import { adminWrite } from "./admin/admin-write.ts";
import { attachVerifiedAccount, forgetClientsOf } from "./clients.ts";
import { deleteInquiriesByEmail } from "./inquiries.ts";
import { deleteToursByEmail } from "./tours.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The user as the API and the pages see it (spec section 3). Never carries the password hash. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  displayName: string | null;
  photoUrl: string | null;
  isAdmin: boolean;
  isGuest: false;
}

export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  displayName: users.displayName,
  photoUrl: users.photoUrl,
  isAdmin: users.isAdmin,
};

export function toPublicUser(row: Omit<PublicUser, "isGuest">): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.displayName,
    photoUrl: row.photoUrl,
    isAdmin: row.isAdmin,
    isGuest: false,
  };
}

export async function countAdministrators(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.isAdmin, true));
  return row?.n ?? 0;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  displayName?: string | null;
  isAdmin?: boolean;
}

export type InsertUserResult = { ok: true; user: PublicUser } | { ok: false; taken: "username" | "email" };

/**
 * Creates an account; a taken username or email (case-insensitive) is reported, not thrown. `created` runs in the
 * same transaction (the verification e-mail is queued with the account, or neither is kept).
 */
export async function insertUser(db: Database, user: NewUser, created?: (tx: Tx, user: PublicUser) => Promise<void>): Promise<InsertUserResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...user, isAdmin: user.isAdmin ?? false })
      .onConflictDoNothing()
      .returning(publicUserColumns);
    if (row) {
      const account = toPublicUser(row);
      await created?.(tx, account);
      return { ok: true as const, user: account };
    }
    const [clash] = await tx
      .select({ username: users.username })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${user.username})`)
      .limit(1);
    return { ok: false as const, taken: clash ? ("username" as const) : ("email" as const) };
  });
}

/** Whether the account's e-mail address is verified (decision 028). */
export async function isEmailVerified(db: Database | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, id));
  return row?.at != null;
}

/**
 * Marks the account's address verified, if it is still `email` (any case) and not verified yet: "verified" when this
 * call did it, "already" when it was, null when no account has this id and address. A verified address is the
 * account's proof: the client of that address, if it has no account yet, is attached to it (attachVerifiedAccount).
 */
export async function markEmailVerified(db: Database | Tx, id: number, email: string, now: Date = new Date()): Promise<"verified" | "already" | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, id), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.emailVerifiedAt)))
      .returning({ id: users.id, username: users.username, email: users.email, isAdmin: users.isAdmin });
    if (updated) {
      if (!updated.isAdmin) await attachVerifiedAccount(tx, updated);
      return "verified";
    }
    const [row] = await tx
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(and(eq(users.id, id), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`));
    return row ? "already" : null;
  });
}

/** The account a sign-in names, by username or e-mail, with its password hash. */
export async function findUserByLogin(db: Database, login: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${login}) OR lower(${users.email}) = lower(${login})`)
    .orderBy(sql`lower(${users.username}) = lower(${login}) DESC`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateUserProfile(
  db: Database,
  id: number,
  changes: { displayName?: string | null; photoUrl?: string | null },
): Promise<PublicUser | null> {
  if (Object.keys(changes).length === 0) {
    const row = await findUserById(db, id);
    return row ? toPublicUser(row) : null;
  }
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(publicUserColumns);
  return row ? toPublicUser(row) : null;
}

export async function updateUserPasswordHash(db: Database, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

export type OwnDeletionResult =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  /** The last administrator who can sign in (MESSAGES.lastAdminSelfDelete of the user profiles section): a 409. */
  | { ok: false; reason: "refused"; message: string };

/**
 * The owner deletes their account, in one transaction with its audit entry (the actor is the account itself; the
 * entry keeps its username after the account is gone). What it removes: deleteUserIn. The last enabled
 * administrator is refused, as an administrator's deletion of them would be (keepAnAdminOnDeletion), behind the
 * same lock as every rights change and taken in the same order (lockAdministratorRights, then the record), so it
 * neither races nor deadlocks with one.
 */
export async function deleteOwnAccount(db: Database, id: number): Promise<OwnDeletionResult> {
  const [account] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  if (!account) return { ok: false, reason: "not-found" };
  // Imported when called, not at the top: the user profiles module imports this one (deleteUserIn, markEmailVerified),
  // and a static import back would make the two modules a cycle.
  const rights = await import("./admin/resources/user-profiles.ts");
  const result = await adminWrite(db, {
    action: "delete",
    actor: { id, username: account.username },
    resource: "user-profiles",
    recordId: id,
    expectedVersion: null,
    // Taken by a renter too: whether the account is an enabled administrator is only settled under this lock.
    serialize: async (tx) => {
      await rights.lockAdministratorRights(tx);
    },
    apply: async (tx, current) => {
      await rights.keepAnAdminOnDeletion(tx, current, rights.MESSAGES.lastAdminSelfDelete);
      await deleteUserIn(tx, id);
    },
  });
  if (result.ok) return { ok: true };
  if (result.reason === "not-found") return { ok: false, reason: "not-found" };
  if (result.reason === "refused") return { ok: false, reason: "refused", message: result.message };
  // No version is checked and every reference to an account cascades or is set null: neither can happen.
  throw new Error(`Deleting account ${id} failed: ${result.reason}`);
}

/** deleteOwnAccount, answering only whether the account was deleted. */
export async function deleteUser(db: Database, id: number): Promise<boolean> {
  return (await deleteOwnAccount(db, id)).ok;
}

/**
 * Deleting an account on a transaction the caller holds (the owner's deletion above, or an administrator's; each
 * writes its audit entry in the same transaction). Its sessions, favorites, chats and what A.L.I. remembers of
 * them (assistant_conversation_states, decision 030), preferences, feedback, client option lists, tours and the
 * inquiries it sent go with it (foreign keys cascade), and its client record (anonymised when it holds leases:
 * forgetClientsOf). What was sent while signed out
 * with the account's address (inquiries, tour bookings) is that address's, and goes too only when the owner verified
 * the address (decision 028): an unverified address is anybody's claim, and deleting it must not delete another
 * person's requests.
 */
export async function deleteUserIn(tx: Database | Tx, id: number): Promise<boolean> {
  const [account] = await tx.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, id)).for("update");
  if (!account) return false;
  await forgetClientsOf(tx, { id, email: account.verifiedAt !== null ? account.email : null });
  if (account.verifiedAt !== null) {
    await deleteInquiriesByEmail(tx, account.email);
    await deleteToursByEmail(tx, account.email);
  }
  await tx.delete(users).where(eq(users.id, id));
  return true;
}
