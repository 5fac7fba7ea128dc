import { LayoutDashboard, SearchX } from "lucide-react";
import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root.tsx";
import { ADMIN_CHROME_HANDLE } from "../../components/admin/admin-chrome.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { ErrorContent } from "../../components/error-content.tsx";
import { StatusPanel } from "../../components/status-panel.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ADMIN_DASHBOARD_PATH } from "../../components/layout/site-navigation.ts";
import { useSignedInUser } from "../../hooks/use-viewer.ts";
import type { Route } from "./+types/layout";

/** Tells the root to leave the site's chrome out: the admin shell takes the whole viewport. */
export const handle = ADMIN_CHROME_HANDLE;

export default function AdminLayout() {
  return (
    <AdminShell user={useSignedInUser()}>
      <Outlet />
    </AdminShell>
  );
}

/** An admin page that fails keeps the shell, so the admin can go on to another section. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const referenceId = useRouteLoaderData<typeof rootLoader>("root")?.requestId || undefined;
  const user = useSignedInUser();
  let content;
  if (isRouteErrorResponse(error) && error.status === 404) content = <AdminNotFound />;
  else if (isRouteErrorResponse(error)) {
    const message = error.status < 500 && typeof error.data === "string" && error.data ? error.data : undefined;
    content = <ErrorContent status={error.status} message={message} referenceId={referenceId} />;
  } else content = <ErrorContent referenceId={referenceId} />;
  return <AdminShell user={user}>{content}</AdminShell>;
}

/** The admin's 404 leads back into the back office, not to the renter's pages. */
function AdminNotFound() {
  return (
    <StatusPanel
      icon={SearchX}
      eyebrow="404"
      title="Page not found"
      actions={
        <Button asChild>
          <Link to={ADMIN_DASHBOARD_PATH}>
            <LayoutDashboard aria-hidden="true" />
            Back to the dashboard
          </Link>
        </Button>
      }
    >
      This admin page does not exist. Pick a section from the menu, or go back to the dashboard.
    </StatusPanel>
  );
}
