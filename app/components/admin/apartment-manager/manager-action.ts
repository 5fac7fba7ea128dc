/**
 * What the apartment manager's action answers when a form is refused: the
 * form it belongs to (intent and community), a sentence, the messages per
 * field and what was typed, so the page shows them beside that form, with or
 * without JavaScript.
 */
export interface ManagerActionData {
  intent: string;
  apartmentId: number | null;
  message: string;
  errors: Record<string, string>;
  raw: Record<string, string>;
}

/** The refusal for this form, from its fetcher or (without JavaScript) from the page's last action. */
export function refusalFor(
  own: ManagerActionData | undefined,
  page: ManagerActionData | undefined,
  intent: string,
  apartmentId: number | null,
): ManagerActionData | undefined {
  if (own) return own;
  return page && page.intent === intent && page.apartmentId === apartmentId ? page : undefined;
}
