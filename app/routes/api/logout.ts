import { endSession } from "../../auth/session.server.ts";
import { viewerContext } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import { methodNotAllowed } from "../../http/json.server.ts";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const cookie = await endSession(context.get(dbContext), request, context.get(viewerContext));
  return new Response(null, { status: 204, headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}
