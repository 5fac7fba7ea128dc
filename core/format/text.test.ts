import { describe, expect, it } from "vitest";
import { blogExcerpt, cardDescription, NO_DESCRIPTION } from "./text.ts";

describe("cardDescription", () => {
  it("keeps descriptions of up to 100 characters", () => {
    const text = "x".repeat(100);
    expect(cardDescription(text)).toBe(text);
  });
  it("cuts longer ones to 97 characters plus an ellipsis", () => {
    const result = cardDescription("y".repeat(101));
    expect(result).toBe(`${"y".repeat(97)}...`);
    expect(result).toHaveLength(100);
  });
  it("says so when there is none", () => {
    expect(cardDescription(null)).toBe(NO_DESCRIPTION);
    expect(cardDescription("   ")).toBe(NO_DESCRIPTION);
  });
});

describe("blogExcerpt", () => {
  it("prefers the excerpt", () => {
    expect(blogExcerpt("Short and sweet.", "long content")).toBe("Short and sweet.");
  });
  it("falls back to the first 120 characters of plain content", () => {
    const content = `## Heading\n\n${"word ".repeat(60)}`;
    const result = blogExcerpt(null, content);
    expect(result.startsWith("Heading word")).toBe(true);
    expect(result.endsWith("...")).toBe(true);
    expect(result).toHaveLength(123);
  });
});
