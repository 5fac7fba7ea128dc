import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { pageMeta } from "~/lib/site";
import type { Route } from "./+types/not-found";

// Any path no other route matches. The page renders normally, with a 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Page not found", "The page you were looking for could not be found. Explore Houston neighborhoods and apartments instead.");

export default function NotFound() {
  return <NotFoundContent />;
}
