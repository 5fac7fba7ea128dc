import { describe, expect, it } from "vitest";
import { community, plan, profile, REFERENCE } from "../matching/test-fixtures.ts";
import { compareMatch, compareMatches } from "./compare-match.ts";

describe("compareMatch", () => {
  it("gives the match percentage, its band and the strongest reasons", () => {
    const match = compareMatch(profile({ maxBudget: 2000, bedrooms: 2 }), community(), REFERENCE);
    expect(match.kind).toBe("match");
    if (match.kind !== "match") return;
    expect(match.percentage).toBeGreaterThan(0);
    expect(match.percentage).toBeLessThanOrEqual(100);
    expect(match.rating).not.toBe("");
    expect(match.strengths.length + match.concerns.length).toBeGreaterThan(0);
    expect(match.strengths.length).toBeLessThanOrEqual(3);
  });

  it("says which must-have leaves a community out", () => {
    const match = compareMatch(profile({ bedrooms: 3 }), community({ floorPlans: [plan({ beds: 1 })] }), REFERENCE);
    expect(match).toMatchObject({ kind: "excluded" });
    expect(match.kind === "excluded" && match.detail).toMatch(/bed/i);
  });

  it("keys the matches by slug", () => {
    const matches = compareMatches(profile({ maxBudget: 2000 }), [community(), community({ id: 2, slug: "other" })], REFERENCE);
    expect([...matches.keys()]).toEqual(["heronwood-flats", "other"]);
  });
});
