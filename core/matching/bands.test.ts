import { describe, expect, it } from "vitest";
import { MATCH_BANDS, matchBand } from "./bands.ts";

describe("matchBand", () => {
  it("puts each percentage in its band, boundaries included", () => {
    expect(matchBand(100).matchRating).toBe("Excellent Match");
    expect(matchBand(90).recommendationLevel).toBe("Highly Recommended");
    expect(matchBand(89).matchRating).toBe("Great Match");
    expect(matchBand(75).recommendationLevel).toBe("Recommended");
    expect(matchBand(74).matchRating).toBe("Good Match");
    expect(matchBand(60).recommendationLevel).toBe("Worth a Look");
    expect(matchBand(59).matchRating).toBe("Fair Match");
    expect(matchBand(40).recommendationLevel).toBe("Consider the Trade-offs");
    expect(matchBand(39).matchRating).toBe("Weak Match");
    expect(matchBand(0).recommendationLevel).toBe("Not Recommended");
  });

  it("lists bands from the highest down to 0, so every percentage has one", () => {
    const mins = MATCH_BANDS.map((band) => band.min);
    expect(mins).toEqual([...mins].sort((a, b) => b - a));
    expect(mins.at(-1)).toBe(0);
  });
});

describe("band limits", () => {
  it("are 90, 75, 60, 40 and 0, and anything below 0 is a weak match", () => {
    expect(MATCH_BANDS.map((band) => band.min)).toEqual([90, 75, 60, 40, 0]);
    expect(matchBand(-1)).toEqual({ min: 0, matchRating: "Weak Match", recommendationLevel: "Not Recommended" });
    expect(matchBand(89.5).matchRating).toBe("Great Match");
  });
});
