import type { HeadersArgs } from "react-router";

/**
 * A page's `headers` export for forms that can be rate-limited: the parent
 * routes' headers plus the action's Retry-After. Without a `headers` export
 * React Router keeps only the cookies of an action's headers, so a refused
 * form would not say when to retry. (Refusals are returned, not thrown: a
 * thrown one is answered by the nearest error boundary's route.)
 */
export function headersWithRetryAfter({ parentHeaders, actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
