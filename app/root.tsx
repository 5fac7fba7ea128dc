import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AppShell } from "./components/layout/app-shell.tsx";
import { ErrorContent } from "./components/error-content.tsx";
import { NotFoundContent } from "./components/not-found-content.tsx";
import { pageMeta, SITE_NAME } from "./lib/site.ts";
import { authMiddleware } from "./auth/middleware.server.ts";
import { requestInfoContext, useNonce } from "./request-context.ts";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

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

export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return { requestId: context.get(requestInfoContext).requestId };
}

// The request id shown on error pages must be the one of the request that
// failed, so the root loader runs with every navigation (it is trivial, and
// shares the single data request of the page's own loaders).
export function shouldRevalidate() {
  return true;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
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
        {/* Sign-in arrives later: the shell already takes the user (null = visitor). */}
        <AppShell user={null}>{children}</AppShell>
        <ScrollRestoration nonce={nonce} />
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
