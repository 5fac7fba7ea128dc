/**
 * GET and PUT /api/user/preferences (spec sections 3, 5, 7): the caller's own
 * profile, taken from the session or the guest cookie, never from the body.
 */
import { applyPreferencesInput } from "../../../core/preferences/apply-input.ts";
import { PreferencesBodySchema } from "../../../core/preferences/preferences-input.ts";
import { toPreferencesResponse } from "../../../core/preferences/preferences-response.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "../../../core/preferences/profile.ts";
import { isProfileComplete } from "../../../core/preferences/stages.ts";
import type { PreferenceReference } from "../../../core/preferences/apply-input.ts";
import { getPreferences, updatePreferences } from "../../../db/queries/preferences.ts";
import { ensureGuestIdentity } from "../../auth/guest.server.ts";
import { viewerContext } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import { jsonError, methodNotAllowed, readJson } from "../../http/json.server.ts";
import { rateLimitedJson } from "../../limits/rate-limit.server.ts";
import { loadPreferenceReference, preferenceOwnerOf } from "../../preferences/owner.server.ts";
import type { Route } from "./+types/user-preferences";
import type { Database } from "../../../db/client-types.ts";
import { resolveDestination } from "../../../core/commute/resolve-destination.ts";
import { readNeighborhoods } from "../../catalogue/revision-cache.server.ts";

const noStore = { "Cache-Control": "no-store" };

/**
 * {preferences} as spec section 7 reads it, plus whether every required stage is complete (the panel's find button)
 * and where the commute destination is, when we know the place (the apartment page's map draws it, decision 024).
 */
async function answer(db: Database, profile: PreferenceProfile, reference: PreferenceReference) {
  const destination = profile.commuteTo ? resolveDestination(profile.commuteTo, await readNeighborhoods(db)) : null;
  return {
    preferences: toPreferencesResponse(profile, reference),
    isProfileComplete: isProfileComplete(profile),
    commuteDestination: destination ? { name: destination.name, latitude: destination.latitude, longitude: destination.longitude } : null,
  };
}

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const owner = preferenceOwnerOf(context);
  const [reference, { profile }] = await Promise.all([
    loadPreferenceReference(db),
    owner ? getPreferences(db, owner) : { profile: EMPTY_PROFILE },
  ]);
  return Response.json(await answer(db, profile, reference), { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const db = context.get(dbContext);
  const input = await readJson(request, PreferencesBodySchema);
  const reference = await loadPreferenceReference(db);
  const viewer = context.get(viewerContext);
  const guest = viewer.user ? null : await ensureGuestIdentity(context, request);
  if (guest && !guest.ok) return rateLimitedJson(guest.refusal);
  const owner = viewer.user ? { userId: viewer.user.id } : { guestId: guest!.guestId };

  const result = await updatePreferences(db, owner, (current) => applyPreferencesInput(current, input, reference));
  if (!result.ok) return jsonError(400, result.message, { fieldErrors: { [result.field]: result.message } });

  const headers = new Headers(noStore);
  if (guest?.setCookie) headers.append("Set-Cookie", guest.setCookie);
  return Response.json(await answer(db, result.profile, reference), { headers });
}
