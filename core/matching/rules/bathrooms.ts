/**
 * Bathrooms: at least the number wanted scores 1; each full bathroom short
 * costs 1 (a half bath short, 0.5).
 */
import type { MatchContext } from "../match-context.ts";
import type { MatchPlan } from "../types.ts";
import { bathsLabel, planLabel } from "../wording.ts";
import { evaluation, type RuleEvaluation } from "./evaluation.ts";

export function bathroomsScore(baths: number, wanted: number): number {
  return Math.max(0, Math.min(1, 1 - (wanted - baths)));
}

export function explainBathrooms(context: MatchContext, plan: MatchPlan): RuleEvaluation | null {
  const wanted = context.bathrooms;
  if (wanted === null) return null;
  const score = bathroomsScore(plan.baths, wanted);
  const head = `${bathsLabel(plan.baths)} in ${planLabel(plan)}`;
  if (plan.baths === wanted) return evaluation("bathrooms", context.weights.bathrooms, score, `${head}, as you wanted`, "strength");
  if (plan.baths > wanted) return evaluation("bathrooms", context.weights.bathrooms, score, `${head}, more than the ${wanted} you wanted`, "strength");
  return evaluation("bathrooms", context.weights.bathrooms, score, `${head}; you wanted ${wanted}`, "concern");
}
