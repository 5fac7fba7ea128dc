/**
 * Price: headroom under the budget, on the plan's rent (the figure the renter
 * gave a budget for; the listings search filters on it too). Rent at or under
 * PRICE_FULL_MARKS_SHARE of the budget scores 1, rent equal to the budget
 * PRICE_AT_BUDGET_SCORE, and rent in the tolerance above the budget falls to 0
 * at the hard limit. A monthly parking fee is named beside the rent.
 */
import { BUDGET_TOLERANCE } from "../hard-limits.ts";
import type { MatchContext } from "../match-context.ts";
import type { MatchCommunity, MatchPlan } from "../types.ts";
import { formatDollars, planLabel } from "../wording.ts";
import { evaluation, type RuleEvaluation } from "./evaluation.ts";

export const PRICE_FULL_MARKS_SHARE = 0.8;
export const PRICE_AT_BUDGET_SCORE = 0.5;

export function priceScore(rent: number, budget: number): number {
  const share = rent / budget;
  if (share <= PRICE_FULL_MARKS_SHARE) return 1;
  if (share <= 1) return 1 - ((1 - PRICE_AT_BUDGET_SCORE) * (share - PRICE_FULL_MARKS_SHARE)) / (1 - PRICE_FULL_MARKS_SHARE);
  return Math.max(0, (PRICE_AT_BUDGET_SCORE * (1 + BUDGET_TOLERANCE - share)) / BUDGET_TOLERANCE);
}

export function explainPrice(context: MatchContext, community: MatchCommunity, plan: MatchPlan): RuleEvaluation | null {
  const budget = context.budget;
  if (budget === null) return null;
  const score = priceScore(plan.rent, budget);
  const gap = Math.abs(budget - plan.rent);
  const position =
    plan.rent < budget
      ? `${formatDollars(gap)} under your ${formatDollars(budget)} budget`
      : plan.rent === budget
        ? `right at your ${formatDollars(budget)} budget`
        : `${formatDollars(gap)} over your ${formatDollars(budget)} budget (within the ${Math.round(BUDGET_TOLERANCE * 100)}% stretch allowed)`;
  const parking = community.parkingFee > 0 ? `, plus ${formatDollars(community.parkingFee)}/month parking` : "";
  const detail = `${formatDollars(plan.rent)} for ${planLabel(plan)}, ${position}${parking}`;
  return evaluation("price", context.weights.price, score, detail, plan.rent < budget ? "strength" : plan.rent > budget ? "concern" : "neutral");
}
