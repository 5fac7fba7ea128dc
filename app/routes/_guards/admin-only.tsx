import { Outlet } from "react-router";
import { requireAdminPage } from "../../auth/guards.server.ts";
import type { Route } from "./+types/admin-only";

/** The admin area: guests go to /admin/login, other users home. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireAdminPage(context, request);
  },
];

// A loader, however trivial, makes client-side navigations ask the server, so the middleware above runs for them too.
export function loader() {
  return null;
}

export default function AdminPageLayout() {
  return <Outlet />;
}
