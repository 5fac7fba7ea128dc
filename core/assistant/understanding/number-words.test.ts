import { describe, expect, it } from "vitest";
import { numberWordsToDigits, parseNumberWords } from "./number-words.ts";

describe("parseNumberWords", () => {
  it.each([
    ["two", 2],
    ["eighteen hundred", 1800],
    ["twelve fifty", 1250],
    ["twenty two hundred", 2200],
    ["two thousand five hundred", 2500],
    ["a thousand", 1000],
    ["twenty-five", 25],
    ["two and a half", 2.5],
    ["nineteen ninety nine", 1999],
  ])("%s = %d", (words, value) => expect(parseNumberWords(words)).toBe(value));

  it("refuses runs that are not one number", () => {
    expect(parseNumberWords("two three")).toBeNull();
  });
});

describe("numberWordsToDigits", () => {
  it("rewrites number words in place and leaves other words alone", () => {
    expect(numberWordsToDigits("a two-bedroom for eighteen hundred, one year lease")).toBe("a 2-bedroom for 1800, 1 year lease");
    expect(numberWordsToDigits("the one with a pool")).toBe("the 1 with a pool");
    expect(numberWordsToDigits("no digits here")).toBe("no digits here");
  });
});
