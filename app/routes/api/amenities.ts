import { readAmenities } from "../../catalogue/revision-cache.server.ts";
import { dbContext } from "../../context.ts";
import type { Route } from "./+types/amenities";

export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await readAmenities(context.get(dbContext)));
}
