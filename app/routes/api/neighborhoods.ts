import { readNeighborhoods } from "../../catalogue/revision-cache.server.ts";
import { dbContext } from "../../context.ts";
import type { Route } from "./+types/neighborhoods";

export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await readNeighborhoods(context.get(dbContext)));
}
