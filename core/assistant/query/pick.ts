/**
 * One card of those shown, picked by a figure: "the cheapest one", "the biggest of those", "the newest one". Rent
 * and size words pick the plan (among the plans that fit the bedrooms shown) as well as its community; newest and
 * oldest pick by the year built. Read-topic answers a fact of the pick, arithmetic works with its rent: one rule.
 */
import type { MatchCommunity } from "../../matching/types.ts";

export type BedsRange = { min: number | null; max: number | null };
type Plan = MatchCommunity["floorPlans"][number];

export interface Picked {
  community: MatchCommunity;
  /** The plan whose figure decided the pick; null for a pick by year built, or when no plan fits the bedrooms. */
  plan: Plan | null;
}

export const planFitsBeds = (plan: Plan, beds: BedsRange | null): boolean => beds === null || ((beds.min === null || plan.beds >= beds.min) && (beds.max === null || plan.beds <= beds.max));

/** Higher is better: the score a plan (or, for a year word, its community) gets for the picking word. */
function scorer(word: string): ((community: MatchCommunity, plan: Plan) => number) | null {
  if (/cheapest|least expensive/.test(word)) return (_, plan) => -plan.rent;
  if (/priciest|most expensive/.test(word)) return (_, plan) => plan.rent;
  if (/biggest|largest/.test(word)) return (_, plan) => plan.sqft;
  if (/smallest/.test(word)) return (_, plan) => -plan.sqft;
  return null;
}

/** The first community with the best figure (ties keep the earlier card); the first card when no plan fits. */
export function pickByWord(communities: readonly MatchCommunity[], word: string, beds: BedsRange | null): Picked | null {
  if (communities.length === 0) return null;
  const score = scorer(word);
  if (score === null) {
    const sign = /newest/.test(word) ? 1 : -1;
    return { community: communities.reduce((best, c) => (sign * c.yearBuilt > sign * best.yearBuilt ? c : best)), plan: null };
  }
  let best: { community: MatchCommunity; plan: Plan; score: number } | null = null;
  for (const community of communities) {
    for (const plan of community.floorPlans) {
      if (!planFitsBeds(plan, beds)) continue;
      const s = score(community, plan);
      if (best === null || s > best.score) best = { community, plan, score: s };
    }
  }
  return best ?? { community: communities[0]!, plan: null };
}
