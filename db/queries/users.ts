import { eq, sql } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { users } from "../schema/index.ts";
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

/** Creates an account; a taken username or email (case-insensitive) is reported, not thrown. */
export async function insertUser(db: Database, user: NewUser): Promise<InsertUserResult> {
  const [row] = await db
    .insert(users)
    .values({ ...user, isAdmin: user.isAdmin ?? false })
    .onConflictDoNothing()
    .returning(publicUserColumns);
  if (row) return { ok: true, user: toPublicUser(row) };
  const [clash] = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${user.username})`)
    .limit(1);
  return { ok: false, taken: clash ? "username" : "email" };
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

/**
 * Deletes the account in one transaction. Its sessions, favorites, chats, preferences, feedback,
 * client option lists and the inquiries it sent go with it (foreign keys cascade); so do the
 * inquiries sent while signed out with the account's e-mail address (any case): the address is
 * the account's, verified by the person who owns it, not one the caller names.
 */
export async function deleteUser(db: Database, id: number): Promise<boolean> {
  return db.transaction((tx) => deleteUserIn(tx, id));
}

/**
 * deleteUser's work on a transaction the caller holds (an administrator's
 * deletion, which writes its audit entry in the same transaction).
 */
export async function deleteUserIn(tx: Database | Tx, id: number): Promise<boolean> {
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id)).for("update");
  if (!account) return false;
  await deleteInquiriesByEmail(tx, account.email);
  await deleteToursByEmail(tx, account.email);
  await tx.delete(users).where(eq(users.id, id));
  return true;
}
