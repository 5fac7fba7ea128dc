import { describe, expect, it } from "vitest";
import { COMMUTE_FULL_MARKS_MINUTES, COMMUTE_ZERO_MINUTES, commuteScore } from "./commute-score.ts";

describe("commuteScore", () => {
  it("gives full marks up to 15 minutes and nothing from 60", () => {
    expect(COMMUTE_FULL_MARKS_MINUTES).toBe(15);
    expect(COMMUTE_ZERO_MINUTES).toBe(60);
    expect(commuteScore(5)).toBe(1);
    expect(commuteScore(15)).toBe(1);
    expect(commuteScore(60)).toBe(0);
    expect(commuteScore(90)).toBe(0);
  });

  it("falls in a straight line in between", () => {
    expect(commuteScore(37.5)).toBeCloseTo(0.5, 9);
    expect(commuteScore(30)).toBeGreaterThan(commuteScore(31));
  });
});
