/**
 * What a chat message saved to a profile, and its undo (decision 034). The save and the record of
 * what it changed commit together; the undo puts the before values back in one transaction with
 * the profile's lock held, for the change's owner only, once, and only while the changed fields
 * still hold what the save set (core/preferences/profile-change.ts).
 */
import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { PreferenceReference } from "../../core/preferences/apply-input.ts";
import { parseProfileChange, profileChangeBetween, undoProfileChange, type ProfileChange, type ProfileKey } from "../../core/preferences/profile-change.ts";
import type { PreferenceProfile } from "../../core/preferences/profile.ts";
import type { Database } from "../client-types.ts";
import { preferenceChanges as changes } from "../schema/index.ts";
import { lockPreferences, updatePreferencesIn, type PreferenceOwner, type PreferencesTx } from "./preferences.ts";

/** How many of an owner's latest changes can be undone; older ones are deleted as new ones come. */
export const PREFERENCE_CHANGES_KEPT = 50;

export type UndoPreferenceChangeResult =
  | { outcome: "undone"; change: ProfileChange; profile: PreferenceProfile }
  /** Undone before: nothing is written again. */
  | { outcome: "already-undone"; change: ProfileChange }
  /** A changed field holds something else now: nothing was written. */
  | { outcome: "edited-since"; fields: ProfileKey[] }
  /** No change of this owner's has the id (another's, an unknown id, one pruned, or a stored value that does not parse). */
  | { outcome: "not-found" };

function ownerCondition(owner: PreferenceOwner) {
  return "userId" in owner ? eq(changes.userId, owner.userId) : eq(changes.guestId, owner.guestId);
}

/**
 * Saves what a chat message changed, `read` being the profile the message was answered with and `stated` the one it
 * produced: only the fields that differ between them are written, over the profile as the transaction finds it, so a
 * change made meanwhile to another field (the side panel, an Undo) is not put back to what was read. What the write
 * changed is recorded with it. The change's id, for the reply's Undo; null when the write changed nothing.
 */
export async function savePreferencesFromChat(db: Database, owner: PreferenceOwner, read: PreferenceProfile, stated: PreferenceProfile, now = new Date()): Promise<{ changeId: number | null }> {
  const intended = profileChangeBetween(read, stated);
  if (!intended) return { changeId: null };
  return db.transaction(async (tx) => {
    let change: ProfileChange | null = null;
    await updatePreferencesIn(
      tx,
      owner,
      (current) => {
        const next: PreferenceProfile = { ...current, ...intended.after };
        change = profileChangeBetween(current, next);
        return { ok: true, profile: next };
      },
      now,
    );
    const recorded = change as ProfileChange | null;
    if (!recorded) return { changeId: null };
    const [row] = await tx
      .insert(changes)
      .values({ ...("userId" in owner ? { userId: owner.userId } : { guestId: owner.guestId }), before: recorded.before, after: recorded.after, createdAt: now })
      .returning({ id: changes.id });
    if (!row) throw new Error("preference change insert returned no row");
    await pruneChanges(tx, owner);
    return { changeId: row.id };
  });
}

/** Keeps the owner's newest PREFERENCE_CHANGES_KEPT changes. */
async function pruneChanges(tx: PreferencesTx, owner: PreferenceOwner): Promise<void> {
  const [oldestGone] = await tx.select({ id: changes.id }).from(changes).where(ownerCondition(owner)).orderBy(desc(changes.id)).offset(PREFERENCE_CHANGES_KEPT).limit(1);
  if (oldestGone) await tx.delete(changes).where(and(ownerCondition(owner), lte(changes.id, oldestGone.id)));
}

/**
 * Undoes the owner's change `changeId`: its fields back to their values before it, when every one still holds
 * what it set. `reference` is the catalogue now (a neighborhood or amenity gone since is not put back).
 */
export async function undoPreferenceChange(
  db: Database,
  owner: PreferenceOwner,
  changeId: number,
  reference: PreferenceReference,
  now = new Date(),
): Promise<UndoPreferenceChangeResult> {
  return db.transaction(async (tx): Promise<UndoPreferenceChangeResult> => {
    // The profile's lock first, as a chat save takes it before it touches this table.
    await lockPreferences(tx, owner);
    const [row] = await tx
      .select({ id: changes.id, before: changes.before, after: changes.after, undoneAt: changes.undoneAt })
      .from(changes)
      .where(and(eq(changes.id, changeId), ownerCondition(owner)))
      .for("update");
    const change = row ? parseProfileChange(row) : null;
    if (!row || !change) return { outcome: "not-found" };
    if (row.undoneAt) return { outcome: "already-undone", change };
    const result = await updatePreferencesIn(tx, owner, (current) => undoProfileChange(current, change, reference), now);
    if (!result.ok) return { outcome: "edited-since", fields: result.fields };
    await tx.update(changes).set({ undoneAt: now }).where(eq(changes.id, row.id));
    return { outcome: "undone", change, profile: result.profile };
  });
}

/** The owner's newest change made at or after `since` (the chat's last message, for a typed "undo that"); null when none. */
export async function lastChangeSince(db: Database, owner: PreferenceOwner, since: Date): Promise<number | null> {
  const [row] = await db.select({ id: changes.id }).from(changes).where(and(ownerCondition(owner), gte(changes.createdAt, since))).orderBy(desc(changes.id)).limit(1);
  return row?.id ?? null;
}

/** On sign-in or sign-up: the guest's changes become the account's (its profile moved with them); undo still checks the fields. */
export async function adoptGuestPreferenceChanges(db: Database, guestId: string, userId: number): Promise<void> {
  await db.update(changes).set({ userId, guestId: null }).where(eq(changes.guestId, guestId));
}
