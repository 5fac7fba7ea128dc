/**
 * Lease length: does the community offer the term the renter wants?
 *
 * The renter's choice is a standard term ("12-month"), "flexible" (not scored:
 * any term suits), or their own words ("9 months", "a year and a half"), read
 * as a number of months. An offered term of exactly that length scores 1; a
 * near miss scores LEASE_NEAR_MISS_SCORE minus LEASE_SCORE_LOSS_PER_MONTH per
 * month of difference, reaching 0 a year away.
 */
import { LEASE_LENGTH_LABELS, type LeaseLength } from "../../reference/lease-lengths.ts";
import type { MatchContext } from "../match-context.ts";
import type { MatchCommunity } from "../types.ts";
import { evaluation, notScored, type RuleEvaluation } from "./evaluation.ts";

export const LEASE_NEAR_MISS_SCORE = 0.8;
export const LEASE_SCORE_LOSS_PER_MONTH = 1 / 15;

/** Months of each standard term; month-to-month counts as 1. */
export const LEASE_TERM_MONTHS: Readonly<Record<string, number>> = {
  "month-to-month": 1,
  "3-month": 3,
  "6-month": 6,
  "12-month": 12,
  "18-month": 18,
  "24-month": 24,
};

export type LeasePreference =
  | { kind: "months"; months: number; /** "12-month lease", "9-month lease" */ label: string }
  | { kind: "flexible" }
  | { kind: "unreadable"; text: string };

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, eighteen: 18, "twenty four": 24, "twenty-four": 24, thirty: 30, "thirty six": 36, "thirty-six": 36,
};
const COUNT = String.raw`(\d+(?:\.\d+)?|twenty[\s-]four|thirty[\s-]six|[a-z]+)`;
const MONTHS_PATTERN = new RegExp(String.raw`\b${COUNT}[\s-]*(?:months?|mos?|mths?)\b`);
const YEARS_PATTERN = new RegExp(String.raw`\b${COUNT}[\s-]*(?:years?|yrs?)\b`);
const MAX_LEASE_MONTHS = 60;

function count(word: string): number | null {
  const normalized = word.replace(/\s+/g, " ");
  if (/^\d/.test(normalized)) return Number(normalized);
  return NUMBER_WORDS[normalized] ?? null;
}

/** Months in a lease length written in words: "9 months" 9, "a year and a half" 18, "month to month" 1; null when unreadable. */
export function parseLeaseMonths(text: string): number | null {
  const t = text.toLowerCase().trim();
  if (t in LEASE_TERM_MONTHS) return LEASE_TERM_MONTHS[t] as number;
  if (/month[\s-]*to[\s-]*month|^monthly$|^mtm$|^m2m$/.test(t)) return 1;
  if (/half\s+a\s+year|half[\s-]year/.test(t)) return 6;
  if (/(a|one)\s+year\s+and\s+a\s+half/.test(t)) return 18;
  let months: number | null = null;
  const inMonths = MONTHS_PATTERN.exec(t);
  const inYears = YEARS_PATTERN.exec(t);
  if (inMonths) {
    const n = count(inMonths[1] as string);
    if (n !== null) months = n;
  } else if (inYears) {
    const n = count(inYears[1] as string);
    if (n !== null) months = n * 12;
  } else if (/^(a\s+)?year$/.test(t)) {
    months = 12;
  }
  if (months === null || !(months >= 1 && months <= MAX_LEASE_MONTHS)) return null;
  return Math.round(months);
}

/** The renter's lease preference, or null when unset. */
export function leasePreference(leaseLength: string | null): LeasePreference | null {
  const text = (leaseLength ?? "").trim();
  if (text === "") return null;
  if (text.toLowerCase() === "flexible") return { kind: "flexible" };
  const months = parseLeaseMonths(text);
  if (months === null) return { kind: "unreadable", text };
  const standard = Object.keys(LEASE_TERM_MONTHS).find((term) => LEASE_TERM_MONTHS[term] === months);
  const label = months === 1 ? "month-to-month lease" : `${standard ?? `${months}-month`} lease`;
  return { kind: "months", months, label };
}

/** Months of an offered term ("12-month", or words), null when unreadable. */
export function termMonths(term: string): number | null {
  return LEASE_TERM_MONTHS[term] ?? parseLeaseMonths(term);
}

/** The score for the offered term closest to the one wanted, `closest` months away (Infinity: no readable term). */
export function leaseScoreForDifference(closest: number): number {
  if (closest === 0) return 1;
  if (closest === Infinity) return 0;
  return Math.max(0, LEASE_NEAR_MISS_SCORE - closest * LEASE_SCORE_LOSS_PER_MONTH);
}

/** How well the offered terms fit the wanted months: 1 exact, less for a near miss, 0 when nothing is offered. */
export function leaseScore(wantedMonths: number, leaseTerms: readonly string[]): number {
  let closest = Infinity;
  for (const term of leaseTerms) {
    const months = termMonths(term);
    if (months !== null) closest = Math.min(closest, Math.abs(months - wantedMonths));
  }
  return leaseScoreForDifference(closest);
}

function termLabel(term: string): string {
  return LEASE_LENGTH_LABELS[term as LeaseLength]?.toLowerCase() ?? term;
}

export function explainLeaseLength(context: MatchContext, community: MatchCommunity): RuleEvaluation | null {
  const preference = context.lease;
  if (preference === null) return null;
  if (preference.kind === "flexible") return notScored("leaseLength", "You're flexible on lease length, so it isn't scored");
  if (preference.kind === "unreadable") {
    return notScored("leaseLength", `Couldn't read a lease length from '${preference.text}', so it isn't scored`);
  }
  const weight = context.weights.leaseLength;
  const score = leaseScore(preference.months, community.leaseTerms);
  if (score === 1) return evaluation("leaseLength", weight, score, `Offers the ${preference.label} you want`, "strength");
  const offered = community.leaseTerms.filter((term) => termMonths(term) !== null).map(termLabel);
  const detail =
    offered.length === 0
      ? `No ${preference.label} listed, and no lease terms are given`
      : `No ${preference.label}; offers ${offered.join(", ")}`;
  return evaluation("leaseLength", weight, score, detail, score >= 0.6 ? "neutral" : "concern");
}
