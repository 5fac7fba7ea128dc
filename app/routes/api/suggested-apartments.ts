/**
 * GET /api/find-suggested-apartments-app -> {success, data}: the caller's
 * suggestions, highest match first (spec sections 3 and 7). ?limit=1..50.
 */
import { z } from "zod";
import { dbContext } from "../../context.ts";
import { jsonError } from "../../http/json.server.ts";
import { DEFAULT_SUGGESTION_LIMIT, MAX_SUGGESTION_LIMIT, findSuggestions } from "../../matching/suggestions.server.ts";
import { currentProfile } from "../../preferences/current-profile.server.ts";
import type { Route } from "./+types/suggested-apartments";

const LimitSchema = z.coerce.number().int().min(1).max(MAX_SUGGESTION_LIMIT).catch(DEFAULT_SUGGESTION_LIMIT);

export async function loader({ request, context }: Route.LoaderArgs) {
  const limitParam = new URL(request.url).searchParams.get("limit");
  const limit = limitParam === null ? DEFAULT_SUGGESTION_LIMIT : LimitSchema.parse(limitParam);
  try {
    const data = await findSuggestions(context.get(dbContext), await currentProfile(context), { limit });
    return Response.json({ success: true, data }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error(error);
    return jsonError(500, "Failed to fetch suggested apartments");
  }
}
