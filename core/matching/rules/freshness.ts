/**
 * Freshness: how recently the listing was verified. Always scored (it needs no
 * preference). Verified within FRESH_DAYS scores 1, falling to 0 at STALE_DAYS.
 * Only the calendar date of verifiedAt counts; a date in the future counts as today.
 */
import { dayNumber } from "../calendar.ts";
import type { MatchContext } from "../match-context.ts";
import type { MatchCommunity } from "../types.ts";
import { daysAgo } from "../wording.ts";
import { evaluation, type RuleEvaluation } from "./evaluation.ts";

export const FRESH_DAYS = 7;
export const STALE_DAYS = 60;
/** Older than this, the listing's age is named as a concern. */
const STALE_WARNING_DAYS = 30;

/** Whole days since verification, never negative; NaN when verifiedAt is not a date. */
export function daysSinceVerified(context: MatchContext, community: MatchCommunity): number {
  return Math.max(0, context.todayDay - dayNumber(community.verifiedAt));
}

export function freshnessScore(days: number): number {
  if (!(days <= STALE_DAYS)) return 0;
  if (days <= FRESH_DAYS) return 1;
  return (STALE_DAYS - days) / (STALE_DAYS - FRESH_DAYS);
}

export function explainFreshness(context: MatchContext, community: MatchCommunity): RuleEvaluation {
  const weight = context.weights.freshness;
  const days = daysSinceVerified(context, community);
  const score = freshnessScore(days);
  if (Number.isNaN(days)) return evaluation("freshness", weight, 0, "Listing has no verification date, so check availability", "concern");
  if (days <= FRESH_DAYS) return evaluation("freshness", weight, score, `Listing details verified ${daysAgo(days)}`, "strength");
  if (days > STALE_WARNING_DAYS) {
    return evaluation("freshness", weight, score, `Listing last verified ${daysAgo(days)}, so availability may have changed`, "concern");
  }
  return evaluation("freshness", weight, score, `Listing details verified ${daysAgo(days)}`, "neutral");
}
