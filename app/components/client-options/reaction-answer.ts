/**
 * The /clients/{id} action's answer to a reaction form, shared by the route
 * (which makes it) and the cards (which show it beside the form that was sent).
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
