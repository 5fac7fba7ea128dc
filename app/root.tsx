import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { usesAdminChrome } from "./components/admin/admin-chrome.ts";
import { ErrorContent } from "./components/error-content.tsx";
import { NotFoundContent } from "./components/not-found-content.tsx";
import { pageMeta, SITE_NAME } from "./lib/site.ts";
import { authMiddleware } from "./auth/middleware.server.ts";
import { viewerContext } from "./auth/viewer.ts";
import { FlashToast } from "./components/layout/flash-toast.tsx";
import { OptionsSharedNotice } from "./components/layout/options-shared-notice.tsx";
import { LowPriorityModulePreloads } from "./components/module-preloads.tsx";
import { ShellWithSidePanel } from "./components/side-panel/shell-with-side-panel.tsx";
import { dbContext } from "./context.ts";
import { useLogout } from "./hooks/use-logout.ts";
import { flashMiddleware, takeFlash } from "./lib/flash.server.ts";
import { resolveSiteOrigin } from "./lib/seo.ts";
import { appConfigContext, requestInfoContext, useNonce } from "./request-context.ts";
import { findUnseenSharedList } from "../db/queries/client-options.ts";
import { listFavoriteIds } from "../db/queries/favorites.ts";
import { savedSearchAlertCount } from "./alerts/saved-search-alerts.server.ts";
import appStylesHref from "./app.css?url";

// The stylesheet is linked here, with a React precedence, rather than imported for its side effect:
// React then writes it at the top of <head>, ahead of the dozens of module preloads, so the
// first paint does not queue behind the JavaScript on a slow connection (see npm run lighthouse).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesHref, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = ({ error }) => {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return pageMeta("Page not found", "The page you were looking for could not be found.");
  }
  if (error) return [{ title: `Something went wrong | ${SITE_NAME}` }];
  return [
    { title: `${SITE_NAME} | Free apartment locating in Houston, TX` },
    {
      name: "description",
      content:
        "Find your next Houston apartment for free: explore neighborhoods, compare apartments and let A.L.I. and a local locator match you.",
    },
  ];
};

export const middleware: Route.MiddlewareFunction[] = [authMiddleware, flashMiddleware];

/**
 * Who is signed in, their favorites (for the hearts on cards), an options list shared with them, the count of their
 * saved searches' alerts (one indexed read unless the catalogue moved: decision 027), a toast carried over a redirect, and the origin of absolute URLs (canonical, OpenGraph, JSON-LD).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(viewerContext);
  const db = context.get(dbContext);
  const renter = user && !user.isAdmin ? user : null;
  const [favoriteIds, optionsNotice, savedSearchAlerts] = await Promise.all([
    user ? listFavoriteIds(db, user.id) : [],
    // A renter's options list shared since they last opened it: the notice under the header.
    renter ? findUnseenSharedList(db, renter.id) : null,
    renter ? savedSearchAlertCount(db, renter.id) : 0,
  ]);
  return {
    origin: resolveSiteOrigin(request.url, context.get(appConfigContext).publicOrigin),
    requestId: context.get(requestInfoContext).requestId,
    user,
    favoriteIds,
    optionsNotice,
    savedSearchAlerts,
    flash: takeFlash(context),
  };
}

// The request id shown on error pages must be the one of the request that
// failed, and the user and favorites must follow every sign-in, sign-out and
// change, so the root loader runs with every navigation (it is light, and
// shares the single data request of the page's own loaders).
export function shouldRevalidate() {
  return true;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const logout = useLogout();
  // An error that escaped the admin layout's own boundary is shown by the root's, with the site's chrome.
  const rootError = useRouteError();
  const adminChrome = usesAdminChrome(useMatches()) && !rootError;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Stylesheets need no nonce (style-src allows 'self'), and the browser never
            learns the nonce, so an empty one keeps server and client markup equal. */}
        <Links nonce="" />
      </head>
      <body>
        {/* The admin area (behind its guard) brings its own shell: no site header, footer, chat or side panel. */}
        {adminChrome ? (
          children
        ) : (
          <ShellWithSidePanel user={rootData?.user ?? null} onLogout={() => void logout()}>
            <OptionsSharedNotice notice={rootData?.optionsNotice} />
            {children}
          </ShellWithSidePanel>
        )}
        <FlashToast flash={rootData?.flash} />
        <ScrollRestoration nonce={nonce} />
        {/* Server only: in the browser's bundle it would be dead weight (it renders nothing). */}
        {import.meta.env.SSR ? <LowPriorityModulePreloads /> : null}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;

  const referenceId = rootData?.requestId || undefined;
  if (isRouteErrorResponse(error)) {
    // 4xx responses carry a message meant for the visitor; 5xx ones do not.
    const message = error.status < 500 && typeof error.data === "string" && error.data ? error.data : undefined;
    return <ErrorContent status={error.status} message={message} referenceId={referenceId} />;
  }
  const details =
    import.meta.env.DEV && error instanceof Error ? { message: error.message, stack: error.stack } : undefined;
  return <ErrorContent referenceId={referenceId} details={details} />;
}
