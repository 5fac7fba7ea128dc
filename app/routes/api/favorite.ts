import { rowIdSchema } from "../../../core/row-id.ts";
import { addFavorite, apartmentExists, listFavoriteIds, removeFavorite } from "../../../db/queries/favorites.ts";
import { requireApiUser } from "../../auth/guards.server.ts";
import { dbContext } from "../../context.ts";
import { jsonError, methodNotAllowed } from "../../http/json.server.ts";
import type { Route } from "./+types/favorite";

const ApartmentIdSchema = rowIdSchema("The apartment id");

/** PUT adds, DELETE removes; both idempotent and answered with the whole list of ids. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") return methodNotAllowed(["PUT", "DELETE"]);
  const viewer = requireApiUser(context);
  const parsed = ApartmentIdSchema.safeParse(params.apartmentId);
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? "The apartment id is not valid.");
  const db = context.get(dbContext);
  if (!(await apartmentExists(db, parsed.data))) return jsonError(404, `Apartment ${parsed.data} not found.`);
  if (request.method === "PUT") await addFavorite(db, viewer.user.id, parsed.data);
  else await removeFavorite(db, viewer.user.id, parsed.data);
  return Response.json(await listFavoriteIds(db, viewer.user.id), { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return methodNotAllowed(["PUT", "DELETE"]);
}
