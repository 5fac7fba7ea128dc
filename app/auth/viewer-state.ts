import type { SharedListNotice } from "../../db/queries/client-options.ts";
import type { PublicUser } from "../../db/queries/users.ts";

/**
 * What the site's chrome shows that belongs to the person asking: their name in the header, the hearts of their
 * favorites, the notice of an options list shared with them, the count of their saved searches' alerts. A page's own content never depends on it, so one
 * render of a public page serves everybody (decision 020) and this comes apart: in the root loader's data for
 * navigations and personal pages, from GET /api/viewer after a kept page has loaded (app/hooks/use-viewer.ts).
 */
export interface ViewerState {
  user: PublicUser | null;
  favoriteIds: readonly number[];
  optionsNotice: SharedListNotice | null;
  /** New or cheaper listings of the renter's saved searches since they last looked (decision 027). */
  savedSearchAlerts: number;
  /** Communities where the renter should name their locator on the guest card (decision 037), and whom to name. */
  guestCard: { communityIds: readonly number[]; company: string; locator: string | null } | null;
}

export const NOBODY: ViewerState = { user: null, favoriteIds: [], optionsNotice: null, savedSearchAlerts: 0, guestCard: null };
