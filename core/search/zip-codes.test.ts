import { describe, expect, it } from "vitest";
import { zipCodesIn } from "./zip-codes.ts";

describe("zipCodesIn", () => {
  it("finds five-digit codes once each, and no longer or shorter numbers", () => {
    expect(zipCodesIn("2 bed in 77006")).toEqual(["77006"]);
    expect(zipCodesIn("77006 or 77019, 77006")).toEqual(["77006", "77019"]);
    expect(zipCodesIn("under 1800, call 7135550142 or 770060")).toEqual([]);
  });
});
