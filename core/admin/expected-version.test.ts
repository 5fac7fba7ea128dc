import { describe, expect, it } from "vitest";
import { ExpectedVersionSchema } from "./expected-version.ts";

describe("ExpectedVersionSchema", () => {
  it("takes the version a form carried, as digits", () => {
    expect(ExpectedVersionSchema.parse("3")).toBe(3);
    expect(ExpectedVersionSchema.parse(1)).toBe(1);
  });

  it("refuses what no record's version can be, saying so", () => {
    for (const value of ["0", "-1", "1.5", "", "abc", "2147483648", undefined]) {
      const result = ExpectedVersionSchema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("The version of the record you opened must be a whole number from 1 to 2147483647.");
    }
  });
});
