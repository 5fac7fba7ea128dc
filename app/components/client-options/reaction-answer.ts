/**
 * The list page's answer to one of its forms (/clients/{id} and /shared-list, app/client-options/list-forms.server.ts):
 * a reaction, shown on the card it came from, or the message to the locator (intent "message", apartmentId "").
 */
export type ReactionAnswer =
  | { ok: true; apartmentId: string; intent: string }
  | {
      ok: false;
      /** As sent, so the answer reaches the card it came from ("" when missing). */
      apartmentId: string;
      intent: string;
      message: string;
      fieldErrors: Record<string, string>;
      /** What was typed, to put back in the fields. */
      values: Record<string, string>;
    };

/** A refusal that is not about one field: no such community on the list, or an administrator. */
export function reactionRefused(message: string): ReactionAnswer {
  return { ok: false, apartmentId: "", intent: "", message, fieldErrors: {}, values: {} };
}
