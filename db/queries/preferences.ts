/**
 * Preference profiles, owned by an account or by a guest identity. A guest's
 * profile moves to the account when the guest signs up or signs in.
 */
import { and, eq, isNull } from "drizzle-orm";
import { mergeProfiles } from "../../core/preferences/merge-profiles.ts";
import { EMPTY_PROFILE, PREFERENCE_FIELDS, type PreferenceField, type PreferenceProfile } from "../../core/preferences/profile.ts";
import type { Database } from "../client-types.ts";
import { guests, preferenceAmenities, preferenceNeighborhoods, preferences } from "../schema/index.ts";

export type PreferenceOwner = { userId: number } | { guestId: string };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type PreferencesTx = Tx;
type Queryable = Database | Tx;

function ownerCondition(owner: PreferenceOwner) {
  return "userId" in owner ? eq(preferences.userId, owner.userId) : eq(preferences.guestId, owner.guestId);
}

async function loadProfile(db: Queryable, owner: PreferenceOwner): Promise<{ id: number; profile: PreferenceProfile } | null> {
  const [row] = await db.select().from(preferences).where(ownerCondition(owner)).limit(1);
  if (!row) return null;
  const [hoods, wishes] = await Promise.all([
    db.select({ id: preferenceNeighborhoods.neighborhoodId }).from(preferenceNeighborhoods).where(eq(preferenceNeighborhoods.preferenceId, row.id)).orderBy(preferenceNeighborhoods.neighborhoodId),
    db.select({ id: preferenceAmenities.amenityId, requirement: preferenceAmenities.requirement }).from(preferenceAmenities).where(eq(preferenceAmenities.preferenceId, row.id)).orderBy(preferenceAmenities.amenityId),
  ]);
  return {
    id: row.id,
    profile: {
      name: row.name,
      phone: row.phone,
      commuteTo: row.commuteTo,
      neighborhoodIds: hoods.map((h) => h.id),
      anyNeighborhood: row.anyNeighborhood,
      maxBudget: row.maxBudget,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      sqft: row.sqft,
      amenities: wishes,
      moveInDate: row.moveInDate,
      leaseLength: row.leaseLength,
      isUserFeelFineWithProfilePreferences: row.isUserFeelFineWithProfilePreferences,
      previousRouteAgent: row.previousRouteAgent,
      skippedFields: row.skippedFields.filter((f): f is PreferenceField => (PREFERENCE_FIELDS as readonly string[]).includes(f)),
    },
  };
}

/** The owner's profile, or the empty profile when nothing was saved yet. */
export async function getPreferences(db: Database, owner: PreferenceOwner): Promise<{ profile: PreferenceProfile; saved: boolean }> {
  const found = await loadProfile(db, owner);
  return found ? { profile: found.profile, saved: true } : { profile: EMPTY_PROFILE, saved: false };
}

async function writeProfile(tx: Tx, owner: PreferenceOwner, profile: PreferenceProfile, now: Date): Promise<void> {
  const values = {
    name: profile.name,
    phone: profile.phone,
    commuteTo: profile.commuteTo,
    anyNeighborhood: profile.anyNeighborhood,
    skippedFields: profile.skippedFields,
    maxBudget: profile.maxBudget,
    bedrooms: profile.bedrooms,
    bathrooms: profile.bathrooms,
    sqft: profile.sqft,
    moveInDate: profile.moveInDate,
    leaseLength: profile.leaseLength,
    // The custom text lives in lease_length itself (spec: "custom is replaced by the custom text"); this column mirrors it.
    customLeaseLength: null,
    isUserFeelFineWithProfilePreferences: profile.isUserFeelFineWithProfilePreferences,
    previousRouteAgent: profile.previousRouteAgent,
    updatedAt: now,
  };
  const ownerValues = "userId" in owner ? { userId: owner.userId } : { guestId: owner.guestId };
  const [row] = await tx
    .insert(preferences)
    .values({ ...ownerValues, ...values, createdAt: now })
    .onConflictDoUpdate({ target: "userId" in owner ? preferences.userId : preferences.guestId, set: values })
    .returning({ id: preferences.id });
  if (!row) throw new Error("preferences upsert returned no row");
  await tx.delete(preferenceNeighborhoods).where(eq(preferenceNeighborhoods.preferenceId, row.id));
  await tx.delete(preferenceAmenities).where(eq(preferenceAmenities.preferenceId, row.id));
  if (profile.neighborhoodIds.length) {
    await tx.insert(preferenceNeighborhoods).values(profile.neighborhoodIds.map((neighborhoodId) => ({ preferenceId: row.id, neighborhoodId })));
  }
  if (profile.amenities.length) {
    await tx.insert(preferenceAmenities).values(profile.amenities.map((a) => ({ preferenceId: row.id, amenityId: a.id, requirement: a.requirement })));
  }
}

/**
 * Reads the owner's profile, lets `change` compute the next one, and stores
 * it, all in one transaction: two saves racing each other cannot interleave
 * their neighborhood and amenity rows. `change` may refuse (returns an error),
 * and then nothing is written.
 */
export async function updatePreferences<E>(
  db: Database,
  owner: PreferenceOwner,
  change: (current: PreferenceProfile) => { ok: true; profile: PreferenceProfile } | ({ ok: false } & E),
  now = new Date(),
): Promise<{ ok: true; profile: PreferenceProfile } | ({ ok: false } & E)> {
  return db.transaction((tx) => updatePreferencesIn(tx, owner, change, now));
}

/**
 * Serialises writers of the same profile: locks the row when it exists, until the transaction ends. A writer that
 * locks other rows too takes this lock first (db/queries/preference-changes.ts), so two writers never wait on each other.
 */
export async function lockPreferences(tx: PreferencesTx, owner: PreferenceOwner): Promise<void> {
  await tx.select({ id: preferences.id }).from(preferences).where(ownerCondition(owner)).for("update");
}

/** updatePreferences inside the caller's transaction, for a write that must commit with the profile's (db/queries/preference-changes.ts). */
export async function updatePreferencesIn<E>(
  tx: PreferencesTx,
  owner: PreferenceOwner,
  change: (current: PreferenceProfile) => { ok: true; profile: PreferenceProfile } | ({ ok: false } & E),
  now: Date,
): Promise<{ ok: true; profile: PreferenceProfile } | ({ ok: false } & E)> {
  if ("guestId" in owner) {
    await tx.insert(guests).values({ id: owner.guestId, createdAt: now, lastSeenAt: now }).onConflictDoNothing();
  }
  await lockPreferences(tx, owner);
  const current = (await loadProfile(tx, owner))?.profile ?? EMPTY_PROFILE;
  const result = change(current);
  if (!result.ok) return result;
  await writeProfile(tx, owner, result.profile, now);
  return result;
}

/**
 * On sign-in or sign-up: the guest's profile becomes the account's. When the
 * account already has one, the account keeps its answers and the guest's fill
 * only the questions it left open; the guest's copy is then deleted.
 */
export async function adoptGuestPreferences(db: Database, guestId: string, userId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const guest = await loadProfile(tx, { guestId });
    if (!guest) return;
    const account = await loadProfile(tx, { userId });
    if (!account) {
      await tx.update(preferences).set({ userId, guestId: null, updatedAt: now }).where(and(eq(preferences.id, guest.id), isNull(preferences.userId)));
      return;
    }
    const merged = mergeProfiles(account.profile, guest.profile);
    await tx.delete(preferences).where(eq(preferences.id, guest.id));
    await writeProfile(tx, { userId }, merged, now);
  });
}
