/**
 * Commute: the estimated drive from the community to the renter's work or
 * school (core/commute), scored by commuteScore. A destination that can't be
 * placed is reported and not scored, never guessed.
 */
import { commuteScore } from "../../commute/commute-score.ts";
import { APPROXIMATE_LOCATION } from "../../geo/approximate-location.ts";
import { estimateCommute } from "../../commute/estimate-drive.ts";
import { describeRailWalk } from "../../commute/walk-to-rail.ts";
import type { CommuteEstimate } from "../../commute/types.ts";
import type { MatchContext } from "../match-context.ts";
import type { MatchCommunity } from "../types.ts";
import { formatMiles } from "../wording.ts";
import { evaluation, notScored, type RuleEvaluation } from "./evaluation.ts";

/** A drive this short or shorter is a strength. */
export const SHORT_COMMUTE_MINUTES = 20;
/** A drive longer than this is a concern. */
export const LONG_COMMUTE_MINUTES = 40;

export function commuteFor(context: MatchContext, community: MatchCommunity): CommuteEstimate | null {
  return context.commute.kind === "resolved" ? estimateCommute(community, context.commute.destination) : null;
}

export function explainCommute(context: MatchContext, community: MatchCommunity, commute: CommuteEstimate | null): RuleEvaluation | null {
  const preference = context.commute;
  if (preference.kind === "unset") return null;
  if (preference.kind === "unresolved" || commute === null) {
    return notScored("commute", `Couldn't place '${preference.text}' on the map, so commute isn't scored`);
  }
  const score = commuteScore(commute.driveMinutes);
  const detail = `About ${commute.driveMinutes} min drive to ${commute.destination.name} (${formatMiles(commute.miles)}${commute.approximate ? `, ${APPROXIMATE_LOCATION}` : ""})`;
  const verdict = commute.driveMinutes <= SHORT_COMMUTE_MINUTES ? "strength" : commute.driveMinutes > LONG_COMMUTE_MINUTES ? "concern" : "neutral";
  const result = evaluation("commute", context.weights.commute, score, detail, verdict);
  // The rail walk is told, not scored: whether the line goes the renter's way is theirs to judge.
  if (commute.railWalk) result.strengths.push(describeRailWalk(commute.railWalk));
  return result;
}
