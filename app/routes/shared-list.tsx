/**
 * /shared-list?key=…: a client's options list opened with the private link its share e-mailed (decision 038), without
 * an account. The key is the only way in and opens this one list: the same page its client sees signed in (the
 * communities shared, the reactions, "Contact your locator"), with "Create an account" offered, never required. A
 * made-up, malformed, expired or revoked key is the same plain 404. The key is a query parameter, so request logs
 * redact it (server/log-redaction.ts); the page is never cached and sends no Referer to another site. Rate-limited
 * per address.
 *
 * An administrator's session sees the list as on /clients/{id}: to look, not to answer for the client.
 */
import { data } from "react-router";
import { hashVerificationToken, VerificationTokenSchema } from "../../core/leases/lease-verification.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { LINK_HOLDER, readClientOptionList, recordListView } from "../../db/queries/client-options.ts";
import { findListOfLink } from "../../db/queries/list-links.ts";
import { viewerContext } from "../auth/viewer.ts";
import { answerListForm } from "../client-options/list-forms.server.ts";
import { ClientOptionsPage } from "../components/client-options/client-options-page.tsx";
import { reactionRefused } from "../components/client-options/reaction-answer.ts";
import { dbContext } from "../context.ts";
import { rateLimiterOf, retryAfterHeaders } from "../limits/rate-limit.server.ts";
import { pageMeta } from "../lib/site.ts";
import { getMatchCatalogue } from "../matching/catalogue-cache.server.ts";
import type { Route } from "./+types/shared-list";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your apartment options", "Apartments your Houston apartment locator picked for you."),
  { name: "robots", content: "noindex" },
];

/**
 * One client's list: never kept by a shared cache, and the key never leaves in a Referer to another site. Not
 * "no-referrer": with it the browser sends `Origin: null` with the page's own forms, and a form posted without
 * JavaScript is refused as coming from elsewhere.
 */
export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

const NOT_FOUND = "This link does not open a list. Ask your locator to send it again.";

async function limited(context: Route.LoaderArgs["context"]) {
  const refusal = await rateLimiterOf(context)("shared-list");
  if (refusal) throw data(refusal.message, { status: 429, headers: { ...headers(), ...retryAfterHeaders(refusal) } });
}

/** The list the request's key opens, or the 404 (the same for every kind of wrong key). */
async function listOfKey(context: Route.LoaderArgs["context"], request: Request): Promise<number> {
  const key = VerificationTokenSchema.safeParse(new URL(request.url).searchParams.get("key"));
  if (!key.success) throw data(NOT_FOUND, { status: 404, headers: headers() });
  const found = await findListOfLink(context.get(dbContext), hashVerificationToken(key.data));
  if (!found) throw data(NOT_FOUND, { status: 404, headers: headers() });
  return found.listId;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await limited(context);
  const listId = await listOfKey(context, request);
  const db = context.get(dbContext);
  const { user } = context.get(viewerContext);
  const viewer = user?.isAdmin ? user : LINK_HOLDER;
  const catalogue = await getMatchCatalogue(db);
  const list = await readClientOptionList(db, { listId, viewer, reference: catalogue, today: houstonCalendarDate(new Date()) });
  if (!list) throw data(NOT_FOUND, { status: 404, headers: headers() });
  if (list.viewerIsClient) await recordListView(db, { listId, viewer: LINK_HOLDER });
  return data({ list }, { headers: headers() });
}

/** The link holder's reactions and message to the locator: the client's, by the rules of /clients/{id}. */
export async function action({ request, context }: Route.ActionArgs) {
  await limited(context);
  const listId = await listOfKey(context, request);
  if (context.get(viewerContext).user?.isAdmin) {
    return data(reactionRefused("Administrators can look at a client's list but cannot answer for the client."), { status: 403, headers: headers() });
  }
  return answerListForm(context, request, { listId, reader: LINK_HOLDER, headers: headers() });
}

export default function SharedList({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientOptionsPage list={loaderData.list} access="link" actionData={actionData} />;
}
