import { listFavoriteIds } from "../../../db/queries/favorites.ts";
import { requireApiUser } from "../../auth/guards.server.ts";
import { dbContext } from "../../context.ts";
import type { Route } from "./+types/favorites";

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireApiUser(context);
  return Response.json(await listFavoriteIds(context.get(dbContext), viewer.user.id), { headers: { "Cache-Control": "no-store" } });
}
