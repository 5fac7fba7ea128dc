import { listAmenities } from "../../../db/queries/catalog.ts";
import { dbContext } from "../../context.ts";
import type { Route } from "./+types/amenities";

export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await listAmenities(context.get(dbContext)));
}
