import { signInFromJson } from "../../auth/sign-in.server.ts";
import { methodNotAllowed } from "../../http/json.server.ts";
import type { Route } from "./+types/admin-login";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return signInFromJson(request, context);
}
