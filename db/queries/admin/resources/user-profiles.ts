/**
 * The user profiles section's database side: every account with its role,
 * state and favorites count for the list; a profile with what the account
 * holds (preferences, favorites, chats, inquiries, options lists); and the
 * administrator's actions on it. Every write goes through adminWrite, so each
 * is one transaction with its audit entry (never the password hash: the
 * audited table ignores it).
 *
 * Rules (issue 14): disabling ends the account's sessions in the same
 * transaction, and sign-in refuses it (app/auth/accounts.server.ts); the last
 * enabled administrator keeps their rights; an administrator removes their own
 * rights only with a second confirmation, and neither disables nor deletes
 * their own account here (self-deletion is the account page's, which keeps an
 * administrator the same way: db/queries/users.ts deleteOwnAccount).
 *
 * Changes of who may administer (disable, enable, make or remove admin,
 * delete, and the owner's deletion of their own account) run one at a time
 * (issue 26): each takes one advisory lock, then the enabled administrators'
 * rows in id order, before the record it changes.
 * They used to lock the record first and the other administrators' rows after
 * it (the "last administrator" check): A removing B while B removed A took
 * those locks in opposite orders and deadlocked (a 500), and so did A removing
 * B while B saved another administrator's profile (B's audit entry waits for
 * B's row). In turn, the second change sees what the first did: its actor may
 * have just lost their own rights, which refuses it (a 409 on the page).
 */
import { and, asc, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { SELF_CONFIRM_FIELD, SIGNED_UP_WITHIN_DAYS, USER_ACTIONS, type UserAction } from "../../../../core/admin/resources/user-profiles.ts";
import type { FormReader, FormValues } from "../../../../core/admin/form.ts";
import type { Database } from "../../../client-types.ts";
import { apartments, chatSessions, clientInquiries, clientOptions, favorites, sessions, users } from "../../../schema/index.ts";
import { getPreferences } from "../../preferences.ts";
import { queueVerificationEmail, type VerificationLinks } from "../../email-verification.ts";
import { deleteUserIn, markEmailVerified } from "../../users.ts";
import { adminWrite, AdminWriteRefusal, type AdminActor, type AdminWriteFailure, type AdminWriteResult } from "../admin-write.ts";
import type { Tx } from "../audited-tables.ts";
import type { ResourceStore } from "../resource-store.ts";

// Spelled with the table's name: inside the subquery an unqualified "id" would be the favorite's.
const favoriteCount = sql<number>`(select count(*) from favorites f where f.user_id = "users"."id")`.mapWith(Number);
const role = sql<string>`case when ${users.isAdmin} then 'Administrator' else 'Renter' end`;
const disabled = sql<boolean>`(${users.disabledAt} is not null)`;

export const MESSAGES = {
  noCreate: "Accounts are created on their own page: /admin/user-profiles/new.",
  selfDisable: "You cannot disable your own account.",
  selfDelete: "You cannot delete your own account here: use your account page.",
  lastAdmin: "This is the last administrator who can sign in: make someone else an administrator first.",
  lastAdminSelfDelete: "You are the last administrator who can sign in: make someone else an administrator before you delete your account.",
  confirmSelf: "You are removing your own administrator rights: you will lose access to this area. Confirm to go on.",
  actorNotAdmin: "Nothing was changed: your own administrator rights were removed or your account disabled a moment ago.",
} as const;

/** Display name, e-mail and phone, as typed (trimmed); a blank display name or phone is none. */
function profileColumns(values: FormValues) {
  const v = values as { displayName: string | null; email: string; phone?: string | null };
  return { displayName: v.displayName?.trim() || null, email: v.email.trim(), phone: v.phone?.trim() || null };
}

export interface UserProfileFacts {
  isAdmin: boolean;
  disabledAt: string | null;
  /** When the owner opened the verification link, or an administrator vouched for the address (decision 028). */
  emailVerifiedAt: string | null;
  createdAt: string;
  preferences: { saved: boolean; lines: string[] };
  favorites: { title: string; slug: string }[];
  chatSessions: number;
  inquiries: number;
  /** The renter's options list, if a locator made one. */
  optionListId: number | null;
}

/** What the profile's panel lists about the renter's saved preferences, one short line each. */
function preferenceLines(profile: Awaited<ReturnType<typeof getPreferences>>["profile"]): string[] {
  const lines: string[] = [];
  if (profile.maxBudget !== null) lines.push(`Budget up to $${profile.maxBudget.toLocaleString("en-US")}`);
  if (profile.bedrooms !== null) lines.push(profile.bedrooms === 0 ? "Studio" : `${profile.bedrooms} bedroom${profile.bedrooms === 1 ? "" : "s"}`);
  if (profile.bathrooms !== null) lines.push(`${profile.bathrooms} bath${profile.bathrooms === 1 ? "" : "s"}`);
  if (profile.moveInDate) lines.push(`Move-in ${profile.moveInDate}`);
  if (profile.leaseLength) lines.push(`Lease ${profile.leaseLength}`);
  if (profile.anyNeighborhood) lines.push("Any neighborhood");
  else if (profile.neighborhoodIds.length) lines.push(`${profile.neighborhoodIds.length} neighborhood${profile.neighborhoodIds.length === 1 ? "" : "s"} chosen`);
  if (profile.amenities.length) lines.push(`${profile.amenities.length} amenit${profile.amenities.length === 1 ? "y" : "ies"} wished for`);
  if (profile.commuteTo) lines.push(`Commute to ${profile.commuteTo}`);
  return lines;
}

async function readFacts(db: Database, user: typeof users.$inferSelect): Promise<UserProfileFacts> {
  const count = sql<number>`count(*)::int`;
  const [prefs, favs, [chats], [inquiries], [lists]] = await Promise.all([
    getPreferences(db, { userId: user.id }),
    db
      .select({ title: apartments.title, slug: apartments.slug })
      .from(favorites)
      .innerJoin(apartments, eq(apartments.id, favorites.apartmentId))
      .where(eq(favorites.userId, user.id))
      .orderBy(asc(favorites.createdAt)),
    db.select({ n: count }).from(chatSessions).where(eq(chatSessions.userId, user.id)),
    // Sent signed in, or signed out with the account's address once verified (as deletion counts them: decision 028).
    db
      .select({ n: count })
      .from(clientInquiries)
      .where(
        user.emailVerifiedAt
          ? or(eq(clientInquiries.userId, user.id), sql`lower(${clientInquiries.email}) = ${user.email.toLowerCase()}`)
          : eq(clientInquiries.userId, user.id),
      ),
    db.select({ id: clientOptions.id }).from(clientOptions).where(eq(clientOptions.userId, user.id)),
  ]);
  return {
    isAdmin: user.isAdmin,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    preferences: { saved: prefs.saved, lines: preferenceLines(prefs.profile) },
    favorites: favs,
    chatSessions: chats?.n ?? 0,
    inquiries: inquiries?.n ?? 0,
    optionListId: lists?.id ?? null,
  };
}

/** The enabled administrators, share-locked in id order (kept as they are until the transaction ends). */
function enabledAdmins(tx: Tx, exceptId?: number) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.disabledAt), exceptId === undefined ? undefined : ne(users.id, exceptId)))
    .orderBy(asc(users.id))
    .for("share");
}

/**
 * Refuses taking away the rights of the last administrator who can sign in. Rights changes run one at a time
 * (oneRightsChangeAtATime), and the rows it counts are locked, so no other write can change them before this one
 * commits.
 */
async function keepAnAdmin(tx: Tx, userId: number, message: string = MESSAGES.lastAdmin): Promise<void> {
  const others = await enabledAdmins(tx, userId);
  if (others.length === 0) throw new AdminWriteRefusal(message);
}

/**
 * `apply` of a deletion, before the account goes: refuses deleting the last enabled administrator (a disabled one
 * cannot sign in and keeps no one in charge). Only after lockAdministratorRights, in the write's `serialize`.
 */
export async function keepAnAdminOnDeletion(tx: Tx, account: Pick<typeof users.$inferSelect, "id" | "isAdmin" | "disabledAt">, message?: string): Promise<void> {
  if (account.isAdmin && !account.disabledAt) await keepAnAdmin(tx, account.id, message);
}

/** Any number, as long as nothing else takes it; one key for every rights change. */
const RIGHTS_LOCK_KEY = sql`hashtext('user-profiles:rights')`;

/**
 * The lock every rights change takes first, before adminWrite locks the record: waits for any other rights change
 * to commit, then share-locks the enabled administrators' rows in id order; answers their ids. Share, not update:
 * another admin's write whose audit entry checks its actor's row (a foreign key's KEY SHARE) is not held up by it,
 * so B saving a profile while A takes B's rights finishes instead of deadlocking. The owner's deletion of their
 * own account takes it too (db/queries/users.ts), whether or not they are an administrator: that is known only
 * once the rights cannot change any more.
 */
export async function lockAdministratorRights(tx: Tx): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RIGHTS_LOCK_KEY})`);
  return (await enabledAdmins(tx)).map((admin) => admin.id);
}

/**
 * `serialize` of an administrator's rights change: the lock, then refuses an actor who is no longer an enabled
 * administrator (the change this one waited for may have taken their rights; their request was allowed before it
 * waited).
 */
function oneRightsChangeAtATime(actor: AdminActor) {
  return async (tx: Tx): Promise<void> => {
    const admins = await lockAdministratorRights(tx);
    if (!admins.includes(actor.id)) throw new AdminWriteRefusal(MESSAGES.actorNotAdmin);
  };
}

function change(db: Database, actor: AdminActor, id: number, apply: (tx: Tx, current: typeof users.$inferSelect) => Promise<void>): Promise<AdminWriteResult> {
  // Each action is right whatever changed since the page was opened: no version check.
  return adminWrite(db, { action: "update", actor, resource: "user-profiles", recordId: id, expectedVersion: null, serialize: oneRightsChangeAtATime(actor), apply });
}

/** Disables the account and ends all its sessions, in one transaction. */
export function disableUser(db: Database, actor: AdminActor, id: number): Promise<AdminWriteResult> {
  return change(db, actor, id, async (tx, current) => {
    if (current.id === actor.id) throw new AdminWriteRefusal(MESSAGES.selfDisable);
    if (current.isAdmin) await keepAnAdmin(tx, current.id);
    if (!current.disabledAt) await tx.update(users).set({ disabledAt: sql`now()` }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
  });
}

export function enableUser(db: Database, actor: AdminActor, id: number): Promise<AdminWriteResult> {
  return change(db, actor, id, async (tx) => {
    await tx.update(users).set({ disabledAt: null }).where(and(eq(users.id, id), isNotNull(users.disabledAt)));
  });
}

export function makeAdmin(db: Database, actor: AdminActor, id: number): Promise<AdminWriteResult> {
  return change(db, actor, id, async (tx) => {
    await tx.update(users).set({ isAdmin: true }).where(eq(users.id, id));
  });
}

/** Removes administrator rights: never the last admin's, and one's own only with `confirmedSelf`. */
export function removeAdmin(db: Database, actor: AdminActor, id: number, confirmedSelf: boolean): Promise<AdminWriteResult> {
  return change(db, actor, id, async (tx, current) => {
    if (!current.isAdmin) return;
    if (current.id === actor.id && !confirmedSelf) throw new AdminWriteRefusal(MESSAGES.confirmSelf, SELF_CONFIRM_FIELD);
    await keepAnAdmin(tx, current.id);
    await tx.update(users).set({ isAdmin: false }).where(eq(users.id, id));
  });
}

/**
 * An administrator vouches for the account's address (without SMTP no link can reach the renter; decision 028):
 * audited like every change of the account, and from then on the address links what was sent with it.
 */
export function markUserEmailVerified(db: Database, actor: AdminActor, id: number): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "update",
    actor,
    resource: "user-profiles",
    recordId: id,
    expectedVersion: null,
    apply: async (tx, current) => {
      await markEmailVerified(tx, id, current.email);
    },
  });
}

/** The profile page's one-button actions, by intent, with the flash after each (the registry's recordActions). */
export const userProfileRecordActions: Record<UserAction, { run: (db: Database, actor: AdminActor, id: number, form: FormReader) => Promise<AdminWriteResult>; done: string }> = {
  disable: { run: (db, actor, id) => disableUser(db, actor, id), done: USER_ACTIONS.disable },
  enable: { run: (db, actor, id) => enableUser(db, actor, id), done: USER_ACTIONS.enable },
  "make-admin": { run: (db, actor, id) => makeAdmin(db, actor, id), done: USER_ACTIONS["make-admin"] },
  "remove-admin": { run: (db, actor, id, form) => removeAdmin(db, actor, id, form.get(SELF_CONFIRM_FIELD) === "yes"), done: USER_ACTIONS["remove-admin"] },
  "verify-email": { run: (db, actor, id) => markUserEmailVerified(db, actor, id), done: USER_ACTIONS["verify-email"] },
};

/** Deletes the account with everything it holds, as self-deletion does (db/queries/users.ts), audited. */
export function deleteUserAccount(db: Database, actor: AdminActor, id: number, expectedVersion: number | null): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "delete",
    actor,
    resource: "user-profiles",
    recordId: id,
    expectedVersion,
    serialize: oneRightsChangeAtATime(actor),
    apply: async (tx, current) => {
      if (current.id === actor.id) throw new AdminWriteRefusal(MESSAGES.selfDelete);
      await keepAnAdminOnDeletion(tx, current);
      await deleteUserIn(tx, id);
    },
  });
}

/** An account an administrator registers (the password already hashed by the caller). */
export interface NewAccount {
  username: string;
  email: string;
  displayName: string | null;
  passwordHash: string;
  isAdmin: boolean;
}

/**
 * Registration by an administrator (/admin/user-profiles/new), audited as a
 * create; a taken username or e-mail comes back as the constraint that
 * refused it, which `constraints` names the field of.
 */
export function createUserAccount(db: Database, actor: AdminActor, account: NewAccount, links: VerificationLinks): Promise<AdminWriteResult> {
  return adminWrite(db, {
    action: "create",
    actor,
    resource: "user-profiles",
    apply: async (tx) => {
      const [row] = await tx.insert(users).values(account).returning({ id: users.id });
      // The address is the person's to confirm, whoever typed it (decision 028).
      await queueVerificationEmail(tx, { id: row!.id, username: account.username, email: account.email }, links);
      return row!.id;
    },
  });
}

const NO_CREATE: AdminWriteFailure = { ok: false, reason: "refused", message: MESSAGES.noCreate };

export const userProfilesStore: ResourceStore = {
  resource: "user-profiles",
  source: {
    table: users,
    id: users.id,
    version: users.version,
    columns: {
      username: users.username,
      email: users.email,
      displayName: users.displayName,
      role,
      disabled,
      createdAt: users.createdAt,
      favorites: favoriteCount,
    },
    search: [users.username, users.email, users.displayName],
    filters: {
      role: (value) => (value === "admin" ? eq(users.isAdmin, true) : value === "renter" ? eq(users.isAdmin, false) : undefined),
      disabled: (value) => (value === "yes" ? isNotNull(users.disabledAt) : value === "no" ? isNull(users.disabledAt) : undefined),
      signedUp: (value) => {
        const days = SIGNED_UP_WITHIN_DAYS.find((candidate) => String(candidate) === value);
        return days ? sql`${users.createdAt} >= now() - make_interval(days => ${days}::int)` : undefined;
      },
    },
  },
  async read(db, id) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) return null;
    const facts = await readFacts(db, row);
    return {
      id: row.id,
      version: row.version,
      label: row.username,
      slug: row.username,
      values: { displayName: row.displayName, email: row.email, phone: row.phone },
      extra: { ...facts },
    };
  },
  create: async () => NO_CREATE,
  update(db, actor, id, expectedVersion, values) {
    return adminWrite(db, {
      action: "update",
      actor,
      resource: "user-profiles",
      recordId: id,
      expectedVersion,
      apply: async (tx, current) => {
        const columns = profileColumns(values);
        // A new address is unverified (decision 028): what was sent with it is not the account's until proven.
        const newAddress = columns.email.toLowerCase() !== current.email.trim().toLowerCase();
        await tx
          .update(users)
          .set(newAddress ? { ...columns, emailVerifiedAt: null } : columns)
          .where(eq(users.id, id));
      },
    });
  },
  remove: (db, actor, id, expectedVersion) => deleteUserAccount(db, actor, id, expectedVersion),
  bulk: {},
  constraints: {
    users_email_lower_key: { field: "email", message: "Another account has this e-mail address." },
    users_username_lower_key: { field: "username", message: "That username is already taken." },
  },
};
