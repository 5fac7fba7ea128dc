import { RefreshCw, TriangleAlert, House } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { StatusPanel } from "./status-panel.tsx";

export interface ErrorContentProps {
  /** HTTP status, when the error came as a response. */
  status?: number;
  /** A message meant for people (e.g. the text of a 4xx response). */
  message?: string;
  /** The request id that the server logged, so a report can be traced. */
  referenceId?: string;
  /** Developer details; pass them only in development. */
  details?: { message: string; stack?: string };
}

/** What the root error boundary shows for anything other than a 404. */
export function ErrorContent({ status, message, referenceId, details }: ErrorContentProps) {
  const { pathname, search } = useLocation();
  return (
    <StatusPanel
      icon={TriangleAlert}
      eyebrow={status ? `Error ${status}` : "Error"}
      title="Something went wrong"
      actions={
        <>
          {/* A plain link: a full page load, in case the app itself is what broke. */}
          <Button asChild size="lg">
            <a href={pathname + search}>
              <RefreshCw aria-hidden="true" />
              Try again
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">
              <House aria-hidden="true" />
              Back to home
            </Link>
          </Button>
        </>
      }
    >
      <p>{message ?? "Sorry, this page did not load properly. This is usually temporary, so please try again in a moment."}</p>
      {referenceId ? (
        <p className="mt-4 text-sm text-slate-600">
          If it keeps happening, contact us and mention this reference:
          <code className="mt-1 block font-mono text-xs break-all text-slate-800">{referenceId}</code>
        </p>
      ) : null}
      {details ? (
        <pre className="mt-6 max-h-80 overflow-auto rounded-lg bg-slate-900 p-4 text-left text-xs leading-5 whitespace-pre-wrap text-slate-100">
          {details.message}
          {details.stack ? `\n\n${details.stack}` : ""}
        </pre>
      ) : null}
    </StatusPanel>
  );
}
