import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root.tsx";
import { ADMIN_CHROME_HANDLE } from "../../components/admin/admin-chrome.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { ErrorContent } from "../../components/error-content.tsx";
import { NotFoundContent } from "../../components/not-found-content.tsx";
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
  if (isRouteErrorResponse(error) && error.status === 404) content = <NotFoundContent />;
  else if (isRouteErrorResponse(error)) {
    const message = error.status < 500 && typeof error.data === "string" && error.data ? error.data : undefined;
    content = <ErrorContent status={error.status} message={message} referenceId={referenceId} />;
  } else content = <ErrorContent referenceId={referenceId} />;
  return <AdminShell user={user}>{content}</AdminShell>;
}
