import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance.ts";

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("galeria", "galleria")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("centre", "center")).toBe(1);
    expect(editDistance("hieghts", "heights")).toBe(1);
  });

  it("stops early past the allowance, answering max + 1", () => {
    expect(editDistance("downtown", "katy", 2)).toBe(3);
    expect(editDistance("abcdef", "uvwxyz", 1)).toBe(2);
    expect(editDistance("centre", "center", 1)).toBe(1);
  });
});
