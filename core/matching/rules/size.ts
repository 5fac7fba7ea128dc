/**
 * Size: square feet against the size wanted. At or above it scores 1; below,
 * the score falls to 0 at SIZE_ZERO_SHORTFALL (30%) short.
 */
import type { MatchContext } from "../match-context.ts";
import type { MatchPlan } from "../types.ts";
import { formatCount, planLabel } from "../wording.ts";
import { evaluation, type RuleEvaluation } from "./evaluation.ts";

export const SIZE_ZERO_SHORTFALL = 0.3;
/** Up to this share short, a smaller plan is not called a concern. */
const SIZE_CONCERN_SHORTFALL = 0.1;

export function sizeScore(sqft: number, wanted: number): number {
  if (sqft >= wanted) return 1;
  return Math.max(0, 1 - (wanted - sqft) / (SIZE_ZERO_SHORTFALL * wanted));
}

export function explainSize(context: MatchContext, plan: MatchPlan): RuleEvaluation | null {
  const wanted = context.sqft;
  if (wanted === null) return null;
  const score = sizeScore(plan.sqft, wanted);
  const head = `${formatCount(plan.sqft)} sq ft in ${planLabel(plan)}`;
  if (plan.sqft === wanted) return evaluation("size", context.weights.size, score, `${head}, the size you asked for`, "strength");
  if (plan.sqft > wanted) {
    return evaluation("size", context.weights.size, score, `${head}, ${formatCount(plan.sqft - wanted)} more than the ${formatCount(wanted)} you asked for`, "strength");
  }
  const detail = `${head}, ${formatCount(wanted - plan.sqft)} short of the ${formatCount(wanted)} you asked for`;
  return evaluation("size", context.weights.size, score, detail, wanted - plan.sqft > SIZE_CONCERN_SHORTFALL * wanted ? "concern" : "neutral");
}
