import { describe, expect, it } from "vitest";
import { formatBaths, formatBedRange, formatPriceRange, formatSqftRange } from "./ranges.ts";

describe("card range strings", () => {
  it("formats a price range with thousands separators", () => {
    expect(formatPriceRange(1150, 2300)).toBe("$1,150 - $2,300");
    expect(formatPriceRange(995, 995)).toBe("$995");
    expect(formatPriceRange(null, null)).toBeNull();
  });

  it("names studios and pluralises beds", () => {
    expect(formatBedRange(0, 2)).toBe("Studio - 2 Beds");
    expect(formatBedRange(0, 0)).toBe("Studio");
    expect(formatBedRange(1, 1)).toBe("1 Bed");
    expect(formatBedRange(1, 3)).toBe("1 - 3 Beds");
    expect(formatBedRange(null, null)).toBeNull();
  });

  it("formats square feet and baths", () => {
    expect(formatSqftRange(540, 1210)).toBe("540 - 1,210 sq ft");
    expect(formatSqftRange(800, 800)).toBe("800 sq ft");
    expect(formatBaths(1)).toBe("1 Bath");
    expect(formatBaths(2.5)).toBe("2.5 Baths");
    expect(formatBaths(2)).toBe("2 Baths");
  });
});
