import { SlugSchema } from "../../../core/reference/slug.ts";
import { getApartmentBySlug, toApartmentRecord } from "../../../db/queries/apartments.ts";
import { dbContext } from "../../context.ts";
import { jsonError } from "../../http/json.server.ts";
import type { Route } from "./+types/apartment";

/** GET /api/apartments/{slug}: the full apartment of spec section 3 with plans, amenities, fees. */
export async function loader({ params, context }: Route.LoaderArgs) {
  // A slug that cannot exist (the spec allows letters, digits, - and _; stored slugs are stricter) is simply not found.
  const slug = SlugSchema.safeParse(params.slug);
  const apartment = slug.success ? await getApartmentBySlug(context.get(dbContext), slug.data) : null;
  if (!apartment) return jsonError(404, "No apartment has this address.");
  return Response.json(toApartmentRecord(apartment));
}
