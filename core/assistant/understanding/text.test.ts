import { describe, expect, it } from "vitest";
import { Claims, splitSentences, stem, tokenize, toSurface } from "./text.ts";

describe("toSurface", () => {
  it("turns typographic quotes and dashes into ASCII without moving offsets", () => {
    const text = "I\u2019m \u201cMaria\u201d \u2014 hi";
    expect(toSurface(text)).toBe(`I'm "Maria" - hi`);
    expect(toSurface(text)).toHaveLength(text.length);
  });
});

describe("tokenize", () => {
  it("lower-cases, drops apostrophes and keeps offsets into the original", () => {
    const tokens = tokenize("Don't need a W/D");
    expect(tokens.map((t) => t.text)).toEqual(["dont", "need", "a", "w", "d"]);
    expect(tokens[0]).toMatchObject({ raw: "Don't", start: 0, end: 5 });
    expect(tokens[4]!.gapBefore).toBe("/");
  });
});

describe("stem", () => {
  it.each([
    ["balconies", "balcony"],
    ["dogs", "dog"],
    ["heights", "height"],
    ["access", "access"],
    ["bus", "bus"],
    ["this", "this"],
    ["univ", "university"],
  ])("%s -> %s", (word, expected) => expect(stem(word)).toBe(expected));
});

describe("splitSentences", () => {
  it("splits on sentence punctuation but not decimals, abbreviations or initials", () => {
    const parts = splitSentences("I want 1.5 baths. 900 sq. ft. at least! Is A.L.I. free?").map((s) => s.text.trim());
    expect(parts).toEqual(["I want 1.5 baths.", "900 sq. ft. at least!", "Is A.L.I. free?"]);
  });
  it("marks questions by their mark or their first word", () => {
    const [a, b] = splitSentences("what's Midtown like. I have a dog");
    expect(a!.isQuestion).toBe(true);
    expect(b!.isQuestion).toBe(false);
  });
  it("separates a statement from the question that follows a comma", () => {
    expect(splitSentences("I have a dog, which places allow pets?").map((s) => s.text.trim())).toEqual(["I have a dog", "which places allow pets?"]);
    expect(splitSentences("Montrose vs the Heights, which is better?")).toHaveLength(1);
  });
});

describe("Claims", () => {
  it("masks claimed ranges with spaces and reports overlaps", () => {
    const claims = new Claims();
    claims.add(2, 5);
    expect(claims.mask("abcdefg")).toBe("ab   fg");
    expect(claims.overlaps(4, 6)).toBe(true);
    expect(claims.overlaps(5, 6)).toBe(false);
  });
});
