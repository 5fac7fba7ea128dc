import { Outlet } from "react-router";
import { requireUserPage } from "../../auth/guards.server.ts";
import type { Route } from "./+types/user-only";

/** Renter pages (/favorites, /clients/:id): guests go to /auth, administrators to their dashboard. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireUserPage(context, request);
  },
];

// A loader, however trivial, makes client-side navigations ask the server, so the middleware above runs for them too.
export function loader() {
  return null;
}

export default function UserPageLayout() {
  return <Outlet />;
}
