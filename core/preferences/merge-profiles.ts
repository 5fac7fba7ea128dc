import { PREFERENCE_FIELDS, isFieldAnswered, type PreferenceProfile } from "./profile.ts";

/** The account's answers, with the guest's filling the questions the account left open. */
export function mergeProfiles(account: PreferenceProfile, guest: PreferenceProfile): PreferenceProfile {
  const merged: PreferenceProfile = { ...account };
  for (const field of PREFERENCE_FIELDS) {
    if (isFieldAnswered(account, field) || !isFieldAnswered(guest, field)) continue;
    if (field === "neighborhoods") {
      merged.neighborhoodIds = guest.neighborhoodIds;
      merged.anyNeighborhood = guest.anyNeighborhood;
    } else if (field === "amenities") {
      merged.amenities = guest.amenities;
    } else {
      (merged as unknown as Record<string, unknown>)[field] = guest[field];
    }
  }
  merged.skippedFields = [...new Set([...account.skippedFields, ...guest.skippedFields])].filter((f) => !isFieldAnswered(merged, f));
  return merged;
}
