/** Square feet as a least size: "900 sq ft", "1,100 sq. ft.", "at least 800 square feet", "800-900 sf" (the smaller: it is a minimum); never "under 900 sq ft". */
import type { Claims } from "./text.ts";

const UNIT = String.raw`(?:sq\.?\s*(?:ft|feet|foot)\.?|sqft|sq\.?\s*f|square\s*f(?:ee|oo)t|ft2|ft²|sf)(?![a-z])`;
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?`;

const CEILING = /\b(?:under|below|(?<!\b(?:no|not) )less than|at most|max(?:imum)?|no more than|no bigger than|no larger than|up to|smaller than)\s*(?:of\s*)?$/;

const toValue = (n: string, k?: string) => Number(n.replace(/,/g, "")) * (k ? 1000 : 1);

export function findSqft(text: string, claims: Claims): number | undefined {
  let value: number | undefined;
  const patterns: [RegExp, (m: RegExpExecArray) => number][] = [
    [new RegExp(String.raw`${NUMBER}\s*\+?\s*(?:-|to)\s*${NUMBER}\s*\+?\s*${UNIT}`, "g"), (m) => Math.min(toValue(m[1]!, m[2]), toValue(m[3]!, m[4]))],
    [new RegExp(String.raw`${NUMBER}\s*\+?\s*${UNIT}`, "g"), (m) => toValue(m[1]!, m[2])],
  ];
  for (const [re, read] of patterns) {
    for (const m of text.matchAll(re)) {
      if (claims.overlaps(m.index, m.index + m[0].length)) continue;
      const v = read(m);
      if (v < 100 || v > 20000) continue;
      claims.add(m.index, m.index + m[0].length);
      // "Under 900 sq ft" is a ceiling: the profile's size is a least size, so a ceiling is not one (the query keeps it).
      if (CEILING.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
      value = Math.round(v);
    }
  }
  return value;
}

/** A size ceiling ("under 900 sq ft", "no bigger than 1,100 square feet"), which findSqft leaves out; undefined when none. */
export function findSqftCeiling(text: string): number | undefined {
  const match = new RegExp(String.raw`${CEILING.source.slice(0, -1)}${NUMBER}\s*${UNIT}`).exec(text);
  if (!match) return undefined;
  const value = Math.round(toValue(match[1]!, match[2]));
  return value >= 100 && value <= 20000 ? value : undefined;
}
