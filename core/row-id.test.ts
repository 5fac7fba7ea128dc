import { describe, expect, it } from "vitest";
import { PG_INTEGER_MAX, rowIdSchema } from "./row-id.ts";

const schema = rowIdSchema("apartmentId");

describe("rowIdSchema", () => {
  it("takes positive whole numbers up to PostgreSQL's integer, as numbers or digits", () => {
    expect(schema.parse(1)).toBe(1);
    expect(schema.parse("42")).toBe(42);
    expect(schema.parse(PG_INTEGER_MAX)).toBe(2_147_483_647);
    expect(schema.parse(String(PG_INTEGER_MAX))).toBe(2_147_483_647);
  });

  it("refuses ids past int4 (2^31 .. 2^53 and beyond), which the database would refuse with an error", () => {
    for (const value of [2_147_483_648, "2147483648", 2 ** 53 - 1, String(2 ** 53), 1e308, "99999999999999999999"]) {
      const result = schema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("apartmentId must be a whole number from 1 to 2147483647.");
    }
  });

  it("refuses zero, negatives, fractions and what is not a number", () => {
    for (const value of [0, -1, "-1", 1.5, "1.5", "", " ", "1e3", "0x10", "12abc", true, null, undefined, [], {}, Number.NaN, Infinity]) {
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
