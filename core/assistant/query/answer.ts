/**
 * What the evaluator computes for a query (evaluate.ts), before any wording: the communities or
 * neighborhoods that answer it, in order, with the measured value of each. The reply (word-answer.ts)
 * is written from this alone, and the generated evaluation compares it with answers it computes itself.
 * The rules that decide it are written down in README.md beside this file ("Semantics").
 */
import type { MatchPlan } from "../../matching/types.ts";
import type { Measure, Operation, Query, Subject } from "./schema.ts";

/** The floor plan a community's value comes from (plan measures), as the catalogue lists it. */
export type AnswerPlan = MatchPlan;

export interface AnswerItem {
  /** A community's or neighborhood's slug. */
  slug: string;
  /** The measured value (dollars, square feet, dollars per square foot, a year, minutes, a day number for move-in: see README); null when the item has none (no open unit for move-in, no plan with a size). */
  value: number | null;
  /** Communities: the plan the value comes from (plan measures only). */
  plan: AnswerPlan | null;
  /** Neighborhoods: how many eligible communities the median is over. */
  communities?: number;
}

export interface QueryAnswer {
  query: Query;
  operation: Operation;
  measure: Measure;
  subject: Subject;
  /** How many communities (or neighborhoods) meet the query's scope and filters. */
  total: number;
  /** list and rank: the first `limit` in order; min and max: the winner then the runner-up; compare: the compared, in the order named; count: empty. */
  items: AnswerItem[];
  /** compare: the slug that wins in the query's direction; null on a tie or when a value is missing. */
  winner: string | null;
  /** count of communities: the open units over the eligible communities' fitting plans. */
  openUnits: number | null;
  /** The attributes the question named that the catalogue does not record (echoed from the query). */
  unknown: string[];
  /** Compared names (or named communities) the catalogue does not have. */
  missing: string[];
  /** With a dog's weight: communities that meet everything else but take lighter dogs only (their limit), heaviest limit first, at most 3. */
  weightLimited: { slug: string; limitLb: number }[];
  /**
   * min and max (of communities or neighborhoods), the first one asked: the others with the winner's very value, in order (at most
   * TIES_SHOWN; `tiedMore` when there are more still), so a reply never names one of several equals as the only one.
   */
  tied?: string[];
  tiedMore?: boolean;
}

/** How many communities tied with a winner a reply names. */
export const TIES_SHOWN = 4;
