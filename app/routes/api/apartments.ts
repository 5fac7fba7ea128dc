import { parseListingFilters } from "../../../core/search/listing-filters.ts";
import { searchApartments } from "../../../db/queries/search-apartments.ts";
import { dbContext } from "../../context.ts";
import type { Route } from "./+types/apartments";

/** GET /api/apartments: the search of /listings as JSON, {items, total, page, pageSize}. Bad filter values are dropped, never a 400. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseListingFilters(new URL(request.url).searchParams);
  const result = await searchApartments(context.get(dbContext), filters);
  return Response.json(result, { headers: { "Cache-Control": "public, max-age=60" } });
}
