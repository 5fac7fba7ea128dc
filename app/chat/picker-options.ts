/**
 * The options of the chat's pickers (spec section 4 'Pickers'): Houston's
 * neighborhoods and the amenities from the JSON API, loaded once per visit
 * when a picker first opens; the budget ranges of spec section 3.
 */
import type { PickerOption } from "../../core/chat/chat-message.ts";
import type { PickerKind } from "../../core/chat/picker-filter.ts";
import { BUDGET_RANGES } from "../../core/reference/budget-ranges.ts";
import { getJson } from "../lib/api-client.ts";

export const BUDGET_OPTIONS: readonly PickerOption[] = BUDGET_RANGES.map(({ id, label }) => ({ id, label }));

const cache = new Map<PickerKind, Promise<PickerOption[]>>();

async function fetchOptions(kind: Exclude<PickerKind, "budget">): Promise<PickerOption[]> {
  if (kind === "locations") {
    const rows = await getJson<{ slug: string; name: string }[]>("/api/neighborhoods");
    return rows.map((n) => ({ id: n.slug, label: n.name })).sort((a, b) => a.label.localeCompare(b.label));
  }
  const rows = await getJson<{ id: number; name: string; displayName: string | null }[]>("/api/amenities");
  return rows.map((a) => ({ id: String(a.id), label: a.displayName ?? a.name })).sort((a, b) => a.label.localeCompare(b.label));
}

export function loadPickerOptions(kind: PickerKind): Promise<PickerOption[]> {
  if (kind === "budget") return Promise.resolve([...BUDGET_OPTIONS]);
  let options = cache.get(kind);
  if (!options) {
    options = fetchOptions(kind);
    // A failure is not cached: the next opening tries again.
    options.catch(() => cache.delete(kind));
    cache.set(kind, options);
  }
  return options;
}
