/**
 * GET /api/profile-stages/completion and GET /api/profile-build/status: the
 * five stages for the caller. The spec's `email` parameter is accepted and
 * ignored: whose profile it is comes from the session or guest cookie only.
 */
import { isProfileComplete, stageCompletion } from "../../../core/preferences/stages.ts";
import { EMPTY_PROFILE } from "../../../core/preferences/profile.ts";
import { getPreferences } from "../../../db/queries/preferences.ts";
import { dbContext } from "../../context.ts";
import { preferenceOwnerOf } from "../../preferences/owner.server.ts";
import type { Route } from "./+types/profile-stages";

export async function loader({ context }: Route.LoaderArgs) {
  const owner = preferenceOwnerOf(context);
  const { profile } = owner ? await getPreferences(context.get(dbContext), owner) : { profile: EMPTY_PROFILE };
  const stages = stageCompletion(profile);
  return Response.json({ isComplete: isProfileComplete(profile), stages }, { headers: { "Cache-Control": "no-store" } });
}
