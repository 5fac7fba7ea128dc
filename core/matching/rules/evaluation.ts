/** What a rule says about one community on one floor plan, before it is folded into a MatchResult. */
export interface RuleEvaluation {
  /** Stable rule name: "price", "amenity:washer-dryer". */
  rule: string;
  /** Weight in the total; 0 when the rule is shown but not scored. */
  weight: number;
  /** 0..1 */
  score: number;
  /** One sentence with the numbers in it. */
  detail: string;
  /** Sentences for the key strengths and potential concerns lists. */
  strengths: string[];
  concerns: string[];
}

export function evaluation(
  rule: string,
  weight: number,
  score: number,
  detail: string,
  verdict: "strength" | "concern" | "neutral",
): RuleEvaluation {
  return {
    rule,
    weight,
    score,
    detail,
    strengths: verdict === "strength" ? [detail] : [],
    concerns: verdict === "concern" ? [detail] : [],
  };
}

/** A rule the renter answered but that can't be scored: shown with weight 0 and the reason. */
export function notScored(rule: string, detail: string): RuleEvaluation {
  return { rule, weight: 0, score: 0, detail, strengths: [], concerns: [] };
}
