/**
 * Texas advertising wording (issue 30, decision 040) for a page or an e-mail that advertises several communities at
 * once (22 TAC 535.155, and 535.300 for apartment locators): the rent advertised is each community's lowest listed
 * rent, so the page says "Rent is $X or more" with the lowest of them, and that not every unit has the features
 * advertised. One sentence, the same everywhere it is shown.
 */
import { formatDollars } from "../format/ranges.ts";

/** The lowest of the communities' lowest rents, or null when none lists a rent. */
export function lowestRent(communities: readonly { minRent: number | null }[]): number | null {
  const rents = communities.flatMap((c) => (c.minRent === null || c.minRent <= 0 ? [] : [c.minRent]));
  return rents.length ? Math.min(...rents) : null;
}

/** "Rent is $1,150 or more. …": null when no community shown lists a rent (nothing is advertised). */
export function severalCommunitiesNotice(communities: readonly { minRent: number | null }[]): string | null {
  const lowest = lowestRent(communities);
  if (lowest === null) return null;
  return `Rent is ${formatDollars(lowest)} or more: each community's lowest listed rent is shown, and not every unit is available at it. Not all units have the advertised features.`;
}
