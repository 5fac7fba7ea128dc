import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBaths, formatBedRange, formatPriceRange, formatSqftRange, formatWholeNumber } from "./ranges.ts";

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

describe("formatWholeNumber", () => {
  it("groups thousands", () => {
    expect(formatWholeNumber(0)).toBe("0");
    expect(formatWholeNumber(999)).toBe("999");
    expect(formatWholeNumber(1000)).toBe("1,000");
    expect(formatWholeNumber(1234567)).toBe("1,234,567");
    expect(formatWholeNumber(-1234.5)).toBe("-1,235");
  });

  it("writes what Intl.NumberFormat en-US writes, halves included", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(0, 0.25, 0.5, 0.75), (whole, fraction) => {
        const value = whole + Math.sign(whole || 1) * fraction;
        expect(formatWholeNumber(value)).toBe(intl.format(value).replace(/^-0$/, "0"));
      }),
    );
  });
});
