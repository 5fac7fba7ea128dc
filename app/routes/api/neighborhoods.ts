import { listNeighborhoods } from "../../../db/queries/catalog.ts";
import { dbContext } from "../../context.ts";
import type { Route } from "./+types/neighborhoods";

export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await listNeighborhoods(context.get(dbContext)));
}
