/**
 * What the chat says once a save of A.L.I.'s is undone (decision 034): each field the save changed,
 * back to what it was, in the profile's order and in the words of the save's own notice
 * (remember.ts): "Undone: Budget back to $1,500 · Removed Montrose".
 */
import { formatCalendarDate } from "../format/dates.ts";
import { formatDollars } from "../format/ranges.ts";
import type { PreferenceReference } from "../preferences/apply-input.ts";
import type { ProfileChange } from "../preferences/profile-change.ts";
import { FIELD_LABELS, bedroomsText, leaseText } from "./remember.ts";

export const UNDONE = "Undone";

/** What POST /api/chat/undo answers when it undoes nothing; the chat shows the words under the notice. */
export const UNDO_REFUSALS = {
  /** 409: a field the message changed holds something else now. */
  editedSince: "This change was already edited since; nothing was undone.",
  /** 404: no change of the caller's has that id (another person's, or one too old to keep). */
  notFound: "There is no change of yours with that id to undo.",
} as const;

export function undoNotice(change: ProfileChange, reference: PreferenceReference): string {
  const { before, after } = change;
  const parts: string[] = [];
  const neighborhoodName = (id: number) => reference.neighborhoods.find((n) => n.id === id)?.name ?? `neighborhood ${id}`;
  const amenityName = (id: number) => reference.amenities.find((a) => a.id === id)?.displayName ?? `amenity ${id}`;

  /** A value the save set, back to the one before it (or to none). */
  const scalar = <T>(key: keyof ProfileChange["before"], label: string, format: (value: T) => string) => {
    if (!(key in after)) return;
    const was = before[key] as T | null;
    parts.push(was === null || was === undefined ? `${label} cleared` : `${label} back to ${format(was)}`);
  };
  const same = (value: string) => value;

  scalar("name", "Name", same);
  scalar("phone", "Phone", same);
  if (before.neighborhoodIds && after.neighborhoodIds) {
    const [was, now] = [before.neighborhoodIds, after.neighborhoodIds];
    for (const id of now) if (!was.includes(id)) parts.push(`Removed ${neighborhoodName(id)}`);
    for (const id of was) if (!now.includes(id)) parts.push(`Restored ${neighborhoodName(id)}`);
  }
  if (before.anyNeighborhood !== undefined) parts.push(before.anyNeighborhood ? "Open to any neighborhood again" : "No longer open to any neighborhood");
  scalar("commuteTo", "Commute", same);
  scalar<number>("maxBudget", "Budget", formatDollars);
  scalar<number>("bedrooms", "Bedrooms", bedroomsText);
  scalar<number>("bathrooms", "Bathrooms", String);
  scalar<number>("sqft", "Minimum size", (sqft) => `${sqft.toLocaleString("en-US")} sq ft`);
  if (before.amenities && after.amenities) {
    const was = new Map(before.amenities.map((wish) => [wish.id, wish.requirement]));
    const now = new Map(after.amenities.map((wish) => [wish.id, wish.requirement]));
    for (const [id, requirement] of now) {
      if (!was.has(id)) parts.push(`Removed ${amenityName(id)}`);
      else if (was.get(id) !== requirement) {
        const note = was.get(id);
        parts.push(note ? `${amenityName(id)} note back to '${note}'` : `${amenityName(id)} note cleared`);
      }
    }
    for (const id of was.keys()) if (!now.has(id)) parts.push(`Restored ${amenityName(id)}`);
  }
  scalar("moveInDate", "Move-in date", formatCalendarDate);
  scalar("leaseLength", "Lease length", leaseText);
  if (before.skippedFields && after.skippedFields) {
    const [was, now] = [before.skippedFields, after.skippedFields];
    for (const field of now) if (!was.includes(field)) parts.push(`${capitalised(FIELD_LABELS[field])} no longer skipped`);
    for (const field of was) if (!now.includes(field)) parts.push(`${capitalised(FIELD_LABELS[field])} skipped again`);
  }
  return parts.length > 0 ? `${UNDONE}: ${parts.join(" · ")}` : UNDONE;
}

function capitalised(words: string): string {
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
