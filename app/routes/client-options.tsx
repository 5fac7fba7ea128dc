/**
 * /clients/{id}: a client's options list for its account, signed in (and for administrators, who look but do not
 * answer). The same list opens without an account by its private link (/shared-list?key=…, decision 038).
 */
import { data } from "react-router";
import { z } from "zod";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { rowIdSchema } from "../../core/row-id.ts";
import { readClientOptionList, recordListView } from "../../db/queries/client-options.ts";
import { requireSignedInPage } from "../auth/guards.server.ts";
import { answerListForm } from "../client-options/list-forms.server.ts";
import { ClientOptionsPage } from "../components/client-options/client-options-page.tsx";
import { reactionRefused } from "../components/client-options/reaction-answer.ts";
import { dbContext } from "../context.ts";
import { pageMeta } from "../lib/site.ts";
import { getMatchCatalogue } from "../matching/catalogue-cache.server.ts";
import type { Route } from "./+types/client-options";

const ParamsSchema = z.object({ id: rowIdSchema("The client id") });

const NOT_FOUND = "These apartment options could not be found. If your locator sent you this link, sign in with the account they know.";

// Private to one client: never indexed (robots.txt also disallows /clients).
export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your apartment options", "Apartments your Houston apartment locator picked for you."),
  { name: "robots", content: "noindex" },
];

/** The list for its client or an administrator; anyone else gets the same 404 as for a list that does not exist. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSignedInPage(context, request);
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw data(NOT_FOUND, { status: 404 });
  const db = context.get(dbContext);
  const catalogue = await getMatchCatalogue(db);
  const list = await readClientOptionList(db, { listId: parsed.data.id, viewer: user, reference: catalogue, today: houstonCalendarDate(new Date()) });
  if (!list) throw data(NOT_FOUND, { status: 404 });
  if (list.viewerIsClient) await recordListView(db, { listId: list.id, viewer: user });
  return { list };
}

/**
 * The client's reactions (intents react and tour) and their message to the locator (intent message);
 * administrators may look but not answer for the client.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireSignedInPage(context, request);
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw data(NOT_FOUND, { status: 404 });
  // Answers, not thrown errors: a fetcher's refusal shows on its card and the page stays.
  if (user.isAdmin) return data(reactionRefused("Administrators can look at a client's list but cannot answer for the client."), { status: 403 });
  return answerListForm(context, request, { listId: parsed.data.id, reader: user });
}

export default function ClientOptions({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientOptionsPage list={loaderData.list} access="account" actionData={actionData} />;
}
