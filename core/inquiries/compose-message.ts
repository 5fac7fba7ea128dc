/**
 * The message of an inquiry that the renter did not type as a whole: the
 * /get-matched profile sent to a locator ("Have a locator work on it") and a
 * hand-off from the A.L.I. chat. Both are written for the locator reading the
 * inbox: plain lines, within the inquiry's message limit (INQUIRY_LIMITS).
 */
import { formatCalendarDate } from "../format/dates.ts";
import { formatDollars } from "../format/ranges.ts";
import { bathsLabel, joinWords } from "../matching/wording.ts";
import type { PreferenceReference } from "../preferences/apply-input.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import { LEASE_LENGTH_LABELS, type LeaseLength } from "../reference/lease-lengths.ts";
import { INQUIRY_LIMITS } from "./inquiry-form.ts";

/** A note or the renter's chat words keep this much room for the lines around them. */
export const HANDOFF_NOTE_MAX = 500;
/** How many of the renter's latest chat messages a hand-off carries, and how long each may be. */
export const HANDOFF_RECENT_MESSAGES = 5;
export const HANDOFF_MESSAGE_MAX = 250;

const clip = (text: string, max: number) => {
  const flat = text.trim().replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/**
 * The saved profile in one or two plain lines: "2 bedrooms, 1.5 baths, up to $1,800 a month, in Montrose
 * or the Heights. Must-haves: Parking (covered), Pool. Move-in Jul 1, 2026; 12 months; commute to TMC."
 */
export function profileSummary(profile: PreferenceProfile, reference: PreferenceReference): string {
  const home: string[] = [];
  if (profile.bedrooms !== null) home.push(profile.bedrooms === 0 ? "a studio" : `${profile.bedrooms} ${profile.bedrooms === 1 ? "bedroom" : "bedrooms"}`);
  if (profile.bathrooms !== null) home.push(bathsLabel(profile.bathrooms));
  if (profile.sqft !== null) home.push(`at least ${profile.sqft.toLocaleString("en-US")} sq ft`);
  if (profile.maxBudget !== null) home.push(`up to ${formatDollars(profile.maxBudget)} a month`);
  const places = profile.neighborhoodIds.map((id) => reference.neighborhoods.find((n) => n.id === id)?.name).filter((name) => name !== undefined);
  if (places.length > 0) home.push(`in ${joinWords(places).replace(/ and (?=[^,]*$)/, " or ")}`);
  else if (profile.anyNeighborhood) home.push("anywhere in Houston");

  const mustHaves = profile.amenities.flatMap(({ id, requirement }) => {
    const amenity = reference.amenities.find((a) => a.id === id);
    if (!amenity) return [];
    return [requirement ? `${amenity.displayName} (${clip(requirement, 80)})` : amenity.displayName];
  });
  const timing: string[] = [];
  if (profile.moveInDate) timing.push(`move-in ${formatCalendarDate(profile.moveInDate)}`);
  if (profile.leaseLength) timing.push(`lease: ${LEASE_LENGTH_LABELS[profile.leaseLength as LeaseLength] ?? clip(profile.leaseLength, 60)}`);
  if (profile.commuteTo) timing.push(`commute to ${clip(profile.commuteTo, 120)}`);

  const first = home.length > 0 ? `Looking for ${home.join(", ")}.` : "No apartment criteria saved yet.";
  const second = [mustHaves.length > 0 ? `Must-haves: ${mustHaves.join(", ")}.` : "", timing.length > 0 ? `${capitalise(timing.join("; "))}.` : ""]
    .filter(Boolean)
    .join(" ");
  return second ? `${first}\n${second}` : first;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The /get-matched request: the profile's summary, then the renter's note if any. */
export function getMatchedMessage(summary: string, note: string | undefined): string {
  const lines = ["Sent from Get Matched: please work on this profile.", summary];
  if (note?.trim()) lines.push(`Note from the renter: ${clip(note, HANDOFF_NOTE_MAX)}`);
  return lines.join("\n").slice(0, INQUIRY_LIMITS.messageMax);
}

/**
 * A chat hand-off: the renter's latest words (oldest first), each clipped, labelled as theirs, so a locator
 * knows what they were asking; the note the renter adds to the hand-off form, if any, comes first.
 */
export function chatHandOffMessage(renterWords: readonly string[], note?: string): string {
  const lines = ["Asked A.L.I. for a locator."];
  if (note?.trim()) lines.push(`Note from the renter: ${clip(note, HANDOFF_NOTE_MAX)}`);
  const recent = renterWords
    .map((words) => clip(words, HANDOFF_MESSAGE_MAX))
    .filter(Boolean)
    .slice(-HANDOFF_RECENT_MESSAGES);
  if (recent.length > 0) lines.push("The renter's recent words in the chat:", ...recent.map((words) => `- "${words}"`));
  return lines.join("\n").slice(0, INQUIRY_LIMITS.messageMax);
}
