/** Small pieces of the sentences the rules write, so every rule words numbers the same way. */
import { formatDollars } from "../format/ranges.ts";
import type { MatchPlan } from "./types.ts";

export { formatDollars };

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 1,050 */
export function formatCount(value: number): string {
  return wholeNumber.format(value);
}

/** 6.2 mi */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}

/** "studio" or "2-bed". */
export function bedsLabel(beds: number): string {
  return beds === 0 ? "studio" : `${beds}-bed`;
}

/** "the 2-bed plan", "the studio plan". */
export function planLabel(plan: MatchPlan): string {
  return `the ${bedsLabel(plan.beds)} plan`;
}

/** "1 bath", "1.5 baths", "2 baths". */
export function bathsLabel(baths: number): string {
  return `${baths} ${baths === 1 ? "bath" : "baths"}`;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "today", "yesterday", "12 days ago". */
export function daysAgo(days: number): string {
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  return `${days} days ago`;
}

/** A display name inside a sentence: "In-Unit Washer/Dryer" -> "in-unit washer/dryer", keeping "EV". */
export function lowerDisplayName(displayName: string): string {
  return displayName
    .split(" ")
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(" ");
}

/** "No in-unit washer/dryer", but "Not furnished" for a describing word. */
export function missingAmenityText(displayName: string): string {
  const lower = lowerDisplayName(displayName);
  return /(ed|able|ible|friendly)$/.test(lower) ? `Not ${lower}` : `No ${lower}`;
}
