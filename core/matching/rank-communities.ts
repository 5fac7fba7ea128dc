/**
 * Ranking: every community is scored with numbers only (from the columnar
 * index, see community-index.ts), the best `limit` are kept (highest match
 * percentage first; equal percentages by id, so the order never depends on
 * the input order), and only those are worded. At 50,000 communities wording
 * them all would cost more than the scoring.
 */
import type { PreferenceProfile } from "../preferences/profile.ts";
import { communityIndexFor } from "./community-index.ts";
import { prepareMatchContext } from "./match-context.ts";
import { bindToIndex, buildMatchResult, evaluateCommunity } from "./score-community.ts";
import type { MatchCommunity, MatchPlan, MatchReference, MatchResult } from "./types.ts";

export const DEFAULT_RESULT_LIMIT = 20;

export interface RankOptions {
  /** How many results to return (default 20); Infinity for all. */
  limit?: number;
}

export interface RankedMatches {
  results: MatchResult[];
  /** How many communities passed the hard limits. */
  total: number;
}

interface Candidate {
  index: number;
  planIndex: number;
  percentage: number;
}

/** Up to this many results are kept by insertion as the pass goes; more are sorted at the end. */
const INSERTION_LIMIT = 256;

/** The ranked, explained matches and how many communities matched at all. */
export function rankCommunitiesWithTotal(
  profile: PreferenceProfile,
  communities: readonly MatchCommunity[],
  reference: MatchReference,
  options: RankOptions = {},
): RankedMatches {
  const requested = options.limit ?? DEFAULT_RESULT_LIMIT;
  const limit = Number.isNaN(requested) ? 0 : Math.max(0, Math.floor(Math.min(requested, communities.length)));
  const context = prepareMatchContext(profile, reference);
  const index = communityIndexFor(communities);
  const binding = bindToIndex(context, index);
  const ids = index.id;
  /** Rank order: higher percentage first, then lower id. */
  const before = (x: Candidate, y: Candidate) =>
    x.percentage !== y.percentage ? x.percentage > y.percentage : (ids[x.index] as number) < (ids[y.index] as number);

  // With a small limit, `top` is kept sorted best first and a community that can't beat the last is dropped at once.
  const insert = limit <= INSERTION_LIMIT;
  const top: Candidate[] = [];
  const out = { planIndex: -1, percentage: 0 };
  let total = 0;
  for (let i = 0; i < index.count; i++) {
    evaluateCommunity(context, binding, i, out);
    if (out.planIndex < 0) continue;
    total++;
    if (limit === 0) continue;
    if (insert && top.length === limit) {
      const last = top[limit - 1] as Candidate;
      // Most communities stop here, before anything is allocated for them.
      if (out.percentage < last.percentage || (out.percentage === last.percentage && (ids[i] as number) > (ids[last.index] as number))) continue;
      top.pop();
    }
    const candidate = { index: i, planIndex: out.planIndex, percentage: out.percentage };
    if (!insert) {
      top.push(candidate);
      continue;
    }
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(candidate, top[middle] as Candidate)) high = middle;
      else low = middle + 1;
    }
    top.splice(low, 0, candidate);
  }
  if (!insert) {
    top.sort((x, y) => (before(x, y) ? -1 : before(y, x) ? 1 : 0));
    top.length = Math.min(top.length, limit);
  }

  const results = top.map(({ index: i, planIndex, percentage }) => {
    const community = communities[i] as MatchCommunity;
    return buildMatchResult(context, community, community.floorPlans[planIndex] as MatchPlan, percentage);
  });
  return { results, total };
}

/** The best matches for a profile, highest matchPercentage first (at most options.limit, default 20). */
export function rankCommunities(
  profile: PreferenceProfile,
  communities: readonly MatchCommunity[],
  reference: MatchReference,
  options: RankOptions = {},
): MatchResult[] {
  return rankCommunitiesWithTotal(profile, communities, reference, options).results;
}
