import { describe, expect, it } from "vitest";
import { preservesFacts } from "./preserves-facts.ts";

const original = "Skylark Court has a 2-bed for $1,400, $400 under your $1,800 budget. [[apartment:skylark-court]]";

describe("a language model's rewording", () => {
  it("is accepted when it keeps every number and card marker", () => {
    expect(preservesFacts(original, "Good news! [[apartment:skylark-court]] Skylark Court offers a 2-bed at $1400, which is $400 below your $1,800 budget.")).toBe(true);
  });

  it.each([
    ["a changed price", "Skylark Court has a 2-bed for $1,300, $400 under your $1,800 budget. [[apartment:skylark-court]]"],
    ["a dropped card", "Skylark Court has a 2-bed for $1,400, $400 under your $1,800 budget."],
    ["an invented card", `${original} [[apartment:made-up-place]]`],
    ["an invented number", `${original} It is 5 minutes from the park.`],
    ["an empty reply", "   "],
  ])("is refused with %s", (_label, rewritten) => {
    expect(preservesFacts(original, rewritten)).toBe(false);
  });
});
