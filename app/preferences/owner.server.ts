import type { RouterContextProvider } from "react-router";
import type { PreferenceReference } from "../../core/preferences/apply-input.ts";
import type { Database } from "../../db/client-types.ts";
import { readAmenities, readNeighborhoods } from "../catalogue/revision-cache.server.ts";
import type { PreferenceOwner } from "../../db/queries/preferences.ts";
import { viewerContext } from "../auth/viewer.ts";

/** Whose preferences a request reads: the signed-in user's, else the guest identity's, else nobody's yet. */
export function preferenceOwnerOf(context: Readonly<RouterContextProvider>): PreferenceOwner | null {
  const viewer = context.get(viewerContext);
  if (viewer.user) return { userId: viewer.user.id };
  if (viewer.guestId) return { guestId: viewer.guestId };
  return null;
}

/** The catalogue lists that turn slugs and keys into ids, and back. */
export async function loadPreferenceReference(db: Database): Promise<PreferenceReference> {
  const [neighborhoods, amenities] = await Promise.all([readNeighborhoods(db), readAmenities(db)]);
  return { neighborhoods, amenities };
}
