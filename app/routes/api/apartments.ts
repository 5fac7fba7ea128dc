import { parseListingFilters } from "../../../core/search/listing-filters.ts";
import { searchApartments } from "../../../db/queries/search-apartments.ts";
import { dbContext } from "../../context.ts";
import type { Route } from "./+types/apartments";

/**
 * GET /api/apartments: the search of /listings as JSON, {items, total, totalCapped, page, pageSize}. Bad filter
 * values are dropped, never a 400. The total is exact when totalCapped is false; when true, counting stopped at a
 * cap (1,000 on the first pages) and there are more than `total` matches.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseListingFilters(new URL(request.url).searchParams);
  const result = await searchApartments(context.get(dbContext), filters);
  return Response.json(result);
}
