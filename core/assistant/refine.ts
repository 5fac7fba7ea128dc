/**
 * Follow-ups that refine the last search rather than start a new topic:
 * "what about the Heights instead?" reruns the search there (the
 * neighborhoods searched before are replaced), "cheaper?" lowers the budget
 * and says by how much. Read before the profile is updated, so a stated
 * refinement ("too expensive", "try the Heights instead") is saved like any
 * stated preference; asked as a question ("cheaper?", "what about the Heights
 * instead?") it only reruns the search, and the note says nothing of saving
 * (asks-or-states.ts). Only after a reply that showed apartments.
 */
import { formatDollars } from "../format/ranges.ts";
import type { PreferenceProfile } from "../preferences/profile.ts";
import type { HistoryMessage } from "./answer-context.ts";
import { apartmentsShownEarlier } from "./answer-amenities.ts";
import type { Lookups } from "./knowledge.ts";
import type { Understanding } from "./understanding/index.ts";

export interface Refinement {
  understanding: Understanding;
  /** Said before the results: "I lowered your budget by $200, from $1,800 to $1,600." (saved), "Looking $200 lower: up to $1,600 instead of $1,800." (asked). */
  note: string;
}

const INSTEAD = /\b(?:instead|what about|how about|rather|switch to|try)\b|\bsame (?:but|thing|search|again) (?:in|for|at|around|near)\b/;
const CHEAPER = /\b(?:cheaper|less expensive|lower (?:price|prices|rent|budget)|more affordable|something for less|too (?:expensive|pricey|much))\b/;

/** The budget step for "cheaper": 10% of the budget, rounded to $50, at least $100. */
export function cheaperStep(budget: number): number {
  return Math.max(100, Math.round((budget * 0.1) / 50) * 50);
}

export function refineLastResult(
  text: string,
  understanding: Understanding,
  history: readonly HistoryMessage[],
  profile: PreferenceProfile,
  lookups: Lookups,
  { asked = false }: { asked?: boolean } = {},
): Refinement | null {
  const shown = apartmentsShownEarlier({ history, lookups });
  if (shown.length === 0) return null;
  const mentioned = understanding.mentioned.neighborhoods;
  if (INSTEAD.test(text) && mentioned.length > 0 && (understanding.remove.neighborhoods ?? []).length === 0) {
    const before = profile.neighborhoodIds.map((id) => lookups.neighborhoodById.get(id)?.slug).filter((slug): slug is string => slug !== undefined && !mentioned.includes(slug));
    return {
      understanding: { ...understanding, intents: ["search"], set: { ...understanding.set, neighborhoods: mentioned }, remove: { ...understanding.remove, neighborhoods: before } },
      note: "",
    };
  }
  if (CHEAPER.test(text) && understanding.set.maxBudget === undefined && understanding.asked.maxBudget === undefined) {
    // Without a saved budget there is nothing to lower: no budget is made up from the rents shown (the search asks for one).
    const base = profile.maxBudget;
    if (base === null) return null;
    const step = cheaperStep(base);
    const budget = base - step;
    return {
      understanding: { ...understanding, intents: ["search"], set: { ...understanding.set, maxBudget: budget } },
      note: asked
        ? `Looking ${formatDollars(step)} lower: up to ${formatDollars(budget)} instead of ${formatDollars(base)}.`
        : `I lowered your budget by ${formatDollars(step)}, from ${formatDollars(base)} to ${formatDollars(budget)}.`,
    };
  }
  return null;
}
