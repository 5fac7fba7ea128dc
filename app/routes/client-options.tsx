import { data } from "react-router";
import { z } from "zod";
import { ClientReactionSchema } from "../../core/admin/client-reaction-schema.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { rowIdSchema } from "../../core/row-id.ts";
import { fieldErrorsOf, summaryOf } from "../../core/validation.ts";
import { reactToOption, readClientOptionList, recordListView } from "../../db/queries/client-options.ts";
import { requireSignedInPage } from "../auth/guards.server.ts";
import { ClientOptionsPage } from "../components/client-options/client-options-page.tsx";
import { reactionRefused, type ReactionAnswer } from "../components/client-options/reaction-answer.ts";
import { dbContext } from "../context.ts";
import { readForm } from "../http/form.server.ts";
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

/** The client's reactions (intents react and tour); administrators may look but not answer for the client. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireSignedInPage(context, request);
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw data(NOT_FOUND, { status: 404 });
  // Answers, not thrown errors: a fetcher's refusal shows on its card and the page stays.
  if (user.isAdmin) return data(reactionRefused("Administrators can look at a client's list but cannot answer for the client."), { status: 403 });
  const form = await readForm(request);
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const input = ClientReactionSchema.safeParse(fields);
  if (!input.success) {
    const answer: ReactionAnswer = { ok: false, apartmentId: fields.apartmentId ?? "", intent: fields.intent ?? "", message: summaryOf(input.error), fieldErrors: fieldErrorsOf(input.error), values: fields };
    return data(answer, { status: 400 });
  }
  const { intent, apartmentId } = input.data;
  const result = await reactToOption(context.get(dbContext), {
    listId: parsed.data.id,
    apartmentId,
    viewer: user,
    reaction: input.data.intent === "tour" ? { kind: "tour", wish: input.data.wish } : { kind: input.data.reaction, reason: input.data.reason },
  });
  if (!result.ok) return data({ ...reactionRefused("This community is not on your list of options."), apartmentId: String(apartmentId), intent }, { status: 404 });
  const answer: ReactionAnswer = { ok: true, apartmentId: String(apartmentId), intent };
  return answer;
}

export default function ClientOptions({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientOptionsPage list={loaderData.list} actionData={actionData} />;
}
