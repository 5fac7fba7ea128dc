/**
 * Hard limits: what removes a community from the results instead of lowering
 * its score. A floor plan passes when
 * - its rent is at most the budget plus BUDGET_TOLERANCE (a 5% stretch: a
 *   $1,850 apartment is worth showing to someone who said $1,800);
 * - it has at least the bedrooms asked for (a minimum; a studio has 0);
 * - it has a unit to rent: unitsAvailable > 0, and when a move-in date is
 *   given, availableFrom on or before it (a date already past means today).
 *   Without a date, a plan with no units is still left out: there is nothing
 *   to rent, whatever the date (the listings search agrees).
 * A community passes when one of its plans passes, and, when the renter wants
 * a pet-friendly home, when it allows pets. Unset preferences exclude nothing.
 */
import { formatCalendarDate } from "../format/dates.ts";
import { dayNumber } from "./calendar.ts";
import type { MatchContext } from "./match-context.ts";
import type { MatchCommunity, MatchExclusion, MatchPlan } from "./types.ts";
import { bedsLabel, formatDollars } from "./wording.ts";

export const BUDGET_TOLERANCE = 0.05;

/** The hard limits on one plan's numbers (availableDay: day number of availableFrom). */
export function planNumbersPass(context: MatchContext, rent: number, beds: number, units: number, availableDay: number): boolean {
  return rent <= context.rentCeiling && beds >= context.minBeds && units > 0 && (context.moveBy === null || availableDay <= context.moveByDay);
}

export function planPassesHardLimits(context: MatchContext, plan: MatchPlan): boolean {
  return planNumbersPass(context, plan.rent, plan.beds, plan.unitsAvailable, dayNumber(plan.availableFrom));
}

/** The first hard limit a community fails, in the order pets, bedrooms, budget, availability; null when it passes. */
export function exclusionFor(context: MatchContext, community: MatchCommunity): MatchExclusion | null {
  if (context.petsRequired && !community.petsAllowed) {
    return { rule: "pets", detail: "No pets allowed, and you want a pet-friendly home" };
  }
  const plans = community.floorPlans;
  if (plans.length === 0) return { rule: "availability", detail: "No floor plans listed" };

  const roomy = plans.filter((plan) => plan.beds >= context.minBeds);
  if (roomy.length === 0) {
    const largest = Math.max(...plans.map((plan) => plan.beds));
    return { rule: "bedrooms", detail: `No plan with ${context.minBeds}+ bedrooms; the largest is ${bedsLabel(largest)}` };
  }

  const affordable = roomy.filter((plan) => plan.rent <= context.rentCeiling);
  if (affordable.length === 0 && context.budget !== null) {
    const cheapest = Math.min(...roomy.map((plan) => plan.rent));
    const which = context.bedroomsWanted ? `${context.bedroomsWanted}+ bed plan` : "plan";
    const ceiling = formatDollars(Math.floor(context.rentCeiling));
    return {
      rule: "budget",
      detail: `No ${which} within ${ceiling} (your ${formatDollars(context.budget)} budget plus ${Math.round(BUDGET_TOLERANCE * 100)}%); the cheapest is ${formatDollars(cheapest)}`,
    };
  }

  if (!affordable.some((plan) => planPassesHardLimits(context, plan))) {
    const open = affordable.filter((plan) => plan.unitsAvailable > 0).map((plan) => plan.availableFrom).sort();
    if (context.moveBy === null || open.length === 0) {
      return { rule: "availability", detail: "No units open in the plans that fit" };
    }
    return {
      rule: "availability",
      detail: `Nothing that fits is available by ${formatCalendarDate(context.moveBy)}; the earliest is ${formatCalendarDate(open[0] as string)}`,
    };
  }
  return null;
}
