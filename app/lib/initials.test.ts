import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials.ts";

describe("initialsOf", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initialsOf("maria de la cruz")).toBe("MC");
    expect(initialsOf("  Jordan   Lee ")).toBe("JL");
  });
  it("uses one letter for a one-word name", () => {
    expect(initialsOf("Prince")).toBe("P");
  });
  it("falls back to a question mark without a name", () => {
    expect(initialsOf(null)).toBe("?");
    expect(initialsOf(undefined)).toBe("?");
    expect(initialsOf("   ")).toBe("?");
  });
});
