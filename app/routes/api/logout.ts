import { redirect } from "react-router";
import { endSession } from "../../auth/session.server.ts";
import { viewerContext } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import { carriesForm } from "../../http/form.server.ts";
import { methodNotAllowed } from "../../http/json.server.ts";
import { setFlash } from "../../lib/flash.server.ts";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const cookie = await endSession(context.get(dbContext), request, context.get(viewerContext));
  // A plain HTML form (the admin sidebar's Log out, which works without JavaScript) navigates here:
  // it is sent home as spec section 8 says, with the toast the script path shows. Scripts get 204.
  if (carriesForm(request)) {
    const headers = new Headers({ "Cache-Control": "no-store" });
    headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", setFlash(request, { title: "Logged out", description: "You have been logged out successfully." }));
    return redirect("/", { status: 303, headers });
  }
  return new Response(null, { status: 204, headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}
