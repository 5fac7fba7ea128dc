import { SlugSchema } from "../../../core/reference/slug.ts";
import { getNeighborhoodBySlug } from "../../../db/queries/neighborhoods.ts";
import { dbContext } from "../../context.ts";
import { jsonError } from "../../http/json.server.ts";
import type { Route } from "./+types/neighborhood-card-data";

/** GET /api/chat/webhook/neighborhood-data/{slug}: the neighborhood card of spec section 3, with the typical rent cards show. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = SlugSchema.safeParse(params.slug);
  const neighborhood = slug.success ? await getNeighborhoodBySlug(context.get(dbContext), slug.data) : null;
  if (!neighborhood) return jsonError(404, "No neighborhood has this address.");
  const { id, name, description, imageUrl, priceRange, typicalRent, highlights, featured } = neighborhood;
  return Response.json({ id, slug: neighborhood.slug, name, description, imageUrl, priceRange, typicalRent, highlights, featured });
}
