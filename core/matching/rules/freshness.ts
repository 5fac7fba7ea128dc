/**
 * Freshness: how recently availability was checked. Always scored (it needs no
 * preference). Checked within FRESH_DAYS scores 1, falling to 0 at STALE_DAYS,
 * so a stale community ranks below an otherwise equal fresh one; past
 * STALE_AFTER_DAYS (core/matching/freshness.ts, the rule /listings uses too)
 * the age is named as a concern. Only the calendar date of verifiedAt counts;
 * a date in the future counts as today.
 */
import { dayNumber } from "../calendar.ts";
import { isStaleAge } from "../freshness.ts";
import type { MatchContext } from "../match-context.ts";
import type { MatchCommunity } from "../types.ts";
import { daysAgo } from "../wording.ts";
import { evaluation, type RuleEvaluation } from "./evaluation.ts";

export const FRESH_DAYS = 7;
export const STALE_DAYS = 60;

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
  if (Number.isNaN(days)) return evaluation("freshness", weight, 0, "Availability has never been checked, so ask before touring", "concern");
  if (days <= FRESH_DAYS) return evaluation("freshness", weight, score, `Availability checked ${daysAgo(days)}`, "strength");
  if (isStaleAge(days)) {
    return evaluation("freshness", weight, score, `Availability last checked ${daysAgo(days)}, so it may have changed`, "concern");
  }
  return evaluation("freshness", weight, score, `Availability checked ${daysAgo(days)}`, "neutral");
}
