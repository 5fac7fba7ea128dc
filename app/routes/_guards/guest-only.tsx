import { Outlet } from "react-router";
import { requireGuestPage } from "../../auth/guards.server.ts";
import type { Route } from "./+types/guest-only";

/** Sign-in pages (/auth, /admin/login): signed-in users are sent away. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    requireGuestPage(context);
  },
];

// A loader, however trivial, makes client-side navigations ask the server, so the middleware above runs for them too.
export function loader() {
  return null;
}

export default function GuestPageLayout() {
  return <Outlet />;
}
