import { Outlet } from "react-router";
import { requireSignedInPage } from "../../auth/guards.server.ts";
import type { Route } from "./+types/signed-in";

/** Any signed-in user, administrators included (/account). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireSignedInPage(context, request);
  },
];

// A loader, however trivial, makes client-side navigations ask the server, so the middleware above runs for them too.
export function loader() {
  return null;
}

export default function SignedInPageLayout() {
  return <Outlet />;
}
