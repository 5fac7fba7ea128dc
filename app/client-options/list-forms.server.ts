/**
 * The forms of a client's options list, one handler for both ways in (decision 038): /clients/{id} (the list's
 * account, signed in) and /shared-list?key=… (whoever holds its private link). The reactions (react, tour) and
 * "Contact your locator" (message) are parsed by core's schemas and written by db/queries; every answer is the
 * card's or the form's (ReactionAnswer), never a thrown error, so the page stays and what was typed comes back.
 */
import { data, type RouterContextProvider } from "react-router";
import { ClientReactionSchema } from "../../core/admin/client-reaction-schema.ts";
import { LOCATOR_MESSAGE_INTENT, LocatorMessageSchema } from "../../core/admin/locator-message.ts";
import { fieldErrorsOf, summaryOf } from "../../core/validation.ts";
import { reactToOption, type ListReader } from "../../db/queries/client-options.ts";
import { sendLocatorMessage } from "../../db/queries/locator-messages.ts";
import { reactionRefused, type ReactionAnswer } from "../components/client-options/reaction-answer.ts";
import { dbContext } from "../context.ts";
import { readForm } from "../http/form.server.ts";
import { rateLimiterOf, retryAfterHeaders } from "../limits/rate-limit.server.ts";
import { appConfigContext } from "../request-context.ts";

const LIST_GONE = "These apartment options could not be found.";

/** Answers one submitted form of list `listId` for `reader` (the caller decided the reader may answer for the client). */
export async function answerListForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
  options: { listId: number; reader: ListReader; headers?: Record<string, string> },
) {
  const { listId, reader, headers } = options;
  const form = await readForm(request);
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const answer = (body: ReactionAnswer, status = 200, extra: Record<string, string> = {}) => data(body, { status, headers: { ...headers, ...extra } });

  if (fields.intent === LOCATOR_MESSAGE_INTENT) {
    // A refusal keeps what was typed, for the form to show it again.
    const refused = (message: string, fieldErrors: Record<string, string> = {}): ReactionAnswer => ({
      ok: false,
      apartmentId: "",
      intent: LOCATOR_MESSAGE_INTENT,
      message,
      fieldErrors,
      values: { message: fields.message ?? "" },
    });
    const refusal = await rateLimiterOf(context)("locator-message");
    if (refusal) return answer(refused(refusal.message), 429, retryAfterHeaders(refusal));
    const input = LocatorMessageSchema.safeParse(fields);
    if (!input.success) return answer(refused(summaryOf(input.error), fieldErrorsOf(input.error)), 400);
    const sent = await sendLocatorMessage(context.get(dbContext), { listId, from: reader, message: input.data.message, origin: context.get(appConfigContext).publicOrigin });
    if (!sent.ok) return answer(refused(LIST_GONE), 404);
    return answer({ ok: true, apartmentId: "", intent: LOCATOR_MESSAGE_INTENT });
  }

  const input = ClientReactionSchema.safeParse(fields);
  if (!input.success) {
    const { apartmentId = "", intent = "" } = fields;
    return answer({ ok: false, apartmentId, intent, message: summaryOf(input.error), fieldErrors: fieldErrorsOf(input.error), values: fields }, 400);
  }
  const { intent, apartmentId } = input.data;
  const result = await reactToOption(context.get(dbContext), {
    listId,
    apartmentId,
    viewer: reader,
    reaction: intent === "tour" ? { kind: "tour", wish: input.data.wish } : { kind: input.data.reaction, reason: input.data.reason },
  });
  if (!result.ok) return answer({ ...reactionRefused("This community is not on your list of options."), apartmentId: String(apartmentId), intent }, 404);
  return answer({ ok: true, apartmentId: String(apartmentId), intent });
}
