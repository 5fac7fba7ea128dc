/**
 * The address of the compare page for a list of community slugs: one definition for the server (links, the
 * "remove" links, the add form's redirect) and the browser's compare tray. Framework-free and without zod, so
 * the tray's script stays small.
 */

/** How many communities one comparison holds (issue 17). */
export const MAX_COMPARED = 4;

export const COMPARE_PATH = "/compare";

/** The `beds` value that asks for every bedroom count, even when the renter saved one. */
export const ANY_BEDS = "any";

export interface CompareLinkOptions {
  /** A bedroom count (0 = studio), ANY_BEDS, or null to leave the page's default. */
  beds?: number | typeof ANY_BEDS | null;
  /** The commute destination as typed. */
  to?: string | null;
}

/**
 * "/compare?ids=a,b,c": slugs joined by plain commas (a slug never holds one), so a shared link reads well.
 * Extra parameters follow in a fixed order, so one comparison has one address.
 */
export function compareHref(slugs: readonly string[], options: CompareLinkOptions = {}): string {
  const parts: string[] = [];
  if (slugs.length > 0) parts.push(`ids=${slugs.map(encodeURIComponent).join(",")}`);
  if (options.beds !== undefined && options.beds !== null) parts.push(`beds=${options.beds}`);
  if (options.to) parts.push(`to=${encodeURIComponent(options.to)}`);
  return parts.length > 0 ? `${COMPARE_PATH}?${parts.join("&")}` : COMPARE_PATH;
}
